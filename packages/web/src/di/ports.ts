import type {
  Analytics,
  BestAvailable,
  Captcha,
  Catalog,
  Clock,
  CurrentVenue,
  CustomerArea,
  Customers,
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
  DonationSales,
} from '@kartis/core'

/**
 * The core's ports the storefront uses (ARCHITECTURE.md § Ports), one implementation each: the HTTP
 * adapters in the app (`httpStorefrontPorts`), fakes in tests. The stores take this object as it is.
 */
export interface StorefrontPorts {
  readonly catalog: Catalog
  readonly seatPlans: SeatPlans
  readonly seatStatuses: SeatStatuses
  readonly seatLocks: SeatLocks
  readonly bestAvailable: BestAvailable
  readonly payments: Payments
  readonly reservations: Reservations
  readonly savedCarts: SavedCarts
  readonly systemVouchers: SystemVouchers
  /** §7 a membership's seat plan, lock-seat and unlock-seat (issue 14). */
  readonly memberships: Memberships
  /** §2 the membership shop's catalogue (issue 14). */
  readonly membershipSales: MembershipSales
  /** §2/§7 membership enrolment: the season, its events' seat plan, lock-seat and unlock-seat (issue 14 §3). */
  readonly enrolments: Enrolments
  readonly customers: Customers
  readonly customerArea: CustomerArea
  readonly vod: Vod
  readonly miniSite: MiniSite
  readonly integration: Integration
  /** §2 the voucher order wizard's shop (issue 14). */
  readonly voucherSales: VoucherSales
  /** §2 the donation wizard's causes (issue 14). */
  readonly donationSales: DonationSales
  readonly analytics: Analytics
  readonly captcha: Captcha
  readonly clock: Clock
  /** Issue 15 the venue the storefront is served as (GET /venue), read once at start. */
  readonly currentVenue: CurrentVenue
}
