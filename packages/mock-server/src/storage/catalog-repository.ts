import type {
  Agorot,
  CancellationFeeRule,
  Feature,
  GlobalServiceCharge,
  Presentation,
  PresentationProduct,
  Seat,
  SeatGeometry,
  Ticket,
  TicketGroup,
} from '@kartis/core'

/** §3 a venue: where presentations happen, with its one seat plan (none for VOD). */
export interface Venue {
  readonly id: number
  readonly name: string
  /** §9 101–104 are VOD. */
  readonly venueTypeId: number
  readonly locationId: number
  readonly seatplanId: number | null
  readonly authProfileId: number | null
  readonly businessId: number | null
  /** §3 the per-order service charge ('דמי טיפול'), for venues that take one. */
  readonly globalServiceCharge: GlobalServiceCharge | null
  readonly cancellationFee: CancellationFeeRule | null
  /** The venue's price list: the ticket groups its presentations sell, in display order. */
  readonly ticketGroupIds: readonly number[]
  /** Products sold with its presentations, in display order. */
  readonly productIds: readonly number[]
}

/**
 * §3 a seat as laid out in a plan: everything but the per-presentation status. Reserved seats
 * always have a row coordinate `y`. Geometry is in percent of the seat's section drawing;
 * seatplanX/seatplanY are the same position on a 0–1000 grid.
 */
export type PlanSeat = Pick<
  Seat,
  | 'sectionId'
  | 'x'
  | 'venueId'
  | 'seatplanId'
  | 'groupId'
  | 'seatplanX'
  | 'seatplanY'
  | 'rowName'
  | 'seatName'
  | 'sectionName'
  | 'ticketGroupId'
  | 'attributes'
  | 'xOffsetPercent'
  | 'yOffsetPercent'
  | 'widthPercent'
  | 'heightPercent'
  | 'rotateAngle'
> & { readonly y: number }

/** §3 a row of a seat group; its seats in x order. */
export interface PlanRow {
  readonly name: string
  readonly seats: readonly PlanSeat[]
}

/** §3 a group of rows (VenueSectionSeatGroup); rows in y order. */
export interface PlanGroup {
  readonly id: number
  readonly name: string
  readonly rows: readonly PlanRow[]
}

/**
 * §3 a section: reserved (seats in groups and rows) or general admission (a capacity and the
 * ticket group its places sell under, no seats). Geometry places it on the venue overview.
 */
export interface PlanSection {
  readonly id: number
  readonly name: string
  readonly isReserved: boolean
  /** GA sections: how many places it holds. Null for reserved sections. */
  readonly capacity: number | null
  /** GA sections: the ticket group of its places. Null for reserved sections. */
  readonly ticketGroupId: number | null
  readonly geometry: SeatGeometry | null
  readonly groups: readonly PlanGroup[]
}

/** §3 a seat plan: sections → groups → rows → seats. */
export interface SeatPlanLayout {
  readonly venueId: number
  readonly seatplanId: number
  readonly sections: readonly PlanSection[]
}

/** §3 a price policy (רגיל, סטודנט, …). */
export interface PricePolicy {
  readonly id: number
  readonly name: string
}

/** §3 a ticket of a group as the catalog defines it; the client-side fields come later. */
export interface TicketDefinition {
  readonly id: number
  readonly name: string
  readonly price: Agorot
  readonly serviceCharge: Agorot
  readonly pricePolicyId: number
  /** Voucher tickets are listed apart (TicketGroup.voucherTickets). */
  readonly isVoucherTicket: boolean
}

/** §3 a ticket group and its tickets, in display order. */
export interface TicketGroupDefinition {
  readonly id: number
  readonly name: string
  readonly tickets: readonly TicketDefinition[]
}

/**
 * §5 a ticket found by a code: a coupon (multiplyFactor n, balance = redemptions allowed) or a
 * member-number price, priced per ticket group.
 */
export interface CouponDefinition {
  readonly code: string
  /** 'code': typed as a coupon code; 'memberNumber': typed as a member number. */
  readonly lookup: 'code' | 'memberNumber'
  readonly name: string
  readonly pricePolicyId: number
  readonly multiplyFactor: number
  readonly balance: number
  readonly prices: readonly {
    readonly ticketGroupId: number
    readonly ticketId: number
    readonly price: Agorot
    readonly serviceCharge: Agorot
  }[]
}

/** §3 a mini-site: a URL and the features it sells. */
export interface MiniSiteDefinition {
  readonly url: string
  readonly name: string
  readonly featureIds: readonly number[]
}

