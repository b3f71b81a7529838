import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { agorot, kartisError, ManualClock, type Clock, type Result } from '@kartis/core'
import { anotherProcess, ENGINES, testDatabase } from '../test-support/test-databases'
import type { CouponLedgerTx } from './coupon-ledger'
import type { Engine, StorageDatabase } from './database/storage-database'
import { inTransaction } from './database/transactions'
import { FIXTURE_GA_SECTION, FIXTURE_RESERVED_SECTION } from './fixture-catalog'
import { randomReservationIdentifier, RESERVATION_IDENTIFIER_PATTERN, type ReservationIdentifierSource } from './identifiers'
import { idempotencyKeyOf } from './idempotency-key'
import type { CreatedReservation, NewReservation, ReservationTx } from './reservation-repository'
import { SqlCouponLedgerTx } from './sql-coupon-ledger'
import { SqlReservationRepository, SqlReservationTx } from './sql-reservation-repository'
import { SqlSeatInventoryTx } from './sql-seat-inventory'
import { SqlVoucherRepository, SqlVoucherTx } from './sql-voucher-repository'
import type { VoucherTx } from './voucher-repository'

const START = Date.UTC(2025, 6, 1, 9, 0)
const MINUTE = 60_000
const UUID = 'visitor-1'

/**
 * The rows of the fixture catalog a reservation reads (show, venue, sections, seats, coupon),
 * written directly: rows א (y 1) and ב (y 2) of seats 1–6, a GA section, a presentation an hour on.
 */
