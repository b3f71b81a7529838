import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VenueId } from '@kartis/api-adapter'
import type { CatalogPresentation } from '../storage/catalog-repository'
import { demoApp, emptyPresentation, firstPresentationOf, lockBody, newVisitor, type DemoApp } from '../test-support/demo-app'
import { documentKeyOf } from '../edocuments/document-key'
import { DEFAULT_PAYMENT_CONFIG } from '../payment/payment-config'
import { CALLS_WITHOUT_VISITOR } from './register-endpoint'

let demo: DemoApp
let cinema: CatalogPresentation

beforeAll(async () => {
  demo = await demoApp()
  cinema = await firstPresentationOf(demo.storage, VenueId.cinema)
  await emptyPresentation(demo.database, cinema.id)
}, 60_000)
afterAll(async () => {
  await demo.app.close()
})

const inject = (method: 'GET' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  demo.app.inject({
    method,
    url,
    headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  })

describe('issue 10 the visitor id: catalogue reads answer without one', () => {
  const catalogueReads = (): Record<string, string> => ({
    features: '/api/features/',
    presentations: '/api/presentations/',
    presentation: `/api/presentations/${cinema.id}`,
    ticketGroups: `/api/presentations/${cinema.id}/ticketGroups`,
    timer: `/api/presentations/timer/${cinema.id}`,
    seatsPresentations: '/api/seats/presentations?date=2025-07-07',
    seatPlan: `/api/seats/seatplan?venueId=${cinema.venueId}&seatplanId=${cinema.seatplanId}`,
    seatPlanColumns: `/api/seats/seatplan/columns?venueId=${cinema.venueId}&seatplanId=${cinema.seatplanId}`,
    miniSite: '/api/mini-site/festival',
    featurePlaceholderImage: '/api/features/1/placeholderImage',
    productImage: '/api/products/1/image',
    captchaConfig: '/api/captcha-config',
  })

  it('every call listed as a catalogue read answers 200 with no visitor header', async () => {
    const reads = catalogueReads()
    expect(new Set([...Object.keys(reads), 'edocument'])).toEqual(new Set(CALLS_WITHOUT_VISITOR))
    for (const [name, url] of Object.entries(reads)) expect([name, (await inject('GET', url)).statusCode]).toEqual([name, 200])
  })

  it('§2 the e-ticket by its key answers with no visitor header: a validly signed key of no reservation is its 404, not 400', async () => {
    const answer = await inject('GET', `/api/edocuments/${documentKeyOf('KR-00000000', DEFAULT_PAYMENT_CONFIG.documentKeySecret)}`)
    expect([answer.statusCode, answer.json()]).toEqual([
      404,
      expect.objectContaining({ error: expect.objectContaining({ code: 'NOT_FOUND' }) }),
    ])
  })

  it('a malformed id is refused even on a catalogue read: 400 INVALID_VISITOR_ID naming the header', async () => {
    const answer = await inject('GET', '/api/features/', { uuid: 'not-a-uuid' })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({
      error: { code: 'INVALID_VISITOR_ID', message: expect.stringContaining('uuid'), params: { header: 'uuid', reason: 'malformed' } },
    })
  })

  it('calls about the visitor (seat statuses, locks) still need an id: 400 INVALID_VISITOR_ID', async () => {
    const status = await inject('GET', `/api/seats/seats-status?presentationId=${cinema.id}&venueTypeId=1&isReserved=1&recaptchaToken=x`)
    expect(status.statusCode).toBe(400)
    expect(status.json()).toMatchObject({ error: { code: 'INVALID_VISITOR_ID', params: { reason: 'missing' } } })
    const lock = await inject('PUT', '/api/seats/lock-seat', {}, lockBody(cinema, { sectionId: 101, x: 5, y: 5 }))
    expect(lock.statusCode).toBe(400)
    expect(lock.json()).toMatchObject({ error: { code: 'INVALID_VISITOR_ID' } })
  })
})

describe('issue 10 the visitor id: the spec’s uuid header and x-kartis-uuid name the same visitor', () => {
  it('a seat locked under `uuid` is unlocked under `x-kartis-uuid` with the same id, not under another', async () => {
    const id = newVisitor()
    const seat = lockBody(cinema, { sectionId: 101, x: 6, y: 5 })
    expect((await inject('PUT', '/api/seats/lock-seat', { uuid: id }, seat)).statusCode).toBe(200)
    expect((await inject('PUT', '/api/seats/unlock-seat', { 'x-kartis-uuid': newVisitor() }, seat)).statusCode).toBe(409)
    expect((await inject('PUT', '/api/seats/unlock-seat', { 'x-kartis-uuid': id.toUpperCase() }, seat)).statusCode).toBe(200)
  })

  it('two headers naming different visitors: 400 INVALID_VISITOR_ID naming both', async () => {
    const answer = await inject('GET', '/api/features/', { uuid: newVisitor(), 'x-kartis-uuid': newVisitor() })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({
      error: { code: 'INVALID_VISITOR_ID', params: { header: 'uuid, x-kartis-uuid', reason: 'conflicting' } },
    })
  })
})
