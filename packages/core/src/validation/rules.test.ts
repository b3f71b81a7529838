import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { alpha, alphaNum, email, max, min, numeric, required } from './rules'

describe('required (§5 "the field {name} is required!")', () => {
  it('fails on empty and blank values with the field name', () => {
    expect(required('שם פרטי')('')).toEqual(E.left({ key: 'validation.required', params: { name: 'שם פרטי' } }))
    expect(required('firstName')('   ')).toEqual(E.left({ key: 'validation.required', params: { name: 'firstName' } }))
  })
  it('passes any filled value unchanged', () => {
    expect(required('firstName')(' ישראל ')).toEqual(E.right(' ישראל '))
  })
})

describe('alpha (§5 letters only)', () => {
  const check = alpha('firstName')
  it.each(['ישראל', 'ישראלה כהן', 'عبد الله', 'José', "O'Brien", 'ג׳ורג׳', 'בן-גוריון', 'עין־גדי', 'שָׁלוֹם', 'Zoë'])(
    'accepts the name %s',
    (name) => expect(check(name)).toEqual(E.right(name)),
  )
  it.each(['ישראל1', 'john@doe', 'Иван', 'a.b', 'x_y', '😀'])('rejects %s', (value) => {
    expect(check(value)).toEqual(E.left({ key: 'validation.alpha', params: { name: 'firstName' } }))
  })
  it('leaves an empty value to required', () => {
    expect(check('')).toEqual(E.right(''))
  })
})

describe('numeric (§5 digits only)', () => {
  it('accepts ASCII digits and empty', () => {
    expect(numeric('postalCode')('6100000')).toEqual(E.right('6100000'))
    expect(numeric('postalCode')('')).toEqual(E.right(''))
  })
  it.each(['12a', '12 3', '-1', '1.5', '١٢٣'])('rejects %s', (value) => {
    expect(numeric('postalCode')(value)).toEqual(E.left({ key: 'validation.numeric', params: { name: 'postalCode' } }))
  })
})

describe('alpha_num (§5, its message says digits only)', () => {
  it('accepts letters and digits together', () => {
    expect(alphaNum('code')('אב12cd')).toEqual(E.right('אב12cd'))
  })
  it('rejects spaces and symbols with its own key', () => {
    expect(alphaNum('code')('ab 12')).toEqual(E.left({ key: 'validation.alpha_num', params: { name: 'code' } }))
    expect(alphaNum('code')('ab-12')).toEqual(E.left({ key: 'validation.alpha_num', params: { name: 'code' } }))
  })
})

describe('email (§5 must be an e-mail address)', () => {
  it.each(['israel@example.co.il', 'a.b+tag@mail.example.com', 'שלום@example.com'])('accepts %s', (value) => {
    expect(email('email')(value)).toEqual(E.right(value))
  })
  it.each([
    'israel',
    'israel@',
    '@example.com',
    'a@b',
    'a b@example.com',
    'a@@example.com',
    'a..b@example.com',
    'a@example.c',
    'a@example.123',
  ])('rejects %s', (value) => expect(email('email')(value)).toEqual(E.left({ key: 'validation.email', params: { name: 'email' } })))
})

describe('min and max (§5 minimum and maximum length)', () => {
  it('counts characters, not UTF-16 units, at the bounds', () => {
    expect(min('name', 2)('אב')).toEqual(E.right('אב'))
    expect(min('name', 2)('א')).toEqual(E.left({ key: 'validation.min', params: { name: 'name', length: 2 } }))
    expect(max('name', 2)('אב')).toEqual(E.right('אב'))
    expect(max('name', 2)('אבג')).toEqual(E.left({ key: 'validation.max', params: { name: 'name', length: 2 } }))
    expect(max('name', 1)('😀')).toEqual(E.right('😀'))
  })
  it('leaves an empty value to required', () => {
    expect(min('name', 3)('')).toEqual(E.right(''))
  })
})
