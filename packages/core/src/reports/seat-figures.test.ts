import { describe, expect, it } from 'vitest'
import { agorot } from '../money/money'
import type { PresentationSales } from '../ports/live-reports'
import { presentationTotals, seatFigures, seatTakenRatio, withAllCinemasTotal } from './seat-figures'

describe('§9 seat-taken ratio', () => {
  it('is taken over capacity rounded to 3 decimals, 0 without capacity', () => {
    expect(seatTakenRatio(1, 3)).toBe(0.333)
    expect(seatTakenRatio(2, 3)).toBe(0.667)
    expect(seatTakenRatio(5, 5)).toBe(1)
    expect(seatTakenRatio(3, 0)).toBe(0)
  })

  it('counts held places as taken and never answers a negative free count', () => {
    expect(seatFigures(10, 4, 2, 0)).toEqual({ capacity: 10, sold: 4, held: 2, inCarts: 0, free: 4, seatTakenRatio: 0.6 })
    expect(seatFigures(2, 2, 1, 0).free).toBe(0)
  })

  it('issue 13 takes places in carts off free but not into the ratio (they are not taken yet)', () => {
    expect(seatFigures(10, 4, 2, 3)).toEqual({ capacity: 10, sold: 4, held: 2, inCarts: 3, free: 1, seatTakenRatio: 0.6 })
    expect(seatFigures(10, 4, 2, 9).free).toBe(0)
  })
})

describe('§9 the all-cinemas total', () => {
  it('adds a row −1 summing every location but id 1', () => {
    const rows = [
      { locationId: 1, name: 'אונליין', capacity: 100, sold: 50, availability: 50 },
      { locationId: 2, name: 'קולנוע', capacity: 40, sold: 10, availability: 25 },
      { locationId: 3, name: 'תיאטרון', capacity: 60, sold: 6, availability: 54 },
    ]
    const table = withAllCinemasTotal(rows)
    expect(table.slice(0, 3)).toEqual(rows)
    expect(table[3]).toMatchObject({ locationId: -1, capacity: 100, sold: 16, availability: 79 })
  })

  it('is all zeros over no rows', () => {
    expect(withAllCinemasTotal([])).toMatchObject([{ locationId: -1, capacity: 0, sold: 0, availability: 0 }])
  })
})

describe('§7 totals of presentations', () => {
  const presentation = (capacity: number, sold: number, held: number, revenue: number, inCarts = 0): PresentationSales => ({
    presentationId: capacity,
    featureId: 1,
    locationId: 2,
    featureName: 'המלט',
    venueName: 'תיאטרון',
    startDateTime: null,
    ...seatFigures(capacity, sold, held, inCarts),
    ticketsSold: sold,
    revenue: agorot(revenue),
    ticketTypes: [],
  })

  it('sums counts and revenue and takes the ratio of the sums, not the mean of the ratios', () => {
    expect(presentationTotals([presentation(100, 10, 0, 5000, 4), presentation(20, 20, 0, 3000, 0)])).toEqual({
      capacity: 120,
      sold: 30,
      held: 0,
      inCarts: 4,
      free: 86,
      seatTakenRatio: 0.25,
      ticketsSold: 30,
      revenue: 8000,
    })
  })

  it('is all zeros over no presentations', () => {
    expect(presentationTotals([])).toMatchObject({ capacity: 0, seatTakenRatio: 0, revenue: 0 })
  })
})
