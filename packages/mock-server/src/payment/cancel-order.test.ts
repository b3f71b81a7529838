import * as E from 'fp-ts/Either'
import { describe, expect, it, onTestFinished } from 'vitest'
import { ManualClock, ReservationState, agorot, kartisError, type Result } from '@kartis/core'
import { InProcessSeatEvents } from '../seats/in-process-seat-events'
import type { SeatEventMessage } from '../seats/seat-events'
import type { Engine } from '../storage/database/storage-database'
import { sqlServerStorage } from '../storage/sql-server-storage'
import { anotherProcess, ENGINES } from '../test-support/test-databases'
import { cancelOrder, producerCancelOrder, type CancelDeps, type CancelOutcome } from './cancel-order'
import { commitOrder } from './commit-order'
import { CUSTOMER, OTHER_VISITOR, VISITOR, cartOf, keyOf, lockSeats, openPaymentFixture, type SeatChoice } from './payment-fixture'
import { outboxNotices } from '../test-support/outbox-notices'

const START = Date.UTC(2025, 6, 1, 9, 0)
const TWO_SEATS: readonly SeatChoice[] = [
  { x: 1, ticketId: 11 },
  { x: 2, ticketId: 11 },
]

/** A box office with one reservation of two hall seats paid ₪89.00 by gift card (fee ₪10 a ticket). */
const setup = async (engine: Engine) => {
  const clock = new ManualClock(START)
  const fixture = await openPaymentFixture(clock, {}, { engine })
  onTestFinished(() => fixture.database.close())
  const { storage, presentationId, noRefundPresentationId } = fixture
  const seatEvents = new InProcessSeatEvents()
  const published: SeatEventMessage[] = []
  seatEvents.subscribe(presentationId, (message) => published.push(message))
  const commitDeps = { ...storage, notices: outboxNotices(storage), clock, config: fixture.config, seatEvents }
  const buy = async (presentation: number, choices: readonly SeatChoice[]): Promise<string> => {
    await lockSeats(storage, VISITOR, presentation, choices)
    const result = await commitOrder(commitDeps, { uuid: VISITOR, cart: cartOf(presentation, choices, { voucherPayments: ['GIFT-500'] }) })
    if (E.isLeft(result)) throw new Error(result.left.code)
    return result.right.reservationIdentifier
  }
  const deps: CancelDeps = {
    reservations: storage.reservations,
    unitOfWork: storage.unitOfWork,
    notices: outboxNotices(storage),
    clock,
    config: fixture.config,
    seatEvents,
  }
  const reservationIdentifier = await buy(presentationId, TWO_SEATS)
  const all = [`${reservationIdentifier}-01`, `${reservationIdentifier}-02`]
  const cancel = (items = all, refundToTransactionCredit = true, uuid = VISITOR, over: Partial<CancelDeps> = {}) =>
    cancelOrder({ ...deps, ...over }, { uuid, reservationIdentifier, itemsToCancel: items, refundToTransactionCredit })
  const occupied = async () => (await storage.seats.occupiedSeats(presentationId)).length
  /** The same box office served by a second process (PostgreSQL; on SQLite the one process). */
  const secondProcess = async (): Promise<Partial<CancelDeps>> => {
    const other = sqlServerStorage(await anotherProcess(fixture.database), clock)
    return { reservations: other.reservations, unitOfWork: other.unitOfWork, notices: outboxNotices(other) }
  }
  return {
    clock,
    deps,
    storage,
    reservationIdentifier,
    all,
    cancel,
    occupied,
    buy,
    noRefundPresentationId,
    published,
    presentationId,
    secondProcess,
  }
}

const outcome = (result: Result<CancelOutcome>): CancelOutcome => {
  if (E.isLeft(result)) throw new Error(`expected a cancellation, got ${result.left.code}`)
  return result.right
}

const codeOf = (result: Result<CancelOutcome>): string => (E.isLeft(result) ? result.left.code : 'cancelled')

