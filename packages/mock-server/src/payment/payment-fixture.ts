import * as E from 'fp-ts/Either'
import {
  agorot,
  defaultVenueSettings,
  emptyCart,
  type Agorot,
  type Cart,
  type CartSeat,
  type Clock,
  type CustomerInfo,
  type VenueSettings,
  type VoucherPayment,
} from '@kartis/core'
import type { CatalogSnapshot } from '@kartis/api-adapter'
import { FIXTURE_GA_SECTION, FIXTURE_RESERVED_SECTION, FIXTURE_SNAPSHOT } from '../storage/fixture-catalog'
import { migrateToLatest } from '../storage/database/schema-migrations'
import { openSqlite, type Engine, type StorageDatabase } from '../storage/database/storage-database'
import type { ServerStorage } from '../storage/server-storage'
import { sqlServerStorage } from '../storage/sql-server-storage'
import { openTestDatabase } from '../test-support/test-databases'
import { paymentConfig, type PaymentConfig } from './payment-config'

/**
 * Test support for the payment services: the storage fixture catalog (hall ₪40 + ₪2 a ticket,
 * student ₪30 + ₪2, GA ₪50, popcorn ₪22, 'דמי טיפול' ₪5 an order, cancellation ₪10 a ticket)
 * plus a couple coupon, the demo's vouchers and a customer.
 */

const DAY_MS = 86_400_000

/** The fixture's couple coupon: one use covers two hall tickets at ₪70 + ₪4 for both. */
export const COUPLE_COUPON = 'ZUG2'

/** The no-refund venue's GA section (5 places, ticket group 2): its cancellation fee is 100 % of the order. */
export const NO_REFUND_SECTION = 201

const noRefundVenue: CatalogSnapshot['venues'][number] = {
  venue: {
    id: 2,
    name: 'מועדון ללא החזרים',
    venueTypeId: 3,
    locationId: 1,
    seatplanId: 21,
    authProfileId: null,
    businessId: null,
    cancellationFee: { kind: 'percent', basis: 'perOrder', percent: 100 },
    ticketGroupIds: [2],
    productIds: [],
  },
  plan: {
    venueId: 2,
    seatplanId: 21,
    sections: [{ id: NO_REFUND_SECTION, name: 'רחבה', isReserved: false, capacity: 5, ticketGroupId: 2, geometry: null, groups: [] }],
  },
}

/** Issue 13 the business of the payment fixture's hall. */
export const PAYMENT_BUSINESS = 7

/** Issue 15 the settings of the fixture hall's business: a ₪5 service charge per order ('דמי טיפול'). */
export const paymentVenue = (): VenueSettings => {
  const base = defaultVenueSettings(PAYMENT_BUSINESS, 'payments')
  return {
    ...base,
    orderRules: { ...base.orderRules, globalServiceCharge: { name: 'דמי טיפול', amountPerOrder: agorot(500), percentRatePerOrder: 0 } },
  }
}

/** The storage fixture with a couple coupon and a venue that refunds nothing on cancellation. */
export const PAYMENT_SNAPSHOT: CatalogSnapshot = {
  ...FIXTURE_SNAPSHOT,
  // The test hall belongs to business 7 (producer seats need a staff user of it); the no-refund venue to nobody.
  venues: [
    ...FIXTURE_SNAPSHOT.venues.map((entry) => ({ ...entry, venue: { ...entry.venue, businessId: PAYMENT_BUSINESS } })),
    noRefundVenue,
  ],
  coupons: [
    ...FIXTURE_SNAPSHOT.coupons,
    {
      code: COUPLE_COUPON,
      lookup: 'code',
      name: 'זוגי – שני כרטיסים',
      pricePolicyId: 1,
      multiplyFactor: 2,
      balance: 1,
      prices: [{ ticketGroupId: 1, ticketId: 92, price: agorot(7000), serviceCharge: agorot(400) }],
    },
  ],
}

