import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CartCodec } from '@kartis/api-adapter'
import { ManualClock, STAFF_PERMISSIONS, agorot, type Cart } from '@kartis/core'
import {
  OTHER_VISITOR,
  PAYMENT_BUSINESS,
  VISITOR,
  cartOf,
  openPaymentFixture,
  reopenStorage,
  type CartExtras,
  type SeatChoice,
} from '../payment/payment-fixture'
import { httpStatusOf } from '../http/status-of-error'
import { createHold } from '../payment/hold-fixture'
import { TEST_CARDS } from '../payment/test-cards'
import { actAsStaff } from '../test-support/staff-session'
import { CAPTCHA, appOver, at, payByCard, postedMessage, submitCard, visitor } from './payment-test-app'

const START = Date.UTC(2025, 6, 1, 9, 0)
const MINUTE = 60_000
const TWO_SEATS: readonly SeatChoice[] = [
  { x: 1, ticketId: 11 },
  { x: 2, ticketId: 11 },
]
/** Two hall tickets: 2 × (₪40 + ₪2) + ₪5 handling fee = ₪89.00. */
const TWO_SEATS_SHEKELS = 89

/** Status codes of seats-status (§4): 1 available, 2 selected (the visitor's own lock), 0 unavailable. */
const AVAILABLE = 1
const SELECTED = 2
const UNAVAILABLE = 0

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const boxOffice = async (path?: string) => {
  const clock = new ManualClock(START)
  const fixture = await openPaymentFixture(clock, {}, path === undefined ? { engine: 'sqlite' } : { path })
  const app = appOver(fixture.storage, clock)
  cleanups.push(() => {
    void app.close()
    void fixture.database.close()
  })
  const dana = visitor(app, VISITOR, fixture.presentationId)
  const yossi = visitor(app, OTHER_VISITOR, fixture.presentationId)
  const cart = (choices: readonly SeatChoice[], extras: CartExtras = {}): Cart => cartOf(fixture.presentationId, choices, extras)
  const lockAll = async (client: typeof dana, choices: readonly SeatChoice[]) => {
    for (const choice of choices) expect((await client.lock(choice)).status).toBe(200)
  }
  return { clock, fixture, app, dana, yossi, cart, lockAll }
}

