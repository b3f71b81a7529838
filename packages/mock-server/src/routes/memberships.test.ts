import * as E from 'fp-ts/Either'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  CartCodec,
  MembershipCode,
  MembershipsOnSaleResponse,
  MembershipSeatPlanResponse,
  VenueId,
  decodeWith,
  isRecord,
} from '@kartis/api-adapter'
import {
  activeMembers,
  agorot,
  emptyCart,
  type Cart,
  type CartSeat,
  type EnrolmentSelection,
  type MembershipOnSale,
  type Seat,
} from '@kartis/core'
import { CUSTOMER } from '../payment/payment-fixture'
import { CAPTCHA, demoApp, emptyPresentation, lockBody, newVisitor, visitorClient, type DemoApp } from '../test-support/demo-app'
import {
  errorOf,
  HEBREW,
  lockAsEventSeat,
  membershipCart,
  membershipWireSeat,
  rowStartIn,
  selectionsOf,
  type Answer,
} from '../test-support/selection-fixture'
import { freeReservedSeats } from '../test-support/order-scenarios'
import { payByCard, visitor as paymentVisitor } from './payment-test-app'

let demo: DemoApp

beforeEach(async () => {
  demo = await demoApp()
})

afterEach(async () => {
  await demo.app.close()
})

const errorCode = (answer: Answer): unknown => errorOf(answer)['code']
const errorMessage = (answer: Answer): unknown => errorOf(answer)['message']

const onSaleNow = async (): Promise<readonly MembershipOnSale[]> => {
  const answer = await visitorClient(demo.app).get('/api/memberships')
  const decoded = decodeWith(MembershipsOnSaleResponse, answer.body)
  if (E.isLeft(decoded)) throw new Error(`GET /api/memberships: ${answer.status} ${JSON.stringify(answer.body)}`)
  return decoded.right
}

const membershipOf = async (code: string): Promise<MembershipOnSale> => {
  const found = (await onSaleNow()).find((m) => m.membership.code === code)
  if (found === undefined) throw new Error(`${code} is not on sale`)
  // Each test starts from empty shows: every seat of the membership's presentations is free.
  for (const p of found.presentations) await emptyPresentation(demo.database, p.presentationId)
  return found
}

/** The first seat of the n-th row of the plan (of the regular ticket group): locking it leaves no single seat behind. */
const rowStart = async (onSale: MembershipOnSale, row: number): Promise<Seat> => {
  const first = onSale.presentations[0]
  const query = onSale.seating === 'perPresentation' && first !== undefined ? `&presentationId=${first.presentationId}` : ''
  const answer = await visitorClient(demo.app).get(`/api/membership/seatplan?membershipId=${onSale.membership.membershipId}${query}`)
  const plan = decodeWith(MembershipSeatPlanResponse, answer.body)
  if (E.isLeft(plan)) throw new Error(`seat plan: ${answer.status}`)
  const seat = rowStartIn(plan.right, row)
  if (seat === undefined) throw new Error('no free row start')
  return seat
}

const lockFor = (uuid: string, onSale: MembershipOnSale, presentationId: number | null, seat: Seat) =>
  visitorClient(demo.app, uuid).send('PUT', '/api/membership/lock-seat', { seat: membershipWireSeat(onSale, presentationId, seat) })

/** Locks `seat` in each presentation of a series (or once, for a fixed seat); the selections of the last answer. */
const seatAll = async (uuid: string, onSale: MembershipOnSale, seat: Seat): Promise<readonly EnrolmentSelection[]> => {
  const targets = onSale.seating === 'fixedSeat' ? [null] : onSale.presentations.map((p) => p.presentationId)
  let selections: readonly EnrolmentSelection[] = []
  for (const target of targets) {
    const answer = await lockFor(uuid, onSale, target, seat)
    if (answer.status !== 200) throw new Error(`lock: ${answer.status} ${JSON.stringify(answer.body)}`)
    selections = selectionsOf(answer)
  }
  return selections
}

const shekelsOf = (onSale: MembershipOnSale): number => (onSale.membership.prices[0]?.price ?? 0) / 100

