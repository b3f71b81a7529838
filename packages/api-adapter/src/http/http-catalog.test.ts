import { agorot, kartisError } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { presentation, presentationWire, ticket, ticketWire } from '../wire/test-support/samples'
import { HttpCatalog } from './http-catalog'
import { fakeCaptcha, json, pathOf, queryOf, scriptedTransport } from './test-support/fake-fetch'

const catalogAnswering = (body: unknown, status = 200) => {
  const captcha = fakeCaptcha()
  const { transport, seen } = scriptedTransport(() => json(status, body), captcha)
  return { catalog: new HttpCatalog(transport), seen, captcha }
}

describe('HttpCatalog', () => {
  it('features: GET /features/ with featureIds, locationId and miniSiteUrl', async () => {
    const { catalog, seen } = catalogAnswering({
      features: [{ FeatureId: 55, Name: 'ערב סטנדאפ', FeatureTypeId: 1, FeatureCategoryId: 4 }],
    })
    const answer = await catalog.features({ featureIds: [55, 56], locationId: 2, miniSiteUrl: 'festival' })
    expect(answer).toEqual(E.right([{ id: 55, name: 'ערב סטנדאפ', featureTypeId: 1, featureCategoryId: 4 }]))
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/features/')
    expect(queryOf(seen[0]?.url ?? '')).toMatchObject({ featureIds: '55,56', locationId: '2', miniSiteUrl: 'festival' })
  })

  it('presentations: the sale context goes as locationId, miniSiteUrl, isHold and modifyCart', async () => {
    const { catalog, seen } = catalogAnswering({ presentations: [presentationWire], hasReserved: true, hasGA: true })
    const answer = await catalog.presentations({
      featureIds: [55],
      ticketCodes: ['VIP7'],
      isHold: true,
      locationId: 2,
      modifyResId: 'R-1001',
    })
    expect(answer).toEqual(E.right({ presentations: [presentation], hasReserved: true, hasGA: true }))
    expect(queryOf(seen[0]?.url ?? '')).toMatchObject({
      featureIds: '55',
      ticketCodes: 'VIP7',
      isHold: '1',
      locationId: '2',
      modifyCart: 'R-1001',
    })
  })

  it('presentation: GET /presentations/{id} with the integration; an in-band error is the result', async () => {
    const found = catalogAnswering({ presentation: presentationWire })
    expect(await found.catalog.presentation(812, { integrationId: 'INT-7' })).toEqual(E.right(presentation))
    expect(pathOf(found.seen[0]?.url ?? '')).toBe('/api/presentations/812')
    expect(queryOf(found.seen[0]?.url ?? '')).toMatchObject({ integrationId: 'INT-7', isHold: '0' })
    const refused = catalogAnswering({ error: { code: 'PRSNT_NOT_FOUND', message: 'ההצגה לא נמצאה' } })
    expect(await refused.catalog.presentation(9, {})).toEqual(E.left(kartisError('PRSNT_NOT_FOUND', undefined, 'ההצגה לא נמצאה')))
  })

  it('ticketGroups: modified tickets go as their ids, isGA as 1', async () => {
    const { catalog, seen } = catalogAnswering({
      ticketGroups: [{ id: 9, name: 'כרטיסים', tickets: [ticketWire], voucherTickets: [] }],
      serviceCharge: { amountPerOrder: 7.5, percentRatePerOrder: 0, name: 'דמי טיפול' },
    })
    const answer = await catalog.ticketGroups(812, {
      isGA: true,
      modifiedTickets: [
        { ticketId: 101, amount: agorot(8900) },
        { ticketId: 102, amount: agorot(8900) },
      ],
      mode: 'seats',
    })
    expect(answer).toEqual(
      E.right({
        ticketGroups: [{ id: 9, name: 'כרטיסים', tickets: [ticket], voucherTickets: [], isByCodeEnabled: false }],
        serviceCharge: { amountPerOrder: agorot(750), percentRatePerOrder: 0, name: 'דמי טיפול' },
      }),
    )
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/presentations/812/ticketGroups')
    expect(queryOf(seen[0]?.url ?? '')).toMatchObject({ isGA: '1', modifiedTickets: '101,102', mode: 'seats' })
  })

  it('ticketByCode: the code goes as ticketCode, with a recaptchaToken; a §8 look-up error comes back', async () => {
    const found = catalogAnswering({ ticket: { ...ticketWire, code: 'KUPON2', multiplyFactor: 2 } })
    const lookup = { presentationId: 812, sectionId: 3, ticketGroupId: 9, code: 'KUPON2', ignoreTicketIds: [101] }
    expect(await found.catalog.ticketByCode(lookup)).toEqual(E.right({ ...ticket, code: 'KUPON2', multiplyFactor: 2 }))
    expect(pathOf(found.seen[0]?.url ?? '')).toBe('/api/presentations/812/ticket')
    expect(queryOf(found.seen[0]?.url ?? '')).toMatchObject({
      sectionId: '3',
      ticketGroupId: '9',
      ticketCode: 'KUPON2',
      ignoreTicketIds: '101',
      recaptchaToken: 'token-for-ticketLookup',
    })
    expect(found.captcha.actions).toEqual(['ticketLookup'])
    const missing = catalogAnswering({ error: 'CODE_NOT_FOUND' })
    expect(await missing.catalog.ticketByCode(lookup)).toEqual(E.left(kartisError('CODE_NOT_FOUND')))
  })

  it('timer: the entry keyed by the presentation id; NOT_FOUND when the answer has none for it', async () => {
    const { catalog, seen } = catalogAnswering({
      '812': { TimeInSeconds: 900, CurrentTime: '2026-07-01T20:30:00', Url: 'https://example.org/timeout' },
    })
    expect(await catalog.timer(812)).toEqual(
      E.right({ timeInSeconds: 900, currentTime: '2026-07-01T20:30:00', url: 'https://example.org/timeout' }),
    )
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/presentations/timer/812')
    expect(await catalog.timer(813)).toEqual(E.left(kartisError('NOT_FOUND', { presentationId: 813 })))
  })

  it('image addresses: under the API base, without sending anything', async () => {
    const { catalog, seen } = catalogAnswering({})
    expect(await catalog.featureImageUrl(55)).toEqual(E.right('https://tickets.example.org/api/features/55/placeholderImage'))
    expect(await catalog.productImageUrl(3)).toEqual(E.right('https://tickets.example.org/api/products/3/image'))
    expect(seen).toHaveLength(0)
  })
})
