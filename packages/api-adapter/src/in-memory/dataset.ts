import type { LookupBenefitDefinition, SalesCatalog } from '../demo/catalog-snapshot'
import type { Feature, GlobalServiceCharge, IntegrationParams, Presentation, Ticket, VenueSettings, VoucherBalance } from '@kartis/core'

/**
 * §3 the data an in-memory box office starts from, in domain terms (camelCase, agorot, ISO
 * times with the Jerusalem offset). It holds only what a server is given; everything that
 * changes while visitors order (locks, sales, reservations, voucher balances) is the box
 * office's state, kept apart from it.
 */

/**
 * §5 a ticket found by a code: a coupon (multiplyFactor n, balance = redemptions), a price
 * code or a member-number price, for one ticket group.
 */
export interface DemoTicketCode {
  /** Matched ignoring case and surrounding spaces, as §5 codes are. */
  readonly code: string
  /** The presentations it is valid for; empty for every presentation. */
  readonly presentationIds: readonly number[]
  readonly ticketGroupId: number
  /** The ticket the code gives (its code, multiplyFactor and balance included). */
  readonly ticket: Ticket
}

/** §3 a voucher or gift card someone holds, as issued. */
export interface DemoVoucher {
  /** Its code, kind, starting balance and expiry. */
  readonly voucher: VoucherBalance
  /** What its history calls the first loading, e.g. 'שובר מתנה'. */
  readonly name: string
  /** ISO 8601 with offset: when it was issued (the first line of its history). */
  readonly issuedAt: string
}

/** §3 a presentation's countdown: seconds to finish the order and where to go at zero. */
export interface DemoTimer {
  readonly presentationId: number
  readonly timeInSeconds: number
  readonly url: string
}

/** §1/§3 a mini-site: its address, the presentations it sells, and the references that may enter. */
export interface DemoMiniSite {
  readonly url: string
  readonly name: string
  /** Issue 14 the visitor enters reference codes before buying. */
  readonly byReference?: boolean
  readonly presentationIds: readonly number[]
  /** §7 validate: reference1 values accepted; empty accepts any reference. */
  readonly eligibleReferences: readonly string[]
}

/** §7 GET /integration: the TS, ret and key triple a partner sends, and the integration it names. */
export interface DemoIntegration {
  readonly params: IntegrationParams
  readonly integrationId: string
}

/** §3 the order-level service charge of a presentation's sale (GET ticketGroups). */
export interface DemoServiceCharge {
  readonly presentationId: number
  readonly charge: GlobalServiceCharge
}

/**
 * §3 everything an in-memory box office serves. Presentations carry their seat plan (the
 * layout; a seat's status says whether it was sold, 'unavailable', or held, 'hold', before
 * the box office opened; a general-admission section says its places in gaCapacity), their
 * ticket groups and their products (popcorn, parking, a programme needing delivery…).
 */
export interface DemoDataset {
  readonly features: readonly Feature[]
  readonly presentations: readonly Presentation[]
  readonly serviceCharges: readonly DemoServiceCharge[]
  /** Coupons and price codes. */
  readonly ticketCodes: readonly DemoTicketCode[]
  /** Vouchers and gift cards with their balances. */
  readonly vouchers: readonly DemoVoucher[]
  readonly timers: readonly DemoTimer[]
  readonly miniSites: readonly DemoMiniSite[]
  readonly integrations: readonly DemoIntegration[]
  /** Issue 14 the vouchers, gift cards and donation causes on sale; absent sells none. */
  readonly sales?: SalesCatalog
  /** Issue 15 §5 prices by ID number, mobile number or one-time code (the groups name them in `lookups`); absent: none. */
  readonly lookupBenefits?: readonly LookupBenefitDefinition[]
  /** Issue 15 §1 the venues configured (each business's settings); absent: none, every business keeps the defaults. */
  readonly venues?: readonly VenueSettings[]
}
