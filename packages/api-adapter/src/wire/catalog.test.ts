import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { kartisError } from '@kartis/core'
import {
  FeaturesParams,
  FeaturesResponse,
  IntegrationParams,
  IntegrationResponse,
  PresentationListCodec,
  PresentationParams,
  PresentationResponse,
  PresentationsParams,
  TicketGroupsOfferCodec,
  TicketGroupsParams,
  TicketLookupParams,
  TicketLookupResponse,
  TimersResponse,
} from './catalog'
import { decodeWith } from './decode'
import { camelKeys, overJson, pascalKeys } from './test-support/recase'
import { presentation, presentationWire, ticket, ticketWire } from './test-support/samples'

describe('features', () => {
  it('reads the query from a query string and writes it back', () => {
    expect(decodeWith(FeaturesParams, { featureIds: '55,56', locationId: '2' })).toEqual(E.right({ featureIds: [55, 56], locationId: 2 }))
    expect(FeaturesParams.encode({ featureIds: [55, 56], miniSiteUrl: 'fest' })).toEqual({ featureIds: '55,56', miniSiteUrl: 'fest' })
  })

  it('reads the features answer in either case', () => {
    const wire = { features: [{ FeatureId: 55, Name: 'ערב סטנדאפ', FeatureTypeId: 1, FeatureCategoryId: 4 }] }
    const expected = E.right([{ id: 55, name: 'ערב סטנדאפ', featureTypeId: 1, featureCategoryId: 4 }])
    expect(decodeWith(FeaturesResponse, wire)).toEqual(expected)
    expect(decodeWith(FeaturesResponse, pascalKeys(wire))).toEqual(expected)
    expect(decodeWith(FeaturesResponse, { features: [{ FeatureId: 55 }] })).toEqual(
      E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'features.0.Name' }) })),
    )
  })
})

describe('presentations', () => {
  it('reads the list query, flags as 1/0 and lists comma-separated', () => {
    expect(decodeWith(PresentationsParams, { featureIds: '55', ticketCodes: 'VIP,ZUG', isHold: '1', modifyCart: 'R-100' })).toEqual(
      E.right({ featureIds: [55], ticketCodes: ['VIP', 'ZUG'], isHold: true, modifyCart: 'R-100' }),
    )
    expect(PresentationsParams.encode({ featureIds: [55], ticketCodes: [], isHold: false })).toEqual({
      featureIds: '55',
      ticketCodes: undefined,
      isHold: 0,
    })
  })

  it('reads { presentations, hasReserved, hasGA } in either case', () => {
    const wire = { presentations: [presentationWire], hasReserved: true, hasGA: true }
    const expected = E.right({ presentations: [presentation], hasReserved: true, hasGA: true })
    expect(decodeWith(PresentationListCodec, wire)).toEqual(expected)
    expect(decodeWith(PresentationListCodec, camelKeys(wire))).toEqual(expected)
    expect(decodeWith(PresentationListCodec, pascalKeys(wire))).toEqual(expected)
  })

  it('reads one presentation or an error', () => {
    expect(decodeWith(PresentationParams, { id: '812', integrationId: 'INT-9' })).toEqual(
      E.right({ id: 812, ticketCodes: [], isHold: false, integrationId: 'INT-9' }),
    )
    expect(decodeWith(PresentationResponse, { presentation: presentationWire })).toEqual(E.right(E.right(presentation)))
    expect(decodeWith(PresentationResponse, { error: { code: 'PRSNT_NOT_FOUND' } })).toEqual(
      E.right(E.left(kartisError('PRSNT_NOT_FOUND'))),
    )
  })
})

describe('ticket groups', () => {
  it('reads the query and { ticketGroups, serviceCharge }', () => {
    expect(decodeWith(TicketGroupsParams, { id: '812', isGA: 'false', modifiedTickets: '101,102', mode: 'seats' })).toEqual(
      E.right({ id: 812, isGA: false, modifiedTickets: [101, 102], isHold: false, mode: 'seats' }),
    )
    const wire = {
      ticketGroups: [{ id: 9, name: 'כרטיסים', tickets: [ticketWire] }],
      serviceCharge: { amountPerOrder: 10, percentRatePerOrder: 0 },
    }
    const expected = E.right({
      ticketGroups: [{ id: 9, name: 'כרטיסים', tickets: [ticket], voucherTickets: [], isByCodeEnabled: false }],
      serviceCharge: { amountPerOrder: 1000, percentRatePerOrder: 0, name: 'דמי טיפול' },
    })
    expect(decodeWith(TicketGroupsOfferCodec, wire)).toEqual(expected)
    expect(decodeWith(TicketGroupsOfferCodec, pascalKeys(wire))).toEqual(expected)
    expect(decodeWith(TicketGroupsOfferCodec, { ticketGroups: [] })).toEqual(E.right({ ticketGroups: [], serviceCharge: null }))
  })
})

describe('ticket look-up', () => {
  it('requires the look-up facts and reads the ticket or a §8 look-up error', () => {
    const query = { id: '812', sectionId: '3', ticketGroupId: '9', ticketCode: 'ZUG', ignoreTicketIds: '101', recaptchaToken: 'tok' }
    expect(decodeWith(TicketLookupParams, query)).toEqual(
      E.right({ id: 812, sectionId: 3, ticketGroupId: 9, ticketCode: 'ZUG', ignoreTicketIds: [101], recaptchaToken: 'tok' }),
    )
    expect(decodeWith(TicketLookupParams, { ...query, ticketCode: undefined })).toEqual(
      E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'ticketCode' }) })),
    )
    expect(decodeWith(TicketLookupResponse, { Ticket: pascalKeys(ticketWire) })).toEqual(E.right(E.right(ticket)))
    expect(decodeWith(TicketLookupResponse, { error: 'VOUCHER_EXPIRED' })).toEqual(E.right(E.left(kartisError('VOUCHER_EXPIRED'))))
  })
})

describe('timer', () => {
  it('reads timers keyed by presentation id, in either case', () => {
    const wire = { '812': { timeInSeconds: 600, currentTime: '2026-07-01T21:00:00', url: 'https://example.co.il/timeout' } }
    const expected = E.right({ '812': { timeInSeconds: 600, currentTime: '2026-07-01T21:00:00', url: 'https://example.co.il/timeout' } })
    expect(decodeWith(TimersResponse, wire)).toEqual(expected)
    expect(decodeWith(TimersResponse, pascalKeys(wire))).toEqual(expected)
    expect(
      decodeWith(TimersResponse, overJson(TimersResponse.encode({ '812': { timeInSeconds: 600, currentTime: 'x', url: 'y' } }))),
    ).toEqual(E.right({ '812': { timeInSeconds: 600, currentTime: 'x', url: 'y' } }))
    expect(decodeWith(TimersResponse, { '812': { TimeInSeconds: 'soon' } })).toEqual(
      E.left(expect.objectContaining({ params: expect.objectContaining({ path: '812.timeInSeconds' }) })),
    )
  })
})

describe('integration', () => {
  it('reads TS, ret and key exactly, not the client ts stamp', () => {
    expect(decodeWith(IntegrationParams, { TS: '1700000000', ret: 'https://partner.co.il', key: 'k1', ts: '1' })).toEqual(
      E.right({ TS: '1700000000', ret: 'https://partner.co.il', key: 'k1' }),
    )
    expect(decodeWith(IntegrationParams, { ts: '1', ret: 'r', key: 'k' })).toEqual(
      E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'TS' }) })),
    )
    expect(decodeWith(IntegrationResponse, { IntegrationId: 'INT-9' })).toEqual(E.right(E.right('INT-9')))
  })
})
