import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { kartisError } from '../errors/error-codes'
import { checkSeatMaximum } from './seat-maximum'

describe('checkSeatMaximum (§5)', () => {
  it('allows reaching the maximum exactly', () => {
    expect(checkSeatMaximum(8, 2, 10)).toEqual(E.right(undefined))
  })
  it('refuses one seat past the maximum, naming it', () => {
    expect(checkSeatMaximum(9, 2, 10)).toEqual(E.left(kartisError('SEAT_MAXIMUM_REACHED', { max: 10 })))
  })
  it('counts a whole couch being added', () => {
    expect(checkSeatMaximum(0, 3, 2)).toEqual(E.left(kartisError('SEAT_MAXIMUM_REACHED', { max: 2 })))
  })
})
