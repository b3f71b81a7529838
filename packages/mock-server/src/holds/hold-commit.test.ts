import * as E from 'fp-ts/Either'
import { describe, expect, it, onTestFinished } from 'vitest'
import { ManualClock, ReservationState, type CommitResult, type Result } from '@kartis/core'
import { commitOrder, type CommitDeps } from '../payment/commit-order'
import { annualMember, customerAccount } from '../payment/hold-fixture'
import { CUSTOMER, VISITOR, cartOf, lockSeats, openPaymentFixture, type SeatChoice } from '../payment/payment-fixture'
import { InProcessSeatEvents } from '../seats/in-process-seat-events'
import type { Engine } from '../storage/database/storage-database'
import { ENGINES } from '../test-support/test-databases'
import { outboxNotices } from '../test-support/outbox-notices'

// 1 July 2025, 12:00 in Jerusalem; the fixture's presentation starts an hour later.
const START = Date.UTC(2025, 6, 1, 9, 0)
const MINUTE = 60_000
const TWO_SEATS: readonly SeatChoice[] = [
  { x: 1, ticketId: 11 },
  { x: 2, ticketId: 11 },
]
/** The fixture's premium seat, ב6. */
const PREMIUM: SeatChoice = { x: 6, y: 2, ticketId: 11 }

/** A box office with a member (active), a lapsed member and a customer who is none. */
const setup = async (engine: Engine) => {
  const clock = new ManualClock(START)
  const fixture = await openPaymentFixture(clock, {}, { engine })
  onTestFinished(() => fixture.database.close())
  const { storage, presentationId } = fixture
  const member = await customerAccount(storage, '0506543210')
  const lapsed = await customerAccount(storage, '0532109876')
  const nobody = await customerAccount(storage, '0545551234')
  await storage.members.issue(annualMember(member, '2025-01-01', '2025-12-31', '880001'))
  await storage.members.issue(annualMember(lapsed, '2024-01-01', '2024-12-31', '880002'))
  const deps: CommitDeps = {
    ...storage,
    notices: outboxNotices(storage),
    clock,
    config: fixture.config,
    seatEvents: new InProcessSeatEvents(),
  }
  const hold = async (choices: readonly SeatChoice[], customerId: number | null, extras = {}): Promise<Result<CommitResult>> => {
    await lockSeats(storage, VISITOR, presentationId, choices)
    return commitOrder(deps, { uuid: VISITOR, cart: { ...cartOf(presentationId, choices, extras), isHold: true }, customerId })
  }
  return { clock, storage, presentationId, member, lapsed, nobody, hold }
}

const refusal = (result: Result<CommitResult>) => (E.isLeft(result) ? result.left : null)

describe.each(ENGINES)('hold orders at commit on %s (§4/§9)', (engine) => {
  it('reserves a member’s seats unpaid, as the member’s, and texts the hold message', async () => {
    const { hold, member, storage } = await setup(engine)
    const held = await hold(TWO_SEATS, member)
    if (E.isLeft(held)) throw new Error(held.left.code)
    const reservation = await storage.reservations.getForUuid(held.right.reservationIdentifier, VISITOR)
    expect(reservation).toMatchObject({
      resStateId: ReservationState.active,
      isUnpaid: true,
      customerId: member,
      quantity: 2,
      total: 8900,
      paymentSessionId: null,
    })
    const [sms] = await storage.sms.listFor(CUSTOMER.mobileNumber)
    expect(sms?.text).toContain('ההזמנה שמורה וטרם שולמה: יש לשלם ולאסוף את הכרטיסים בקופה עד 01/07/2025 12:30')
    expect((await storage.reservations.listForCustomer(member, null)).map((r) => r.reservationIdentifier)).toEqual([
      held.right.reservationIdentifier,
    ])
  })

  it('refuses without a logged-in customer: HOLD_REQUIRES_LOGIN, and keeps nothing', async () => {
    const { hold, storage } = await setup(engine)
    expect(refusal(await hold(TWO_SEATS, null))).toEqual({ code: 'HOLD_REQUIRES_LOGIN' })
    expect(await storage.reservations.listForUuid(VISITOR)).toEqual([])
  })

  it('refuses a customer without an active member: HOLD_REQUIRES_ACTIVE_MEMBERSHIP', async () => {
    const { hold, lapsed, nobody } = await setup(engine)
    expect(refusal(await hold(TWO_SEATS, lapsed))?.code).toBe('HOLD_REQUIRES_ACTIVE_MEMBERSHIP')
    expect(refusal(await hold(TWO_SEATS, nobody))?.code).toBe('HOLD_REQUIRES_ACTIVE_MEMBERSHIP')
  })

  it('refuses a premium seat of the catalogue (whatever the cart says), naming it', async () => {
    const { hold, member } = await setup(engine)
    expect(refusal(await hold([{ x: 5, y: 2, ticketId: 11 }, PREMIUM], member))).toEqual({
      code: 'PREMIUM_SEAT_CANNOT_BE_HELD',
      params: { offer: 'switchToRegularOrder', count: 1, seats: 'אולם ב/6' },
    })
  })

  it('refuses within 30 minutes of the start: TOO_CLOSE_TO_PRSNT_DATE', async () => {
    const { hold, member, clock, presentationId } = await setup(engine)
    clock.advance(30 * MINUTE + 1)
    expect(refusal(await hold(TWO_SEATS, member))).toEqual({ code: 'TOO_CLOSE_TO_PRSNT_DATE', params: { presentationId, minutes: 30 } })
  })

  it('refuses a hold that carries a voucher or a card payment', async () => {
    const { hold, member } = await setup(engine)
    for (const extras of [{ voucherPayments: ['GIFT-500'] }, { paymentIdentifier: 'pay-1' }])
      expect(refusal(await hold(TWO_SEATS, member, extras))).toEqual({
        code: 'UNABLE_TO_PROCESS_ORDER',
        params: { reason: 'hold-takes-no-payment' },
      })
  })
})