/** Pays the membership's price by card and commits the cart as the visitor. */
const buy = async (uuid: string, onSale: MembershipOnSale, cartOf: (paymentId: string) => Cart): Promise<Answer> => {
  const client = paymentVisitor(demo.app, uuid, 0)
  const paymentId = await payByCard(demo.app, client, shekelsOf(onSale))
  return client.commit(cartOf(paymentId))
}

const refusalCode = (answer: Answer): unknown => errorCode(answer)

describe('GET /api/memberships and /api/memberships/{membershipCode}', () => {
  it('lists the series over the theatre’s next four shows, the fixed cinema seat over three screenings and the enrolment season', async () => {
    const onSale = await onSaleNow()
    expect(onSale.map((m) => [m.membership.code, m.membership.membershipTypeId, m.seating, m.presentations.length])).toEqual([
      [MembershipCode.theatreSeries, 2, 'perPresentation', 4],
      [MembershipCode.cinemaFixedSeat, 1, 'fixedSeat', 3],
      // Issue 14 §3 the season's entry (its enroll button opens the enrolment wizard; no prices of its own).
      [expect.stringMatching(/^SEASON-/), 1, 'fixedSeat', 6],
    ])
    expect(onSale[2]?.membership.prices).toEqual([])
    const series = await visitorClient(demo.app).get(`/api/memberships/${MembershipCode.theatreSeries}`)
    expect(series.status).toBe(200)
  })

  it('answers another code 404 NOT_FOUND in Hebrew', async () => {
    const answer = await visitorClient(demo.app).get('/api/memberships/NOSUCH')
    expect(answer.status).toBe(404)
    expect(errorCode(answer)).toBe('NOT_FOUND')
    expect(errorMessage(answer)).toMatch(HEBREW)
  })
})

describe('GET /api/membership/seatplan', () => {
  it('refuses a missing membershipId (400), an unknown membership (404), a series without its presentation (422)', async () => {
    const client = visitorClient(demo.app)
    const missing = await client.get('/api/membership/seatplan')
    expect([missing.status, errorCode(missing)]).toEqual([400, 'BAD_REQUEST'])
    const unknown = await client.get('/api/membership/seatplan?membershipId=4242')
    expect([unknown.status, errorCode(unknown)]).toEqual([404, 'NOT_FOUND'])
    const series = await membershipOf(MembershipCode.theatreSeries)
    const noShow = await client.get(`/api/membership/seatplan?membershipId=${series.membership.membershipId}`)
    expect(noShow.status).toBeGreaterThanOrEqual(400)
    expect(noShow.status).toBeLessThan(500)
    expect(errorMessage(noShow)).toMatch(HEBREW)
  })
})