describe('the purchase path through the routes', () => {
  it('locks, pays on the hosted page with the approve card, commits, and the seats are sold for everybody', async () => {
    const { app, dana, yossi, cart, lockAll } = await boxOffice()
    await lockAll(dana, TWO_SEATS)
    const form = await dana.paymentForm(TWO_SEATS_SHEKELS)
    expect(form.status).toBe(200)
    const url = String(at(form.body, 'paymentFormURL'))
    expect(url).toMatch(/^\/api\/payment\/hosted\/[^/?]+\?locale=he$/)
    const page = await app.inject({ method: 'GET', url })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('89.00')
    const submitted = await submitCard(app, url)
    const message = postedMessage(submitted.html)
    expect(message).toMatchObject({ source: 'kartis-payment', status: 'approved' })
    const paymentIdentifier = String(at(message, 'paymentId'))
    const committed = await dana.commit(cart(TWO_SEATS, { paymentIdentifier }))
    expect(committed.status).toBe(200)
    const reservationIdentifier = String(at(committed.body, 'reservationIdentifier'))
    expect(reservationIdentifier).toMatch(/^KR-[0-9A-Z]{8}$/)
    expect(at(committed.body, 'ticketIdentifiers')).toEqual([`${reservationIdentifier}-01`, `${reservationIdentifier}-02`])
    for (const client of [dana, yossi]) {
      expect(await client.statusOf(1)).toBe(UNAVAILABLE)
      expect(await client.statusOf(2)).toBe(UNAVAILABLE)
    }
    expect(await yossi.statusOf(3)).toBe(AVAILABLE)
    const shown = await dana.get(`/api/reservations/${reservationIdentifier}?uuid=${VISITOR}`)
    expect(shown.status).toBe(200)
    expect(shown.body).toMatchObject({
      ReservationIdentifier: reservationIdentifier,
      ResStateId: 2,
      Quantity: 2,
      RowNames: 'א',
      SeatNames: '1, 2',
    })
  })

  it('refuses the commit after a declined card: nothing is sold and the locks stay', async () => {
    const { app, dana, cart, lockAll } = await boxOffice()
    await lockAll(dana, TWO_SEATS)
    const paymentIdentifier = await payByCard(app, dana, TWO_SEATS_SHEKELS, TEST_CARDS.decline)
    const refused = await dana.commit(cart(TWO_SEATS, { paymentIdentifier }))
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ error: { code: 'CARD_PROVIDER_ERROR', message: expect.stringMatching(/[\u0590-\u05FF]/) } })
    expect(await dana.statusOf(1)).toBe(SELECTED)
    expect(await dana.statusOf(2)).toBe(SELECTED)
  })

  it('commits an order covered by a gift card with no card at all, and its balance goes down', async () => {
    const { dana, cart, lockAll } = await boxOffice()
    const balance = await dana.get(`/api/payment/voucher?reference=GIFT-500&recaptchaToken=kartis-dev-captcha`)
    expect(balance.body).toMatchObject({ payment: { code: 'GIFT-500', balance: 500, isGiftCard: true } })
    await lockAll(dana, TWO_SEATS)
    const committed = await dana.commit(cart(TWO_SEATS, { voucherPayments: ['GIFT-500'] }))
    expect(at(committed.body, 'reservationIdentifier')).toEqual(expect.any(String))
    const after = await dana.get(`/api/payment/voucher?reference=GIFT-500&recaptchaToken=kartis-dev-captcha`)
    expect(at(after.body, 'payment', 'balance')).toBe(411)
  })

  it('takes a voucher and the rest by card', async () => {
    const { app, dana, cart, lockAll } = await boxOffice()
    await lockAll(dana, TWO_SEATS)
    const paymentIdentifier = await payByCard(app, dana, TWO_SEATS_SHEKELS - 50)
    const committed = await dana.commit(cart(TWO_SEATS, { voucherPayments: ['VOUCHER-50'], paymentIdentifier }))
    expect(at(committed.body, 'reservationIdentifier')).toEqual(expect.any(String))
  })

  it('ignores a lowered price in the cart body: the card paid less than due, so the commit is refused', async () => {
    const { app, dana, cart, lockAll } = await boxOffice()
    await lockAll(dana, TWO_SEATS)
    const paymentIdentifier = await payByCard(app, dana, 11)
    const tampered = cart(
      TWO_SEATS.map((choice) => ({ ...choice, amount: agorot(100) })),
      { paymentIdentifier },
    )
    const refused = await dana.commit(tampered)
    expect(refused.body).toMatchObject({ error: { code: 'PAYMENT_ERROR', params: { reason: 'amount-mismatch', due: 8900 } } })
  })

  it('answers a retried commit and concurrent commits with one reservation', async () => {
    const { app, dana, cart, lockAll, fixture } = await boxOffice()
    await lockAll(dana, TWO_SEATS)
    const order = cart(TWO_SEATS, { paymentIdentifier: await payByCard(app, dana, TWO_SEATS_SHEKELS) })
    const answers = await Promise.all([dana.commit(order), dana.commit(order), dana.commit(order)])
    const retried = await dana.commit(order)
    const identifiers = new Set([...answers, retried].map((answer) => at(answer.body, 'reservationIdentifier')))
    expect(identifiers.size).toBe(1)
    expect([...identifiers][0]).toEqual(expect.any(String))
    expect(await fixture.storage.reservations.listForUuid(VISITOR)).toHaveLength(1)
  })

  it('§7 the hosted page posts its result to the storefront origin it was opened by only when that origin is allowed', async () => {
    const { app, dana, lockAll } = await boxOffice()
    await lockAll(dana, TWO_SEATS)
    const targetOf = (html: string): unknown =>
      JSON.parse(/<script type="application\/json" id="kartis-payment-target">(.*?)<\/script>/s.exec(html)?.[1] ?? '"missing"')
    const url = String(at((await dana.paymentForm(TWO_SEATS_SHEKELS)).body, 'paymentFormURL'))
    // siteUrl's origin (the default storefront) is allowed: the form carries it on and the outcome posts to it.
    const allowed = `${url}&origin=${encodeURIComponent('http://localhost:8080')}`
    const page = await app.inject({ method: 'GET', url: allowed })
    expect(page.body).toContain('&amp;origin=http%3A%2F%2Flocalhost%3A8080"')
    expect(targetOf((await submitCard(app, allowed)).html)).toBe('http://localhost:8080')
    // Any other origin is not echoed: the page posts to its own origin, never to '*'.
    const other = String(at((await dana.paymentForm(TWO_SEATS_SHEKELS)).body, 'paymentFormURL'))
    const forged = await submitCard(app, `${other}&origin=${encodeURIComponent('https://evil.example')}`)
    expect(targetOf(forged.html)).toBeNull()
    expect(forged.html).not.toContain('evil.example')
    expect(forged.html).not.toContain("'*'")
  })

  it('answers 409 PAYMENT_ALREADY_USED when a payment id is reused with another cart, and sells none of its seats', async () => {
    const { app, dana, yossi, cart, lockAll, fixture } = await boxOffice()
    await lockAll(dana, TWO_SEATS)
    const paymentIdentifier = await payByCard(app, dana, TWO_SEATS_SHEKELS)
    const first = await dana.commit(cart(TWO_SEATS, { paymentIdentifier }))
    expect(first.status).toBe(200)
    const OTHER_TWO: readonly SeatChoice[] = [
      { x: 3, ticketId: 11 },
      { x: 4, ticketId: 11 },
    ]
    await lockAll(dana, OTHER_TWO)
    const reused = await dana.commit(cart(OTHER_TWO, { paymentIdentifier }))
    expect(reused.status).toBe(409)
    expect(reused.body).toMatchObject({ error: { code: 'PAYMENT_ALREADY_USED', message: expect.any(String) } })
    expect(at(reused.body, 'reservationIdentifier')).toBeUndefined()
    expect(await fixture.storage.reservations.listForUuid(VISITOR)).toHaveLength(1)
    expect(await yossi.statusOf(3)).toBe(UNAVAILABLE)
    // The same payment id with the same cart is a retry: the first reservation, unchanged.
    const retried = await dana.commit(cart(TWO_SEATS, { paymentIdentifier }))
    expect([retried.status, at(retried.body, 'reservationIdentifier')]).toEqual([200, at(first.body, 'reservationIdentifier')])
  })

  it('refuses a commit whose locks expired (ManualClock), and the seat is free for another visitor', async () => {
    const { clock, app, dana, yossi, cart, lockAll } = await boxOffice()
    await lockAll(dana, TWO_SEATS)
    const paymentIdentifier = await payByCard(app, dana, TWO_SEATS_SHEKELS)
    clock.advance(16 * MINUTE)
    expect(await yossi.statusOf(1)).toBe(AVAILABLE)
    const refused = await dana.commit(cart(TWO_SEATS, { paymentIdentifier }))
    expect(refused.body).toMatchObject({ error: { code: 'PAYMENT_EXPIRED' } })
  })
})

