import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CartCodec, isRecord } from '@kartis/api-adapter'
import { agorot, emptyCart, type Cart, type CustomerInfo, type EnrolmentSeason, type EnrolmentSelection, type Seat } from '@kartis/core'
import type { AppConfig } from '../app-deps'
import { NO_RATE_LIMITS } from '../http/rate-limits'
import { CUSTOMER } from '../payment/payment-fixture'
import { CAPTCHA, demoApp, newVisitor, visitorClient, type DemoApp } from '../test-support/demo-app'
import {
  enrolmentRowStart,
  enrolmentSeatBody,
  firstThree,
  lockEnrolmentFor,
  SEASON_URL,
  seasonNow as seasonNowIn,
  unlockEnrolmentFor,
} from '../test-support/enrolment-fixture'
import { saleRowCounts } from '../test-support/sale-row-counts'
import { errorOf, HEBREW, lockAsEventSeat, selectionsOf, type Answer } from '../test-support/selection-fixture'
import { DEMO_CUSTOMERS } from '../demo/demo-customers'
import { customerBrowser, field, logInBySms, reservationsOf, type CustomerBrowser } from '../test-support/customer-browser'
import { at, payByCard, postedMessage, submitCard, visitor as paymentVisitor } from './payment-test-app'

let demo: DemoApp

const start = async (config?: Partial<AppConfig>) => {
  demo = await demoApp(config === undefined ? undefined : { config })
}

beforeEach(async () => {
  await start()
})

afterEach(async () => {
  await demo.app.close()
})

const seasonNow = (): Promise<EnrolmentSeason> => seasonNowIn(demo.app, demo.database)
const rowStart = (ids: readonly number[], row: number): Promise<Seat> => enrolmentRowStart(demo.app, ids, row)
const seatBody = enrolmentSeatBody
const lockFor = (uuid: string, season: EnrolmentSeason, ids: readonly number[], seat: Seat) =>
  lockEnrolmentFor(demo.app, uuid, season, ids, seat)
const unlockFor = (uuid: string, season: EnrolmentSeason, ids: readonly number[], seat: Seat) =>
  unlockEnrolmentFor(demo.app, uuid, season, ids, seat)

const soldIn = async (presentationId: number) =>
  demo.database.db.selectFrom('sold_seats').select(['x', 'y']).where('presentation_id', '=', presentationId).execute()

describe('GET /api/enroll/{membershipId} and its seat plan (issue 14 §3)', () => {
  it('offers the theatre season: six shows, two rates, ₪10 handling; another id is 404 in Hebrew, a word 400', async () => {
    const season = await seasonNow()
    expect(season.events).toHaveLength(6)
    expect(season.rates.map((rate) => [rate.name, rate.minEvents, rate.maxEvents])).toEqual([
      ['מינוי מלא', 4, 6],
      ['שלישייה', 3, 3],
    ])
    const unknown = await visitorClient(demo.app).get('/api/enroll/999')
    expect([unknown.status, errorOf(unknown)['code']]).toEqual([404, 'NOT_FOUND'])
    expect(errorOf(unknown)['message']).toMatch(HEBREW)
    expect((await visitorClient(demo.app).get('/api/enroll/season')).status).toBe(400)
    const outside = await visitorClient(demo.app).get(`${SEASON_URL}/seatplan?presentationIds=1`)
    expect([outside.status, errorOf(outside)['code']]).toEqual([400, 'BAD_REQUEST'])
  })
})

