import type { Result } from '../errors/error-codes'
import type { GlobalServiceCharge, ModifiedTicket } from '../model/cart'
import type { Feature, Presentation } from '../model/presentation'
import type { Ticket, TicketGroup } from '../model/ticket'
import type { TicketLookupKind } from '../tickets/ticket-lookup'
import type { CustomerAreaLoginChallenge } from './customer-area'
import type { SalesContext } from './sales-context'

/** §7 GET /features/: which features to list. */
export interface FeatureFilter {
  readonly featureIds: readonly number[]
  readonly locationId?: number
  readonly miniSiteUrl?: string
}

/** §7 GET /presentations/?featureIds=: which presentations to list. */
export interface PresentationFilter extends SalesContext {
  readonly featureIds: readonly number[]
  /** Codes that unlock presentations sold by code only. */
  readonly ticketCodes?: readonly string[]
}

/** §7 the presentation list with the two facts the event list needs to choose its layout. */
export interface PresentationList {
  readonly presentations: readonly Presentation[]
  readonly hasReserved: boolean
  readonly hasGA: boolean
}

/** §7 GET /presentations/{id}: the sale context plus the integration the visitor came from. */
export interface PresentationQuery extends SalesContext {
  readonly integrationId?: string
}

/** §7 GET /presentations/{id}/ticketGroups parameters. */
export interface TicketGroupQuery extends SalesContext {
  readonly integrationId?: string
  /** The seat plan mode the tickets are for, as the server names it. */
  readonly mode?: string
  /** Ticket groups of general-admission sections rather than reserved ones. */
  readonly isGA: boolean
  /** §3 tickets of the reservation being modified; their price is credited. */
  readonly modifiedTickets?: readonly ModifiedTicket[]
}

/** §7 what a presentation sells: its ticket groups and the order's service charge. */
export interface TicketGroupsOffer {
  readonly ticketGroups: readonly TicketGroup[]
  /** Null when the presentation charges none. */
  readonly serviceCharge: GlobalServiceCharge | null
}

/** §5 a ticket look-up by code (coupon, voucher, member number, ID number, one-time code). */
export interface TicketLookup {
  readonly presentationId: number
  readonly sectionId: number
  readonly ticketGroupId: number
  readonly code: string
  /**
   * §5 issue 15 what the code is: a coupon or member number ('code', 'memberNumber', the
   * default), an ID number, a mobile number, or a one-time code sent to `mobileNumber`.
   */
  readonly kind?: TicketLookupKind
  /** §5 the mobile number a one-time code was sent to (kind 'oneTimeCode'). */
  readonly mobileNumber?: string
  /** The ticket the code is entered for, when the code replaces a chosen ticket. */
  readonly ticketId?: number
  /** Tickets already holding a code, so the server offers another. */
  readonly ignoreTicketIds?: readonly number[]
  readonly miniSiteUrl?: string
}

/** §5 issue 15 a one-time code for a ticket type that asks for one, sent by SMS to a mobile number on the venue's list. */
export interface LookupCodeRequest {
  readonly presentationId: number
  readonly ticketGroupId: number
  readonly mobileNumber: string
  readonly miniSiteUrl?: string
}

/** §3 Timer: seconds left to finish the order, the server's time, and where to go at zero (§4). */
export interface PresentationTimer {
  readonly timeInSeconds: number
  /** The server's current time, verbatim. */
  readonly currentTime: string
  /** §4 at zero the browser goes here. */
  readonly url: string
}

/** §7 public ordering: what is on sale and at what price. */
export interface Catalog {
  /** §7 GET /features/?featureIds=&locationId=&miniSiteUrl= */
  features(filter: FeatureFilter): Promise<Result<readonly Feature[]>>
  /** §7 GET /presentations/?featureIds= */
  presentations(filter: PresentationFilter): Promise<Result<PresentationList>>
  /** §7 GET /presentations/{id} */
  presentation(presentationId: number, query: PresentationQuery): Promise<Result<Presentation>>
  /** §7 GET /presentations/{id}/ticketGroups */
  ticketGroups(presentationId: number, query: TicketGroupQuery): Promise<Result<TicketGroupsOffer>>
  /** §7 GET /presentations/{id}/ticket: a ticket by code (§8 ticket look-up errors on failure). */
  ticketByCode(lookup: TicketLookup): Promise<Result<Ticket>>
  /** §5 issue 15 POST /presentations/{id}/ticket/code: a one-time code by SMS for a ticket type's one-time-code look-up (designed). */
  requestLookupCode(request: LookupCodeRequest): Promise<Result<CustomerAreaLoginChallenge>>
  /** §7 GET /presentations/timer/{id} */
  timer(presentationId: number): Promise<Result<PresentationTimer>>
  /** §7 GET features/{id}/placeholderImage: the address of a feature's image. */
  featureImageUrl(featureId: number): Promise<Result<string>>
  /** §7 GET /products/{id}/image: the address of a product's image. */
  productImageUrl(productId: number): Promise<Result<string>>
}
