import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { kartisError } from '@kartis/core'
import { HttpLiveReports } from './http-live-reports'
import { HttpTicketReferenceAdmin } from './http-ticket-reference-admin'
import { bodyOf, json, pathOf, queryOf, scriptedTransport } from './test-support/fake-fetch'

const answering = (body: unknown, status = 200) => scriptedTransport(() => json(status, body))
const march = { startDate: { year: 2026, month: 3, day: 1 }, endDate: { year: 2026, month: 3, day: 31 } }

const presentationWire = {
  PresentationId: 7,
  FeatureId: 1,
  LocationId: 2,
  FeatureName: 'המלט',
  VenueName: 'תיאטרון',
  StartDateTime: '2026-03-10T20:00:00',
  Capacity: 15,
  Sold: 3,
  Held: 2,
  InCarts: 1,
  Free: 9,
  SeatTakenRatio: 0.333,
  TicketsSold: 3,
  Revenue: 120.5,
  TicketTypes: [{ TicketId: 11, Name: 'רגיל', TicketsSold: 3, Revenue: 120.5 }],
}

describe('HttpLiveReports', () => {
  it('sends the range as YYYY-MM-DD and reads PascalCase features', async () => {
    const { transport, seen } = answering({ features: [{ FeatureId: 1, LocationId: 2, Name: 'המלט' }] })
    expect(await new HttpLiveReports(transport).availableFeatures(march)).toEqual(E.right([{ featureId: 1, locationId: 2, name: 'המלט' }]))
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/PRES-live/v2/availableFeatures')
    expect(queryOf(seen[0]?.url ?? '')).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-31' })
  })

  it('reads a presentation’s figures: shekels into agorot, its start in Jerusalem time', async () => {
    const { transport, seen } = answering(presentationWire)
    expect(await new HttpLiveReports(transport).presentationData(7)).toEqual(
      E.right({
        presentationId: 7,
        featureId: 1,
        locationId: 2,
        featureName: 'המלט',
        venueName: 'תיאטרון',
        startDateTime: '2026-03-10T20:00:00+02:00',
        capacity: 15,
        sold: 3,
        held: 2,
        inCarts: 1,
        free: 9,
        seatTakenRatio: 0.333,
        ticketsSold: 3,
        revenue: 12050,
        ticketTypes: [{ ticketId: 11, name: 'רגיל', ticketsSold: 3, revenue: 12050 }],
      }),
    )
    expect(queryOf(seen[0]?.url ?? '')).toMatchObject({ presentationId: '7' })
  })

  it('issue 13 reads a server that sends no InCarts as none in carts', async () => {
    const { InCarts: _inCarts, ...withoutCarts } = presentationWire
    const { transport } = answering({ presentations: [withoutCarts] })
    const monitor = await new HttpLiveReports(transport).presentationSalesMonitor()
    expect(E.isRight(monitor) && monitor.right.map((p) => [p.held, p.inCarts])).toEqual([[2, 0]])
  })

  it('asks the capacity table of a day at /locationTicketSales/data/{date}/0; a refusal is its code', async () => {
    const rows = [{ LocationId: -1, Name: 'כל בתי הקולנוע', Capacity: 30, Sold: 3, Availability: 27 }]
    const { transport, seen } = answering({ rows })
    expect(await new HttpLiveReports(transport).locationTicketSales({ year: 2026, month: 3, day: 10 })).toEqual(
      E.right([{ locationId: -1, name: 'כל בתי הקולנוע', capacity: 30, sold: 3, availability: 27 }]),
    )
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/PRES-live/locationTicketSales/data/2026-03-10/0')
    const refused = answering({ error: { code: 'PERMISSION_DENIED' } }, 403)
    expect(await new HttpLiveReports(refused.transport).presentationSalesMonitor()).toEqual(E.left(kartisError('PERMISSION_DENIED')))
  })
})

describe('HttpTicketReferenceAdmin', () => {
  it('edits a quantity: POST …/1/{type}/{priceId}/{rowId} { reference, reference2, quantity }, the option back', async () => {
    const item = {
      Reference1: 'AG-1',
      Reference2: 'G',
      PriceType: 1,
      PriceId: 301,
      PriceRowId: 2,
      FeatureId: 6,
      TicketId: 301,
      PricePolicyId: 1,
      PresentationId: null,
      FeatureCategoryId: 2,
      Quantity: 25,
      Sold: 4,
      FeatureName: 'המלט',
      TicketName: 'רגיל',
      TicketGroupName: 'אולם',
      TicketPrice: 180,
      PresentationStartDateTime: null,
      AgentName: 'סוכנות',
    }
    const { transport, seen } = answering(item)
    const edit = { priceType: 1, priceId: 301, priceRowId: 2, reference1: 'AG-1', reference2: 'G', quantity: 25 }
    expect(await new HttpTicketReferenceAdmin(transport).editQuantity(edit)).toMatchObject(
      E.right({
        priceId: 301,
        quantity: 25,
        sold: 4,
        featureName: 'המלט',
        ticketPrice: 18000,
        presentationStartsAt: null,
        agentName: 'סוכנות',
      }),
    )
    expect(seen[0]?.init.method).toBe('POST')
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/pres-live/editReferencePromptOptionQuantity/1/1/301/2')
    expect(bodyOf(seen[0])).toEqual({ reference: 'AG-1', reference2: 'G', quantity: 25 })
  })

  it('asks one pair’s detail by reference and reference2', async () => {
    const { transport, seen } = answering({ items: [] })
    expect(await new HttpTicketReferenceAdmin(transport).promptAdminDetail('AG-1', 'G')).toEqual(E.right([]))
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/pres-live/monitors/TicketReferencePromptAdminDetail/data')
    expect(queryOf(seen[0]?.url ?? '')).toMatchObject({ reference: 'AG-1', reference2: 'G' })
  })
})
