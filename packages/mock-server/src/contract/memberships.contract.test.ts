import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MembershipCode } from '@kartis/api-adapter'
import { agorot, emptyCart, type MembershipOnSale, type MembershipSeatRequest, type Seat } from '@kartis/core'
import { CUSTOMER } from '../payment/payment-fixture'
import { TEST_CARDS } from '../payment/test-cards'
import { emptyPresentation } from '../test-support/demo-app'
import {
  SEED_TIMEOUT_MS,
  codeOf,
  contractVisitor,
  postedResult,
  rightOf,
  startContractServer,
  submitHostedCardForm,
  type ContractServer,
  type ContractVisitor,
} from './contract-harness'

// Issue 14 the membership shop through the real HTTP adapters (HttpMembershipSales, HttpMemberships,
// HttpPayments) against the reference server: the wire both sides read is the one table's codecs.
let server: ContractServer

beforeAll(async () => {
  server = await startContractServer()
}, SEED_TIMEOUT_MS)

afterAll(async () => {
  await server.close()
})

const seriesOnSale = async (by: ContractVisitor): Promise<MembershipOnSale> => {
  const series = rightOf(await by.membershipSales.membership(MembershipCode.theatreSeries))
  for (const p of series.presentations) await emptyPresentation(server.database, p.presentationId)
  return series
}

/** The first seat of the `row`-th row of the series' first show (no single seat left beside it). */
const rowStart = async (by: ContractVisitor, series: MembershipOnSale, row: number): Promise<Seat> => {
  const plan = rightOf(await by.memberships.seatPlan(series.membership.membershipId, series.presentations[0]?.presentationId ?? null))
  const rows = plan.sections.filter((s) => s.isReserved).flatMap((s) => s.groups.flatMap((g) => g.rows))
  const seat = rows.map((r) => r.seats.filter((s) => s.status === 'available')).filter((s) => s.length > 2)[row]?.[0]
  if (seat === undefined) throw new Error('no free row')
  return seat
}

const requestFor = (series: MembershipOnSale, presentationId: number | null, seat: Seat): MembershipSeatRequest => ({
  membershipId: series.membership.membershipId,
  presentationId,
  venueId: seat.venueId,
  seatplanId: seat.seatplanId,
  sectionId: seat.sectionId,
  ticketGroupId: seat.ticketGroupId ?? 0,
  x: seat.x,
  y: seat.y,
})

describe('MembershipSales over HTTP', () => {
  it('lists both demo memberships, then the enrolment season marked as one, and finds one by code; another code is NOT_FOUND', async () => {
    const by = contractVisitor(server)
    const onSale = rightOf(await by.membershipSales.membershipsOnSale())
    expect(onSale.map((m) => [m.membership.code, m.enrolmentSeasonId])).toEqual([
      [MembershipCode.theatreSeries, undefined],
      [MembershipCode.cinemaFixedSeat, undefined],
      ['SEASON-2027', 2027],
    ])
    // Issue 14 §3 the season's entry names its events, and the membership order wizard sells none of it.
    expect(onSale[2]?.membership.membershipId).toBe(2001)
    expect(onSale[2]?.presentations).toHaveLength(6)
    expect(onSale[2]?.membership.prices).toEqual([])
    expect(codeOf(await by.membershipSales.membership('SEASON-2027'))).toBe('NOT_FOUND')
    expect(rightOf(await by.membershipSales.membership(MembershipCode.cinemaFixedSeat)).seating).toBe('fixedSeat')
    expect(codeOf(await by.membershipSales.membership('NOSUCH'))).toBe('NOT_FOUND')
  })
})

describe('Memberships over HTTP: seat plan, lock, unlock, then the commit', () => {
  it('walks the series show by show, refuses another visitor, and commits the membership', async () => {
    const dana = contractVisitor(server)
    const yossi = contractVisitor(server)
    const series = await seriesOnSale(dana)
    const seat = await rowStart(dana, series, 0)
    let selections = rightOf(await dana.memberships.lockSeat(requestFor(series, series.presentations[0]?.presentationId ?? 0, seat)))
    expect(codeOf(await yossi.memberships.lockSeat(requestFor(series, series.presentations[0]?.presentationId ?? 0, seat)))).toBe(
      'SEAT_NO_LONGER_AVAILABLE',
    )
    expect(
      codeOf(await yossi.memberships.unlockSeat(requestFor(series, series.presentations[0]?.presentationId ?? 0, seat), selections)),
    ).toBe('SEAT_UNLOCK_FAILED')
    for (const show of series.presentations.slice(1))
      selections = rightOf(await dana.memberships.lockSeat(requestFor(series, show.presentationId, seat)))
    expect(selections.map((s) => s.presentationId)).toEqual(series.presentations.map((p) => p.presentationId))
    const [price] = series.membership.prices
    if (price === undefined) throw new Error('a price')
    const url = rightOf(
      await dana.payments.paymentFormUrl({
        locale: 'he',
        ssn: CUSTOMER.ssn,
        total: price.price,
        locationId: null,
        authProfileId: null,
        businessId: null,
      }),
    )
    const { paymentId } = postedResult((await submitHostedCardForm(server, url, TEST_CARDS.approve)).html)
    if (typeof paymentId !== 'string') throw new Error('no payment id')
    const line = {
      membershipId: series.membership.membershipId,
      membershipPriceId: price.membershipPriceId,
      currencyId: 1,
      price: price.price,
      isTopup: false,
      seat: null,
      selections,
    }
    const tampered = await dana.payments.commit({
      cart: { ...emptyCart('memberships', CUSTOMER), paymentIdentifier: paymentId, memberships: [{ ...line, price: agorot(1) }] },
    })
    expect(codeOf(tampered)).toBe('PRICE_CHANGED')
    const committed = rightOf(
      await dana.payments.commit({ cart: { ...emptyCart('memberships', CUSTOMER), paymentIdentifier: paymentId, memberships: [line] } }),
    )
    const document = rightOf(await dana.reservations.edocument(committed.documentKey))
    expect(document.membership?.memberNumber).toMatch(/^\d{10}$/)
    expect(document.tickets.map((t) => t.featureName !== undefined)).toEqual([true, true, true, true])
  })
})
