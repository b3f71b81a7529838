import { afterEach, describe, expect, it } from 'vitest'
import { CartCodec, VenueId } from '@kartis/api-adapter'
import { ReservationState, SeatAttribute, type Cart } from '@kartis/core'
import { DEMO_CUSTOMERS } from '../demo/demo-customers'
import { DEMO_MEMBERS } from '../demo/demo-members'
import { at, postedMessage, submitCard } from '../routes/payment-test-app'
import { customerBrowser, field, logInBySms, reservationsOf, type CustomerBrowser } from '../test-support/customer-browser'
import { CAPTCHA, demoApp, type DemoApp } from '../test-support/demo-app'
import { freeReservedSeats, nextPresentation, regularTickets, voucherCart, type PlanSeat } from '../test-support/order-scenarios'

const YAEL = DEMO_MEMBERS[0]?.mobile ?? ''
const NOA = DEMO_CUSTOMERS[0]?.mobile ?? ''
const MICHAL = DEMO_CUSTOMERS[2]?.mobile ?? ''
const LOCK_MS = 15 * 60_000

const apps: DemoApp[] = []
afterEach(async () => {
  for (const demo of apps.splice(0)) await demo.app.close()
})

/** The demo box office (its member יעל, and נועה and מיכל who are none) and a show a day or more ahead with free seats. */
const boxOffice = async (venueId: number = VenueId.cinema) => {
  const demo = await demoApp()
  apps.push(demo)
  const { db } = demo.database
  const now = demo.clock.now()
  const show = await nextPresentation(db, venueId, now + 86_400_000, new Set())
  const tickets = await regularTickets(db)
  const free = await freeReservedSeats(db, show, now)
  /** §4 the browser's locks on the seats, written as the lock call would (the lock routes have their own tests). */
  const lock = async (browser: CustomerBrowser, seats: readonly PlanSeat[]): Promise<void> => {
    await db
      .insertInto('seat_locks')
      .values(
        seats.map((seat) => ({
          presentation_id: show.id,
          section_id: seat.sectionId,
          x: seat.x,
          y: seat.y,
          uuid: browser.uuid,
          ticket_group_id: seat.ticketGroupId,
          expires_at: now + LOCK_MS,
          client_address: null,
        })),
      )
      .execute()
  }
  /** §7 a hold order of the seats: the cart as the storefront sends it, with isHold and no payment. */
  const holdCart = (seats: readonly PlanSeat[]): Cart => ({ ...voucherCart(show, seats, tickets, ''), voucherPayments: [], isHold: true })
  const commit = (browser: CustomerBrowser, cart: Cart) =>
    browser.request('POST', '/api/payment/commit', { cart: CartCodec.encode(cart), recaptchaToken: CAPTCHA })
  /** §7 the hosted card page pays `shekels` for this browser: the payment's id. */
  const payByCard = async (browser: CustomerBrowser, shekels: number): Promise<string> => {
    const form = await browser.request('GET', `/api/payment/form/he?ssn=318456720&total=${shekels}&recaptchaToken=${CAPTCHA}`)
    const page = await submitCard(demo.app, String(field(form.body, 'paymentFormURL')))
    return String(at(postedMessage(page.html), 'paymentId'))
  }
  const payHold = (browser: CustomerBrowser, resId: string, paymentIdentifier: string) =>
    browser.request('POST', `/api/payment/${resId}/payment`, {
      cart: CartCodec.encode({ ...holdCart([]), isHold: false, paymentIdentifier }),
      cartIdentifier: resId,
      recaptchaToken: CAPTCHA,
    })
  const loggedIn = async (mobile: string): Promise<CustomerBrowser> => {
    const browser = customerBrowser(demo.app)
    const answer = await logInBySms(browser, demo.storage.sms, mobile)
    if (answer.status !== 200) throw new Error(`login of ${mobile} answered ${answer.status}`)
    return browser
  }
  return { demo, show, free, lock, holdCart, commit, payByCard, payHold, loggedIn }
}

