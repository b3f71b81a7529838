import * as E from 'fp-ts/Either'
import { describe, expect, it, onTestFinished } from 'vitest'
import { ManualClock, ReservationState, agorot, type Agorot, type Result } from '@kartis/core'
import type { Engine } from '../storage/database/storage-database'
import { sqlServerStorage } from '../storage/sql-server-storage'
import { anotherProcess, ENGINES } from '../test-support/test-databases'
import type { ReservationOwner } from '../customers/reservation-owner'
import { createHold, customerAccount, holdTotalOf } from './hold-fixture'
import { payHoldReservation, type HoldPaymentDeps } from './hold-payment'
import { OTHER_VISITOR, VISITOR, cartOf, openPaymentFixture, type SeatChoice } from './payment-fixture'

const START = Date.UTC(2025, 6, 1, 9, 0)
const MINUTE = 60_000
const TWO_SEATS: readonly SeatChoice[] = [
  { x: 1, ticketId: 11 },
  { x: 2, ticketId: 11 },
]

/** A box office with a hold of two seats (₪89.00) for a presentation an hour after START. */
const setup = async (engine: Engine) => {
  const clock = new ManualClock(START)
  const fixture = await openPaymentFixture(clock, {}, { engine })
  onTestFinished(() => fixture.database.close())
  const { storage, presentationId } = fixture
  const deps: HoldPaymentDeps = { unitOfWork: storage.unitOfWork, paymentSessions: storage.paymentSessions, clock, config: fixture.config }
  const hold = await createHold(storage, VISITOR, presentationId, TWO_SEATS)
  /** An approved (or declined) hosted-page payment of `amount` by `uuid`: its id. */
  const paid = async (amount: Agorot, uuid = VISITOR, status: 'approved' | 'declined' = 'approved'): Promise<string> => {
    const session = await storage.paymentSessions.create({ uuid, amount, numberOfPayments: 1 })
    if (E.isLeft(session)) throw new Error(session.left.code)
    await storage.paymentSessions.settle(session.right.id, { status, cardLast4: '4580', numberOfPayments: 3 })
    return session.right.id
  }
  const pay = (
    paymentIdentifier: string | null,
    reservationIdentifier = hold,
    uuid = VISITOR,
    on = deps,
    customer: ReservationOwner | null = null,
  ) => payHoldReservation(on, { uuid, reservationIdentifier, cart: { ...cartOf(presentationId, TWO_SEATS), paymentIdentifier }, customer })
  const shown = () => storage.reservations.getForUuid(hold, VISITOR)
  /** The same box office served by a second process (PostgreSQL; on SQLite the one process). */
  const secondProcess = async (): Promise<HoldPaymentDeps> => {
    const other = sqlServerStorage(await anotherProcess(fixture.database), clock)
    return { ...deps, unitOfWork: other.unitOfWork, paymentSessions: other.paymentSessions }
  }
  return { clock, storage, presentationId, hold, paid, pay, shown, secondProcess }
}

const failure = (result: Result<string>): readonly unknown[] =>
  E.isLeft(result) ? [result.left.code, result.left.params?.['reason']] : ['paid', result.right]