const writeFixture = async (database: StorageDatabase, clock: Pick<Clock, 'now'>): Promise<number> => {
  const { db } = database
  await db.insertInto('price_policies').values({ id: 1, name: 'רגיל' }).execute()
  await db
    .insertInto('ticket_groups')
    .values([
      { id: 1, name: 'אולם' },
      { id: 2, name: 'עמידה' },
    ])
    .execute()
  await db.insertInto('features').values({ id: 1, name: 'הצגת בדיקה', feature_type_id: 1, feature_category_id: 1 }).execute()
  await db.insertInto('venues').values({ id: 1, name: 'אולם בדיקות', venue_type_id: 1, location_id: 1, seatplan_id: 11 }).execute()
  await db
    .insertInto('sections')
    .values([
      { id: FIXTURE_RESERVED_SECTION, seatplan_id: 11, position: 0, name: 'אולם', is_reserved: 1 },
      { id: FIXTURE_GA_SECTION, seatplan_id: 11, position: 1, name: 'עמידה', is_reserved: 0, capacity: 3, ticket_group_id: 2 },
    ])
    .execute()
  await db.insertInto('seat_groups').values({ id: 1011, section_id: FIXTURE_RESERVED_SECTION, position: 0, name: 'מרכז' }).execute()
  await db
    .insertInto('seats')
    .values(
      [1, 2].flatMap((y) =>
        [1, 2, 3, 4, 5, 6].map((x) => ({
          section_id: FIXTURE_RESERVED_SECTION,
          x,
          y,
          group_id: 1011,
          row_position: y,
          seat_position: x,
          row_name: y === 1 ? 'א' : 'ב',
          seat_name: String(x),
          seatplan_x: x * 100,
          seatplan_y: y * 100,
          x_offset: x * 10,
          y_offset: y * 10,
          width: 8,
          height: 8,
          rotate: 0,
          ticket_group_id: 1,
          attributes: '[]',
        })),
      ),
    )
    .execute()
  await db
    .insertInto('coupons')
    .values({ code: 'KARTIS1', lookup: 'code', name: 'קופון', price_policy_id: 1, multiply_factor: 1, balance: 3 })
    .execute()
  const presentation = await db
    .insertInto('presentations')
    .values({
      feature_id: 1,
      venue_id: 1,
      starts_at: clock.now() + 3_600_000,
      seating_policy_id: 3,
      max_seats: 10,
      soldout: 0,
      service_charge: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return presentation.id
}

/** What a commit changes in one transaction, as the unit of work will compose it. */
interface OrderTx {
  readonly reservations: ReservationTx
  readonly vouchers: VoucherTx
  readonly coupons: CouponLedgerTx
}

const setup = async (engine: Engine, newIdentifier?: ReservationIdentifierSource) => {
  const clock = new ManualClock(START)
  const database = await testDatabase(engine, { clock })
  const p = await writeFixture(database, clock)
  const ids = ['KR-AAAAAAAA', 'KR-BBBBBBBB', 'KR-CCCCCCCC']
  const identifiers = newIdentifier ?? (() => ids.shift() ?? 'KR-ZZZZZZZZ')
  /** Runs work in one transaction of `on` (default: the test's database); guard false: none, statement by statement. */
  const transaction = <T>(work: (tx: OrderTx) => Promise<Result<T>>, guard = true, on: StorageDatabase = database) =>
    inTransaction(
      on,
      (tx, scope) =>
        work({
          reservations: new SqlReservationTx(
            tx,
            clock,
            scope,
            new SqlSeatInventoryTx(tx, clock, scope, engine, { guard }),
            identifiers,
            engine,
          ),
          vouchers: new SqlVoucherTx(tx, clock, scope, engine),
          coupons: new SqlCouponLedgerTx(tx, clock, scope, engine),
        }),
      { guard },
    )
  const reservations = new SqlReservationRepository(database, clock)
  const seat = (x: number, sectionId = FIXTURE_RESERVED_SECTION, y = 1) => ({ presentationId: p, sectionId, x, y })
  const lock = async (keys: readonly ReturnType<typeof seat>[], uuid = UUID, ticketGroupId = 1, ttl = 10 * MINUTE) => {
    for (const key of keys)
      await database.db
        .insertInto('seat_locks')
        .values({
          presentation_id: key.presentationId,
          section_id: key.sectionId,
          x: key.x,
          y: key.y,
          uuid,
          ticket_group_id: ticketGroupId,
          expires_at: clock.now() + ttl,
        })
        .execute()
  }
  const locksOf = async (uuid: string) =>
    (await database.db.selectFrom('seat_locks').select('x').where('uuid', '=', uuid).where('expires_at', '>', clock.now()).execute()).map(
      (r) => r.x,
    )
  const sold = async () =>
    database.db.selectFrom('sold_seats').select(['x', 'reservation_identifier']).where('presentation_id', '=', p).orderBy('x').execute()
  const order = (keys: readonly ReturnType<typeof seat>[], extra: Partial<NewReservation> = {}): NewReservation => ({
    uuid: UUID,
    idempotencyKey: idempotencyKeyOf({ cart: keys }),
    presentationId: p,
    isHold: false,
    customer: { firstName: 'דנה', lastName: 'כהן', email: 'dana@example.org', mobileNumber: '0501234567', ssn: '000000018' },
    seats: keys.map((k) => ({ ...k, ticketId: 11, pricePolicyId: 1, amount: agorot(4000), serviceCharge: agorot(200) })),
    products: [{ productId: 1, presentationId: p, quantity: 2, unitPrice: agorot(2200) }],
    orderServiceCharge: agorot(500),
    cancellationFee: { kind: 'fixed', basis: 'perTicket', amount: agorot(1000) },
    paymentSessionId: null,
    ...extra,
  })
  const create = (input: NewReservation) => transaction((tx) => tx.reservations.create(input))
  return { clock, database, transaction, reservations, p, seat, lock, locksOf, sold, order, create }
}

describe.each(ENGINES)('SqlReservationTx.create on %s', (engine) => {
  it('turns the uuid’s locks into sold seats of a new reservation with identifiers per seat and product', async () => {
    const { create, locksOf, sold, seat, lock, order } = await setup(engine)
    await lock([seat(2), seat(3)])
    const created = await create(order([seat(2), seat(3)]))
    if (E.isLeft(created)) throw new Error(created.left.code)
    const r = created.right.reservation
    expect(created.right.isReplay).toBe(false)
    expect(r.reservationIdentifier).toMatch(RESERVATION_IDENTIFIER_PATTERN)
    expect(r).toMatchObject({
      reservationIdentifier: 'KR-AAAAAAAA',
      resStateId: 2,
      quantity: 4,
      featureName: 'הצגת בדיקה',
      venueName: 'אולם בדיקות',
      sectionName: 'אולם',
      rowNames: 'א',
      seatNames: '2, 3',
      isUnpaid: false,
      startDateTime: '2025-07-01T13:00:00+03:00',
      ticketIdentifiers: ['KR-AAAAAAAA-01', 'KR-AAAAAAAA-02', 'KR-AAAAAAAA-03'],
      // 2 × (40 + 2) + 2 × 22 + 5
      total: 13_300,
      createdAt: START,
      cancelledAt: null,
    })
    expect(r.tickets.map((t) => t.seat)).toEqual([seat(2), seat(3), null])
    expect(await locksOf(UUID)).toEqual([])
    expect(await sold()).toEqual([
      { x: 2, reservation_identifier: 'KR-AAAAAAAA' },
      { x: 3, reservation_identifier: 'KR-AAAAAAAA' },
    ])
  })

  it('returns the same reservation for a retried commit, writing nothing new', async () => {
    const { create, reservations, seat, lock, order } = await setup(engine)
    await lock([seat(4)])
    const first = await create(order([seat(4)]))
    // The retry arrives after the locks became sold: it must not fail, nor sell again.
    const retry = await create(order([seat(4)]))
    expect(E.isRight(first) && E.isRight(retry)).toBe(true)
    if (E.isLeft(first) || E.isLeft(retry)) return
    expect(retry.right.isReplay).toBe(true)
    expect(retry.right.reservation).toEqual(first.right.reservation)
    expect(await reservations.listForUuid(UUID)).toHaveLength(1)
  })

  it('keys idempotency per uuid: the same cart from another uuid is another commit', async () => {
    const { create, seat, lock, order } = await setup(engine)
    await lock([seat(5)])
    await create(order([seat(5)]))
    expect(await create(order([seat(5)], { uuid: 'visitor-2' }))).toEqual(E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', seat(5))))
  })

  it('refuses a seat the uuid does not hold, and writes nothing', async () => {
    const { clock, create, reservations, sold, locksOf, seat, lock, order } = await setup(engine)
    await lock([seat(1)])
    await lock([seat(6)], 'visitor-2')
    expect(await create(order([seat(1), seat(6)]))).toEqual(E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', seat(6))))
    clock.advance(10 * MINUTE)
    expect(await create(order([seat(1)]))).toEqual(E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', seat(1))))
    expect(await reservations.listForUuid(UUID)).toEqual([])
    expect(await sold()).toEqual([])
    expect(await locksOf('visitor-2')).toEqual([])
  })

  it('refuses an empty order, a seat listed twice, a quantity below 1 and a negative amount', async () => {
    const { create, seat, lock, order, p } = await setup(engine)
    await lock([seat(1)])
    expect(await create(order([], { products: [] }))).toEqual(E.left(kartisError('SELECTION_REQUIRED')))
    const twice = await create(order([seat(1), seat(1)]))
    expect(E.isLeft(twice) && twice.left.code).toBe('BAD_REQUEST')
    const none = await create(order([seat(1)], { products: [{ productId: 1, presentationId: p, quantity: 0, unitPrice: agorot(1) }] }))
    expect(E.isLeft(none) && none.left.code).toBe('BAD_REQUEST')
    expect(await create(order([seat(1)], { orderServiceCharge: agorot(-1) }))).toEqual(E.left(kartisError('INVALID_AMOUNT')))
  })

  it('records a hold order as active and unpaid, and GA places without row or seat names', async () => {
    const { create, seat, lock, order } = await setup(engine)
    const ga = seat(1, FIXTURE_GA_SECTION)
    await lock([ga], UUID, 2, MINUTE)
    const created = await create(order([ga], { isHold: true, products: [] }))
    if (E.isLeft(created)) throw new Error(created.left.code)
    expect(created.right.reservation).toMatchObject({
      resStateId: 1,
      isUnpaid: true,
      quantity: 1,
      sectionName: 'עמידה',
      rowNames: '',
      seatNames: '',
    })
  })

  it('refuses a payment session that paid another reservation (PAYMENT_ALREADY_USED), and shows its number of payments', async () => {
    const { database, create, seat, lock, order } = await setup(engine)
    await database.db
      .insertInto('payment_sessions')
      .values({ id: 'pay-1', uuid: UUID, amount: 13_300, number_of_payments: 3, status: 'approved', created_at: START })
      .execute()
    await lock([seat(2), seat(3)])
    const paid = await create(order([seat(2)], { paymentSessionId: 'pay-1' }))
    expect(paid).toEqual(E.right(expect.objectContaining({ reservation: expect.objectContaining({ numberOfPayments: 3 }) })))
    const again = await create(order([seat(3)], { paymentSessionId: 'pay-1' }))
    expect(E.isLeft(again) && again.left).toMatchObject({ code: 'PAYMENT_ALREADY_USED', params: { paymentSessionId: 'pay-1' } })
  })

  it('commits a reservation, its voucher payment and its coupon together, or none of them', async () => {
    const { database, transaction, reservations, locksOf, sold, p, seat, lock } = await setup(engine)
    const vouchers = new SqlVoucherRepository(database)
    await vouchers.issue({ code: 'VOUCHER-50', name: 'שובר', isGiftCard: false, balance: agorot(5_000), expiresAt: null })
    await lock([seat(2)], 'v')
    const used = async () => (await database.db.selectFrom('coupon_redemptions').select('count').execute()).reduce((n, r) => n + r.count, 0)
    const commit = (voucherAmount: number) =>
      transaction(async (tx) => {
        const created = await tx.reservations.create({
          uuid: 'v',
          idempotencyKey: `attempt-${voucherAmount}`,
          presentationId: p,
          isHold: false,
          customer: { firstName: 'דנה', lastName: 'כהן', email: 'd@example.org', mobileNumber: '0501234567', ssn: '' },
          seats: [{ ...seat(2), ticketId: 91, pricePolicyId: 1, amount: agorot(2500), serviceCharge: agorot(0) }],
          products: [],
          orderServiceCharge: agorot(0),
          cancellationFee: null,
          paymentSessionId: null,
        })
        if (E.isLeft(created)) return created
        const id = created.right.reservation.reservationIdentifier
        const redeemed = await tx.coupons.redeem('KARTIS1', 1, id)
        if (E.isLeft(redeemed)) return redeemed
        const paid = await tx.vouchers.debit('VOUCHER-50', agorot(voucherAmount), id)
        return E.map(() => id)(paid)
      })

    const refused = await commit(9_999)
    expect(E.isLeft(refused) && refused.left.code).toBe('VOUCHER_WITHOUT_BALANCE')
    expect(await reservations.listForUuid('v')).toEqual([])
    expect(await used()).toBe(0)
    expect(await locksOf('v')).toEqual([2])

    // The refused attempt drew KR-AAAAAAAA and rolled it back with the rest.
    expect(await commit(2_500)).toEqual(E.right('KR-BBBBBBBB'))
    expect((await vouchers.findByCode('VOUCHER-50'))?.balance).toBe(2_500)
    expect(await vouchers.history('VOUCHER-50')).toEqual([{ amount: 2_500, reservationIdentifier: 'KR-BBBBBBBB', createdAt: START }])
    expect(await used()).toBe(1)
    expect(await sold()).toEqual([{ x: 2, reservation_identifier: 'KR-BBBBBBBB' }])
  })
})

describe.each(ENGINES)('SqlReservationRepository on %s', (engine) => {
  it('shows a reservation only to the uuid that made it, and lists a uuid’s newest first', async () => {
    const { clock, create, reservations, seat, lock, order } = await setup(engine)
    await lock([seat(2), seat(3)])
    await create(order([seat(2)]))
    clock.advance(MINUTE)
    await create(order([seat(3)]))
    expect((await reservations.getForUuid('KR-AAAAAAAA', UUID))?.seatNames).toBe('2')
    expect(await reservations.getForUuid('KR-AAAAAAAA', 'visitor-2')).toBeNull()
    expect(await reservations.getForUuid('KR-NOTHERE', UUID)).toBeNull()
    const listed = await reservations.listForUuid(UUID)
    expect(listed.map((r) => [r.reservationIdentifier, r.seatNames, r.ticketIdentifiers.length])).toEqual([
      ['KR-BBBBBBBB', '3', 2],
      ['KR-AAAAAAAA', '2', 2],
    ])
    expect(await reservations.listForUuid('visitor-2')).toEqual([])
  })

  it('finds any reservation by its identifier, and a number’s reservations without a customer', async () => {
    const { create, reservations, seat, lock, order } = await setup(engine)
    await lock([seat(2), seat(3)])
    await create(order([seat(2)]))
    const other = { firstName: 'אבי', lastName: 'לוי', email: 'avi@example.org', mobileNumber: '0527654321', ssn: '' }
    await create(order([seat(3)], { customer: other, idempotencyKey: 'second' }))
    expect((await reservations.get('KR-AAAAAAAA'))?.seatNames).toBe('2')
    expect(await reservations.get('KR-NOTHERE')).toBeNull()
    expect((await reservations.listForCustomer(null, '0527654321')).map((r) => r.reservationIdentifier)).toEqual(['KR-BBBBBBBB'])
    expect(await reservations.listForCustomer(null, '0541111111')).toEqual([])
    expect(await reservations.listForCustomer(null, null)).toEqual([])
  })

  it('cancels: state 3, quantity 0, names cleared, seats free at once, fee inputs and lines kept', async () => {
    const { clock, create, reservations, sold, seat, lock, order } = await setup(engine)
    await lock([seat(2), seat(3)])
    await create(order([seat(2), seat(3)]))
    clock.advance(MINUTE)
    const cancelled = await reservations.cancel('KR-AAAAAAAA', UUID)
    if (E.isLeft(cancelled)) throw new Error(cancelled.left.code)
    expect(cancelled.right).toMatchObject({
      resStateId: 3,
      quantity: 0,
      sectionName: '',
      rowNames: '',
      seatNames: '',
      isUnpaid: false,
      cancelledAt: START + MINUTE,
      total: 13_300,
      cancellationFee: { kind: 'fixed', basis: 'perTicket', amount: 1000 },
    })
    expect(cancelled.right.tickets.map((t) => [t.kind, t.amount, t.seat])).toEqual([
      ['seat', 4000, null],
      ['seat', 4000, null],
      ['product', 2200, null],
    ])
    expect(await sold()).toEqual([])
    // The seat is free for another visitor at once.
    await lock([seat(2)], 'visitor-2')
  })

  it('keeps a percent cancellation fee, and none', async () => {
    const { create, reservations, seat, lock, order } = await setup(engine)
    await lock([seat(2), seat(3)])
    await create(order([seat(2)], { cancellationFee: { kind: 'percent', basis: 'perOrder', percent: 12.5 } }))
    await create(order([seat(3)], { cancellationFee: null }))
    expect((await reservations.getForUuid('KR-AAAAAAAA', UUID))?.cancellationFee).toEqual({
      kind: 'percent',
      basis: 'perOrder',
      percent: 12.5,
    })
    expect((await reservations.getForUuid('KR-BBBBBBBB', UUID))?.cancellationFee).toBeNull()
  })

  it('refuses to cancel twice, or another uuid’s reservation', async () => {
    const { create, reservations, seat, lock, order } = await setup(engine)
    await lock([seat(2)])
    await create(order([seat(2)]))
    expect(await reservations.cancel('KR-AAAAAAAA', 'visitor-2')).toEqual(
      E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier: 'KR-AAAAAAAA' })),
    )
    expect(E.isRight(await reservations.cancel('KR-AAAAAAAA', UUID))).toBe(true)
    expect(await reservations.cancel('KR-AAAAAAAA', UUID)).toEqual(
      E.left(kartisError('NOTHING_TO_CANCEL', { reservationIdentifier: 'KR-AAAAAAAA' })),
    )
  })

  it('draws another identifier when the source repeats one already used', async () => {
    const ids = ['KR-AAAAAAAA', 'KR-AAAAAAAA', 'KR-BBBBBBBB']
    const { create, order } = await setup(engine, () => ids.shift() ?? 'KR-ZZZZZZZZ')
    const first = await create(order([], { idempotencyKey: 'one' }))
    const second = await create(order([], { idempotencyKey: 'two' }))
    expect([first, second].map((r) => (E.isRight(r) ? r.right.reservation.reservationIdentifier : r.left.code))).toEqual([
      'KR-AAAAAAAA',
      'KR-BBBBBBBB',
    ])
  })
})

describe.each(ENGINES)('SqlReservationTx.markPaid on %s', (engine) => {
  it('turns a hold into a paid reservation with the session that paid it, once', async () => {
    const { transaction, create, reservations, seat, lock, order } = await setup(engine)
    await lock([seat(2)])
    await create(order([seat(2)], { isHold: true }))
    const paid = await transaction((tx) => tx.reservations.markPaid('KR-AAAAAAAA', UUID, 'pay-1'))
    expect(paid).toEqual(E.right(expect.objectContaining({ resStateId: 2, isUnpaid: false, paymentSessionId: 'pay-1', quantity: 3 })))
    expect(await transaction((tx) => tx.reservations.markPaid('KR-AAAAAAAA', UUID, 'pay-2'))).toEqual(
      E.left(kartisError('PAYMENT_ERROR', { reason: 'not-unpaid', reservationIdentifier: 'KR-AAAAAAAA' })),
    )
    expect(await reservations.getForUuid('KR-AAAAAAAA', UUID)).toMatchObject({ paymentSessionId: 'pay-1' })
  })

  it('refuses another uuid’s reservation, a paid or cancelled one, and a session that paid another reservation', async () => {
    const { transaction, create, reservations, seat, lock, order } = await setup(engine)
    await lock([seat(2), seat(3), seat(4)])
    await create(order([seat(2)], { isHold: true }))
    await create(order([seat(3)], { isHold: true }))
    await create(order([seat(4)]))
    const markPaid = (id: string, uuid: string, session: string | null) => transaction((tx) => tx.reservations.markPaid(id, uuid, session))
    expect(await markPaid('KR-AAAAAAAA', 'visitor-2', 'pay-1')).toEqual(
      E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier: 'KR-AAAAAAAA' })),
    )
    expect(await markPaid('KR-CCCCCCCC', UUID, null)).toEqual(
      E.left(kartisError('PAYMENT_ERROR', { reason: 'not-unpaid', reservationIdentifier: 'KR-CCCCCCCC' })),
    )
    expect(E.isRight(await markPaid('KR-AAAAAAAA', UUID, 'pay-1'))).toBe(true)
    expect(await markPaid('KR-BBBBBBBB', UUID, 'pay-1')).toEqual(
      E.left(kartisError('PAYMENT_ERROR', { reason: 'payment-already-used', paymentSessionId: 'pay-1' })),
    )
    await reservations.cancel('KR-BBBBBBBB', UUID)
    expect(await markPaid('KR-BBBBBBBB', UUID, 'pay-2')).toEqual(
      E.left(kartisError('PAYMENT_ERROR', { reason: 'not-unpaid', reservationIdentifier: 'KR-BBBBBBBB' })),
    )
  })
})