describe('POST /api/payment/commit: refusals', () => {
  it('answers a refused captcha 400, and bad input with 400 naming the path', async () => {
    const { dana, cart } = await boxOffice()
    const captcha = await dana.commit(cart(TWO_SEATS), 'wrong')
    expect([captcha.status, at(captcha.body, 'error', 'code')]).toEqual([400, 'invalid_captcha'])
    const bad = await dana.send('POST', '/api/payment/commit', { cart: { seats: 'none' }, recaptchaToken: 'kartis-dev-captcha' })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ error: { code: 'BAD_REQUEST', path: expect.stringMatching(/^body\.cart/) } })
  })

  it('refuses a seat that is not locked by the visitor', async () => {
    const { dana, yossi, cart } = await boxOffice()
    expect((await yossi.lock({ x: 5, ticketId: 11 })).status).toBe(200)
    const refused = await dana.commit(cart([{ x: 5, ticketId: 11 }], { voucherPayments: ['GIFT-500'] }))
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ error: { code: 'SEAT_NO_LONGER_AVAILABLE', message: 'המושב כבר לא זמין' } })
  })

  it('saves producer seats for a named customer, for a staff user with 267 of the hall’s business only (issue 13)', async () => {
    const { app, clock, fixture, dana, cart, lockAll } = await boxOffice()
    await lockAll(dana, TWO_SEATS)
    const producerSeats = (client: typeof dana) =>
      client.commit(cart(TWO_SEATS, { voucherPayments: ['GIFT-500'] }), 'kartis-dev-captcha', {
        mobileNumber: '0527654321',
        customerName: 'יוסי לוי',
      })
    const as = async (actor: Parameters<typeof actAsStaff>[1]) =>
      visitor(app, VISITOR, fixture.presentationId, (await actAsStaff({ storage: fixture.storage, clock }, actor)).headers)
    // A storefront visitor (no staff session), a reports-only user, a producer of another business: refused.
    expect(await producerSeats(dana)).toMatchObject({ status: 401, body: { error: { code: 'STAFF_LOGIN_REQUIRED' } } })
    const reportsOnly = await as({ permissions: [STAFF_PERMISSIONS.presentationsReport], businessIds: [PAYMENT_BUSINESS] })
    expect(await producerSeats(reportsOnly)).toMatchObject({ status: 403, body: { error: { code: 'PERMISSION_DENIED' } } })
    const otherBusiness = await as({ permissions: [STAFF_PERMISSIONS.producerTicket], businessIds: [PAYMENT_BUSINESS + 1] })
    expect(await producerSeats(otherBusiness)).toMatchObject({ status: 403, body: { error: { code: 'PERMISSION_DENIED' } } })
    expect(await dana.statusOf(1)).toBe(SELECTED)

    const staff = await actAsStaff(
      { storage: fixture.storage, clock },
      { permissions: [STAFF_PERMISSIONS.producerTicket], businessIds: [PAYMENT_BUSINESS] },
    )
    const producer = visitor(app, VISITOR, fixture.presentationId, staff.headers)
    const saved = await producerSeats(producer)
    expect(at(saved.body, 'reservationIdentifier')).toEqual(expect.any(String))
    const reservationIdentifier = String(at(saved.body, 'reservationIdentifier'))
    const reservation = await fixture.storage.reservations.get(reservationIdentifier)
    expect([reservation?.customerName, reservation?.mobileNumber]).toEqual(['יוסי לוי', '0527654321'])
    // The sale is in the staff audit log (who, when, which reservation and business), once: a retry answers the same reservation.
    const audited = [
      {
        staffId: staff.user.staffId,
        at: START,
        action: 'producerSeats',
        reservationIdentifier,
        details: { businessId: PAYMENT_BUSINESS, presentationId: fixture.presentationId, places: 2 },
      },
    ]
    expect(await fixture.storage.staffAudit.ofReservation(reservationIdentifier)).toEqual(audited)
    expect(at((await producerSeats(producer)).body, 'reservationIdentifier')).toBe(reservationIdentifier)
    expect(await fixture.storage.staffAudit.ofReservation(reservationIdentifier)).toEqual(audited)
  })

  it('writes no audit entry for a storefront order, nor for refused producer seats', async () => {
    const { clock, app, fixture, dana, cart, lockAll } = await boxOffice()
    await lockAll(dana, TWO_SEATS)
    const staff = await actAsStaff(
      { storage: fixture.storage, clock },
      { permissions: [STAFF_PERMISSIONS.producerTicket], businessIds: [PAYMENT_BUSINESS] },
    )
    const producer = visitor(app, VISITOR, fixture.presentationId, staff.headers)
    // Refused: the vouchers do not exist (producer seats take no card, but a voucher named must be valid).
    const refused = await producer.commit(cart(TWO_SEATS, { voucherPayments: ['NO-SUCH'] }), CAPTCHA, {
      mobileNumber: '0527654321',
      customerName: 'יוסי לוי',
    })
    expect(at(refused.body, 'error', 'code')).toEqual(expect.any(String))
    const bought = await dana.commit(cart(TWO_SEATS, { voucherPayments: ['GIFT-500'] }))
    const reservationIdentifier = String(at(bought.body, 'reservationIdentifier'))
    expect(await fixture.storage.staffAudit.ofReservation(reservationIdentifier)).toEqual([])
    expect(await fixture.database.db.selectFrom('staff_audit_log').selectAll().execute()).toEqual([])
  })
})

