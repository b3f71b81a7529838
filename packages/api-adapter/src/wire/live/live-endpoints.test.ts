import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { decodeWith } from '../decode'
import { urlOf } from '../endpoint'
import { routeOf } from '../endpoints'
import { liveEndpoints } from './live-endpoints'

describe('§7 the live area’s calls', () => {
  it('route the spec’s literal segments (/data/{date}/0, /editReferencePromptOptionQuantity/1/…) to their calls', () => {
    expect(routeOf('GET', '/PRES-live/locationTicketSales/data/2026-03-10/0')).toMatchObject({
      endpoint: { name: 'liveLocationTicketSales' },
      pathParams: { date: '2026-03-10' },
    })
    expect(routeOf('GET', '/PRES-live/locationTicketSales/data/2026-03-10/1')).toBeNull()
    expect(routeOf('POST', '/pres-live/editReferencePromptOptionQuantity/1/2/301/4')).toMatchObject({
      endpoint: { name: 'ticketRefEditQuantity' },
      pathParams: { type: '2', priceId: '301', rowId: '4' },
    })
    expect(urlOf(liveEndpoints.liveFeatureTicketSales, { date: { year: 2026, month: 1, day: 5 } })).toBe(
      '/PRES-live/featureTicketSales/data/2026-01-05',
    )
  })

  it('refuse a date that is not a day of the calendar, a blank reference and a quantity out of range', () => {
    expect(E.isLeft(decodeWith(liveEndpoints.liveFeatureTicketSales.params, { date: '2026-02-30' }))).toBe(true)
    expect(E.isLeft(decodeWith(liveEndpoints.liveFeatureTicketSales.params, { date: '2026-03-10T10:00' }))).toBe(true)
    expect(decodeWith(liveEndpoints.liveAvailableFeatures.params, {})).toEqual(E.right({}))
    expect(E.isLeft(decodeWith(liveEndpoints.livePresentationData.params, { presentationId: '2147483648' }))).toBe(true)
    expect(decodeWith(liveEndpoints.livePresentationData.params, { presentationId: '2147483647' })).toEqual(
      E.right({ presentationId: 2147483647 }),
    )
    const body = liveEndpoints.ticketRefEditQuantity.body
    expect(decodeWith(body, { reference: 'A', reference2: 'B', quantity: '12' })).toEqual(
      E.right({ reference: 'A', reference2: 'B', quantity: 12 }),
    )
    for (const bad of [
      { reference: '', reference2: 'B', quantity: 1 },
      { reference: 'A', reference2: 'B', quantity: -1 },
      { reference: 'A', reference2: 'B', quantity: 100_001 },
      { reference: 'A', reference2: 'B', quantity: 1.5 },
      { reference: 'A'.repeat(101), reference2: 'B', quantity: 1 },
    ])
      expect(E.isLeft(decodeWith(body, bad))).toBe(true)
  })
})
