import { afterEach, describe, expect, it } from 'vitest'
import { CartCodec, VenueId } from '@kartis/api-adapter'
import { DEMO_CUSTOMERS } from '../demo/demo-customers'
import { hebrewMessageOf } from '../http/hebrew-messages'
import { customerBrowser, field, reservationsOf, logInBySms, type CustomerBrowser } from '../test-support/customer-browser'
import type { Engine } from '../storage/database/storage-database'
import { CAPTCHA, demoApp, lockBody, type DemoApp } from '../test-support/demo-app'
import { ENGINES } from '../test-support/test-databases'
import { freeReservedSeats, issueBuyerVouchers, nextPresentation, regularTickets, voucherCart } from '../test-support/order-scenarios'

const [NOA, DANI, MICHAL] = DEMO_CUSTOMERS
if (NOA === undefined || DANI === undefined || MICHAL === undefined) throw new Error('the demo has three customers')

const apps: DemoApp[] = []
afterEach(async () => {
  for (const demo of apps.splice(0)) await demo.app.close()
})

/** The demo box office as `npm start` runs it: the theatre (business 2) lets customers cancel online, the cinema does not. */
const boxOffice = async (engine: Engine = 'sqlite'): Promise<DemoApp> => {
  // §6 the demo theatre's venue lets customers cancel online (issue 15 demo venues).
  const demo = await demoApp({ engine })
  apps.push(demo)
  return demo
}

const codeOf = (answer: { readonly status: number; readonly body: unknown }) => [answer.status, field(answer.body, 'error', 'code')]

type WireReservation = Readonly<Record<string, unknown>>

/** דני's area: his theatre pair (cancel allowed) and his cinema seat (not allowed), found by the quote. */
const daniArea = async (demo: DemoApp) => {
  const dani = customerBrowser(demo.app)
  const reservations = reservationsOf((await logInBySms(dani, demo.storage.sms, DANI.mobile)).body)
  const theatre = reservations.find((r) => r['Cancellation'] !== null)
  const cinema = reservations.find((r) => r['Cancellation'] === null)
  if (theatre === undefined || cinema === undefined) throw new Error('דני has a theatre and a cinema reservation')
  return { dani, theatre, cinema }
}

const cancel = (browser: CustomerBrowser, reservation: WireReservation, refundToTransactionCredit = true) =>
  browser.request('POST', `/api/reservations/${String(reservation['ReservationIdentifier'])}/cancel`, {
    itemsToCancel: reservation['TicketIdentifiers'],
    refundToTransactionCredit,
  })

describe('customer-area cancellation (§6 customerAreaAllowEnableCancel per business)', () => {
  it('quotes the fee and refund where the venue allows it, null where not', async () => {
    const demo = await boxOffice()
    const { theatre, cinema } = await daniArea(demo)
    expect(theatre['VenueName']).toBe('תיאטרון העיר')
    expect(theatre['Cancellation']).toEqual({ Fee: expect.any(Number), Refund: expect.any(Number) })
    expect(cinema['VenueName']).toBe('קולנוע לב – אולם 1')
  })

  it.each(ENGINES)(
    'lets the customer who owns it cancel on another device, with the quoted fee; it leaves the area and its credit appears (%s)',
    async (engine) => {
      const demo = await boxOffice(engine)
      const { dani, theatre } = await daniArea(demo)
      const done = await cancel(dani, theatre)
      expect(done.status).toBe(200)
      expect(field(done.body, 'data')).toMatchObject({ ...(theatre['Cancellation'] as object), CreditCode: expect.stringMatching(/^CR-/) })
      const area = await dani.areaData()
      expect(reservationsOf(area.body).map((r) => r['ReservationIdentifier'])).not.toContain(theatre['ReservationIdentifier'])
      expect(field(area.body, 'customerAreaInfo', 'SystemVouchers')).toEqual([
        expect.objectContaining({ Reference: field(done.body, 'data', 'CreditCode'), IsForReplacement: false }),
      ])
      expect(codeOf(await cancel(dani, theatre))).toEqual([409, 'NOTHING_TO_CANCEL'])
    },
  )

  it('refuses where the venue does not allow it: CANCEL_NOT_ALLOWED (403) with its Hebrew text', async () => {
    const demo = await boxOffice()
    const { dani, cinema } = await daniArea(demo)
    const refused = await cancel(dani, cinema)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ error: { code: 'CANCEL_NOT_ALLOWED', message: hebrewMessageOf('CANCEL_NOT_ALLOWED') } })
    expect(reservationsOf((await dani.areaData()).body).map((r) => r['ReservationIdentifier'])).toContain(cinema['ReservationIdentifier'])
  })

  it('another customer, an anonymous visitor and a logged-out customer find nothing to cancel', async () => {
    const demo = await boxOffice()
    const { dani, theatre } = await daniArea(demo)
    const michal = customerBrowser(demo.app)
    expect((await michal.logInByEmail(MICHAL.email, MICHAL.password ?? '')).status).toBe(200)
    expect(codeOf(await cancel(michal, theatre))).toEqual([404, 'RESERVATION_NOT_FOUND'])
    expect(codeOf(await cancel(customerBrowser(demo.app), theatre))).toEqual([404, 'RESERVATION_NOT_FOUND'])
    await dani.request('POST', '/api/customer-area/logout')
    expect(codeOf(await cancel(dani, theatre))).toEqual([404, 'RESERVATION_NOT_FOUND'])
    // His theatre and cinema tickets and his VOD item: all still paid.
    expect((await demo.storage.reservations.listForCustomer(0, DANI.mobile)).map((r) => r.resStateId)).toEqual([2, 2, 2])
  })

  it('another customer’s area never shows them', async () => {
    const demo = await boxOffice()
    await daniArea(demo)
    const michal = customerBrowser(demo.app)
    const area = await michal.logInByEmail(MICHAL.email, MICHAL.password ?? '')
    expect(field(area.body, 'customerInfo', 'Reservations')).toEqual([])
  })
})

