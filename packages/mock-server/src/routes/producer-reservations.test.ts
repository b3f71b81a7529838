import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_PERMISSIONS } from '@kartis/core'
import { isRecord } from '@kartis/api-adapter'
import { demoApp, newVisitor, visitorHeaders, type DemoApp } from '../test-support/demo-app'
import { actAsStaff, type StaffSessionOf } from '../test-support/staff-session'

// דני bought theatre seats (business 2) and a cinema seat (business 1) with his mobile number.
const DANI_MOBILE = '0527654321'

let demo: DemoApp
let allBusinesses: StaffSessionOf
let theatreOnly: StaffSessionOf
let reportsOnly: StaffSessionOf
beforeAll(async () => {
  demo = await demoApp()
  allBusinesses = await actAsStaff(demo, { permissions: [STAFF_PERMISSIONS.producerReservations], businessIds: [1, 2, 3, 4, 5] })
  theatreOnly = await actAsStaff(demo, { permissions: [STAFF_PERMISSIONS.producerReservations], businessIds: [2] })
  reportsOnly = await actAsStaff(demo, { permissions: [STAFF_PERMISSIONS.presentationsReport], businessIds: [1, 2, 3, 4, 5] })
})
afterAll(async () => {
  await demo.app.close()
})

const call = async (method: 'GET' | 'POST', url: string, staff: StaffSessionOf | null, payload?: unknown) => {
  const response = await demo.app.inject({
    method,
    url,
    headers: {
      ...visitorHeaders(newVisitor()),
      ...(staff === null ? {} : staff.headers),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  })
  const body: unknown = JSON.parse(response.body)
  return { status: response.statusCode, body }
}

const search = async (query: string, staff: StaffSessionOf | null = allBusinesses) =>
  call('GET', `/api/PRES-live/v2/producerReservations${query === '' ? '' : `?${query}`}`, staff)

const listed = (body: unknown): readonly Readonly<Record<string, unknown>>[] =>
  isRecord(body) && Array.isArray(body['reservations']) ? body['reservations'].filter(isRecord) : []

const codeOf = (answer: { readonly status: number; readonly body: unknown }) =>
  [answer.status, isRecord(answer.body) && isRecord(answer.body['error']) ? answer.body['error']['code'] : undefined] as const

/** דני's reservation at the theatre (business 2). */
const danisTheatreReservation = async (): Promise<string> => {
  const theatre = listed((await search(`q=${DANI_MOBILE}`, theatreOnly)).body)
  const id = theatre[0]?.['ReservationIdentifier']
  if (typeof id !== 'string') throw new Error('דני has a theatre reservation')
  return id
}

describe('GET /api/PRES-live/v2/producerReservations (permission 268)', () => {
  it('answers 401 without a staff session and 403 without permission 268', async () => {
    expect(codeOf(await search('', null))).toEqual([401, 'STAFF_LOGIN_REQUIRED'])
    expect(codeOf(await search('', reportsOnly))).toEqual([403, 'PERMISSION_DENIED'])
  })

  it('finds by phone in any spelling, by name and by number; only of the user’s businesses', async () => {
    const all = listed((await search(`q=${encodeURIComponent('+972-52-765-4321')}`)).body)
    expect(all.map((r) => r['VenueName']).sort()).toEqual(expect.arrayContaining([expect.any(String), expect.any(String)]))
    expect(all.every((r) => r['MobileNumber'] === DANI_MOBILE)).toBe(true)
    const theatre = listed((await search(`q=${DANI_MOBILE}`, theatreOnly)).body)
    expect(theatre.length).toBeGreaterThan(0)
    expect(theatre.length).toBeLessThan(all.length)
    const byName = listed((await search(`q=${encodeURIComponent('אברהם')}`, theatreOnly)).body)
    expect(byName.map((r) => r['ReservationIdentifier'])).toEqual(theatre.map((r) => r['ReservationIdentifier']))
    const id = String(theatre[0]?.['ReservationIdentifier'])
    expect(listed((await search(`q=${id.toLowerCase()}`, theatreOnly)).body).map((r) => r['ReservationIdentifier'])).toEqual([id])
    const cinemaOnly = all.find((r) => !theatre.some((t) => t['ReservationIdentifier'] === r['ReservationIdentifier']))
    expect(listed((await search(`q=${String(cinemaOnly?.['ReservationIdentifier'])}`, theatreOnly)).body)).toEqual([])
  })

  it('answers the reservation’s details, with the producer-cancel fee and refund in shekels', async () => {
    const [first] = listed((await search(`q=${DANI_MOBILE}`, theatreOnly)).body)
    expect(first).toMatchObject({
      ResStateId: 2,
      CustomerName: expect.stringContaining('דני'),
      Quantity: 2,
      Amount: expect.any(Number),
      PresentationId: expect.any(Number),
      StartDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[23]:00$/),
      IsUnpaid: false,
      IntegrationId: null,
      Cancellation: { Fee: expect.any(Number), Refund: expect.any(Number) },
    })
  })

  it('names the partner integration a reservation came through (issue 14)', async () => {
    const id = await danisTheatreReservation()
    await demo.database.db
      .updateTable('reservations')
      .set({ integration_id: 'INT-DEMO-1' })
      .where('reservation_identifier', '=', id)
      .execute()
    const found = listed((await search(`q=${id}`, theatreOnly)).body)
    expect(found.map((reservation) => reservation['IntegrationId'])).toEqual(['INT-DEMO-1'])
  })

  it('narrows by presentation and by the presentation’s day; a bad date is 400', async () => {
    const [first] = listed((await search(`q=${DANI_MOBILE}`, theatreOnly)).body)
    const presentationId = Number(first?.['PresentationId'])
    const day = String(first?.['StartDateTime']).slice(0, 10)
    const byPresentation = listed((await search(`presentationId=${presentationId}`, theatreOnly)).body)
    expect(byPresentation.length).toBeGreaterThan(0)
    expect(byPresentation.every((r) => r['PresentationId'] === presentationId)).toBe(true)
    const byDay = listed((await search(`date=${day}`, theatreOnly)).body)
    expect(byDay.every((r) => String(r['StartDateTime']).startsWith(day))).toBe(true)
    expect(byDay.map((r) => r['ReservationIdentifier'])).toContain(first?.['ReservationIdentifier'])
    expect(listed((await search(`date=1999-01-01`, theatreOnly)).body)).toEqual([])
    expect(codeOf(await search('date=2025-02-30', theatreOnly))).toEqual([400, 'BAD_REQUEST'])
  })
})

