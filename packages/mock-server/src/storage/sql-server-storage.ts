import type { Clock } from '@kartis/core'
import { SqlLiveReports } from '../live-reports/sql-live-reports'
import { SqlTicketReferences } from '../live-reports/sql-ticket-references'
import type { StorageDatabase } from './database/storage-database'
import type { ServerStorage } from './server-storage'
import { SqlCartRepository } from './sql-cart-repository'
import { SqlCatalogRepository } from './sql-catalog-repository'
import { SqlHoldReleases } from './sql-hold-releases'
import { SqlCustomerAccounts } from './sql-customer-accounts'
import { SqlCustomerMembers } from './sql-customer-members'
import { CUSTOMER_SESSIONS, STAFF_SESSIONS, SqlSessions } from './sql-sessions'
import { SqlStaffAccounts } from './sql-staff-accounts'
import { SqlStaffAudit } from './sql-staff-audit'
import { SqlStaffLoginChallenges } from './sql-staff-login-challenges'
import { SqlLoginCodes, SqlRedeemedLoginLinks } from './sql-login-codes'
import { SqlLookupBenefits } from './sql-lookup-benefits'
import { SqlPaymentSessions } from './sql-payment-sessions'
import { SqlReservationRepository } from './sql-reservation-repository'
import { SqlSeatInventory } from './sql-seat-inventory'
import { SqlSmsOutbox } from './sql-sms-outbox'
import { SqlTicketReferenceQuota } from './sql-ticket-reference-quota'
import { SqlEmailOutbox } from './sql-email-outbox'
import { SqlLoginLinkRequests } from './sql-login-link-requests'
import { SqlUnitOfWork } from './sql-unit-of-work'
import { SqlVoucherRepository } from './sql-voucher-repository'
import { SqlVenueSettings, type SqlVenueSettingsOptions } from './sql-venue-settings'

export interface SqlServerStorageOptions {
  /**
   * Default true. false only for the concurrency tests' control runs: seat and commit work then
   * runs outside any transaction and without database locks, so races show.
   */
  readonly guard?: boolean
  /** Issue 15 the install's default venue and how long venues are cached. */
  readonly venues?: SqlVenueSettingsOptions
}

/** §3 the server's repositories over one migrated database, SQLite or PostgreSQL. */
export const sqlServerStorage = (
  database: StorageDatabase,
  clock: Pick<Clock, 'now'>,
  options: SqlServerStorageOptions = {},
): ServerStorage => {
  const guard = options.guard ?? true
  return {
    catalog: new SqlCatalogRepository(database, clock),
    seats: new SqlSeatInventory(database, clock, { guard }),
    reservations: new SqlReservationRepository(database, clock),
    vouchers: new SqlVoucherRepository(database),
    paymentSessions: new SqlPaymentSessions(database, clock),
    carts: new SqlCartRepository(database),
    sms: new SqlSmsOutbox(database, clock),
    email: new SqlEmailOutbox(database, clock),
    holdReleases: new SqlHoldReleases(database, clock),
    customers: new SqlCustomerAccounts(database, clock),
    customerSessions: new SqlSessions(database, clock, CUSTOMER_SESSIONS),
    loginCodes: new SqlLoginCodes(database, clock),
    lookupBenefits: new SqlLookupBenefits(database, clock),
    loginLinks: new SqlRedeemedLoginLinks(database, clock),
    loginLinkRequests: new SqlLoginLinkRequests(database, clock),
    members: new SqlCustomerMembers(database),
    staff: new SqlStaffAccounts(database, clock),
    staffSessions: new SqlSessions(database, clock, STAFF_SESSIONS),
    staffLoginChallenges: new SqlStaffLoginChallenges(database, clock),
    staffAudit: new SqlStaffAudit(database, clock),
    unitOfWork: new SqlUnitOfWork(database, clock, { guard }),
    liveReports: new SqlLiveReports(database, clock),
    ticketReferences: new SqlTicketReferences(database),
    ticketReferenceQuota: new SqlTicketReferenceQuota(database),
    venues: new SqlVenueSettings(database, clock, options.venues),
  }
}