describe('GET /api/payment/form/{locale} and the hosted page', () => {
  it('refuses a bad captcha (400), a bad locale (400) and nothing to pay (400)', async () => {
    const { dana } = await boxOffice()
    expect((await dana.paymentForm(89, 'wrong')).body).toMatchObject({ error: { code: 'invalid_captcha' } })
    expect((await dana.get('/api/payment/form/fr?ssn=1&total=1&recaptchaToken=kartis-dev-captcha')).status).toBe(400)
    const zero = await dana.paymentForm(0)
    expect([zero.status, at(zero.body, 'error', 'code')]).toEqual([400, 'INVALID_AMOUNT'])
  })

  it('serves the hosted page without a visitor uuid, in English when asked, and refuses unknown sessions', async () => {
    const { app, dana } = await boxOffice()
    const url = String(at((await dana.paymentForm(10)).body, 'paymentFormURL')).replace('locale=he', 'locale=en')
    const page = await app.inject({ method: 'GET', url })
    expect(page.body).toContain('<html lang="en" dir="ltr">')
    expect(page.body).toContain('Amount to pay')
    const unknown = await app.inject({ method: 'GET', url: '/api/payment/hosted/nope?locale=he' })
    expect(unknown.statusCode).toBe(404)
    expect(postedMessage(unknown.body)).toMatchObject({ status: 'error' })
  })

  it('sends the form back with the core’s field errors', async () => {
    const { app, dana } = await boxOffice()
    const url = String(at((await dana.paymentForm(10)).body, 'paymentFormURL'))
    const refused = await submitCard(app, url, '1234')
    expect(refused.status).toBe(422)
    expect(refused.html).toContain('מספר הכרטיס אינו תקין')
  })
})