describe('PUT /api/membership/lock-seat and unlock-seat', () => {
  it('a series seat is a real lock of that show: nobody else can take it, as a membership seat or an event seat, nor free it', async () => {
    const series = await membershipOf(MembershipCode.theatreSeries)
    const [show] = series.presentations
    if (show === undefined) throw new Error('a series of four')
    const seat = await rowStart(series, 0)
    const dana = newVisitor()
    const yossi = newVisitor()
    const locked = await lockFor(dana, series, show.presentationId, seat)
    expect(locked.status).toBe(200)
    expect(selectionsOf(locked)).toEqual([
      {
        presentationId: show.presentationId,
        venueId: seat.venueId,
        seatplanId: seat.seatplanId,
        sectionId: seat.sectionId,
        x: seat.x,
        y: seat.y,
        ticketGroupId: seat.ticketGroupId,
      },
    ])
    const taken = await lockFor(yossi, series, show.presentationId, seat)
    expect([taken.status, errorCode(taken)]).toEqual([409, 'SEAT_NO_LONGER_AVAILABLE'])
    expect(errorMessage(taken)).toMatch(HEBREW)
    const asEvent = await lockAsEventSeat(demo.app, show, seat, yossi)
    expect(errorCode(asEvent)).toBe('SEAT_NO_LONGER_AVAILABLE')
    const notYours = await visitorClient(demo.app, yossi).send('PUT', '/api/membership/unlock-seat', {
      seat: membershipWireSeat(series, show.presentationId, seat),
      selections: [],
    })
    expect(errorCode(notYours)).toBe('SEAT_UNLOCK_FAILED')
    expect(notYours.status).toBeGreaterThanOrEqual(400)
    const freed = await visitorClient(demo.app, dana).send('PUT', '/api/membership/unlock-seat', {
      seat: membershipWireSeat(series, show.presentationId, seat),
      selections: [],
    })
    expect([freed.status, selectionsOf(freed)]).toEqual([200, []])
  })

  it('a seat another visitor locked as an event seat cannot be a membership’s', async () => {
    const series = await membershipOf(MembershipCode.theatreSeries)
    const [show] = series.presentations
    if (show === undefined) throw new Error('a series of four')
    const seat = await rowStart(series, 1)
    const event = await lockAsEventSeat(demo.app, show, seat)
    expect(event.status).toBe(200)
    expect(errorCode(await lockFor(newVisitor(), series, show.presentationId, seat))).toBe('SEAT_NO_LONGER_AVAILABLE')
  })

  it('refuses a call without the visitor’s uuid (400 INVALID_VISITOR_ID): a seat is always somebody’s', async () => {
    const series = await membershipOf(MembershipCode.theatreSeries)
    const seat = await rowStart(series, 0)
    const answer = await demo.app.inject({
      method: 'PUT',
      url: '/api/membership/lock-seat',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ seat: membershipWireSeat(series, series.presentations[0]?.presentationId ?? null, seat) }),
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({ error: { code: 'INVALID_VISITOR_ID' } })
  })

  it('refuses a body without a seat (400) and a series seat without its presentation (422, in Hebrew)', async () => {
    const series = await membershipOf(MembershipCode.theatreSeries)
    const seat = await rowStart(series, 0)
    const bad = await visitorClient(demo.app).send('PUT', '/api/membership/lock-seat', {})
    expect([bad.status, errorCode(bad)]).toEqual([400, 'BAD_REQUEST'])
    const noShow = await lockFor(newVisitor(), series, null, seat)
    expect(errorCode(noShow)).toBe('BAD_REQUEST')
    expect(noShow.status).toBe(400)
    expect(errorMessage(noShow)).toMatch(HEBREW)
  })

  it('a fixed seat locks in every screening at once', async () => {
    const fixed = await membershipOf(MembershipCode.cinemaFixedSeat)
    const seat = await rowStart(fixed, 0)
    const selections = await seatAll(newVisitor(), fixed, seat)
    expect(selections.map((s) => [s.presentationId, s.x, s.y])).toEqual(fixed.presentations.map((p) => [p.presentationId, seat.x, seat.y]))
  })
})

