import type { Agorot } from '../money/money'
import type { CustomerInfo } from './customer'
import type { Seat, SeatTicket } from './seat-plan'
import type { Presentation } from './presentation'

/** §1 the five order kinds; the cart resets when the kind changes (§4). */
export const ORDER_KINDS = ['events', 'vouchers', 'memberships', 'enrolment', 'donations'] as const
export type OrderKind = (typeof ORDER_KINDS)[number]

/** §3 the presentation facts the cart needs once a presentation is in it. */
export type CartPresentation = Pick<
  Presentation,
  'id' | 'featureId' | 'venueTypeId' | 'venueId' | 'startDateTime' | 'seatingPolicyId' | 'maxSeats' | 'locationId'
> & { readonly featureName: string }

/** §3 a seat in the cart, with the ticket chosen for it (null until one is chosen). */
export type CartSeat = Pick<
  Seat,
  | 'sectionId'
  | 'x'
  | 'y'
  | 'venueId'
  | 'seatplanId'
  | 'groupId'
  | 'rowName'
  | 'seatName'
  | 'sectionName'
  | 'ticketGroupId'
  | 'allocationId'
  | 'attributes'
  | 'isMultiplyFactorSubTicket'
> & {
  readonly presentationId: number
  readonly ticket: SeatTicket | null
  /**
   * §3 the references the ticket is bought under (an agent's code and a group, as a membership
   * item's reference1/reference2): absent for a ticket sold to anyone.
   */
  readonly reference1?: string
  readonly reference2?: string
}

/**
 * §4 a coupon applied to seats of one ticket group: which seats it covers and the ticket
 * each had before, so that removing the coupon restores the cart exactly.
 */
export interface CouponRedemption {
  readonly code: string
  readonly presentationId: number
  readonly ticketGroupId: number
  readonly seats: readonly {
    readonly seat: Pick<CartSeat, 'presentationId' | 'sectionId' | 'x' | 'y'>
    readonly prior: SeatTicket | null
  }[]
}

/** §3 a product line. */
export interface CartProduct {
  readonly id: number
  /** Null for products sold without a presentation (vouchers order, say). */
  readonly presentationId: number | null
  readonly name: string
  readonly price: Agorot
  readonly quantity: number
  readonly isDeliveryRequired: boolean
}

/** §3 a voucher or gift card paying part of the order, keyed by code. */
export interface VoucherPayment {
  readonly code: string
  readonly id: number
  /** What the voucher holds. */
  readonly balance: Agorot
  /** What it pays of this order: min(balance due, balance) at the time it was added (§5). */
  readonly amount: Agorot
  readonly isGiftCard: boolean
}

/** §3 the service charge added once per order: a fixed amount, a percentage, or both. */
export interface GlobalServiceCharge {
  readonly amountPerOrder: Agorot
  /** Percent of the order's items, e.g. 5 for 5 %. */
  readonly percentRatePerOrder: number
  readonly name: string
}

/** §3 default name of the global service charge ("handling fee"). */
export const DEFAULT_SERVICE_CHARGE_NAME = 'דמי טיפול'

/** §3 a ticket already paid in the reservation being modified; it is credited against the new total. */
export interface ModifiedTicket {
  readonly ticketId: number
  readonly amount: Agorot
}

/** §3 the reservation an order modifies. */
export interface CartModification {
  readonly resId: string
  readonly lastTransactionId: string | null
  readonly tickets: readonly ModifiedTicket[]
}

/** §3 membership cart item. */
export interface CartMembershipItem {
  readonly membershipId: number
  readonly membershipPriceId: number
  readonly currencyId: number
  readonly price: Agorot
  readonly reference1?: string
  readonly reference2?: string
  readonly memberNumber?: string
  readonly isTopup: boolean
  readonly seat: CartSeat | null
  /**
   * §4 the seats the membership buys, one per presentation it covers (a series: the seat chosen
   * in each show; a fixed seat: that seat in each show), as the lock-seat calls answered them.
   * The spec's item is silent on a series' seats; absent: none (a membership without seats).
   */
  readonly selections?: readonly EnrolmentSelection[]
}

/** §3 one event chosen in an enrolment. */
export interface EnrolmentSelection {
  readonly presentationId: number
  readonly venueId: number
  readonly seatplanId: number
  readonly sectionId: number
  readonly x: number
  readonly y: number
  readonly ticketGroupId: number
}

/** §3 enrolment cart item. */
export interface CartEnrolmentItem {
  readonly membershipId: number
  readonly ticketId: number
  readonly seasonId: number
  readonly totalAmount: Agorot
  readonly seat: CartSeat | null
  readonly ticketGroupId: number
  readonly selections: readonly EnrolmentSelection[]
}

/** §3 voucher cart item. */
export interface CartVoucherItem {
  readonly systemVoucherId: number
  readonly systemVoucherPriceId: number
  readonly quantity: number
  readonly price: Agorot
  readonly date: string | null
  readonly redemptionData: string | null
  /** §5 the waiver: the jumper's date of birth (YYYY-MM-DD), on the line of a voucher with an age range. */
  readonly jumperDateOfBirth?: string
}

/** §3 donation cart item. */
export interface CartDonationItem {
  readonly donationId: number
  readonly donationDetailId: number
  readonly quantity: number
  /** Set when the donor typed the amount. */
  readonly customAmount: Agorot | null
  /** The detail's fixed amount, used when there is no custom amount. */
  readonly amount: Agorot
}

/** §3 the cart (client state of one order). */
export interface Cart {
  readonly kind: OrderKind
  readonly presentations: readonly CartPresentation[]
  readonly selectedPresentationId: number | null
  readonly seats: readonly CartSeat[]
  readonly couponRedemptions: readonly CouponRedemption[]
  readonly products: readonly CartProduct[]
  readonly vouchers: readonly CartVoucherItem[]
  readonly memberships: readonly CartMembershipItem[]
  readonly enrolments: readonly CartEnrolmentItem[]
  readonly donations: readonly CartDonationItem[]
  readonly voucherPayments: readonly VoucherPayment[]
  readonly customerInfo: CustomerInfo
  /** Default 1 (§9). */
  readonly numberOfPayments: number
  readonly globalServiceCharge: GlobalServiceCharge | null
  readonly modify: CartModification | null
  /** A hold (unpaid) order (§4). */
  readonly isHold: boolean
  readonly locationId: number | null
  readonly authProfileId: number | null
  readonly businessId: number | null
  readonly integrationId: string | null
  readonly paymentIdentifier: string | null
  readonly reservationIdentifier: string | null
  readonly ticketIdentifiers: readonly string[]
}
