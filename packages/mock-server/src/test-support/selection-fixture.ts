import type { FastifyInstance } from 'fastify'
import { isRecord } from '@kartis/api-adapter'
import { emptyCart, type Cart, type EnrolmentSelection, type MembershipOnSale, type Seat, type SeatPlan } from '@kartis/core'
import { CUSTOMER } from '../payment/payment-fixture'
import type { SelectablePresentation } from '../seats/seat-selections'
import { CAPTCHA, lockBody, newVisitor, visitorClient } from './demo-app'

/** An answer of a test client: its status and parsed body. */
export interface Answer {
  readonly status: number
  readonly body: unknown
}

/** §8 test support: the error object of an answer (empty when it has none). */
export const errorOf = (answer: Answer): Readonly<Record<string, unknown>> =>
  isRecord(answer.body) && isRecord(answer.body['error']) ? answer.body['error'] : {}

/** §8 a Hebrew letter: every refusal's message has some. */
export const HEBREW = /[\u0590-\u05FF]/

/**
 * §7 test support: the selections a membership or enrolment lock-seat answer lists (the same wire
 * shape for both: prsntId, venueId, seatplanId, sectionId, x, y, tgId), in domain terms.
 */
export const selectionsOf = (answer: Answer): readonly EnrolmentSelection[] => {
  const list = isRecord(answer.body) ? answer.body['selections'] : undefined
  return Array.isArray(list)
    ? list.filter(isRecord).map((s) => ({
        presentationId: Number(s['prsntId']),
        venueId: Number(s['venueId']),
        seatplanId: Number(s['seatplanId']),
        sectionId: Number(s['sectionId']),
        x: Number(s['x']),
        y: Number(s['y']),
        ticketGroupId: Number(s['tgId']),
      }))
    : []
}

/**
 * §4 test support: the first available seat of the n-th reserved row with room for more than two
 * (couches left out), so that locking it leaves no single seat behind; undefined when none.
 */
export const rowStartIn = (plan: SeatPlan, row: number): Seat | undefined => {
  const rows = plan.sections.filter((s) => s.isReserved).flatMap((s) => s.groups.flatMap((g) => g.rows))
  return rows.map((r) => r.seats.filter((s) => s.status === 'available' && !s.attributes.includes(1))).filter((s) => s.length > 2)[row]?.[0]
}

/** §7 test support: the seat locked as an event seat (PUT /api/seats/lock-seat) in one presentation, by the visitor (a new one by default). */
export const lockAsEventSeat = (
  app: FastifyInstance,
  presentation: SelectablePresentation,
  seat: Seat,
  uuid: string = newVisitor(),
): Promise<Answer> =>
  visitorClient(app, uuid).send(
    'PUT',
    '/api/seats/lock-seat',
    lockBody({ id: presentation.presentationId, venueId: presentation.venueId, seatplanId: presentation.seatplanId }, seat, CAPTCHA),
  )

/** §7 test support: a membership's seat as PUT /membership/lock-seat and unlock-seat take it (of one presentation, or of the series: null). */
export const membershipWireSeat = (onSale: MembershipOnSale, presentationId: number | null, seat: Seat) => ({
  MembershipId: onSale.membership.membershipId,
  ...(presentationId === null ? {} : { PresentationId: presentationId }),
  VenueId: seat.venueId,
  VenueSeatplanId: seat.seatplanId,
  VenueSectionId: seat.sectionId,
  TicketGroupId: seat.ticketGroupId,
  XCoordinate: seat.x,
  YCoordinate: seat.y,
})

/** §7 test support: a cart buying one membership at its first price, with its seat's selections, paid by `paymentIdentifier`. */
export const membershipCart = (
  onSale: MembershipOnSale,
  selections: readonly EnrolmentSelection[],
  paymentIdentifier: string | null,
): Cart => {
  const [price] = onSale.membership.prices
  if (price === undefined) throw new Error('a membership with a price')
  return {
    ...emptyCart('memberships', CUSTOMER),
    paymentIdentifier,
    memberships: [
      {
        membershipId: onSale.membership.membershipId,
        membershipPriceId: price.membershipPriceId,
        currencyId: price.currency.currencyId,
        price: price.price,
        isTopup: false,
        seat: null,
        selections,
      },
    ],
  }
}
