import type { CustomerAccounts } from '../customers/customer-accounts'
import type { CustomerSessions } from '../customers/customer-sessions'
import type { LoginCodes, RedeemedLoginLinks } from '../customers/login-codes'
import type { CartRepository } from './cart-repository'
import type { CatalogRepository } from './catalog-repository'
import type { PaymentSessionRepository } from './payment-sessions'
import type { ReservationRepository } from './reservation-repository'
import type { SeatInventory } from './seat-inventory'
import type { SmsOutbox } from './sms-outbox'
import type { UnitOfWork } from './unit-of-work'
import type { VoucherRepository } from './voucher-repository'

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
  /** Issue 12 customer accounts, their sessions, one-time login codes and used login links. */
  readonly customers: CustomerAccounts
  readonly customerSessions: CustomerSessions
  readonly loginCodes: LoginCodes
  readonly loginLinks: RedeemedLoginLinks
  readonly unitOfWork: UnitOfWork
}
