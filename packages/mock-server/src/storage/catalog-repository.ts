import type {
  CancellationFeeRule,
  DonationDesk,
  Feature,
  Presentation,
  PresentationProduct,
  Ticket,
  TicketGroup,
  VoucherShop,
} from '@kartis/core'
import type {
  CatalogSnapshot,
  PresentationDraft,
  SalesCatalog,
  PresentationTimer,
  PricePolicy,
  SeatPlanLayout,
  Venue,
} from '@kartis/api-adapter'

/** §3 a mini-site as served: its upcoming presentations, derived from its features. */
export interface MiniSite {
  readonly url: string
  readonly name: string
  /** Issue 14 a visitor enters reference codes before buying. */
  readonly byReference: boolean
  readonly presentationIds: readonly number[]
}

/**
 * §3 a presentation as the catalog serves it: the core's Presentation (seat plan not loaded;
 * ticket groups, products, venue type, isReserved and isGA derived from its venue) plus the
 * stored start instant and the hall's cancellation fee. Its order's global service charge is its
 * venue's settings' (issue 15: payment/order-service-charge.ts), not the catalogue's.
 */
export type CatalogPresentation = Presentation & {
  /** Epoch ms of startDateTime; null when untimed. */
  readonly startsAt: number | null
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
  /** Issue 14 whether an integration id is one the box office knows (a commit's cart names it). */
  hasIntegration(integrationId: string): Promise<boolean>
  getTimer(presentationId: number): Promise<PresentationTimer | null>
  /**
   * Issue 14 writes what is sold besides events only when none of it is stored yet (a box office
   * seeded before it was sold); false otherwise. importSnapshot writes it with the rest.
   */
  importSales(sales: SalesCatalog): Promise<boolean>
  /**
   * Issue 14 every voucher on sale (all super classes), a voucher order's extras and its service
   * charge; issue 15 §2 given a business (a venue's pages), only its vouchers and their super classes.
   */
  voucherShop(businessId?: number | null): Promise<VoucherShop>
  /** Issue 14 the donation causes and a donation order's service charge; issue 15 §2 given a business, only its causes. */
  donationDesk(businessId?: number | null): Promise<DonationDesk>
}