describe('§4 hold orders over HTTP', () => {
  it('anonymous: 401 HOLD_REQUIRES_LOGIN, nothing reserved; a customer without a member: HOLD_REQUIRES_ACTIVE_MEMBERSHIP', async () => {
    const { demo, free, lock, holdCart, commit, loggedIn } = await boxOffice()
    const seats = free.slice(0, 2)
    const anonymous = customerBrowser(demo.app)
    await lock(anonymous, seats)
    const refused = await commit(anonymous, holdCart(seats))
    expect([refused.status, field(refused.body, 'error', 'code')]).toEqual([401, 'HOLD_REQUIRES_LOGIN'])
    expect(await demo.storage.reservations.listForUuid(anonymous.uuid)).toEqual([])
    const noa = await loggedIn(NOA)
    const others = free.slice(2, 4)
    await lock(noa, others)
    const noMember = await commit(noa, holdCart(others))
    expect([noMember.status, field(noMember.body, 'error', 'code')]).toEqual([422, 'HOLD_REQUIRES_ACTIVE_MEMBERSHIP'])
  })

  it('the member reserves unpaid, sees it first in the area, pays it from another browser; no one else may pay it', async () => {
    const { demo, free, lock, holdCart, commit, payByCard, payHold, loggedIn } = await boxOffice()
    const seats = free.slice(0, 2)
    const yael = await loggedIn(YAEL)
    await lock(yael, seats)
    const held = await commit(yael, holdCart(seats))
    const resId = String(field(held.body, 'reservationIdentifier'))
    expect([held.status, resId]).toEqual([200, expect.stringMatching(/^KR-/)])
    const [first] = reservationsOf((await yael.areaData()).body)
    expect(first).toMatchObject({ ReservationIdentifier: resId, IsUnpaid: true, ResStateId: ReservationState.active })
    const total = Number(first?.['Total'])
    expect(total).toBeGreaterThan(0)

    // Someone else: an anonymous visitor, another customer — each with a payment of the right amount.
    const stranger = customerBrowser(demo.app)
    const michal = await loggedIn(MICHAL)
    for (const other of [stranger, michal]) {
      const answer = await payHold(other, resId, await payByCard(other, total))
      expect([answer.status, field(answer.body, 'error', 'code')]).toEqual([404, 'RESERVATION_NOT_FOUND'])
    }
    expect(field(reservationsOf((await yael.areaData()).body)[0], 'IsUnpaid')).toBe(true)

    // The member on her phone: another browser, logged in by SMS.
    const phone = await loggedIn(YAEL)
    const paid = await payHold(phone, resId, await payByCard(phone, total))
    expect([paid.status, paid.body]).toEqual([200, { reservationIdentifier: resId }])
    const after = reservationsOf((await phone.areaData()).body).find((r) => r['ReservationIdentifier'] === resId)
    expect(after).toMatchObject({ IsUnpaid: false, ResStateId: ReservationState.paid })
    expect(after?.['Total']).toBeUndefined()
  })

  it('a premium seat of the theatre is refused for a hold, naming it', async () => {
    const { demo, show, free, lock, holdCart, commit, loggedIn } = await boxOffice(VenueId.theatre)
    const plan = await demo.storage.catalog.getSeatPlan(show.venueId, show.seatplanId)
    const attributes = new Map(
      (plan?.sections ?? []).flatMap((s) =>
        s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats.map((seat) => [`${seat.sectionId}/${seat.x}/${seat.y}`, seat.attributes]))),
      ),
    )
    const attributesOf = (seat: PlanSeat) => attributes.get(`${seat.sectionId}/${seat.x}/${seat.y}`) ?? []
    const premium = free.find((seat) => attributesOf(seat).includes(SeatAttribute.premium))
    const plain = free.find((seat) => !attributesOf(seat).includes(SeatAttribute.premium))
    if (premium === undefined || plain === undefined) throw new Error('the theatre has free premium and regular seats')
    const yael = await loggedIn(YAEL)
    await lock(yael, [plain, premium])
    const refused = await commit(yael, holdCart([plain, premium]))
    expect(field(refused.body, 'error')).toMatchObject({
      code: 'PREMIUM_SEAT_CANNOT_BE_HELD',
      params: { count: 1, offer: 'switchToRegularOrder' },
    })
  })
})