describe('GET /api/payment/voucher', () => {
  it('refuses expired, empty and unknown vouchers', async () => {
    const { dana } = await boxOffice()
    const codeOf = async (reference: string) => {
      const answer = await dana.get(`/api/payment/voucher?reference=${reference}&recaptchaToken=kartis-dev-captcha`)
      return [answer.status, at(answer.body, 'error', 'code')]
    }
    expect(await codeOf('VOUCHER-OLD')).toEqual([422, 'VOUCHER_EXPIRED'])
    expect(await codeOf('GIFT-EMPTY')).toEqual([422, 'VOUCHER_WITHOUT_BALANCE'])
    expect(await codeOf('NO-SUCH')).toEqual([404, 'CODE_NOT_FOUND'])
    expect(await codeOf('GIFT-500&recaptchaToken=x')).toEqual([400, expect.any(String)])
  })
})

describe('POST /api/payment/{resId}/payment (hold payment)', () => {
  /** A box office where the visitor holds two seats unpaid (made in storage: holds need a member login, §4). */
  const withHold = async () => {
    const office = await boxOffice()
    const hold = await createHold(office.fixture.storage, VISITOR, office.fixture.presentationId, TWO_SEATS)
    const payHold = (paymentIdentifier: string | null, client = office.dana, resId = hold, recaptchaToken = CAPTCHA) =>
      client.send('POST', `/api/payment/${resId}/payment`, {
        cart: CartCodec.encode(office.cart(TWO_SEATS, { paymentIdentifier })),
        cartIdentifier: resId,
        recaptchaToken,
      })
    return { ...office, hold, payHold }
  }

  it('pays the hold after a settled card payment of its total, marks it paid, and answers a retry the same', async () => {
    const { app, dana, hold, payHold } = await withHold()
    expect(at((await dana.get(`/api/reservations/${hold}?uuid=${VISITOR}`)).body, 'IsUnpaid')).toBe(true)
    const paymentIdentifier = await payByCard(app, dana, TWO_SEATS_SHEKELS)
    const paid = await payHold(paymentIdentifier)
    expect([paid.status, paid.body]).toEqual([200, { reservationIdentifier: hold }])
    const shown = await dana.get(`/api/reservations/${hold}?uuid=${VISITOR}`)
    expect(shown.body).toMatchObject({ ReservationIdentifier: hold, ResStateId: 2, IsUnpaid: false, Quantity: 2 })
    const again = await payHold(paymentIdentifier)
    expect([again.status, again.body]).toEqual([200, { reservationIdentifier: hold }])
  })

  it('a payment that paid the hold cannot pay a new order as well: 409 PAYMENT_ALREADY_USED, nothing sold', async () => {
    const { app, dana, hold, payHold, cart, lockAll, fixture } = await withHold()
    const paymentIdentifier = await payByCard(app, dana, TWO_SEATS_SHEKELS)
    expect((await payHold(paymentIdentifier)).body).toEqual({ reservationIdentifier: hold })
    const OTHER_TWO: readonly SeatChoice[] = [
      { x: 3, ticketId: 11 },
      { x: 4, ticketId: 11 },
    ]
    await lockAll(dana, OTHER_TWO)
    const reused = await dana.commit(cart(OTHER_TWO, { paymentIdentifier }))
    expect([reused.status, at(reused.body, 'error', 'code')]).toEqual([409, 'PAYMENT_ALREADY_USED'])
    expect((await fixture.storage.reservations.listForUuid(VISITOR)).map((r) => r.reservationIdentifier)).toEqual([hold])
  })

  it('answers 404 for an unknown reservation and for another visitor’s', async () => {
    const { app, dana, yossi, payHold } = await withHold()
    const unknown = await payHold(await payByCard(app, dana, TWO_SEATS_SHEKELS), dana, 'KR-00000000')
    expect([unknown.status, at(unknown.body, 'error', 'code')]).toEqual([404, 'RESERVATION_NOT_FOUND'])
    const foreign = await payHold(await payByCard(app, yossi, TWO_SEATS_SHEKELS), yossi)
    expect([foreign.status, at(foreign.body, 'error', 'code')]).toEqual([404, 'RESERVATION_NOT_FOUND'])
  })

  it('§8 refuses a wrong amount, a missing payment and a bad captcha with a 4xx, its code and Hebrew text, as the commit does; the hold stays unpaid', async () => {
    const { app, dana, hold, payHold } = await withHold()
    const refused = await payHold(await payByCard(app, dana, TWO_SEATS_SHEKELS - 1))
    expect(refused.status).toBe(httpStatusOf('PAYMENT_ERROR'))
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.body).toMatchObject({ error: { code: 'PAYMENT_ERROR', params: { reason: 'amount-mismatch', due: 8900 } } })
    expect(at(refused.body, 'error', 'message')).toMatch(/[\u0590-\u05FF]/)
    const unpaid = await payHold(null)
    expect(unpaid.status).toBeGreaterThanOrEqual(400)
    expect(unpaid.status).toBeLessThan(500)
    expect(at(unpaid.body, 'error', 'message')).toMatch(/[\u0590-\u05FF]/)
    expect(at((await dana.get(`/api/reservations/${hold}?uuid=${VISITOR}`)).body, 'IsUnpaid')).toBe(true)
    const noCaptcha = await payHold(null, dana, hold, 'wrong')
    expect([noCaptcha.status, at(noCaptcha.body, 'error', 'code')]).toEqual([httpStatusOf('invalid_captcha'), 'invalid_captcha'])
  })
})

