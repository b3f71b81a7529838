import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { agorot, kartisError, ManualClock } from '@kartis/core'
import { FIXTURE_GA_SECTION, FIXTURE_RESERVED_SECTION, openFixture } from './fixture-catalog'
import { RESERVATION_IDENTIFIER_PATTERN } from './identifiers'
import { idempotencyKeyOf } from './idempotency-key'
import type { NewReservation } from './reservation-repository'
import { SqliteReservationRepository } from './sqlite-reservation-repository'
import { SqliteSeatInventory } from './sqlite-seat-inventory'
import { SqliteUnitOfWork } from './sqlite-unit-of-work'

const START = Date.UTC(2025, 6, 1, 9, 0)
const MINUTE = 60_000
const UUID = 'visitor-1'

const setup = async () => {
  const clock = new ManualClock(START)
  const fixture = await openFixture(clock)
  const ids = ['KR-AAAAAAAA', 'KR-BBBBBBBB', 'KR-CCCCCCCC']
  const unit = new SqliteUnitOfWork(fixture.db, clock, { newReservationIdentifier: () => ids.shift() ?? 'KR-ZZZZZZZZ' })
  const inventory = new SqliteSeatInventory(fixture.db, clock)
  const reservations = new SqliteReservationRepository(fixture.db, clock)
  const p = fixture.presentationId
  const seat = (x: number, sectionId = FIXTURE_RESERVED_SECTION, y = 1) => ({ presentationId: p, sectionId, x, y })
  const lock = (keys: readonly ReturnType<typeof seat>[], uuid = UUID) =>
    inventory.transaction(async (tx) => {
      for (const key of keys) await tx.insertLock({ ...key, uuid, ticketGroupId: 1 }, 10 * MINUTE)
      return E.right(undefined)
    })
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
  return { clock, unit, inventory, reservations, p, seat, lock, order }
}

