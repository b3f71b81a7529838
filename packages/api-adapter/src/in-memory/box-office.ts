import {
  DEFAULT_CUSTOMER_AREA_CANCEL_SETTINGS,
  REPLACEMENT_WINDOW_DAYS,
  formatCalendarDate,
  formatJerusalemDateTime,
  kartisError,
  parseCalendarDate,
  venueSettingsOfBusiness,
} from '@kartis/core'
import type { Cart, Clock, CustomerAreaCancelSettings, Feature, Presentation, Result, VenueSettings } from '@kartis/core'
import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { pipe } from 'fp-ts/function'
import { seedFrom } from '../demo/prng'
import { CustomerAccounts, type CustomerAccount } from './customer-accounts'
import type { DemoDataset } from './dataset'
import { DEMO_CUSTOMER_ACCOUNTS } from './demo-customer-accounts'
import { PaymentSessions, type PaymentSession } from './payment-sessions'
import { PresentationSeating } from './presentation-seating'
import { ReservationBook } from './reservation-book'
import { SeatLedger } from './seat-ledger'
import { SmsCodes } from './sms-codes'
import { VoucherLedger } from './voucher-ledger'

/** §4 how long a seat lock holds unless renewed (the default: 15 minutes). */
export const DEFAULT_LOCK_TTL_MS = 15 * 60_000

/** §9 days a voucher given for replacement may be exchanged in: the core's one default, as the server's. */
export const DEFAULT_REPLACEMENT_DAYS = REPLACEMENT_WINDOW_DAYS

/** The address the simulated card page answers at (the session id goes in its query). */
export const DEFAULT_PAYMENT_PAGE_URL = 'https://payments.kartis.test/card'

const DAY_MS = 86_400_000

/** How an in-memory box office runs. */
export interface InMemoryBoxOfficeOptions {
  /** §9 time as a port: lock expiry, timers, history dates. */
  readonly clock: Clock
  /** §4 lock time; default DEFAULT_LOCK_TTL_MS. */
  readonly lockTtlMs?: number
  /** §9 replacement window in days; default DEFAULT_REPLACEMENT_DAYS. */
  readonly replacementDays?: number
  /** §7 where payment forms point; default DEFAULT_PAYMENT_PAGE_URL. */
  readonly paymentPageUrl?: string
  /** §3 the customers who may log in; default DEMO_CUSTOMER_ACCOUNTS. */
  readonly customers?: readonly CustomerAccount[]
  /** §6 whether customers may cancel in the customer area; default DEFAULT_CUSTOMER_AREA_CANCEL_SETTINGS (not). */
  readonly customerAreaCancel?: CustomerAreaCancelSettings
}

/** §2/§7 a cart saved by POST /cart: who saved it, what it holds, until when its link opens it (epoch ms). */
export interface SavedCartRecord {
  readonly uuid: string
  readonly cart: Cart
  readonly expiresAt: number
}

/** §1 the Jerusalem calendar day (YYYY-MM-DD) of an ISO date or date-time; null when it does not parse. */
export const calendarDayOf = (iso: string): string | null => pipe(parseCalendarDate(iso), O.map(formatCalendarDate), O.toNullable)

/**
 * §7 a box office in memory, for fast UI tests: the dataset it opened with and the state that
 * changes as visitors order — seat locks and sales, reservations, voucher debits, payment
 * sessions, saved carts, customers and their login codes. Every in-memory adapter works on one box office, each for one
 * visitor, so visitors compete for seats as they would on the server.
 */
export class InMemoryBoxOffice {
  readonly clock: Clock
  readonly lockTtlMs: number
  readonly replacementDays: number
  readonly paymentPageUrl: string
  readonly seats = new SeatLedger()
  readonly vouchers: VoucherLedger
  readonly reservations = new ReservationBook()
  readonly paymentSessions = new PaymentSessions()
  readonly customers: CustomerAccounts
  readonly smsCodes: SmsCodes
  readonly customerAreaCancel: CustomerAreaCancelSettings
  /** §2/§7 saved carts, by the id of their /cart/{resId} link. */
  readonly savedCarts = new Map<string, SavedCartRecord>()
  private readonly seatings = new Map<number, PresentationSeating>()

  constructor(
    readonly dataset: DemoDataset,
    options: InMemoryBoxOfficeOptions,
  ) {
    this.clock = options.clock
    this.lockTtlMs = options.lockTtlMs ?? DEFAULT_LOCK_TTL_MS
    this.replacementDays = options.replacementDays ?? DEFAULT_REPLACEMENT_DAYS
    this.paymentPageUrl = options.paymentPageUrl ?? DEFAULT_PAYMENT_PAGE_URL
    this.vouchers = new VoucherLedger(dataset.vouchers)
    // Codes and links are drawn from the opening time: the same clock gives the same codes.
    const seed = seedFrom(String(options.clock.now()))
    this.customers = new CustomerAccounts(options.customers ?? DEMO_CUSTOMER_ACCOUNTS, seed)
    this.smsCodes = new SmsCodes(seed + 1)
    this.customerAreaCancel = options.customerAreaCancel ?? DEFAULT_CUSTOMER_AREA_CANCEL_SETTINGS
  }

  /** §9 epoch milliseconds from the Clock port. */
  now(): number {
    return this.clock.now()
  }

  /** §1 now as ISO 8601 in Jerusalem. */
  nowIso(): string {
    return formatJerusalemDateTime(this.clock.now())
  }

  /** §1 ISO 8601 in Jerusalem `days` from now. */
  isoInDays(days: number): string {
    return formatJerusalemDateTime(this.clock.now() + days * DAY_MS)
  }

  /** §3 a presentation of the dataset; §8 PRSNT_NOT_FOUND with its id otherwise. */
  presentation(presentationId: number): Result<Presentation> {
    const found = this.dataset.presentations.find((presentation) => presentation.id === presentationId)
    return found === undefined ? E.left(kartisError('PRSNT_NOT_FOUND', { presentationId })) : E.right(found)
  }

  /**
   * Issue 15 §1 the settings of the venue a presentation belongs to (its business's, the core's
   * venueSettingsOfBusiness over the dataset's venues); null for an unknown presentation or one of no business.
   */
  venueOfPresentation(presentationId: number): VenueSettings | null {
    const presentation = this.dataset.presentations.find((candidate) => candidate.id === presentationId)
    const businessId = presentation?.businessId ?? null
    return businessId === null ? null : venueSettingsOfBusiness(this.dataset.venues ?? [], businessId)
  }

  /** §3 a feature of the dataset, if there is one. */
  feature(featureId: number): Feature | undefined {
    return this.dataset.features.find((feature) => feature.id === featureId)
  }

  /** §4 the seating of a presentation (indexed once); NOT_FOUND for a presentation without a seat plan (VOD). */
  seating(presentation: Presentation): Result<PresentationSeating> {
    const known = this.seatings.get(presentation.id)
    if (known !== undefined) return E.right(known)
    if (presentation.seatPlan === null) return E.left(kartisError('NOT_FOUND', { presentationId: presentation.id, seatPlan: 'none' }))
    const seating = new PresentationSeating(presentation.seatPlan)
    this.seatings.set(presentation.id, seating)
    return E.right(seating)
  }

  /** §7 the simulated card page's answer for a payment session (what the visitor does on the provider's page). */
  settlePayment(paymentIdentifier: string, outcome: 'approved' | 'declined'): Result<PaymentSession> {
    return this.paymentSessions.settle(paymentIdentifier, outcome)
  }
}