describe.each(ENGINES)('payHoldReservation on %s', (engine) => {
  it('pays the hold with an approved payment of its total: paid, no longer unpaid, with the chosen payments', async () => {
    const { pay, paid, hold, shown } = await setup(engine)
    expect(await shown()).toMatchObject({ resStateId: ReservationState.active, isUnpaid: true, total: 8900 })
    const paymentId = await paid(holdTotalOf(2))
    expect(await pay(paymentId)).toEqual(E.right(hold))
    expect(await shown()).toMatchObject({
      resStateId: ReservationState.paid,
      isUnpaid: false,
      quantity: 2,
      paymentSessionId: paymentId,
      numberOfPayments: 3,
    })
  })

  it('answers a retry with the same payment with the same reservation, and refuses a second payment', async () => {
    const { pay, paid, hold, shown } = await setup(engine)
    const paymentId = await paid(holdTotalOf(2))
    await pay(paymentId)
    const after = await shown()
    expect(await pay(paymentId)).toEqual(E.right(hold))
    expect(await shown()).toEqual(after)
    expect(failure(await pay(await paid(holdTotalOf(2))))).toEqual(['PAYMENT_ERROR', 'not-unpaid'])
  })

  it('answers concurrent retries of one payment, from two processes, with the same reservation, paid once', async () => {
    const { pay, paid, hold, shown, secondProcess } = await setup(engine)
    const other = await secondProcess()
    const paymentId = await paid(holdTotalOf(2))
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => pay(paymentId, hold, VISITOR, i % 2 === 0 ? undefined : other)))
    expect(results.map(failure)).toEqual(results.map(() => ['paid', hold]))
    expect(await shown()).toMatchObject({ resStateId: ReservationState.paid, isUnpaid: false, paymentSessionId: paymentId })
  })

  it('pays a hold once when two payments race from two processes: the other is refused', async () => {
    const { pay, paid, hold, shown, secondProcess } = await setup(engine)
    const other = await secondProcess()
    const [first, second] = [await paid(holdTotalOf(2)), await paid(holdTotalOf(2))]
    const results = await Promise.all([pay(first), pay(second, hold, VISITOR, other)])
    expect(results.filter(E.isRight)).toHaveLength(1)
    expect(results.filter(E.isLeft).map(failure)).toEqual([['PAYMENT_ERROR', 'not-unpaid']])
    const winner = results[0] !== undefined && E.isRight(results[0]) ? first : second
    expect(await shown()).toMatchObject({ isUnpaid: false, paymentSessionId: winner })
  })

  it('refuses unknown reservations and other visitors’ as not found', async () => {
    const { pay, paid, hold, shown } = await setup(engine)
    const before = await shown()
    expect(failure(await pay(await paid(holdTotalOf(2)), 'KR-00000000'))).toEqual(['RESERVATION_NOT_FOUND', undefined])
    expect(failure(await pay(await paid(holdTotalOf(2), OTHER_VISITOR), hold, OTHER_VISITOR))).toEqual(['RESERVATION_NOT_FOUND', undefined])
    expect(await shown()).toEqual(before)
  })

  it('issue 12: the customer whose hold it is pays it from another browser; another customer, or an anonymous visitor, finds nothing', async () => {
    const { pay, paid, storage, presentationId } = await setup(engine)
    const [customerId, strangerId] = [await customerAccount(storage, '0506543210'), await customerAccount(storage, '0532109876')]
    const owner: ReservationOwner = { customerId, verifiedMobile: null }
    const owned = await createHold(storage, VISITOR, presentationId, [{ x: 5, ticketId: 11 }], '0501234567', owner.customerId)
    const before = await storage.reservations.getForUuid(owned, VISITOR)
    const strangers: readonly (ReservationOwner | null)[] = [
      null,
      { customerId: 8, verifiedMobile: null },
      { customerId: 8, verifiedMobile: '0529999999' },
    ]
    for (const stranger of strangers)
      expect(failure(await pay(await paid(holdTotalOf(1), OTHER_VISITOR), owned, OTHER_VISITOR, undefined, stranger))).toEqual([
        'RESERVATION_NOT_FOUND',
        undefined,
      ])
    expect(await storage.reservations.getForUuid(owned, VISITOR)).toEqual(before)
    // The payment is the payer's own: a payment session of the visitor who ordered does not pay for another browser.
    expect(failure(await pay(await paid(holdTotalOf(1)), owned, OTHER_VISITOR, undefined, owner))).toEqual([
      'PAYMENT_ERROR',
      'payment-not-found',
    ])
    const paymentId = await paid(holdTotalOf(1), OTHER_VISITOR)
    expect(await pay(paymentId, owned, OTHER_VISITOR, undefined, owner)).toEqual(E.right(owned))
    expect(await storage.reservations.getForUuid(owned, VISITOR)).toMatchObject({ isUnpaid: false, paymentSessionId: paymentId })
    // And so does the customer who proved the number it was bought with.
    const byMobile = await createHold(storage, VISITOR, presentationId, [{ x: 6, ticketId: 11 }], '0527654321')
    const proved: ReservationOwner = { customerId: strangerId, verifiedMobile: '0527654321' }
    expect(await pay(await paid(holdTotalOf(1), OTHER_VISITOR), byMobile, OTHER_VISITOR, undefined, proved)).toEqual(E.right(byMobile))
  })

  it('refuses a wrong amount, an unpaid, declined or foreign payment, and changes nothing', async () => {
    const { pay, paid, shown } = await setup(engine)
    const before = await shown()
    expect(failure(await pay(await paid(agorot(8800))))).toEqual(['PAYMENT_ERROR', 'amount-mismatch'])
    expect(failure(await pay(null))).toEqual(['PAYMENT_ERROR', 'payment-not-found'])
    expect(failure(await pay(await paid(holdTotalOf(2), OTHER_VISITOR)))).toEqual(['PAYMENT_ERROR', 'payment-not-found'])
    expect(failure(await pay(await paid(holdTotalOf(2), VISITOR, 'declined')))).toEqual(['CARD_PROVIDER_ERROR', undefined])
    expect(await shown()).toEqual(before)
  })

  it('refuses a payment that already paid another reservation', async () => {
    const { pay, paid, storage, presentationId } = await setup(engine)
    const paymentId = await paid(holdTotalOf(2))
    await pay(paymentId)
    const second = await createHold(storage, VISITOR, presentationId, [
      { x: 5, ticketId: 11 },
      { x: 6, ticketId: 11 },
    ])
    expect(failure(await pay(paymentId, second))).toEqual(['PAYMENT_ERROR', 'payment-already-used'])
    expect(await storage.reservations.getForUuid(second, VISITOR)).toMatchObject({ isUnpaid: true })
  })

  it('refuses after the hold deadline, 30 minutes before the event, and a cancelled hold', async () => {
    const { pay, paid, clock, storage, presentationId } = await setup(engine)
    const cancelled = await createHold(storage, VISITOR, presentationId, [
      { x: 5, ticketId: 11 },
      { x: 6, ticketId: 11 },
    ])
    await storage.reservations.cancel(cancelled, VISITOR)
    expect(failure(await pay(await paid(holdTotalOf(2)), cancelled))).toEqual(['PAYMENT_ERROR', 'not-unpaid'])
    clock.advance(30 * MINUTE)
    const atDeadline = await paid(holdTotalOf(2))
    clock.advance(1 * MINUTE)
    expect(failure(await pay(atDeadline))).toEqual(['TOO_CLOSE_TO_PRSNT_DATE', undefined])
  })
})