describe('SqliteReservationTx.create', () => {
  it('turns the uuid’s locks into sold seats of a new reservation with identifiers per seat and product', async () => {
    const { unit, inventory, p, seat, lock, order } = await setup()
    await lock([seat(2), seat(3)])
    const created = await unit.transaction((tx) => tx.reservations.create(order([seat(2), seat(3)])))
    if (E.isLeft(created)) throw new Error(created.left.code)
    const r = created.right.reservation
    expect(created.right.isReplay).toBe(false)
    expect(r.reservationIdentifier).toMatch(RESERVATION_IDENTIFIER_PATTERN)
    expect(r).toMatchObject({
      reservationIdentifier: 'KR-AAAAAAAA',
      resStateId: 2,
      quantity: 4,
      featureName: 'הצגת בדיקה',
      sectionName: 'אולם',
      rowNames: 'א',
      seatNames: '2, 3',
      isUnpaid: false,
      startDateTime: '2025-07-01T13:00:00+03:00',
      ticketIdentifiers: ['KR-AAAAAAAA-01', 'KR-AAAAAAAA-02', 'KR-AAAAAAAA-03'],
      // 2 × (40 + 2) + 2 × 22 + 5
      total: 13_300,
    })
    expect(r.tickets.map((t) => t.seat)).toEqual([seat(2), seat(3), null])
    expect(await inventory.locksOf(UUID)).toEqual([])
    expect((await inventory.occupiedSeats(p)).map((s) => [s.x, s.occupancy])).toEqual([
      [2, { kind: 'sold', reservationIdentifier: 'KR-AAAAAAAA' }],
      [3, { kind: 'sold', reservationIdentifier: 'KR-AAAAAAAA' }],
    ])
  })

  it('returns the same reservation for a retried commit, writing nothing new', async () => {
    const { unit, reservations, seat, lock, order } = await setup()
    await lock([seat(4)])
    const first = await unit.transaction((tx) => tx.reservations.create(order([seat(4)])))
    // The retry arrives after the locks became sold: it must not fail, nor sell again.
    const retry = await unit.transaction((tx) => tx.reservations.create(order([seat(4)])))
    expect(E.isRight(first) && E.isRight(retry)).toBe(true)
    if (E.isLeft(first) || E.isLeft(retry)) return
    expect(retry.right.isReplay).toBe(true)
    expect(retry.right.reservation).toEqual(first.right.reservation)
    expect(await reservations.listForUuid(UUID)).toHaveLength(1)
  })

  it('keys idempotency per uuid: the same cart from another uuid is another commit', async () => {
    const { unit, seat, lock, order } = await setup()
    await lock([seat(5)])
    await unit.transaction((tx) => tx.reservations.create(order([seat(5)])))
    const other = await unit.transaction((tx) => tx.reservations.create(order([seat(5)], { uuid: 'visitor-2' })))
    expect(other).toEqual(E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', seat(5))))
  })

  it('refuses a seat the uuid does not hold, and writes nothing', async () => {
    const { clock, unit, reservations, inventory, p, seat, lock, order } = await setup()
    await lock([seat(1)])
    await lock([seat(6)], 'visitor-2')
    const taken = await unit.transaction((tx) => tx.reservations.create(order([seat(1), seat(6)])))
    expect(taken).toEqual(E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', seat(6))))
    clock.advance(10 * MINUTE)
    const expired = await unit.transaction((tx) => tx.reservations.create(order([seat(1)])))
    expect(expired).toEqual(E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', seat(1))))
    expect(await reservations.listForUuid(UUID)).toEqual([])
    expect(await inventory.occupiedSeats(p)).toEqual([])
  })

  it('refuses an empty order, a seat listed twice and a negative amount', async () => {
    const { unit, seat, lock, order } = await setup()
    await lock([seat(1)])
    expect(await unit.transaction((tx) => tx.reservations.create(order([], { products: [] })))).toEqual(
      E.left(kartisError('SELECTION_REQUIRED')),
    )
    const twice = await unit.transaction((tx) => tx.reservations.create(order([seat(1), seat(1)])))
    expect(E.isLeft(twice) && twice.left.code).toBe('BAD_REQUEST')
    const negative = await unit.transaction((tx) => tx.reservations.create(order([seat(1)], { orderServiceCharge: agorot(-1) })))
    expect(negative).toEqual(E.left(kartisError('INVALID_AMOUNT')))
  })

  it('records a hold order as active and unpaid, and GA places without row or seat names', async () => {
    const { unit, inventory, seat, order } = await setup()
    const ga = seat(1, FIXTURE_GA_SECTION)
    await inventory.transaction(async (tx) => E.right(await tx.insertLock({ ...ga, uuid: UUID, ticketGroupId: 2 }, MINUTE)))
    const created = await unit.transaction((tx) => tx.reservations.create(order([ga], { isHold: true, products: [] })))
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
})

describe('SqliteReservationRepository', () => {
  it('shows a reservation only to the uuid that made it', async () => {
    const { unit, reservations, seat, lock, order } = await setup()
    await lock([seat(2)])
    await unit.transaction((tx) => tx.reservations.create(order([seat(2)])))
    expect((await reservations.getForUuid('KR-AAAAAAAA', UUID))?.seatNames).toBe('2')
    expect(await reservations.getForUuid('KR-AAAAAAAA', 'visitor-2')).toBeNull()
    expect(await reservations.getForUuid('KR-NOTHERE', UUID)).toBeNull()
  })

  it('cancels: state 3, quantity 0, names cleared, seats free at once, fee inputs and lines kept', async () => {
    const { clock, unit, reservations, inventory, p, seat, lock, order } = await setup()
    await lock([seat(2), seat(3)])
    await unit.transaction((tx) => tx.reservations.create(order([seat(2), seat(3)])))
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
    expect(await inventory.occupiedSeats(p)).toEqual([])
    await lock([seat(2)], 'visitor-2')
    expect((await inventory.occupiedSeats(p)).map((s) => s.occupancy.kind)).toEqual(['locked'])
  })

  it('refuses to cancel twice, or another uuid’s reservation', async () => {
    const { unit, reservations, seat, lock, order } = await setup()
    await lock([seat(2)])
    await unit.transaction((tx) => tx.reservations.create(order([seat(2)])))
    expect(await reservations.cancel('KR-AAAAAAAA', 'visitor-2')).toEqual(
      E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier: 'KR-AAAAAAAA' })),
    )
    expect(E.isRight(await reservations.cancel('KR-AAAAAAAA', UUID))).toBe(true)
    expect(await reservations.cancel('KR-AAAAAAAA', UUID)).toEqual(
      E.left(kartisError('NOTHING_TO_CANCEL', { reservationIdentifier: 'KR-AAAAAAAA' })),
    )
  })

  it('draws another identifier when the source repeats one already used', async () => {
    const clock = new ManualClock(START)
    const { db, presentationId } = await openFixture(clock)
    const ids = ['KR-AAAAAAAA', 'KR-AAAAAAAA', 'KR-BBBBBBBB']
    const unit = new SqliteUnitOfWork(db, clock, { newReservationIdentifier: () => ids.shift() ?? 'KR-ZZZZZZZZ' })
    const product = { productId: 1, presentationId, quantity: 1, unitPrice: agorot(2200) }
    const commit = (key: string) =>
      unit.transaction((tx) =>
        tx.reservations.create({
          uuid: UUID,
          idempotencyKey: key,
          presentationId,
          isHold: false,
          customer: { firstName: 'א', lastName: 'ב', email: 'a@b.c', mobileNumber: '0500000000', ssn: '' },
          seats: [],
          products: [product],
          orderServiceCharge: agorot(0),
          cancellationFee: null,
          paymentSessionId: null,
        }),
      )
    const first = await commit('one')
    const second = await commit('two')
    expect([first, second].map((r) => (E.isRight(r) ? r.right.reservation.reservationIdentifier : r.left.code))).toEqual([
      'KR-AAAAAAAA',
      'KR-BBBBBBBB',
    ])
  })
})

describe('SqliteReservationTx.markPaid', () => {
  it('turns a hold into a paid reservation with the session that paid it, once', async () => {
    const { unit, reservations, seat, lock, order } = await setup()
    await lock([seat(2)])
    await unit.transaction((tx) => tx.reservations.create(order([seat(2)], { isHold: true })))
    const paid = await unit.transaction((tx) => tx.reservations.markPaid('KR-AAAAAAAA', UUID, 'pay-1'))
    expect(paid).toEqual(E.right(expect.objectContaining({ resStateId: 2, isUnpaid: false, paymentSessionId: 'pay-1', quantity: 3 })))
    expect(await unit.transaction((tx) => tx.reservations.markPaid('KR-AAAAAAAA', UUID, 'pay-2'))).toEqual(
      E.left(kartisError('PAYMENT_ERROR', { reason: 'not-unpaid', reservationIdentifier: 'KR-AAAAAAAA' })),
    )
    expect(await reservations.getForUuid('KR-AAAAAAAA', UUID)).toMatchObject({ paymentSessionId: 'pay-1' })
  })

  it('refuses another uuid’s reservation, a paid or cancelled one, and a session that paid another reservation', async () => {
    const { unit, reservations, seat, lock, order } = await setup()
    await lock([seat(2), seat(3), seat(4)])
    await unit.transaction((tx) => tx.reservations.create(order([seat(2)], { isHold: true })))
    await unit.transaction((tx) => tx.reservations.create(order([seat(3)], { isHold: true })))
    await unit.transaction((tx) => tx.reservations.create(order([seat(4)])))
    const markPaid = (id: string, uuid: string, session: string | null) =>
      unit.transaction((tx) => tx.reservations.markPaid(id, uuid, session))
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

describe('the customer on a reservation', () => {
  it('shows the name, and the mobile number beginning 0 even when kept as +972', async () => {
    const { unit, reservations, seat, lock, order } = await setup()
    await lock([seat(2), seat(3)])
    const customer = { firstName: 'דנה', lastName: 'כהן', email: 'dana@example.org', mobileNumber: '+972501234567', ssn: '000000018' }
    await unit.transaction((tx) => tx.reservations.create(order([seat(2)], { customer })))
    await unit.transaction((tx) => tx.reservations.create(order([seat(3)], { customer: { ...customer, mobileNumber: '0527654321' } })))
    expect(await reservations.getForUuid('KR-AAAAAAAA', UUID)).toMatchObject({
      customerName: 'דנה כהן',
      mobileNumber: '0501234567',
      numberOfPayments: null,
    })
    expect(await reservations.getForUuid('KR-BBBBBBBB', UUID)).toMatchObject({ mobileNumber: '0527654321' })
  })
})
