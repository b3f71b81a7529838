import * as O from 'fp-ts/Option'
import { describe, expect, it } from 'vitest'
import type { Membership } from '../model/membership'
import { agorot } from '../money/money'
import { nextSeries, previousSeries, seriesPosition, seriesWalk, type SeriesPosition } from './series-navigation'

const membership = (membershipId: number, membershipTypeId: number, selectedQuantity: number): Membership => ({
  membershipId,
  membershipTypeId,
  code: `S${membershipId}`,
  name: `סדרה ${membershipId}`,
  prices: [
    {
      membershipPriceId: membershipId * 10,
      priceCode: 'A',
      price: agorot(30000),
      currency: { currencyId: 1, currencyCode: 'ILS', currencySymbol: '₪' },
      selectedQuantity,
      usedQuantity: 0,
    },
  ],
  topups: {},
  seats: [],
})

// Series 1, 3 and 5 are selected; 2 is a series not selected; 4 is selected but not a series.
const memberships = [membership(1, 2, 1), membership(2, 2, 0), membership(3, 2, 1), membership(4, 1, 1), membership(5, 2, 1)]

describe('series memberships walked one at a time (§4)', () => {
  it('walks only series with a selected price', () => {
    expect(seriesWalk(memberships).map((m) => m.membershipId)).toEqual([1, 3, 5])
  })
  it('reports the current index and whether there is a next or previous', () => {
    const at = (id: number | null) =>
      O.map((p: SeriesPosition) => [p.index, p.current.membershipId, p.hasPrevious, p.hasNext])(seriesPosition(memberships, id))
    expect(at(1)).toEqual(O.some([0, 1, false, true]))
    expect(at(3)).toEqual(O.some([1, 3, true, true]))
    expect(at(5)).toEqual(O.some([2, 5, true, false]))
    expect(at(null)).toEqual(O.some([0, 1, false, true]))
    expect(at(2)).toEqual(O.some([0, 1, false, true]))
  })
  it('next and previous move one step and stop at the ends', () => {
    expect(nextSeries(memberships, 1)).toBe(3)
    expect(nextSeries(memberships, 3)).toBe(5)
    expect(nextSeries(memberships, 5)).toBe(5)
    expect(previousSeries(memberships, 5)).toBe(3)
    expect(previousSeries(memberships, 1)).toBe(1)
  })
  it('an empty walk has no position', () => {
    expect(seriesPosition([membership(2, 2, 0)], null)).toEqual(O.none)
    expect(nextSeries([], null)).toBeNull()
    expect(previousSeries([], 1)).toBeNull()
  })
})
