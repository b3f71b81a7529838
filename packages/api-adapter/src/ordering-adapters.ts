import type {
  BestAvailable,
  Catalog,
  CustomerArea,
  Customers,
  DonationSales,
  Enrolments,
  Integration,
  Memberships,
  MembershipSales,
  MiniSite,
  Payments,
  Reservations,
  SavedCarts,
  SeatLocks,
  SeatPlans,
  SeatStatuses,
  SystemVouchers,
  Vod,
  VoucherSales,
} from '@kartis/core'

/**
 * §7 public ordering and seats: one implementation of each port for one visitor, so the
 * storefront can be given the HTTP set or the in-memory set alike.
 */
export interface OrderingAdapters {
  readonly catalog: Catalog
  readonly seatPlans: SeatPlans
  readonly seatStatuses: SeatStatuses
  readonly seatLocks: SeatLocks
  readonly bestAvailable: BestAvailable
  readonly payments: Payments
  readonly reservations: Reservations
  readonly savedCarts: SavedCarts
  readonly systemVouchers: SystemVouchers
  readonly miniSite: MiniSite
  readonly integration: Integration
  // Issue 14 the membership shop: its catalogue, and its seats' plan, lock and unlock.
  readonly membershipSales: MembershipSales
  readonly memberships: Memberships
  /** Issue 14 §3 membership enrolment: the season, its events' seats. */
  readonly enrolments: Enrolments
  /** Issue 14 the voucher order wizard's catalogue. */
  readonly voucherSales: VoucherSales
  /** Issue 14 the donation wizard's catalogue. */
  readonly donationSales: DonationSales
}

/** §7 customer and customer area: the logged-in customer's ports (the session is the box office's cookie). */
export interface CustomerAdapters {
  readonly customers: Customers
  readonly customerArea: CustomerArea
}

/** §2 the VOD screen's port: a code to the phone that bought an item, then the item to watch. */
export interface VodAdapters {
  readonly vod: Vod
}
