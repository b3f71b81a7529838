import * as E from 'fp-ts/Either'
import { describe, expect, it, onTestFinished } from 'vitest'
import { ManualClock, agorot, type Agorot, type Cart, type CommitResult, type RestoredCart, type Result } from '@kartis/core'
import { documentKeyOf } from '../edocuments/document-key'
import { commitOrder, type CommitDeps } from '../payment/commit-order'
import { OTHER_VISITOR, VISITOR, cartOf, keyOf, lockSeats, openPaymentFixture, type SeatChoice } from '../payment/payment-fixture'
import { InProcessSeatEvents } from '../seats/in-process-seat-events'
import type { SeatEventMessage } from '../seats/seat-events'
import { SeatingLayouts } from '../seats/seating-layouts'
import type { Engine } from '../storage/database/storage-database'
import { ENGINES } from '../test-support/test-databases'
import { openModification } from './open-modification'
import { commitOnAnotherProcess, outboxNotices } from '../test-support/outbox-notices'

const START = Date.UTC(2025, 6, 1, 9, 0)
/** Hall seats x… of row א, each with 'רגיל' (ticket 11). */
const hall = (...xs: readonly number[]): readonly SeatChoice[] => xs.map((x) => ({ x, ticketId: 11 }))
/** Two hall seats of 'רגיל' (₪40 + ₪2 each) and the ₪5 handling fee: ₪89. */
const TWO_SEATS: readonly SeatChoice[] = hall(1, 2)

const setup = async (engine: Engine) => {
  const clock = new ManualClock(START)
  const fixture = await openPaymentFixture(clock, {}, { engine })
  onTestFinished(() => fixture.database.close())
  const { storage, presentationId } = fixture
  const seatEvents = new InProcessSeatEvents()
  const published: SeatEventMessage[] = []
  seatEvents.subscribe(presentationId, (message) => published.push(message))
  const deps: CommitDeps = {
    catalog: storage.catalog,
    unitOfWork: storage.unitOfWork,
    paymentSessions: storage.paymentSessions,
    notices: outboxNotices(storage),
    clock,
    config: fixture.config,
    seatEvents,
    members: storage.members,
  }
  const pay = async (amount: Agorot, uuid = VISITOR): Promise<string> => {
    const session = await storage.paymentSessions.create({ uuid, amount, numberOfPayments: 1 })
    if (E.isLeft(session)) throw new Error(session.left.code)
    await storage.paymentSessions.settle(session.right.id, { status: 'approved', cardLast4: '4580', numberOfPayments: 1 })
    return session.right.id
  }
  const commit = (cart: Cart, uuid = VISITOR, on = deps): Promise<Result<CommitResult>> => commitOrder(on, { uuid, cart })
  /** The visitor bought two hall seats by card: the reservation's identifier. */
  const bought = async (choices: readonly SeatChoice[] = TWO_SEATS): Promise<string> => {
    await lockSeats(storage, VISITOR, presentationId, choices)
    // The fixture's prices: 'רגיל' ₪40 + ₪2, 'סטודנט' ₪30 + ₪2, and the ₪5 handling fee.
    const due = agorot(500 + choices.reduce((total, choice) => total + (choice.ticketId === 12 ? 3200 : 4200), 0))
    const done = await commit(cartOf(presentationId, choices, { paymentIdentifier: await pay(due) }))
    if (E.isLeft(done)) throw new Error(done.left.code)
    return done.right.reservationIdentifier
  }
  const layouts = new SeatingLayouts(storage.catalog)
  /** /cart/{resId} as the owner opens it: the reservation's cart to modify. */
  const opened = async (resId: string, uuid = VISITOR): Promise<RestoredCart> => {
    const cart = await openModification(
      { reservations: storage.reservations, layouts, catalog: storage.catalog, clock },
      { uuid, customer: null },
      resId,
    )
    if (E.isLeft(cart)) throw new Error(cart.left.code)
    return cart.right
  }
  /** The modification cart with these seats (and tickets), the others of the reservation let go. */
  const changed = (modifying: Cart, choices: readonly SeatChoice[], extras: Partial<Cart> = {}): Cart => ({
    ...modifying,
    seats: cartOf(presentationId, choices).seats,
    ...extras,
  })
  const soldTo = async (choice: SeatChoice): Promise<string | null> => {
    const key = keyOf(presentationId, choice)
    const seat = (await storage.seats.occupiedSeats(presentationId, { sectionId: key.sectionId })).find(
      (o) => o.x === key.x && o.y === key.y,
    )
    return seat?.occupancy.kind === 'sold' ? seat.occupancy.reservationIdentifier : null
  }
  const secondProcess = (): Promise<CommitDeps> => commitOnAnotherProcess(deps, fixture.database, clock)
  return { clock, storage, presentationId, deps, pay, commit, bought, opened, changed, soldTo, published, secondProcess }
}

const refusal = (result: Result<unknown>): string | null => (E.isLeft(result) ? result.left.code : null)