describe('PUT /api/enroll/{membershipId}/lock-seat and unlock-seat (issue 14 §3)', () => {
  it('§4 a fixed seat locks in three chosen events at once; nobody else can take it or free it; its owner frees it in all', async () => {
    const season = await seasonNow()
    const ids = firstThree(season)
    const seat = await rowStart(ids, 0)
    const dana = newVisitor()
    const locked = await lockFor(dana, season, ids, seat)
    expect(locked.status).toBe(200)
    expect(selectionsOf(locked).map((s) => [s.presentationId, s.sectionId, s.x, s.y])).toEqual(
      ids.map((id) => [id, seat.sectionId, seat.x, seat.y]),
    )
    const taken = await lockFor(newVisitor(), season, [ids[1] ?? 0], seat)
    expect([taken.status, errorOf(taken)['code']]).toEqual([409, 'ENROLMENT_SEAT_TAKEN'])
    const notYours = await unlockFor(newVisitor(), season, ids, seat)
    expect([notYours.status, errorOf(notYours)['code']]).toEqual([409, 'SEAT_UNLOCK_FAILED'])
    const freed = await unlockFor(dana, season, ids, seat)
    expect([freed.status, selectionsOf(freed)]).toEqual([200, []])
  })

  it('§4/§8 a seat sold or locked in one chosen event is refused naming that event in Hebrew, and none of the others stays locked', async () => {
    const season = await seasonNow()
    const ids = firstThree(season)
    const third = season.events[2]
    if (third === undefined) throw new Error('six events')
    const seat = await rowStart(ids, 1)
    const asEvent = await lockAsEventSeat(demo.app, third, seat)
    expect(asEvent.status).toBe(200)
    const refused = await lockFor(newVisitor(), season, ids, seat)
    expect([refused.status, errorOf(refused)['code']]).toEqual([409, 'ENROLMENT_SEAT_TAKEN'])
    expect(errorOf(refused)['params']).toMatchObject({ presentationId: third.presentationId, event: third.featureName })
    expect(String(errorOf(refused)['message'])).toContain(third.featureName)
    expect(errorOf(refused)['message']).toMatch(/המושב הזה כבר תפוס/)
    // All or none: the first two events were let go again, so somebody else may have the seat there.
    expect((await lockFor(newVisitor(), season, ids.slice(0, 2), seat)).status).toBe(200)
  })

  it('refuses a body without its season (400), an event outside the season (400) and a call without the visitor id (400)', async () => {
    const season = await seasonNow()
    const ids = firstThree(season)
    const seat = await rowStart(ids, 0)
    const { seasonId: _season, ...noSeason } = seatBody(season, ids, seat)
    const bad = await visitorClient(demo.app).send('PUT', `${SEASON_URL}/lock-seat`, noSeason)
    expect([bad.status, errorOf(bad)['code']]).toEqual([400, 'BAD_REQUEST'])
    const outside = await lockFor(newVisitor(), season, [...ids, 1], seat)
    expect([outside.status, errorOf(outside)['code']]).toEqual([400, 'BAD_REQUEST'])
    const anonymous = await demo.app.inject({
      method: 'PUT',
      url: `${SEASON_URL}/lock-seat`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(seatBody(season, ids, seat)),
    })
    expect([anonymous.statusCode, anonymous.json()]).toMatchObject([400, { error: { code: 'INVALID_VISITOR_ID' } }])
  })

  it('is rate-limited as a seat change: the 3rd change of a minute is 429', async () => {
    await demo.app.close()
    await start({ rateLimits: { ...NO_RATE_LIMITS, seatChanges: [{ per: 'visitor', max: 2, windowMs: 60_000 }] } })
    const season = await seasonNow()
    const ids = firstThree(season)
    const seat = await rowStart(ids, 0)
    const uuid = newVisitor()
    expect((await lockFor(uuid, season, ids, seat)).status).toBe(200)
    expect((await unlockFor(uuid, season, ids, seat)).status).toBe(200)
    const third = await lockFor(uuid, season, ids, seat)
    expect([third.status, errorOf(third)['code']]).toEqual([429, 'TOO_MANY_REQUESTS'])
  })
})

