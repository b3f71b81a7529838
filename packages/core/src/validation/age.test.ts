import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { describe, expect, it } from 'vitest'
import { ageAt, ageSuits, checkWaiverAge } from './age'

describe('age (§5 waiver)', () => {
  it('counts completed years', () => {
    expect(ageAt('2010-06-15', '2026-06-14')).toEqual(O.some(15))
    expect(ageAt('2010-06-15', '2026-06-15')).toEqual(O.some(16))
    expect(ageAt('2010-06-15T00:00:00+03:00', '2026-06-15')).toEqual(O.some(16))
  })
  it('a 29 February birthday comes on 1 March in common years', () => {
    expect(ageAt('2012-02-29', '2026-02-28')).toEqual(O.some(13))
    expect(ageAt('2012-02-29', '2026-03-01')).toEqual(O.some(14))
    expect(ageAt('2012-02-29', '2028-02-29')).toEqual(O.some(16))
  })
  it('none for malformed dates or a birth after the date', () => {
    expect(ageAt('2010-02-30', '2026-01-01')).toEqual(O.none)
    expect(ageAt('15/06/2010', '2026-01-01')).toEqual(O.none)
    expect(ageAt('2027-01-01', '2026-01-01')).toEqual(O.none)
  })
  it('bounds are inclusive and null means none', () => {
    expect(ageSuits({ minAge: 6, maxAge: 12 }, 6)).toBe(true)
    expect(ageSuits({ minAge: 6, maxAge: 12 }, 12)).toBe(true)
    expect(ageSuits({ minAge: 6, maxAge: 12 }, 13)).toBe(false)
    expect(ageSuits({ minAge: 6, maxAge: 12 }, 5)).toBe(false)
    expect(ageSuits({ minAge: null, maxAge: null }, 99)).toBe(true)
  })
  it('the voucher must suit the jumper: the age, or validation.age_range with the bounds', () => {
    const kids = { minAge: 4, maxAge: 12 }
    expect(checkWaiverAge(kids, '2016-05-01', '2026-05-01')).toEqual(E.right(10))
    expect(checkWaiverAge(kids, '2010-05-01', '2026-05-01')).toEqual(
      E.left({ key: 'validation.age_range', params: { name: 'dateOfBirth', age: 16, minAge: 4, maxAge: 12 } }),
    )
    expect(checkWaiverAge({ minAge: 14, maxAge: null }, '2016-05-01', '2026-05-01')).toEqual(
      E.left({ key: 'validation.age_range', params: { name: 'dateOfBirth', age: 10, minAge: 14, maxAge: -1 } }),
    )
    expect(checkWaiverAge(kids, '', '2026-05-01')).toEqual(E.left({ key: 'validation.date', params: { name: 'dateOfBirth' } }))
  })
})