describe.each(ENGINES)('§4/§9 modifying a reservation on %s', (engine) => {
  it('opens the owner’s paid reservation as a cart: its seats and tickets, every ticket credited, no handling fee', async () => {
    const { bought, opened } = await setup(engine)
    const resId = await bought()
    const { cart, droppedSeats } = await opened(resId)
    expect(droppedSeats).toEqual([])
    expect(cart.seats.map((seat) => [seat.x, seat.rowName, seat.ticket?.ticketId, seat.ticket?.amount])).toEqual([
      [1, 'א', 11, 4000],
      [2, 'א', 11, 4000],
    ])
    expect(cart.modify).toEqual({
      resId,
      lastTransactionId: expect.any(String),
      tickets: [
        { ticketId: 11, amount: 4200 },
        { ticketId: 11, amount: 4200 },
      ],
    })
    expect(cart.globalServiceCharge).toBeNull()
  })

  it('a seat moved to one of the same price costs nothing: the old seat is free, the new one sold, the number kept', async () => {
    const { deps, storage, presentationId, bought, opened, changed, commit, soldTo, published } = await setup(engine)
    const resId = await bought()
    const { cart } = await opened(resId)
    await lockSeats(storage, VISITOR, presentationId, hall(5))
    const done = await commit(changed(cart, hall(1, 5)))
    expect(done).toEqual(
      // The e-ticket's key is the reservation's: the link sent when it was bought still opens it.
      E.right({
        reservationIdentifier: resId,
        ticketIdentifiers: [`${resId}-01`, `${resId}-03`],
        documentKey: documentKeyOf(resId, deps.config.documentKeySecret),
      }),
    )
    expect(await soldTo({ x: 2, ticketId: 11 })).toBeNull()
    expect(await soldTo({ x: 5, ticketId: 11 })).toBe(resId)
    const changes = published.flatMap((message) =>
      message.kind === 'change' ? [[message.event.status, message.event.seats.map((s) => s.x)]] : [],
    )
    expect(changes.slice(-2)).toEqual([
      ['free', [2]],
      ['sold', [5]],
    ])
    const reservation = await storage.reservations.getForUuid(resId, VISITOR)
    expect(reservation?.seatNames).toBe('1, 5')
    expect(reservation?.total).toBe(8900)
  })

  it('a dearer change is paid by card for exactly the difference the server computes; the ticket changes on the same seat', async () => {
    const { bought, opened, changed, commit, pay, soldTo, storage } = await setup(engine)
    const resId = await bought([
      { x: 1, ticketId: 12 },
      { x: 2, ticketId: 11 },
    ])
    const { cart } = await opened(resId)
    // Seat 1 from 'סטודנט' (₪30 + ₪2) to 'רגיל' (₪40 + ₪2): ₪10 more, whatever the cart claims.
    const cheap = changed(cart, [
      { x: 1, ticketId: 11, amount: agorot(100) },
      { x: 2, ticketId: 11 },
    ])
    expect(refusal(await commit(cheap))).toBe('PAYMENT_ERROR')
    expect(refusal(await commit({ ...cheap, paymentIdentifier: await pay(agorot(100)) }))).toBe('PAYMENT_ERROR')
    const done = await commit({ ...cheap, paymentIdentifier: await pay(agorot(1000)) })
    expect(E.isRight(done)).toBe(true)
    expect(await soldTo({ x: 1, ticketId: 11 })).toBe(resId)
    const reservation = await storage.reservations.getForUuid(resId, VISITOR)
    expect(reservation?.tickets.filter((line) => line.kind === 'seat').map((line) => [line.seat?.x, line.ticketId])).toEqual([
      [2, 11],
      [1, 11],
    ])
    expect(reservation?.total).toBe(7900 + 1000)
  })

  it('adding a seat and popcorn charges both at the catalog’s prices; a retry with the same payment changes nothing more', async () => {
    const { storage, presentationId, bought, opened, changed, commit, pay } = await setup(engine)
    const resId = await bought()
    const { cart } = await opened(resId)
    await lockSeats(storage, VISITOR, presentationId, hall(3))
    const paymentIdentifier = await pay(agorot(4200 + 2200))
    const more = changed(cart, hall(1, 2, 3), { products: cartOf(presentationId, [], { popcorn: 1 }).products, paymentIdentifier })
    const first = await commit(more)
    expect(await commit(more)).toEqual(first)
    const reservation = await storage.reservations.getForUuid(resId, VISITOR)
    expect(reservation?.ticketIdentifiers).toHaveLength(4)
    expect(reservation?.total).toBe(8900 + 4200 + 2200)
    // The payment paid this modification: it pays no other change, nor another order.
    const again = (await opened(resId)).cart
    expect(refusal(await commit(changed(again, hall(1, 2, 3), { paymentIdentifier })))).toBe('PAYMENT_ALREADY_USED')
    await lockSeats(storage, VISITOR, presentationId, hall(6))
    const order = await storage.unitOfWork.transaction((tx) =>
      tx.reservations.create({
        uuid: VISITOR,
        idempotencyKey: 'another-order',
        presentationId,
        isHold: false,
        customer: { firstName: 'דנה', lastName: 'כהן', email: 'dana@example.org', mobileNumber: '0501234567', ssn: '000000018' },
        seats: [
          {
            ...keyOf(presentationId, { x: 6, ticketId: 11 }),
            ticketId: 11,
            pricePolicyId: 1,
            amount: agorot(4000),
            serviceCharge: agorot(200),
          },
        ],
        products: [],
        orderServiceCharge: agorot(500),
        cancellationFee: null,
        paymentSessionId: paymentIdentifier,
      }),
    )
    expect(refusal(order)).toBe('PAYMENT_ALREADY_USED')
  })

  it('refuses online what would need a refund (BALANCE_IS_DUE) and a change of nothing (NOTHING_TO_MODIFY), changing nothing', async () => {
    const { bought, opened, changed, commit, soldTo } = await setup(engine)
    const resId = await bought()
    const { cart } = await opened(resId)
    expect(refusal(await commit(changed(cart, hall(1))))).toBe('BALANCE_IS_DUE')
    expect(
      refusal(
        await commit(
          changed(cart, [
            { x: 1, ticketId: 12 },
            { x: 2, ticketId: 11 },
          ]),
        ),
      ),
    ).toBe('BALANCE_IS_DUE')
    expect(refusal(await commit(cart))).toBe('NOTHING_TO_MODIFY')
    expect(await soldTo({ x: 2, ticketId: 11 })).toBe(resId)
  })

  it('a new seat taken by someone else: SEAT_NO_LONGER_AVAILABLE, and the reservation keeps its seats (never both lost)', async () => {
    const { storage, presentationId, bought, opened, changed, commit, soldTo } = await setup(engine)
    const resId = await bought()
    const { cart } = await opened(resId)
    await lockSeats(storage, OTHER_VISITOR, presentationId, hall(5))
    expect(refusal(await commit(changed(cart, hall(1, 5))))).toBe('SEAT_NO_LONGER_AVAILABLE')
    expect(await soldTo({ x: 2, ticketId: 11 })).toBe(resId)
    expect(await soldTo({ x: 5, ticketId: 11 })).toBeNull()
  })

  it('authorization: another visitor can neither open nor modify it; a stale cart is MODIFICATION_OUTDATED', async () => {
    const { storage, presentationId, bought, opened, changed, commit } = await setup(engine)
    const resId = await bought()
    const { cart } = await opened(resId)
    const layouts = new SeatingLayouts(storage.catalog)
    expect(
      refusal(
        await openModification(
          { reservations: storage.reservations, layouts, catalog: storage.catalog, clock: new ManualClock(START) },
          { uuid: OTHER_VISITOR, customer: null },
          resId,
        ),
      ),
    ).toBe('CART_NOT_FOUND')
    await lockSeats(storage, OTHER_VISITOR, presentationId, hall(5))
    expect(refusal(await commit(changed(cart, hall(1, 5)), OTHER_VISITOR))).toBe('RESERVATION_NOT_FOUND')
    await lockSeats(storage, VISITOR, presentationId, hall(6))
    expect(E.isRight(await commit(changed(cart, hall(1, 6))))).toBe(true)
    // The same cart again, worked out on the reservation before that change.
    await lockSeats(storage, VISITOR, presentationId, hall(4))
    expect(refusal(await commit(changed(cart, hall(4, 2))))).toBe('MODIFICATION_OUTDATED')
  })

  it('a show that has begun, a cancelled reservation: not modifiable', async () => {
    const { clock, storage, bought, opened } = await setup(engine)
    const resId = await bought()
    await storage.reservations.cancel(resId, VISITOR)
    await expect(opened(resId)).rejects.toThrow('CART_NOT_FOUND')
    const other = await bought(hall(4))
    clock.advance(61 * 60_000)
    await expect(opened(other)).rejects.toThrow('TOO_CLOSE_TO_PRSNT_DATE')
  })

  it('two modifications of one reservation at once (two processes): one is made, the other is MODIFICATION_OUTDATED', async () => {
    const { storage, presentationId, bought, opened, changed, commit, secondProcess } = await setup(engine)
    const resId = await bought()
    const { cart } = await opened(resId)
    await lockSeats(storage, VISITOR, presentationId, hall(5, 6))
    const other = await secondProcess()
    const results = await Promise.all([commit(changed(cart, hall(1, 5))), commit(changed(cart, hall(6, 2)), VISITOR, other)])
    expect(results.map(refusal).sort()).toEqual(['MODIFICATION_OUTDATED', null])
    const reservation = await storage.reservations.getForUuid(resId, VISITOR)
    expect(reservation?.quantity).toBe(2)
  })
})