describe('POST /api/payment/commit of an enrolment (issue 14 §3)', () => {
  const trio = (season: EnrolmentSeason) => {
    const rate = season.rates.find((candidate) => candidate.maxEvents === 3)
    if (rate === undefined) throw new Error('a trio rate')
    return rate
  }

  const enrolmentCart = (
    season: EnrolmentSeason,
    selections: readonly EnrolmentSelection[],
    paymentIdentifier: string,
    total?: number,
    customer: CustomerInfo = CUSTOMER,
  ): Cart => {
    const rate = trio(season)
    return {
      ...emptyCart('enrolment', customer),
      paymentIdentifier,
      enrolments: [
        {
          membershipId: season.membershipId,
          seasonId: season.seasonId,
          ticketId: rate.ticketId,
          ticketGroupId: rate.ticketGroupId,
          totalAmount: total === undefined ? rate.price : agorot(total),
          seat: null,
          selections,
        },
      ],
    }
  }

  const buy = async (uuid: string, shekels: number, cart: (paymentId: string) => Cart): Promise<Answer> => {
    const client = paymentVisitor(demo.app, uuid, 0)
    const paymentId = await payByCard(demo.app, client, shekels)
    return client.commit(cart(paymentId))
  }

  const lockedFixedSeat = async (season: EnrolmentSeason, uuid: string, row = 0) => {
    const ids = firstThree(season)
    const answer = await lockFor(uuid, season, ids, await rowStart(ids, row))
    if (answer.status !== 200) throw new Error(`lock: ${answer.status} ${JSON.stringify(answer.body)}`)
    return selectionsOf(answer)
  }

  it('sells a fixed seat in three events for the rate plus handling: sold in each, an e-document listing the events and seats', async () => {
    const season = await seasonNow()
    const uuid = newVisitor()
    const selections = await lockedFixedSeat(season, uuid)
    const committed = await buy(uuid, trio(season).price / 100 + 10, (paymentId) => enrolmentCart(season, selections, paymentId))
    expect(committed.status).toBe(200)
    for (const selection of selections) expect(await soldIn(selection.presentationId)).toEqual([{ x: selection.x, y: selection.y }])
    const documentKey = isRecord(committed.body) ? String(committed.body['documentKey']) : ''
    const document = await visitorClient(demo.app).get(`/api/edocuments/${documentKey}`)
    expect(document.status).toBe(200)
    expect(document.body).toMatchObject({ Enrolment: { SeasonName: season.name, RateName: trio(season).name, IsFixedSeat: true } })
    const names = isRecord(document.body) && Array.isArray(document.body['Tickets']) ? document.body['Tickets'].filter(isRecord) : []
    expect(names.map((line) => line['FeatureName'])).toEqual(season.events.slice(0, 3).map((event) => event.featureName))
  })

  it('refuses a tampered total (INVALID_AMOUNT) and too few events for the rate (ENROLMENT_EVENT_COUNT): nothing sold', async () => {
    const season = await seasonNow()
    const uuid = newVisitor()
    const selections = await lockedFixedSeat(season, uuid)
    const tampered = await buy(uuid, 11, (paymentId) => enrolmentCart(season, selections, paymentId, 100))
    expect(errorOf(tampered)['code']).toBe('INVALID_AMOUNT')
    const short = await buy(uuid, trio(season).price / 100 + 10, (paymentId) => enrolmentCart(season, selections.slice(1), paymentId))
    expect(errorOf(short)['code']).toBe('ENROLMENT_EVENT_COUNT')
    for (const selection of selections) expect(await soldIn(selection.presentationId)).toEqual([])
  })

  it('another visitor cannot commit with my locks: SEAT_NO_LONGER_AVAILABLE, nothing sold', async () => {
    const season = await seasonNow()
    const selections = await lockedFixedSeat(season, newVisitor())
    const answer = await buy(newVisitor(), trio(season).price / 100 + 10, (paymentId) => enrolmentCart(season, selections, paymentId))
    expect(errorOf(answer)['code']).toBe('SEAT_NO_LONGER_AVAILABLE')
    for (const selection of selections) expect(await soldIn(selection.presentationId)).toEqual([])
  })

  it('§8 ALREADY_ENROLLED: the same person (same ID, or the same mobile spelt otherwise) cannot enrol again in the season: 409 in Hebrew, nothing saved', async () => {
    const season = await seasonNow()
    const price = trio(season).price / 100 + 10
    const first = newVisitor()
    const firstSelections = await lockedFixedSeat(season, first)
    expect((await buy(first, price, (paymentId) => enrolmentCart(season, firstSelections, paymentId))).status).toBe(200)
    const again = [
      // Another visitor, another seat, the same details.
      CUSTOMER,
      // The same mobile number written internationally, another ID number.
      { ...CUSTOMER, ssn: '123456782', mobileNumber: '+972501234567', email: 'other@example.org' },
      // The same ID number without its leading zeros, another mobile number.
      { ...CUSTOMER, ssn: '18', mobileNumber: '0527654321' },
    ]
    for (const [row, customer] of again.entries()) {
      const uuid = newVisitor()
      const selections = await lockedFixedSeat(season, uuid, row + 1)
      const before = await saleRowCounts(demo.database.db)
      const refused = await buy(uuid, price, (paymentId) => enrolmentCart(season, selections, paymentId, undefined, customer))
      expect([refused.status, errorOf(refused)['code']]).toEqual([409, 'ALREADY_ENROLLED'])
      expect(errorOf(refused)['message']).toMatch(HEBREW)
      expect(await saleRowCounts(demo.database.db)).toEqual(before)
    }
    // Somebody else may still enrol.
    const other = newVisitor()
    const selections = await lockedFixedSeat(season, other, 4)
    const stranger = { ...CUSTOMER, ssn: '123456782', mobileNumber: '0527654321' }
    const welcome = await buy(other, price, (paymentId) => enrolmentCart(season, selections, paymentId, undefined, stranger))
    expect(welcome.status).toBe(200)
  })
})

