import {
  SERIES_MEMBERSHIP_TYPE_ID,
  addDays,
  agorot,
  formatCalendarDate,
  jerusalemDate,
  type Agorot,
  type EnrolmentEvent,
  type Feature,
  type Membership,
  type MembershipOnSale,
  type MembershipPrice,
  type MembershipSeating,
  type Presentation,
  type Ticket,
} from '@kartis/core'
import { FeatureId } from './features'
import { Policy, TicketGroupId } from './price-list'
import { VenueId } from './venue-ids'

/** §5 a ticket a member number gives in one ticket group (a membership ticket: it draws on the member's balance). */
export interface MemberTicketDefinition {
  readonly ticketGroupId: number
  readonly ticketId: number
  readonly price: Agorot
}

/**
 * §3/§4 a membership the demo sells: the §3 Membership, how its seats are chosen, the presentations
 * it covers (the soonest `count` of a venue, of one feature when given, still on sale), and what
 * a member gets: a balance of membership tickets, their prices, and a validity of `validDays`
 * from the day of purchase.
 */
export interface MembershipDefinition {
  readonly membership: Membership
  readonly seating: MembershipSeating
  readonly covers: { readonly venueId: number; readonly featureId?: number; readonly count: number }
  readonly memberBalance: number
  readonly memberTickets: readonly MemberTicketDefinition[]
  readonly validDays: number
}

const shekel = { currencyId: 1, currencyCode: 'ILS', currencySymbol: '₪' } as const

const price = (membershipPriceId: number, priceCode: string, shekels: number): MembershipPrice => ({
  membershipPriceId,
  priceCode,
  price: agorot(shekels * 100),
  currency: shekel,
  selectedQuantity: 0,
  usedQuantity: 0,
})

/** §3 the demo's membership ids. */
export const MembershipId = { theatreSeries: 1001, cinemaFixedSeat: 1002 } as const

/** §3 the demo's membership codes (/membership/{membershipCode}). */
export const MembershipCode = { theatreSeries: 'THEATRE4', cinemaFixedSeat: 'CINEMASEAT' } as const

/**
 * §3/§4 the demo's two memberships (documented in DEMO-DATA.md): a theatre series (type 2) over
 * the theatre's next four shows, a seat chosen in each, whose member number then buys four
 * theatre or cinema tickets at member prices; and a cinema membership with one fixed seat in
 * the next three screenings of "הקיץ האחרון בחיפה", without a balance.
 */
export const DEMO_MEMBERSHIPS: readonly MembershipDefinition[] = [
  {
    membership: {
      membershipId: MembershipId.theatreSeries,
      membershipTypeId: SERIES_MEMBERSHIP_TYPE_ID,
      code: MembershipCode.theatreSeries,
      name: 'סדרת תיאטרון – ארבע הצגות',
      className: 'series',
      prices: [price(10011, 'FULL', 480), price(10012, 'SENIOR', 400)],
      topups: {},
      seats: [],
    },
    seating: 'perPresentation',
    covers: { venueId: VenueId.theatre, count: 4 },
    memberBalance: 4,
    memberTickets: [
      { ticketGroupId: TicketGroupId.theatreOrchestra, ticketId: 9101, price: agorot(9000) },
      { ticketGroupId: TicketGroupId.theatreBalcony, ticketId: 9102, price: agorot(7000) },
      { ticketGroupId: TicketGroupId.cinemaHall, ticketId: 9103, price: agorot(2500) },
    ],
    validDays: 365,
  },
  {
    membership: {
      membershipId: MembershipId.cinemaFixedSeat,
      membershipTypeId: 1,
      code: MembershipCode.cinemaFixedSeat,
      name: 'מושב קבוע – הקיץ האחרון בחיפה',
      className: 'fixed-seat',
      prices: [price(10021, 'FULL', 99)],
      topups: {},
      seats: [],
    },
    seating: 'fixedSeat',
    covers: { venueId: VenueId.cinema, featureId: FeatureId.lastSummerInHaifa, count: 3 },
    memberBalance: 0,
    memberTickets: [],
    validDays: 90,
  },
]

