import type { Agorot } from '../money/money'
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
