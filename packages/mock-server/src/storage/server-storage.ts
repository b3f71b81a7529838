import type { CustomerAccounts } from '../customers/customer-accounts'
import type { LiveReportQueries } from '../live-reports/sql-live-reports'
import type { TicketReferenceQueries, TicketReferenceSetup } from '../live-reports/sql-ticket-references'
import type { LoginCodes, RedeemedLoginLinks } from '../customers/login-codes'
import type { CartRepository } from './cart-repository'
import type { CatalogRepository } from './catalog-repository'
import type { CustomerMembers } from './customer-members'
import type { HoldReleases } from './hold-releases'
import type { LookupBenefits } from './lookup-benefits'
import type { PaymentSessionRepository } from './payment-sessions'
import type { ReservationRepository } from './reservation-repository'
import type { SeatInventory } from './seat-inventory'
import type { SmsOutbox } from './sms-outbox'
import type { TicketReferenceQuota } from './ticket-reference-quota'
import type { EmailOutbox } from './email-outbox'
import type { LoginLinkRequests } from '../customers/login-link-requests'
import type { UnitOfWork } from './unit-of-work'
import type { VoucherRepository } from './voucher-repository'
import type { Sessions } from '../sessions/sessions'
import type { VenueSettingsRepository } from '@kartis/core'
import type { StaffAccounts } from '../staff/staff-accounts'
import type { StaffAudit } from '../staff/staff-audit'
import type { StaffLoginChallenges } from '../staff/staff-login-challenges'
import type { VenueManagement } from '../venues/venue-management'

/**
 * §3 every repository the server's handlers use, behind interfaces: the handlers never see
 * SQLite, so another database needs only another implementation of these.
 */
export interface ServerStorage {
  readonly catalog: CatalogRepository
  readonly seats: SeatInventory
  readonly reservations: ReservationRepository
  readonly vouchers: VoucherRepository
  readonly paymentSessions: PaymentSessionRepository
  readonly carts: CartRepository
  readonly sms: SmsOutbox
  /** Issue 12 the development e-mail outbox. */
  readonly email: EmailOutbox
  /** §9 unpaid holds past their deadline, released by the server's sweep. */
  readonly holdReleases: HoldReleases
  /** Issue 12 customer accounts, their sessions, one-time login codes and used login links. */
  readonly customers: CustomerAccounts
  readonly customerSessions: Sessions
  readonly loginCodes: LoginCodes
  readonly loginLinks: RedeemedLoginLinks
  readonly loginLinkRequests: LoginLinkRequests
  /** §3/§6 customers' members (a hold order needs an active one). */
  readonly members: CustomerMembers
  /** Issue 13 the producer console's staff, their sessions, pending second-factor steps and audit log. */
  readonly staff: StaffAccounts
  readonly staffSessions: Sessions
  readonly staffLoginChallenges: StaffLoginChallenges
  readonly staffAudit: StaffAudit
  readonly unitOfWork: UnitOfWork
  /** Issue 13 the live area's reports and ticket-reference admin, each narrowed to a staff user's businesses. */
  readonly liveReports: LiveReportQueries
  readonly ticketReferences: TicketReferenceQueries & TicketReferenceSetup
  /** Issue 13 what a reference pair may still buy (the mini-site's validation; the commit checks inside its transaction). */
  readonly ticketReferenceQuota: TicketReferenceQuota
  /** Issue 15 venues' settings (per business), cached; the server enforces each venue's rules from them; §4 managers' saves and their audit log. */
  readonly venues: VenueSettingsRepository & VenueManagement
  /** Issue 15 §5 prices of ticket types by ID number, mobile number or one-time code: their lists and the grants issued. */
  readonly lookupBenefits: LookupBenefits
}
