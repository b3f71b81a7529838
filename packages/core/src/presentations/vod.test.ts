import { describe, expect, it } from 'vitest'
import { isVod, isVodVenueType, splitVod } from './vod'

describe('§4 VOD and non-VOD presentations, told apart by venueTypeId', () => {
  it('VOD venue type ids are 101, 102, 103, 104', () => {
    expect([100, 101, 102, 103, 104, 105].map(isVodVenueType)).toEqual([false, true, true, true, true, false])
    expect(isVod({ venueTypeId: 103 })).toBe(true)
    expect(isVod({ venueTypeId: 1 })).toBe(false)
  })
  it("splits an order's presentations, keeping their order", () => {
    const order = [
      { id: 1, venueTypeId: 1 },
      { id: 2, venueTypeId: 101 },
      { id: 3, venueTypeId: 2 },
      { id: 4, venueTypeId: 104 },
    ]
    const { vod, nonVod } = splitVod(order)
    expect(vod.map((p) => p.id)).toEqual([2, 4])
    expect(nonVod.map((p) => p.id)).toEqual([1, 3])
  })
  it('an order without presentations has neither', () => {
    expect(splitVod([])).toEqual({ vod: [], nonVod: [] })
  })
})