describe('a customer’s credits (system vouchers) on any device', () => {
  it('the owner replaces and cancels its credit where it is logged in; another customer and an anonymous visitor find nothing', async () => {
    const demo = await boxOffice()
    const { dani, theatre } = await daniArea(demo)
    const credit = String(field((await cancel(dani, theatre)).body, 'data', 'CreditCode'))
    const body = { reservationIdentifier: theatre['ReservationIdentifier'] }
    const michal = customerBrowser(demo.app)
    await michal.logInByEmail(MICHAL.email, MICHAL.password ?? '')
    for (const stranger of [michal, customerBrowser(demo.app)]) {
      expect(codeOf(await stranger.request('POST', `/api/system-vouchers/${credit}/replacement`, body))).toEqual([
        404,
        'SYSTEM_VOUCHER_NOT_FOUND',
      ])
      expect(codeOf(await stranger.request('POST', `/api/system-vouchers/${credit}/cancel`, body))).toEqual([
        404,
        'SYSTEM_VOUCHER_NOT_FOUND',
      ])
    }
    const elsewhere = customerBrowser(demo.app)
    await logInBySms(elsewhere, demo.storage.sms, DANI.mobile)
    expect(codeOf(await elsewhere.request('POST', `/api/system-vouchers/${credit}/cancel`, body))).toEqual([
      422,
      'CANNOT_REFUND_CREDIT_TRANSACTION',
    ])
    const replaced = await elsewhere.request('POST', `/api/system-vouchers/${credit}/replacement`, body)
    expect([replaced.status, field(replaced.body, 'IsForReplacement')]).toEqual([200, true])
    expect(field((await elsewhere.areaData()).body, 'customerAreaInfo', 'SystemVouchers')).toEqual([
      expect.objectContaining({ Reference: credit, IsForReplacement: true }),
    ])
  })
})

describe('an order committed while logged in', () => {
  it('is in the customer’s area at once, linked to the customer (not only by phone)', async () => {
    const demo = await boxOffice()
    const noa = customerBrowser(demo.app)
    expect((await noa.logInByEmail(NOA.email, NOA.password ?? '')).status).toBe(200)
    const db = demo.database.db
    const show = await nextPresentation(db, VenueId.theatre, demo.clock.now(), new Set())
    const seats = (await freeReservedSeats(db, show, demo.clock.now())).slice(0, 1)
    for (const seat of seats) expect((await noa.request('PUT', '/api/seats/lock-seat', lockBody(show, seat))).status).toBe(200)
    const [voucher = ''] = await issueBuyerVouchers(db, 1, 1_000_000)
    const cart = voucherCart(show, seats, await regularTickets(db), voucher)
    const committed = await noa.request('POST', '/api/payment/commit', { cart: CartCodec.encode(cart), recaptchaToken: CAPTCHA })
    const identifier = field(committed.body, 'reservationIdentifier')
    expect(typeof identifier).toBe('string')
    const area = await noa.areaData()
    expect(reservationsOf(area.body).map((r) => r['ReservationIdentifier'])).toContain(identifier)
    const row = await db
      .selectFrom('reservations')
      .select('customer_id')
      .where('reservation_identifier', '=', String(identifier))
      .executeTakeFirst()
    expect([row?.customer_id]).toEqual(field(area.body, 'customerAreaInfo', 'CustomerIds'))
  })
})
