import type { TicketLookupKind } from '../tickets/ticket-lookup'
import type { Agorot } from '../money/money'

/** §3 a ticket (a price of a ticket group under one price policy). */
export interface Ticket {
  readonly id: number
  readonly name: string
  readonly price: Agorot
  /** The price before a coupon or code changed it. */
  readonly oldPrice?: Agorot
  readonly serviceCharge: Agorot
  readonly pricePolicyId: number
  /** A coupon's multiplier n: one redemption covers n tickets (§5). Plain tickets have 1. */
  readonly multiplyFactor: number
  /** How many redemptions a coupon or voucher ticket still has. */
  readonly balance?: number
  readonly code?: string
  readonly quantity: number
  readonly memberNumber?: string
  readonly systemVoucher?: string
  readonly walkin?: boolean
  readonly ref1prompt?: string
  readonly ref2prompt?: string
  /** Tickets paid from a membership balance (§5 "a membership ticket requires enough balance"). */
  readonly isMembershipTicket?: boolean
}

/** §3 a ticket group: the tickets that may be sold for seats of one kind. */
export interface TicketGroup {
  readonly id: number
  readonly name: string
  readonly tickets: readonly Ticket[]
  readonly voucherTickets: readonly Ticket[]
  readonly isByCodeEnabled: boolean
  /**
   * §5 issue 15 the look-ups the venue asks for on this ticket type (code, member number, ID
   * number, mobile number, one-time code); absent: a code and a member number where a code
   * prices the group (lookupsOfGroup).
   */
  readonly lookups?: readonly TicketLookupKind[]
}
