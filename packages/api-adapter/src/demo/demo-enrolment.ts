import {
  agorot,
  type EnrolmentRate,
  type EnrolmentSeason,
  type Feature,
  type GlobalServiceCharge,
  type MembershipOnSale,
} from '@kartis/core'
import { coveredPresentations, listedPresentationOf, type MembershipCandidate, type MembershipDefinition } from './demo-memberships'
import { TicketGroupId } from './price-list'
import { VenueId } from './venue-ids'

/**
 * §2/§3 an enrolment season the demo offers: its membership and season ids, its name, its rates,
 * the charge once per order, and the events it offers (the soonest `covers.count` presentations of
 * a venue still on sale, as a membership covers them), the first `required` of them in every enrolment.
 */
export interface EnrolmentSeasonDefinition {
  readonly membershipId: number
  readonly seasonId: number
  readonly name: string
  readonly rates: readonly EnrolmentRate[]
  readonly serviceCharge: GlobalServiceCharge | null
  readonly covers: MembershipDefinition['covers']
  readonly required: number
}

/** §3 the demo's enrolment ids. */
export const EnrolmentId = { theatreSeason: 2001 } as const

/**
 * §2/§3 the demo's enrolment season (documented in DEMO-DATA.md): the theatre's next six shows,
 * two rates — a full subscription of four to six shows (₪540) and a trio of exactly three (₪390)
 * — in the orchestra's ticket group, a fixed seat or a seat per show, and ₪10 handling once per order.
 */
export const DEMO_ENROLMENT_SEASONS: readonly EnrolmentSeasonDefinition[] = [
  {
    membershipId: EnrolmentId.theatreSeason,
    seasonId: 2027,
    name: 'מינוי עונת התיאטרון',
    rates: [
      {
        ticketId: 20011,
        ticketGroupId: TicketGroupId.theatreOrchestra,
        name: 'מינוי מלא',
        price: agorot(54000),
        minEvents: 4,
        maxEvents: 6,
      },
      { ticketId: 20012, ticketGroupId: TicketGroupId.theatreOrchestra, name: 'שלישייה', price: agorot(39000), minEvents: 3, maxEvents: 3 },
    ],
    serviceCharge: { name: 'דמי טיפול', amountPerOrder: agorot(1000), percentRatePerOrder: 0 },
    covers: { venueId: VenueId.theatre, count: 6 },
    required: 0,
  },
]

/**
 * §2 a demo season as the wizard offers it at `now`: its events (coveredPresentations, with their
 * features' names). Null when it offers fewer events than its largest rate needs (not on sale then).
 */
export const enrolmentSeasonOf = (
  definition: EnrolmentSeasonDefinition,
  presentations: readonly MembershipCandidate[],
  features: readonly Pick<Feature, 'id' | 'name'>[],
  now: number,
): EnrolmentSeason | null => {
  const covered = coveredPresentations(definition, presentations, now)
  if (covered.length < Math.max(...definition.rates.map((rate) => rate.maxEvents))) return null
  return {
    membershipId: definition.membershipId,
    seasonId: definition.seasonId,
    name: definition.name,
    rates: definition.rates,
    serviceCharge: definition.serviceCharge,
    events: covered.map((p, index) => ({ ...listedPresentationOf(p, features), isRequired: index < definition.required })),
  }
}

/** §2 the demo seasons on sale at `now`, each with its events. */
export const enrolmentSeasonsOnSale = (
  presentations: readonly MembershipCandidate[],
  features: readonly Pick<Feature, 'id' | 'name'>[],
  now: number,
): readonly EnrolmentSeason[] =>
  DEMO_ENROLMENT_SEASONS.flatMap((definition) => enrolmentSeasonOf(definition, presentations, features, now) ?? [])

/** The Jerusalem calendar day of an event's start (its ISO text begins with it), or null for an untimed one. */
const dayOf = (startDateTime: string | null): string | null => (startDateTime === null ? null : startDateTime.slice(0, 10))

/**
 * §2 the membership list's entry for an enrolment season (its enroll button opens
 * /enroll/{membershipId}): the season's name, its events as what it covers, valid from its first
 * event's day to its last's, and `enrolmentSeasonId` marking it; no prices of its own (the rates
 * are the wizard's, GET /enroll/{membershipId}), so the membership order wizard sells none of it.
 */
export const enrolmentListing = (season: EnrolmentSeason): MembershipOnSale => {
  const days = season.events.flatMap((event) => dayOf(event.startDateTime) ?? []).sort()
  return {
    membership: {
      membershipId: season.membershipId,
      membershipTypeId: 1,
      code: `SEASON-${season.seasonId}`,
      name: season.name,
      prices: [],
      topups: {},
      seats: [],
    },
    seating: 'fixedSeat',
    presentations: season.events.map(({ presentationId, featureId, featureName, startDateTime, venueId, seatplanId }) => ({
      presentationId,
      featureId,
      featureName,
      startDateTime,
      venueId,
      seatplanId,
    })),
    memberBalance: 0,
    validFrom: days[0] ?? '',
    validUntil: days[days.length - 1] ?? '',
    enrolmentSeasonId: season.seasonId,
  }
}
