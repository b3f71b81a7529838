import type {
  Agorot,
  BenefitLookupKind,
  CancellationFeeRule,
  DonationDesk,
  Feature,
  PresentationProduct,
  Seat,
  SeatGeometry,
  VoucherShop,
} from '@kartis/core'

/**
 * §3 the static catalogue of a box office as plain data: venues and their seat plans, price
 * lists, features, codes, mini-sites and integrations, and the presentations and vouchers to
 * add. The demo builds it; the reference server stores it; the in-memory adapters serve it.
 * Framework-free (no Node APIs), so the browser can use it too.
 */

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

/**
 * §5 issue 15 a price a ticket type gives by a look-up the venue configures: to an ID number on
 * its list (`idNumber`), a mobile number on its list (`mobile`), or the holder of such a mobile
 * number, proven by a one-time code sent to it by SMS (`oneTimeCode`). One per group and kind.
 */
export interface LookupBenefitDefinition {
  readonly ticketGroupId: number
  readonly kind: BenefitLookupKind
  readonly name: string
  /** The ticket it gives: an id of its own, like a coupon's price. */
  readonly ticketId: number
  readonly pricePolicyId: number
  readonly price: Agorot
  readonly serviceCharge: Agorot
  /** Who is eligible: ID numbers as nine digits (idNumber), mobile numbers as 05XXXXXXXX (mobile, oneTimeCode). */
  readonly eligible: readonly string[]
}

/** §3 a mini-site: a URL and the features it sells. */
export interface MiniSiteDefinition {
  readonly url: string
  readonly name: string
  readonly featureIds: readonly number[]
  /** Issue 14 sold by reference codes: a visitor enters them before buying (absent: no codes). */
  readonly byReference?: boolean
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
  /** Issue 15 §5 prices given by ID number, mobile number or one-time code; absent: none. */
  readonly lookupBenefits?: readonly LookupBenefitDefinition[]
  readonly miniSites: readonly MiniSiteDefinition[]
  readonly integrations: readonly IntegrationDefinition[]
  /** Issue 14 the vouchers, gift cards and donation causes on sale. */
  readonly sales: SalesCatalog
}

/**
 * Issue 14 what the box office sells besides events: every voucher on sale (all super classes)
 * with a voucher order's extras and service charge, and the donation causes with theirs.
 */
export interface SalesCatalog {
  readonly voucherShop: VoucherShop
  readonly donationDesk: DonationDesk
  /** Issue 15 §2 which business sells each voucher and collects for each cause; absent: the install's (its default host only). */
  readonly businesses?: SalesBusinesses
}

/** Issue 15 §2 the business of a voucher (by systemVoucherId) and of a donation cause (by id). */
export interface SalesBusinesses {
  readonly vouchers: Readonly<Record<number, number>>
  readonly causes: Readonly<Record<number, number>>
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

/** §3 a voucher or gift card as issued: its code, kind, starting balance and expiry. */
export interface VoucherIssue {
  readonly code: string
  readonly name: string
  readonly isGiftCard: boolean
  readonly balance: Agorot
  /** Epoch ms after which it no longer pays; null for never. */
  readonly expiresAt: number | null
}