/** §3 a mini-site as served: its upcoming presentations, derived from its features. */
export interface MiniSite {
  readonly url: string
  readonly name: string
  readonly presentationIds: readonly number[]
}

/** §7 GET /integration: the triple TS, ret, key that names an integration. */
export interface IntegrationDefinition {
  readonly ts: string
  readonly ret: string
  readonly key: string
  readonly integrationId: string
}

/** §3 a countdown timer of a presentation (currentTime is the clock's, added when served). */
export interface PresentationTimer {
  readonly timeInSeconds: number
  readonly url: string
}

/** Everything static the catalog holds, written at once when a box office is first set up. */
export interface CatalogSnapshot {
  readonly pricePolicies: readonly PricePolicy[]
  readonly ticketGroups: readonly TicketGroupDefinition[]
  readonly products: readonly PresentationProduct[]
  readonly venues: readonly { readonly venue: Venue; readonly plan: SeatPlanLayout | null }[]
  readonly features: readonly Feature[]
  readonly coupons: readonly CouponDefinition[]
  readonly miniSites: readonly MiniSiteDefinition[]
  readonly integrations: readonly IntegrationDefinition[]
}

/** §3 a presentation to add; the rest of Presentation is derived from its feature and venue. */
export interface PresentationDraft {
  readonly featureId: number
  readonly venueId: number
  /** Epoch ms; null for an untimed presentation (§4 featureTypeId 7). */
  readonly startsAt: number | null
  readonly seatingPolicyId: number
  readonly maxSeats: number
  readonly soldout: boolean
  readonly serviceCharge: Agorot
  readonly timer: PresentationTimer | null
}

/**
 * §3 a presentation as the catalog serves it: the core's Presentation (seat plan not loaded;
 * ticket groups, products, venue type, isReserved and isGA derived from its venue) plus the
 * stored start instant and the venue's order-level charges.
 */
export type CatalogPresentation = Presentation & {
  /** Epoch ms of startDateTime; null when untimed. */
  readonly startsAt: number | null
  readonly globalServiceCharge: GlobalServiceCharge | null
  readonly cancellationFee: CancellationFeeRule | null
}

/** Which presentations to list; every filter is optional and they combine with AND. */
export interface PresentationQuery {
  readonly ids?: readonly number[]
  readonly featureIds?: readonly number[]
  readonly venueIds?: readonly number[]
  /** Timed presentations starting at or after this instant (epoch ms). */
  readonly from?: number
  /** Timed presentations starting before this instant (epoch ms). */
  readonly to?: number
  /** Whether untimed presentations are listed too (default true). */
  readonly includeUntimed?: boolean
}

/** §3 the catalog a box office sells from: venues, plans, features, presentations, prices, codes. */
export interface CatalogRepository {
  /** Whether nothing has been set up yet (no venue). */
  isEmpty(): Promise<boolean>
  /** Writes a whole snapshot atomically, only into an empty catalog; false when not empty. */
  importSnapshot(snapshot: CatalogSnapshot): Promise<boolean>
  /**
   * Adds presentations atomically; a draft whose slot is taken (same venue and start, or the
   * same untimed feature in the venue) is skipped. Returns each draft's new id, or null if skipped.
   */
  addPresentations(drafts: readonly PresentationDraft[]): Promise<readonly (number | null)[]>
  listVenues(): Promise<readonly Venue[]>
  getVenue(venueId: number): Promise<Venue | null>
  getSeatPlan(venueId: number, seatplanId: number): Promise<SeatPlanLayout | null>
  listFeatures(featureIds?: readonly number[]): Promise<readonly Feature[]>
  listPresentations(query?: PresentationQuery): Promise<readonly CatalogPresentation[]>
  getPresentation(presentationId: number): Promise<CatalogPresentation | null>
  listPricePolicies(): Promise<readonly PricePolicy[]>
  /** §3 ticket groups as the core knows them; isByCodeEnabled when a code prices the group. */
  getTicketGroups(ticketGroupIds: readonly number[]): Promise<readonly TicketGroup[]>
  /**
   * §5 the ticket a coupon code or member number gives in a ticket group, with the coupon's
   * multiplyFactor and its remaining balance (redemptions left); null when the code does not price the group.
   */
  findCodeTicket(ticketGroupId: number, code: string): Promise<Ticket | null>
  listProducts(productIds?: readonly number[]): Promise<readonly PresentationProduct[]>
  getMiniSite(url: string): Promise<MiniSite | null>
  /** §7 GET /integration: the integrationId of a TS/ret/key triple, or null. */
  findIntegration(ts: string, ret: string, key: string): Promise<string | null>
  getTimer(presentationId: number): Promise<PresentationTimer | null>
}