/** A customer whose details pass the §5 form rules (the ID 000000018 has a valid check digit). */
export const CUSTOMER: CustomerInfo = {
  customerIds: [],
  firstName: 'דנה',
  lastName: 'כהן',
  ssn: '000000018',
  email: 'dana@example.org',
  mobileNumber: '0501234567',
  isMailingAllowed: false,
}

/** §6 the test visitors' uuids. */
export const VISITOR = '11111111-1111-4111-8111-111111111111'
export const OTHER_VISITOR = '22222222-2222-4222-8222-222222222222'

/** The test box office's storage and ids. */
export interface PaymentFixture {
  readonly database: StorageDatabase
  readonly storage: ServerStorage
  readonly presentationId: number
  /** A presentation in the no-refund venue. */
  readonly noRefundPresentationId: number
  readonly config: PaymentConfig
}

/** §3 storage kept across restarts: opens the box office's SQLite file again, migrated, with new repositories. */
export const reopenStorage = async (
  clock: Pick<Clock, 'now'>,
  path: string,
): Promise<{ readonly database: StorageDatabase; readonly storage: ServerStorage }> => {
  const database = openSqlite(path)
  await migrateToLatest(database, clock)
  return { database, storage: sqlServerStorage(database, clock) }
}

/** Where a fixture lives: a fresh test database on an engine, or a SQLite file (the restart tests). */
export type FixtureDatabase = { readonly engine: Engine } | { readonly path: string }

const openFixtureDatabase = async (clock: Pick<Clock, 'now'>, where: FixtureDatabase) => {
  if ('path' in where) return reopenStorage(clock, where.path)
  const database = await openTestDatabase(where.engine, { clock })
  return { database, storage: sqlServerStorage(database, clock) }
}

/**
 * §3 test box office: the payment snapshot, one presentation an hour after `clock` in each venue,
 * and vouchers; in memory on SQLite unless told otherwise. Closed by the caller (database.close()).
 */
export const openPaymentFixture = async (
  clock: Pick<Clock, 'now'>,
  overrides: Partial<PaymentConfig> = {},
  where: FixtureDatabase = { engine: 'sqlite' },
): Promise<PaymentFixture> => {
  const { database, storage } = await openFixtureDatabase(clock, where)
  await storage.catalog.importSnapshot(PAYMENT_SNAPSHOT)
  const venue = await storage.venues.save(paymentVenue())
  if (E.isLeft(venue)) throw new Error(`fixture venue refused: ${venue.left.code}`)
  const draft = {
    featureId: 1,
    venueId: 1,
    startsAt: clock.now() + 3_600_000,
    seatingPolicyId: 1,
    maxSeats: 10,
    soldout: false,
    serviceCharge: agorot(0),
    timer: null,
  }
  const [presentationId, noRefundPresentationId] = await storage.catalog.addPresentations([draft, { ...draft, venueId: 2 }])
  if (typeof presentationId !== 'number' || typeof noRefundPresentationId !== 'number') throw new Error('fixture presentations not created')
  const now = clock.now()
  await storage.vouchers.issue({
    code: 'GIFT-500',
    name: 'כרטיס מתנה',
    isGiftCard: true,
    balance: agorot(50_000),
    expiresAt: now + 365 * DAY_MS,
  })
  await storage.vouchers.issue({
    code: 'VOUCHER-50',
    name: 'שובר',
    isGiftCard: false,
    balance: agorot(5_000),
    expiresAt: now + 180 * DAY_MS,
  })
  await storage.vouchers.issue({
    code: 'VOUCHER-OLD',
    name: 'שובר ישן',
    isGiftCard: false,
    balance: agorot(10_000),
    expiresAt: now - DAY_MS,
  })
  await storage.vouchers.issue({ code: 'GIFT-EMPTY', name: 'מנוצל', isGiftCard: true, balance: agorot(0), expiresAt: now + DAY_MS })
  return { database, storage, presentationId, noRefundPresentationId, config: paymentConfig({ slowCardDelayMs: 0, ...overrides }) }
}