describe('authorization of the enrolment calls (issue 14 §3, §6)', () => {
  const [NOA, DANI] = DEMO_CUSTOMERS
  if (NOA === undefined || DANI === undefined) throw new Error('the demo has its customers')

  /** A logged-in customer's browser (its session cookie and its own visitor id). */
  const loggedIn = async (mobile: string): Promise<CustomerBrowser> => {
    const browser = customerBrowser(demo.app)
    const answer = await logInBySms(browser, demo.storage.sms, mobile)
    if (answer.status !== 200) throw new Error(`login of ${mobile}: ${answer.status}`)
    return browser
  }

  /** The browser pays `shekels` on the hosted card page and commits the trio enrolment of `selections` as `customer`. */
  const enrolAs = async (
    browser: CustomerBrowser,
    season: EnrolmentSeason,
    selections: readonly EnrolmentSelection[],
    customer: CustomerInfo,
  ) => {
    const rate = season.rates.find((candidate) => candidate.maxEvents === 3)
    if (rate === undefined) throw new Error('a trio rate')
    const form = await browser.request(
      'GET',
      `/api/payment/form/he?ssn=${customer.ssn}&total=${rate.price / 100 + 10}&recaptchaToken=${CAPTCHA}`,
    )
    const page = await submitCard(demo.app, String(field(form.body, 'paymentFormURL')))
    const cart: Cart = {
      ...emptyCart('enrolment', customer),
      paymentIdentifier: String(at(postedMessage(page.html), 'paymentId')),
      enrolments: [
        {
          membershipId: season.membershipId,
          seasonId: season.seasonId,
          ticketId: rate.ticketId,
          ticketGroupId: rate.ticketGroupId,
          totalAmount: rate.price,
          seat: null,
          selections,
        },
      ],
    }
    return browser.request('POST', '/api/payment/commit', { cart: CartCodec.encode(cart), recaptchaToken: CAPTCHA })
  }

  const customerOf = (person: { firstName: string; lastName: string; ssn: string; email: string; mobile: string }): CustomerInfo => ({
    ...CUSTOMER,
    firstName: person.firstName,
    lastName: person.lastName,
    ssn: person.ssn,
    email: person.email,
    mobileNumber: person.mobile,
  })

  it('another customer can neither free, commit nor see my enrolment; it is in my customer area only', async () => {
    const season = await seasonNow()
    const ids = firstThree(season)
    const seat = await rowStart(ids, 0)
    const dani = await loggedIn(DANI.mobile)
    const noa = await loggedIn(NOA.mobile)
    const locked = await dani.request('PUT', `${SEASON_URL}/lock-seat`, seatBody(season, ids, seat))
    expect(locked.status).toBe(200)
    const selections = selectionsOf(locked)
    // Noa's session does not make Dani's locks hers: not freed, not sold to her.
    const freed = await noa.request('PUT', `${SEASON_URL}/unlock-seat`, seatBody(season, ids, seat))
    expect([freed.status, errorOf(freed)['code']]).toEqual([409, 'SEAT_UNLOCK_FAILED'])
    expect((await demo.storage.seats.locksOf(dani.uuid)).map((lock) => lock.presentationId).sort()).toEqual([...ids].sort())
    const stolen = await enrolAs(noa, season, selections, customerOf(NOA))
    expect([stolen.status, errorOf(stolen)['code']]).toEqual([409, 'SEAT_NO_LONGER_AVAILABLE'])
    for (const id of ids) expect(await soldIn(id)).toEqual([])
    const bought = await enrolAs(dani, season, selections, customerOf(DANI))
    expect(bought.status).toBe(200)
    const resId = String(field(bought.body, 'reservationIdentifier'))
    // Noa (or any other visitor) does not see it; Dani's area lists it, Noa's does not.
    const seen = await noa.request('GET', `/api/reservations/${resId}?uuid=${noa.uuid}`)
    expect([seen.status, errorOf(seen)['code']]).toEqual([404, 'RESERVATION_NOT_FOUND'])
    const asDani = await noa.request('GET', `/api/reservations/${resId}?uuid=${dani.uuid}`)
    expect(asDani.status).toBe(404)
    const idsIn = async (browser: CustomerBrowser) => reservationsOf((await browser.areaData()).body).map((r) => r['ReservationIdentifier'])
    expect(await idsIn(dani)).toContain(resId)
    expect(await idsIn(noa)).not.toContain(resId)
  })

  it('§6 a call without a visitor id is 400 INVALID_VISITOR_ID: unlock and commit as lock, nothing freed or sold', async () => {
    const season = await seasonNow()
    const ids = firstThree(season)
    const seat = await rowStart(ids, 0)
    const owner = newVisitor()
    expect((await lockFor(owner, season, ids, seat)).status).toBe(200)
    const anonymous = (method: 'PUT' | 'POST', url: string, payload: unknown) =>
      demo.app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) })
    const { seasonId: _season, ...release } = seatBody(season, ids, seat)
    const unlock = await anonymous('PUT', `${SEASON_URL}/unlock-seat`, release)
    expect([unlock.statusCode, unlock.json()]).toMatchObject([400, { error: { code: 'INVALID_VISITOR_ID' } }])
    const commit = await anonymous('POST', '/api/payment/commit', {
      cart: CartCodec.encode(emptyCart('enrolment', CUSTOMER)),
      recaptchaToken: CAPTCHA,
    })
    expect([commit.statusCode, commit.json()]).toMatchObject([400, { error: { code: 'INVALID_VISITOR_ID' } }])
    expect(await demo.storage.seats.locksOf(owner)).toHaveLength(3)
  })

  it('issue 10 lock-seat is limited per address too: fresh visitor ids from one address meet 429', async () => {
    await demo.app.close()
    await start({ rateLimits: { ...NO_RATE_LIMITS, seatChanges: [{ per: 'address', max: 3, windowMs: 60_000 }] } })
    const season = await seasonNow()
    const ids = firstThree(season)
    const statuses: number[] = []
    for (let row = 0; row < 4; row++) statuses.push((await lockFor(newVisitor(), season, ids, await rowStart(ids, row))).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})