describe.each(ENGINES)('cancelOrder on %s', (engine) => {
  it('cancels with the fee kept at sale, frees the seats at once and gives the rest as transaction credit', async () => {
    const { cancel, occupied, reservationIdentifier, storage } = await setup(engine)
    expect(await occupied()).toBe(2)
    const done = outcome(await cancel())
    // ₪10 a ticket on two tickets of ₪40; paid ₪89.00, so ₪69.00 back as credit.
    expect([done.fee, done.refund]).toEqual([2000, 6900])
    expect(done.reservation).toMatchObject({ resStateId: ReservationState.cancelled, quantity: 0, seatNames: '', isUnpaid: false })
    expect(await occupied()).toBe(0)
    // §9 the credit's code is random, not the reservation's number; it is the visitor's and its code goes to the customer by SMS.
    const code = done.creditCode ?? ''
    expect(code).toMatch(/^CR-(?:[0-9A-Z]{4}-){6}[0-9A-Z]{4}$/)
    expect(code).not.toContain(reservationIdentifier)
    expect(await storage.vouchers.findByCode(code)).toMatchObject({ balance: 6900 })
    expect(await storage.vouchers.findByCode(`CR-${reservationIdentifier}`)).toBeNull()
    expect(await storage.vouchers.creditsOf(VISITOR)).toEqual([expect.objectContaining({ code, reservationIdentifier })])
    expect(await storage.vouchers.creditsOf(OTHER_VISITOR)).toEqual([])
    expect((await storage.sms.listFor(CUSTOMER.mobileNumber)).at(-1)?.text).toContain(code)
  })

  it('goes through the SMS port: a gateway refusing the credit SMS is logged, and the cancellation and its credit stand', async () => {
    const { cancel, storage, occupied } = await setup(engine)
    const warnings: string[] = []
    const refusing = {
      notices: {
        sms: { send: () => Promise.resolve(E.left(kartisError('SMS_FAILED'))) },
        log: { warn: (_details: Readonly<Record<string, unknown>>, message: string) => void warnings.push(message) },
      },
    }
    const done = outcome(await cancel(undefined, true, VISITOR, refusing))
    expect(await occupied()).toBe(0)
    expect(await storage.vouchers.findByCode(done.creditCode ?? '')).toMatchObject({ balance: 6900 })
    expect(warnings).toEqual(['cancellation: the credit code SMS was not sent'])
    expect(await storage.sms.listFor(CUSTOMER.mobileNumber)).not.toContainEqual(
      expect.objectContaining({ text: expect.stringContaining(done.creditCode ?? '') }),
    )
  })

  it('publishes the seats it frees once the cancellation is in (issue 11); a refused one publishes nothing', async () => {
    const { cancel, published, presentationId } = await setup(engine)
    const changes = () =>
      published.flatMap((message) => (message.kind === 'change' && message.event.status === 'free' ? [message.event] : []))
    expect(codeOf(await cancel(undefined, false))).toBe('BALANCE_IS_DUE')
    expect(changes()).toEqual([])
    outcome(await cancel())
    expect(changes()).toEqual([
      expect.objectContaining({
        presentationId,
        seats: TWO_SEATS.map((choice) => {
          const { sectionId, x, y } = keyOf(presentationId, choice)
          return { sectionId, x, y }
        }),
      }),
    ])
  })

  it('issues the credit in the cancel’s own transaction: when the credit fails, the reservation stays as it was', async () => {
    const { cancel, all, occupied, reservationIdentifier, storage } = await setup(engine)
    // The credit's code is taken already (a forced collision), so issuing it (the second step) fails.
    const taken = 'CR-TAKE-N000-0000-0000-0000-0000-0000'
    await storage.vouchers.issue({ code: taken, name: 'קיים', isGiftCard: false, balance: agorot(100), expiresAt: null })
    const before = await storage.reservations.getForUuid(reservationIdentifier, VISITOR)
    const failed = await cancel(all, true, VISITOR, { newCreditCode: () => taken })
    expect(E.isLeft(failed) ? [failed.left.code, failed.left.params?.['reason']] : 'cancelled').toEqual([
      'ORDER_PROCESSING_ERROR',
      'voucher-code-taken',
    ])
    expect(await storage.reservations.getForUuid(reservationIdentifier, VISITOR)).toEqual(before)
    expect(before).toMatchObject({ resStateId: ReservationState.paid, quantity: 2 })
    expect(await occupied()).toBe(2)
    expect(await storage.vouchers.findByCode(taken)).toMatchObject({ balance: 100 })
    expect(await storage.vouchers.creditsOf(VISITOR)).toEqual([])
  })

  it('cancels once when cancellations race from two processes: one credit, the others NOTHING_TO_CANCEL', async () => {
    const { cancel, all, occupied, storage, secondProcess } = await setup(engine)
    const other = await secondProcess()
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => cancel(all, true, VISITOR, i % 2 === 0 ? {} : other)))
    expect(results.map(codeOf).sort()).toEqual([
      'NOTHING_TO_CANCEL',
      'NOTHING_TO_CANCEL',
      'NOTHING_TO_CANCEL',
      'NOTHING_TO_CANCEL',
      'NOTHING_TO_CANCEL',
      'cancelled',
    ])
    expect(await storage.vouchers.creditsOf(VISITOR)).toEqual([expect.objectContaining({ balance: 6900 })])
    expect(await occupied()).toBe(0)
  })

  it('refuses to refund a card online: BALANCE_IS_DUE without transaction credit, and nothing changes', async () => {
    const { cancel, occupied } = await setup(engine)
    expect(codeOf(await cancel(undefined, false))).toBe('BALANCE_IS_DUE')
    expect(await occupied()).toBe(2)
  })

  it('refuses unknown, foreign, repeated, empty and partial cancellations', async () => {
    const { cancel, all, deps } = await setup(engine)
    expect(codeOf(await cancel(all, true, OTHER_VISITOR))).toBe('RESERVATION_NOT_FOUND')
    expect(
      codeOf(
        await cancelOrder(deps, {
          uuid: VISITOR,
          reservationIdentifier: 'KR-00000000',
          itemsToCancel: all,
          refundToTransactionCredit: true,
        }),
      ),
    ).toBe('RESERVATION_NOT_FOUND')
    expect(codeOf(await cancel([]))).toBe('NOTHING_TO_CANCEL')
    expect(codeOf(await cancel([...all, 'KR-OTHER-01']))).toBe('NOTHING_TO_CANCEL')
    expect(codeOf(await cancel(all.slice(0, 1)))).toBe('CONTACT_PROVIDER')
    outcome(await cancel())
    expect(codeOf(await cancel())).toBe('NOTHING_TO_CANCEL')
  })

  it('lets a producer cancel a whole reservation of any visitor: the fee kept, the refund a credit sent by SMS, cancelled once', async () => {
    const { deps, reservationIdentifier, storage } = await setup(engine)
    const reservation = await storage.reservations.get(reservationIdentifier)
    if (reservation === null) throw new Error('the reservation was bought')
    const done = outcome(await producerCancelOrder(deps, reservation))
    expect([done.fee, done.refund, done.creditCode]).toEqual([2000, 6900, expect.stringMatching(/^CR-/)])
    expect(codeOf(await producerCancelOrder(deps, reservation))).toBe('NOTHING_TO_CANCEL')
  })
})
