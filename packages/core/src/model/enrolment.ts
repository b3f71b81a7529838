import type { Agorot } from '../money/money'
import type { GlobalServiceCharge } from './cart'
import type { TicketGroup } from './ticket'

/** §3 a presentation an enrolment membership includes. */
export interface EnrolmentPresentation {
  readonly presentationId: number
  readonly isRequired: boolean
  readonly membershipPayableAmount: Agorot
}

/** §3 price detail of one presentation, ticket group and ticket in an enrolment. */
export interface EnrolmentPresentationDetail {
  readonly presentationId: number
  readonly ticketGroupId: number
  readonly ticketId: number
  readonly isPriceOverride: boolean
  readonly price: Agorot
  readonly membershipPayableAmount: Agorot
}

/** §3 an enrolment membership (a subscription with a fixed seat and chosen events). */
export interface EnrolmentMembership {
  readonly membershipId: number
  readonly seasonId: number
  readonly ticketGroups: readonly TicketGroup[]
  readonly presentations: readonly EnrolmentPresentation[]
  readonly presentationDetails: readonly EnrolmentPresentationDetail[]
  readonly isSkipMemberSeat: boolean
  readonly isPricingPerTicket: boolean
  readonly defaultTicketGroupId: number | null
}

/**
 * §2 "rates": what an enrolment costs and how many of the season's events it lets the patron
 * choose (minEvents..maxEvents, inclusive). The rate is a ticket of the season (§3 TicketId in
 * the enrolment item), priced once for the whole enrolment.
 */
export interface EnrolmentRate {
  readonly ticketId: number
  readonly ticketGroupId: number
  readonly name: string
  readonly price: Agorot
  readonly minEvents: number
  readonly maxEvents: number
}

/** §2 "choice of events": one presentation of the season, where its seat is chosen. */
export interface EnrolmentEvent {
  readonly presentationId: number
  readonly featureId: number
  readonly featureName: string
  /** ISO 8601 in Asia/Jerusalem; null for an untimed presentation. */
  readonly startDateTime: string | null
  readonly venueId: number
  readonly seatplanId: number
  /** §3 IsRequired: the event is part of every enrolment. */
  readonly isRequired: boolean
}

/** §2 how the patron's seats are chosen: one seat kept in every chosen event, or a seat chosen in each. */
export type EnrolmentSeating = 'fixedSeat' | 'perEvent'

/**
 * §2/§3 an enrolment season as the wizard offers it: its rates, its events (soonest first) and
 * the charge added once per order (§9 global service charge; null when none).
 */
export interface EnrolmentSeason {
  readonly membershipId: number
  readonly seasonId: number
  readonly name: string
  readonly rates: readonly EnrolmentRate[]
  readonly events: readonly EnrolmentEvent[]
  readonly serviceCharge: GlobalServiceCharge | null
}