describe('restart', () => {
  it('keeps a committed reservation and its sold seats in the database file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kartis-restart-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const path = join(dir, 'kartis.sqlite')
    const first = await boxOffice(path)
    await first.lockAll(first.dana, TWO_SEATS)
    const paymentIdentifier = await payByCard(first.app, first.dana, TWO_SEATS_SHEKELS)
    const committed = await first.dana.commit(first.cart(TWO_SEATS, { paymentIdentifier }))
    const reservationIdentifier = String(at(committed.body, 'reservationIdentifier'))
    await first.app.close()
    await first.fixture.database.close()

    const reopened = await reopenStorage(first.clock, path)
    const app = appOver(reopened.storage, first.clock)
    cleanups.push(() => {
      void app.close()
      void reopened.database.close()
    })
    const dana = visitor(app, VISITOR, first.fixture.presentationId)
    const shown = await dana.get(`/api/reservations/${reservationIdentifier}?uuid=${VISITOR}`)
    expect(shown.body).toMatchObject({ ReservationIdentifier: reservationIdentifier, Quantity: 2 })
    expect(await visitor(app, OTHER_VISITOR, first.fixture.presentationId).statusOf(1)).toBe(UNAVAILABLE)
    expect((await dana.commit(first.cart(TWO_SEATS, { paymentIdentifier }))).body).toMatchObject({ reservationIdentifier })
  })
})