describe.each(ENGINES)('the customer on a reservation on %s', (engine) => {
  it('shows the name, and the mobile number beginning 0 even when kept as +972', async () => {
    const { create, reservations, seat, lock, order } = await setup(engine)
    await lock([seat(2), seat(3)])
    const customer = { firstName: 'דנה', lastName: 'כהן', email: 'dana@example.org', mobileNumber: '+972501234567', ssn: '000000018' }
    await create(order([seat(2)], { customer }))
    await create(order([seat(3)], { customer: { ...customer, mobileNumber: '0527654321' } }))
    expect(await reservations.getForUuid('KR-AAAAAAAA', UUID)).toMatchObject({
      customerName: 'דנה כהן',
      mobileNumber: '0501234567',
      numberOfPayments: null,
    })
    expect(await reservations.getForUuid('KR-BBBBBBBB', UUID)).toMatchObject({ mobileNumber: '0527654321' })
  })
})

describe.each(ENGINES)('SqlReservationTx.enrolleesOf (§8 ALREADY_ENROLLED) on %s', (engine) => {
  it("finds the season's live enrolments that may be the buyer's, by mobile or ID in any spelling", async () => {
    const { create, transaction, reservations, seat, lock, order } = await setup(engine)
    await lock([seat(2), seat(3), seat(4)])
    const enrolment = { membershipId: 9, seasonId: 1, ticketId: 11, seasonName: 'עונה', rateName: 'שלישייה', isFixedSeat: true }
    const customer = { firstName: 'דנה', lastName: 'כהן', email: 'dana@example.org', mobileNumber: '050-123 4567', ssn: '18' }
    await create(order([seat(2)], { customer, enrolment }))
    // Another season's, and a cancelled one: neither counts.
    await create(order([seat(3)], { customer, enrolment: { ...enrolment, seasonId: 2 } }))
    await create(order([seat(4)], { customer, enrolment }))
    expect(E.isRight(await reservations.cancel('KR-CCCCCCCC', UUID))).toBe(true)
    const season = { membershipId: 9, seasonId: 1 }
    const found = (buyer: { customerId: number | null; mobileNumber: string; ssn: string }) =>
      transaction(async (tx) => E.right(await tx.reservations.enrolleesOf(season, buyer)))
    const dana = { customerId: null, mobileNumber: '0501234567', ssn: '000000018' }
    expect(await found({ ...dana, ssn: '123456782' })).toEqual(E.right([{ customerId: null, mobileNumber: '050-123 4567', ssn: '18' }]))
    expect(await found({ ...dana, mobileNumber: '0527654321' })).toMatchObject(E.right([{ ssn: '18' }]))
    expect(await found({ customerId: 5, mobileNumber: '0527654321', ssn: '123456782' })).toEqual(E.right([]))
  })
})