/** §3 the price policy of a membership's seats and of its member tickets: the demo's member policy. */
export const MEMBERSHIP_PRICE_POLICY_ID = Policy.member

/** §4 a membership's presentations stop being offered this long before they start. */
export const MEMBERSHIP_SALE_CLOSES_BEFORE_MS = 60 * 60_000

/** What the catalogue tells of a presentation for a membership: its Presentation and its start in epoch ms. */
export type MembershipCandidate = Pick<Presentation, 'id' | 'featureId' | 'venueId' | 'seatplanId' | 'startDateTime' | 'soldout'> & {
  readonly startsAt: number | null
}

/**
 * §4 the presentations a membership covers at `now`: the soonest `count` timed ones of its venue
 * (and feature) that start more than MEMBERSHIP_SALE_CLOSES_BEFORE_MS from now and are not sold
 * out, soonest first (the order the wizard walks them).
 */
export const coveredPresentations = <P extends MembershipCandidate>(
  definition: Pick<MembershipDefinition, 'covers'>,
  presentations: readonly P[],
  now: number,
): readonly P[] =>
  presentations
    .filter(
      (p) =>
        p.venueId === definition.covers.venueId &&
        (definition.covers.featureId === undefined || p.featureId === definition.covers.featureId) &&
        p.startsAt !== null &&
        p.startsAt > now + MEMBERSHIP_SALE_CLOSES_BEFORE_MS &&
        !p.soldout,
    )
    .toSorted((a, b) => (a.startsAt ?? 0) - (b.startsAt ?? 0) || a.id - b.id)
    .slice(0, definition.covers.count)

/** §3 a covered presentation as a membership or an enrolment season lists it: where and when, with its feature's name. */
export const listedPresentationOf = (
  p: MembershipCandidate,
  features: readonly Pick<Feature, 'id' | 'name'>[],
): Omit<EnrolmentEvent, 'isRequired'> => ({
  presentationId: p.id,
  featureId: p.featureId,
  featureName: features.find((feature) => feature.id === p.featureId)?.name ?? '',
  startDateTime: p.startDateTime,
  venueId: p.venueId,
  seatplanId: p.seatplanId,
})

/**
 * §3/§4 a demo membership as the shop offers it at `now`: its presentations (coveredPresentations,
 * with their features' names) and a validity from today for validDays. Null when it covers
 * fewer presentations than it promises (it is not on sale then).
 */
export const membershipOnSale = (
  definition: MembershipDefinition,
  presentations: readonly MembershipCandidate[],
  features: readonly Pick<Feature, 'id' | 'name'>[],
  now: number,
): MembershipOnSale | null => {
  const covered = coveredPresentations(definition, presentations, now)
  if (definition.seating !== 'none' && covered.length < definition.covers.count) return null
  const today = jerusalemDate(now)
  return {
    membership: definition.membership,
    seating: definition.seating,
    presentations: covered.map((p) => listedPresentationOf(p, features)),
    memberBalance: definition.memberBalance,
    validFrom: formatCalendarDate(today),
    validUntil: formatCalendarDate(addDays(today, definition.validDays - 1)),
  }
}

/** §5 the ticket a member number of this membership gives in a ticket group (null when it prices none), with the balance left. */
export const memberTicketOf = (
  definition: MembershipDefinition,
  ticketGroupId: number,
  memberNumber: string,
  balanceLeft: number,
): Ticket | null => {
  const ticket = definition.memberTickets.find((candidate) => candidate.ticketGroupId === ticketGroupId)
  return ticket === undefined
    ? null
    : {
        id: ticket.ticketId,
        name: definition.membership.name,
        price: ticket.price,
        serviceCharge: agorot(0),
        pricePolicyId: MEMBERSHIP_PRICE_POLICY_ID,
        multiplyFactor: 1,
        balance: balanceLeft,
        quantity: 0,
        memberNumber,
        isMembershipTicket: true,
      }
}

/** §3 a demo membership by id. */
export const membershipDefinitionOf = (membershipId: number): MembershipDefinition | undefined =>
  DEMO_MEMBERSHIPS.find((definition) => definition.membership.membershipId === membershipId)