describe('POST /api/payment/commit of a membership', () => {
  it('sells the series: the seats in each show, a member issued to the buyer, an SMS, an e-document with the member number', async () => {
    const series = await membershipOf(MembershipCode.theatreSeries)
    const seat = await rowStart(series, 0)
    const uuid = newVisitor()
    const selections = await seatAll(uuid, series, seat)
    const committed = await buy(uuid, series, (paymentId) => membershipCart(series, selections, paymentId))
    expect(committed.status).toBe(200)
    const reservationIdentifier = isRecord(committed.body) ? String(committed.body['reservationIdentifier']) : ''
    const documentKey = isRecord(committed.body) ? String(committed.body['documentKey']) : ''
    const member = await demo.storage.members.ofReservation(reservationIdentifier)
    expect(member).toMatchObject({ membershipId: series.membership.membershipId, balance: 4, usedBalance: 0 })
    expect(member?.memberNumber).toMatch(/^\d{10}$/)
    expect(member?.customerId).not.toBeNull()
    expect(member?.startDate).toBe(series.validFrom)
    // §4 an active member: its customer may place hold orders.
    expect(activeMembers(member === null ? [] : [member], demo.clock.now())).toHaveLength(1)
    // The customer area lists it (the account of the order's mobile number).
    expect((await demo.storage.members.membersOf(member?.customerId ?? -1)).map((m) => m.memberNumber)).toContain(member?.memberNumber)
    // Sold in each show: another visitor can lock none of them.
    for (const show of series.presentations)
      expect(errorCode(await lockFor(newVisitor(), series, show.presentationId, seat))).toBe('SEAT_NO_LONGER_AVAILABLE')
    const sms = await demo.storage.sms.listFor(CUSTOMER.mobileNumber)
    expect(sms.some((m) => m.text.includes(member?.memberNumber ?? '-'))).toBe(true)
    const document = await visitorClient(demo.app).get(`/api/edocuments/${documentKey}`)
    expect(document.status).toBe(200)
    expect(document.body).toMatchObject({ Membership: { MemberNumber: member?.memberNumber, Name: series.membership.name } })
    const tickets = isRecord(document.body) && Array.isArray(document.body['Tickets']) ? document.body['Tickets'] : []
    expect(tickets).toHaveLength(4)
  })

  it('its member number then buys a cinema ticket at the member price, and the balance is debited', async () => {
    const series = await membershipOf(MembershipCode.theatreSeries)
    const seat = await rowStart(series, 0)
    const buyer = newVisitor()
    const selections = await seatAll(buyer, series, seat)
    const committed = await buy(buyer, series, (paymentId) => membershipCart(series, selections, paymentId))
    const reservationIdentifier = isRecord(committed.body) ? String(committed.body['reservationIdentifier']) : ''
    const member = await demo.storage.members.ofReservation(reservationIdentifier)
    const memberNumber = member?.memberNumber ?? ''
    const cinema = (await demo.storage.catalog.listPresentations({ venueIds: [VenueId.cinema], from: demo.clock.now() }))[0]
    if (cinema === undefined) throw new Error('a cinema show')
    await emptyPresentation(demo.database, cinema.id)
    const looked = await visitorClient(demo.app).get(
      `/api/presentations/${cinema.id}/ticket?sectionId=101&ticketGroupId=1&ticketCode=${memberNumber}&recaptchaToken=${CAPTCHA}`,
    )
    expect(looked.body).toMatchObject({ ticket: { memberNumber, balance: 4, price: 25, isMembershipTicket: true } })
    const fan = newVisitor()
    const hallSeat = (await freeReservedSeats(demo.database.db, cinema, demo.clock.now())).find((s) => s.ticketGroupId === 1)
    if (hallSeat === undefined) throw new Error('a free hall seat')
    const locked = await visitorClient(demo.app, fan).send('PUT', '/api/seats/lock-seat', lockBody(cinema, hallSeat, CAPTCHA))
    expect(locked.status).toBe(200)
    const cartSeat: CartSeat = {
      presentationId: cinema.id,
      venueId: cinema.venueId,
      seatplanId: cinema.seatplanId,
      ...hallSeat,
      groupId: 0,
      rowName: '',
      seatName: '',
      sectionName: '',
      allocationId: null,
      attributes: [],
      isMultiplyFactorSubTicket: false,
      ticket: {
        presentationId: cinema.id,
        ticketGroupId: 1,
        venueId: cinema.venueId,
        seatplanId: cinema.seatplanId,
        sectionId: hallSeat.sectionId,
        ticketId: 9103,
        amount: agorot(2500),
        serviceCharge: agorot(0),
        pricePolicyId: 6,
        allocationId: null,
        isMultiplyFactorSubTicket: false,
        memberNumber,
      },
    }
    const client = paymentVisitor(demo.app, fan, cinema.id)
    const paymentId = await payByCard(demo.app, client, 25)
    const event = await client.commit({
      ...emptyCart('events', CUSTOMER),
      selectedPresentationId: cinema.id,
      seats: [cartSeat],
      paymentIdentifier: paymentId,
    })
    expect(event.status).toBe(200)
    expect(refusalCode(event)).toBeUndefined()
    expect(await demo.storage.members.member(memberNumber)).toMatchObject({ balance: 4, usedBalance: 1 })
  })

  const refusedWithNothingSold = async (answer: Answer, code: string, series: MembershipOnSale) => {
    // Issue 14 a refusal is a 4xx with its code and Hebrew text, never a 200.
    expect(refusalCode(answer)).toBe(code)
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(errorMessage(answer)).toMatch(HEBREW)
    for (const show of series.presentations) {
      const seats = await demo.database.db.selectFrom('sold_seats').select('x').where('presentation_id', '=', show.presentationId).execute()
      expect(seats).toEqual([])
    }
    expect(
      await demo.database.db.selectFrom('members').select('member_number').where('reservation_identifier', 'is not', null).execute(),
    ).toEqual([])
  }

  it('refuses two memberships in one order: 400 MAX_QUANTITY_EXCEEDED, nothing sold', async () => {
    const series = await membershipOf(MembershipCode.theatreSeries)
    const uuid = newVisitor()
    const selections = await seatAll(uuid, series, await rowStart(series, 0))
    const answer = await buy(uuid, series, (paymentId) => {
      const cart = membershipCart(series, selections, paymentId)
      return { ...cart, memberships: [...cart.memberships, ...cart.memberships] }
    })
    await refusedWithNothingSold(answer, 'MAX_QUANTITY_EXCEEDED', series)
  })

  it('refuses a tampered price: 409 PRICE_CHANGED, nothing sold', async () => {
    const series = await membershipOf(MembershipCode.theatreSeries)
    const uuid = newVisitor()
    const selections = await seatAll(uuid, series, await rowStart(series, 0))
    const answer = await buy(uuid, series, (paymentId) => {
      const cart = membershipCart(series, selections, paymentId)
      return { ...cart, memberships: cart.memberships.map((line) => ({ ...line, price: agorot(100) })) }
    })
    await refusedWithNothingSold(answer, 'PRICE_CHANGED', series)
  })

  it('refuses a show without its seat, and a seat the buyer never locked: nothing sold', async () => {
    const series = await membershipOf(MembershipCode.theatreSeries)
    const uuid = newVisitor()
    const selections = await seatAll(uuid, series, await rowStart(series, 0))
    await refusedWithNothingSold(
      await buy(uuid, series, (paymentId) => membershipCart(series, selections.slice(1), paymentId)),
      'SELECTION_REQUIRED',
      series,
    )
    const [first, ...rest] = selections
    if (first === undefined) throw new Error('four selections')
    const unlocked = { ...first, y: first.y + 2 }
    const answer = await buy(uuid, series, (paymentId) => membershipCart(series, [unlocked, ...rest], paymentId))
    await refusedWithNothingSold(answer, 'PAYMENT_EXPIRED', series)
  })

  it('another visitor cannot commit with my seats: SEAT_NO_LONGER_AVAILABLE, nothing sold', async () => {
    const series = await membershipOf(MembershipCode.theatreSeries)
    const selections = await seatAll(newVisitor(), series, await rowStart(series, 0))
    const answer = await buy(newVisitor(), series, (paymentId) => membershipCart(series, selections, paymentId))
    await refusedWithNothingSold(answer, 'SEAT_NO_LONGER_AVAILABLE', series)
  })

  it('the cart codec carries the selections (so the commit reads them)', () => {
    const cart = membershipCart(
      {
        ...({} as MembershipOnSale),
        membership: {
          membershipId: 1,
          membershipTypeId: 2,
          code: 'C',
          name: 'n',
          prices: [
            {
              membershipPriceId: 2,
              priceCode: 'F',
              price: agorot(100),
              currency: { currencyId: 1, currencyCode: 'ILS', currencySymbol: '₪' },
              selectedQuantity: 0,
              usedQuantity: 0,
            },
          ],
          topups: {},
          seats: [],
        },
      },
      [{ presentationId: 5, venueId: 2, seatplanId: 21, sectionId: 201, x: 1, y: 1, ticketGroupId: 3 }],
      null,
    )
    expect(decodeWith(CartCodec, JSON.parse(JSON.stringify(CartCodec.encode(cart))))).toEqual(E.right(cart))
  })
})