/**
 * Several box-office processes on one database: each race runs its commits at once from two
 * pools on the same PostgreSQL schema (two processes), or on SQLite's one connection. Each
 * has a control without the transaction (guard false) showing the race can go wrong; the
 * control tries a few rounds, as a race needs the commits to interleave.
 */
describe.each(ENGINES)('reservations under concurrent commits on %s', (engine) => {
  const ROUNDS = 5
  const COMMITS = 4

  const racing = async () => {
    const fixture = await setup(engine, randomReservationIdentifier)
    const other = await anotherProcess(fixture.database)
    const on = (i: number) => (i % 2 === 0 ? fixture.database : other)
    /** How many reservations have the value in the column. */
    const count = async (column: 'idempotency_key' | 'payment_session_id', value: string) =>
      (await fixture.database.db.selectFrom('reservations').select('reservation_identifier').where(column, '=', value).execute()).length
    return { ...fixture, on, count }
  }

  /** A commit as commit-order runs it: the key looked up first, then the reservation created. */
  const commit = (tx: OrderTx, input: NewReservation): Promise<Result<CreatedReservation>> =>
    tx.reservations
      .findByIdempotencyKey(input.uuid, input.idempotencyKey)
      .then((replay) => (replay === null ? tx.reservations.create(input) : E.right({ reservation: replay, isReplay: true })))

  /** How a racing commit ended: a new reservation, a replay, an expected failure's code, or thrown (failed). */
  const outcomeOf = (settled: PromiseSettledResult<Result<CreatedReservation>>): string => {
    if (settled.status === 'rejected') return 'failed'
    if (E.isLeft(settled.value)) return settled.value.left.code
    return settled.value.right.isReplay ? 'replay' : 'new'
  }

  /** COMMITS commits at once of one visitor with one key: how many succeeded as new, as replays, and how many failed. */
  const sameKeyRound = async (race: Awaited<ReturnType<typeof racing>>, key: string, guard: boolean) => {
    const input = race.order([], { idempotencyKey: key })
    const results = await Promise.allSettled(
      Array.from({ length: COMMITS }, (_, i) => race.transaction((tx) => commit(tx, input), guard, race.on(i))),
    )
    return { outcomes: results.map(outcomeOf).sort(), stored: await race.count('idempotency_key', key) }
  }

  it('the same key committed at once from two processes: one reservation, the others replay it', async () => {
    const race = await racing()
    for (let round = 0; round < ROUNDS; round++)
      expect(await sameKeyRound(race, `key-${round}`, true)).toEqual({ outcomes: ['new', 'replay', 'replay', 'replay'], stored: 1 })
  })

  it('control: without the transaction (and its lock), commits of one key race (a unique violation, or a second reservation)', async () => {
    const race = await racing()
    const rounds = []
    for (let round = 0; round < ROUNDS; round++) rounds.push(await sameKeyRound(race, `key-${round}`, false))
    expect(rounds.some((r) => r.outcomes.includes('failed') || r.stored > 1)).toBe(true)
  })

  /** COMMITS commits at once of different visitors paid by one payment session: outcomes and reservations stored. */
  const sameSessionRound = async (race: Awaited<ReturnType<typeof racing>>, session: string, guard: boolean) => {
    const results = await Promise.allSettled(
      Array.from({ length: COMMITS }, (_, i) =>
        race.transaction(
          (tx) => commit(tx, race.order([], { uuid: `visitor-${i}`, idempotencyKey: session, paymentSessionId: session })),
          guard,
          race.on(i),
        ),
      ),
    )
    return { outcomes: results.map(outcomeOf).sort(), stored: await race.count('payment_session_id', session) }
  }

  it('one payment session committed at once by two processes: one reservation, the others PAYMENT_ALREADY_USED', async () => {
    const race = await racing()
    for (let round = 0; round < ROUNDS; round++)
      expect(await sameSessionRound(race, `pay-${round}`, true)).toEqual({
        outcomes: ['PAYMENT_ALREADY_USED', 'PAYMENT_ALREADY_USED', 'PAYMENT_ALREADY_USED', 'new'],
        stored: 1,
      })
  })

  it('control: without the transaction (and its lock), one payment session pays several reservations', async () => {
    const race = await racing()
    const rounds = []
    for (let round = 0; round < ROUNDS; round++) rounds.push(await sameSessionRound(race, `pay-${round}`, false))
    expect(rounds.some((r) => r.stored > 1)).toBe(true)
  })

  // No control for these two: one conditional UPDATE decides, with or without a transaction.
  it('a reservation cancelled twice at once from two processes is cancelled once', async () => {
    const race = await racing()
    await race.lock([race.seat(2)])
    const created = await race.create(race.order([race.seat(2)]))
    if (E.isLeft(created)) throw new Error(created.left.code)
    const id = created.right.reservation.reservationIdentifier
    const results = await Promise.all(
      Array.from({ length: COMMITS }, (_, i) => race.transaction((tx) => tx.reservations.cancel(id, UUID), true, race.on(i))),
    )
    expect(results.map((r) => (E.isLeft(r) ? r.left.code : 'cancelled')).sort()).toEqual([
      'NOTHING_TO_CANCEL',
      'NOTHING_TO_CANCEL',
      'NOTHING_TO_CANCEL',
      'cancelled',
    ])
  })

  it('a hold paid twice at once from two processes is paid once', async () => {
    const race = await racing()
    const created = await race.create(race.order([], { isHold: true }))
    if (E.isLeft(created)) throw new Error(created.left.code)
    const id = created.right.reservation.reservationIdentifier
    const results = await Promise.all(
      Array.from({ length: COMMITS }, (_, i) => race.transaction((tx) => tx.reservations.markPaid(id, UUID, `pay-${i}`), true, race.on(i))),
    )
    const paid = results.flatMap((r) => (E.isRight(r) ? [r.right.paymentSessionId] : []))
    expect(paid).toHaveLength(1)
    expect(results.filter(E.isLeft).map((r) => r.left.params)).toEqual(
      Array.from({ length: COMMITS - 1 }, () => ({ reason: 'not-unpaid', reservationIdentifier: id })),
    )
    expect((await race.reservations.getForUuid(id, UUID))?.paymentSessionId).toBe(paid[0])
  })
})