/** A seat of the fixture: reserved (row y, seat x) or, with ga, a GA place x. */
export interface SeatChoice {
  readonly x: number
  readonly y?: number
  readonly ga?: boolean
  /** A GA section other than the fixture's (the no-refund venue's). */
  readonly gaSection?: number
  readonly ticketId: number
  /** What the client claims the ticket costs (the server ignores it). */
  readonly amount?: Agorot
  readonly code?: string
}

/** §4 the storage key of a chosen seat. */
export const keyOf = (presentationId: number, choice: SeatChoice) => ({
  presentationId,
  sectionId: choice.ga === true ? (choice.gaSection ?? FIXTURE_GA_SECTION) : FIXTURE_RESERVED_SECTION,
  x: choice.x,
  y: choice.ga === true ? 1 : (choice.y ?? 1),
})

/** §7 lock-seat done directly in storage for service tests (the route tests lock through PUT /seats/lock-seat). */
export const lockSeats = async (
  storage: ServerStorage,
  uuid: string,
  presentationId: number,
  choices: readonly SeatChoice[],
  ttlMs = 15 * 60_000,
): Promise<void> => {
  const keys = choices.map((choice) => keyOf(presentationId, choice))
  const locked = await storage.seats.transaction(async (tx) => {
    await tx.claim({ presentationId, rows: keys.map(({ sectionId, y }) => ({ sectionId, y })), uuid })
    for (const key of keys) {
      const written = await tx.insertLock({ ...key, uuid, ticketGroupId: null }, ttlMs)
      if (E.isLeft(written)) return written
    }
    return E.right(undefined)
  })
  if (E.isLeft(locked)) throw new Error(locked.left.code)
}

const cartSeat = (presentationId: number, choice: SeatChoice): CartSeat => {
  const key = keyOf(presentationId, choice)
  const ticketGroupId = choice.ga === true ? 2 : 1
  return {
    presentationId,
    sectionId: key.sectionId,
    x: key.x,
    y: key.y,
    venueId: 1,
    seatplanId: 11,
    groupId: 1011,
    rowName: key.y === 1 ? 'א' : 'ב',
    seatName: String(key.x),
    sectionName: choice.ga === true ? 'עמידה' : 'אולם',
    ticketGroupId,
    allocationId: null,
    attributes: [],
    isMultiplyFactorSubTicket: false,
    ticket: {
      presentationId,
      ticketGroupId,
      venueId: 1,
      seatplanId: 11,
      sectionId: key.sectionId,
      ticketId: choice.ticketId,
      amount: choice.amount ?? agorot(4000),
      serviceCharge: agorot(200),
      pricePolicyId: 1,
      allocationId: null,
      isMultiplyFactorSubTicket: false,
      ...(choice.code === undefined ? {} : { code: choice.code }),
    },
  }
}

/** What a cart holds besides its seats. */
export interface CartExtras {
  readonly popcorn?: number
  readonly voucherPayments?: readonly string[]
  readonly paymentIdentifier?: string | null
  readonly customerInfo?: CustomerInfo
}

const payingWith = (code: string): VoucherPayment => ({ code, id: 0, balance: agorot(0), amount: agorot(0), isGiftCard: false })

/** §3 a cart of the fixture's presentation as the storefront would send it. */
export const cartOf = (presentationId: number, choices: readonly SeatChoice[], extras: CartExtras = {}): Cart => ({
  ...emptyCart('events', extras.customerInfo ?? CUSTOMER),
  selectedPresentationId: presentationId,
  seats: choices.map((choice) => cartSeat(presentationId, choice)),
  products:
    extras.popcorn === undefined
      ? []
      : [{ id: 1, presentationId, name: 'פופקורן', price: agorot(100), quantity: extras.popcorn, isDeliveryRequired: false }],
  voucherPayments: (extras.voucherPayments ?? []).map(payingWith),
  paymentIdentifier: extras.paymentIdentifier ?? null,
})