describe('sending tickets again (permission 268, audited)', () => {
  it('GET /api/PRES-live/v2/sendResAgain sends the e-ticket link to the reservation’s mobile through the SMS port', async () => {
    const id = await danisTheatreReservation()
    const before = (await demo.storage.sms.listFor(DANI_MOBILE)).length
    const sent = await call('GET', `/api/PRES-live/v2/sendResAgain?resId=${id}`, theatreOnly)
    expect([sent.status, sent.body]).toEqual([200, { success: true }])
    const messages = await demo.storage.sms.listFor(DANI_MOBILE)
    expect(messages).toHaveLength(before + 1)
    expect(messages.at(-1)?.text).toMatch(new RegExp(`${id}[\\s\\S]*/edocument/`))
    expect(await demo.storage.staffAudit.ofReservation(id)).toContainEqual(
      expect.objectContaining({ staffId: theatreOnly.user.staffId, action: 'resend', details: { mobileNumber: DANI_MOBILE } }),
    )
  })

  it('POST /api/pres-live/sendTickets/{resId} sends to another mobile; a bad number is 400', async () => {
    const id = await danisTheatreReservation()
    const sent = await call('POST', `/api/pres-live/sendTickets/${id}`, theatreOnly, { mobileNumber: '054-765-4321' })
    expect(sent.status).toBe(200)
    expect((await demo.storage.sms.listFor('0547654321')).at(-1)?.text).toContain(id)
    expect(await demo.storage.staffAudit.ofReservation(id)).toContainEqual(
      expect.objectContaining({ action: 'sendTickets', details: { mobileNumber: '0547654321' } }),
    )
    expect(codeOf(await call('POST', `/api/pres-live/sendTickets/${id}`, theatreOnly, { mobileNumber: '12' }))).toEqual([
      400,
      'invalid_mobileNumber',
    ])
  })

  it('answers 401 anonymous, 403 without 268 or for another business’s reservation, sending nothing', async () => {
    const id = await danisTheatreReservation()
    const cinemaStaff = await actAsStaff(demo, { permissions: [STAFF_PERMISSIONS.producerReservations], businessIds: [1] })
    const before = (await demo.storage.sms.listFor(DANI_MOBILE)).length
    expect(codeOf(await call('GET', `/api/PRES-live/v2/sendResAgain?resId=${id}`, null))).toEqual([401, 'STAFF_LOGIN_REQUIRED'])
    expect(codeOf(await call('GET', `/api/PRES-live/v2/sendResAgain?resId=${id}`, reportsOnly))).toEqual([403, 'PERMISSION_DENIED'])
    expect(codeOf(await call('GET', `/api/PRES-live/v2/sendResAgain?resId=${id}`, cinemaStaff))).toEqual([403, 'PERMISSION_DENIED'])
    expect(codeOf(await call('POST', `/api/pres-live/sendTickets/${id}`, null, { mobileNumber: DANI_MOBILE }))).toEqual([
      401,
      'STAFF_LOGIN_REQUIRED',
    ])
    expect(codeOf(await call('POST', `/api/pres-live/sendTickets/${id}`, cinemaStaff, { mobileNumber: DANI_MOBILE }))).toEqual([
      403,
      'PERMISSION_DENIED',
    ])
    expect(await demo.storage.sms.listFor(DANI_MOBILE)).toHaveLength(before)
  })
})
