import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { kartisError } from '../errors/error-codes'
import { allOf, validateFields, validationMessage, type FieldCheck } from './message'
import { numeric, required } from './rules'

const upper: FieldCheck = (value) => E.right(value.toUpperCase())

describe('allOf (§5 rules in order)', () => {
  it('feeds each rule the previous output and stops at the first failure', () => {
    expect(allOf(upper, required('x'))('ab')).toEqual(E.right('AB'))
    expect(allOf(required('x'), numeric('x'))('')).toEqual(E.left(validationMessage('validation.required', { name: 'x' })))
    expect(allOf(numeric('x'), required('x'))('a')).toEqual(E.left(validationMessage('validation.numeric', { name: 'x' })))
  })
})

describe('validateFields (§5 form-wide message)', () => {
  const checks = { a: required('a'), b: allOf(upper, numeric('b')) }
  it('returns the normalised values when every field passes', () => {
    expect(validateFields(['a', 'b'], checks, { a: 'x', b: '12' }, kartisError('FORM_INVALID'))).toEqual(E.right({ a: 'x', b: '12' }))
  })
  it('collects every failing field with the form error', () => {
    expect(validateFields(['a', 'b'], checks, { a: '', b: 'z' }, kartisError('FORM_INVALID'))).toEqual(
      E.left({
        error: { code: 'FORM_INVALID' },
        fields: { a: validationMessage('validation.required', { name: 'a' }), b: validationMessage('validation.numeric', { name: 'b' }) },
      }),
    )
  })
})
