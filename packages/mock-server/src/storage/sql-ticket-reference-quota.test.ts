import * as E from 'fp-ts/Either'
import { describe, expect, it, onTestFinished } from 'vitest'
import { ManualClock, ReservationState } from '@kartis/core'
import { PAYMENT_BUSINESS, openPaymentFixture } from '../payment/payment-fixture'
import { ENGINES } from '../test-support/test-databases'
import { inTransaction } from './database/transactions'
import type { Engine } from './database/storage-database'
import { SqlTicketReferenceQuotaTx } from './sql-ticket-reference-quota'

const START = Date.UTC(2025, 6, 1, 9, 0)
const PAIR = { reference1: 'AG-NORTH', reference2: 'GROUP-A' }

/** The payment fixture with an option of PAIR at ticket 11 for its presentation, one for the whole feature, and one of another business. */
const setup = async (engine: Engine) => {
  const clock = new ManualClock(START)
  const fixture = await openPaymentFixture(clock, {}, { engine })
  onTestFinished(() => fixture.database.close())
  const { storage, presentationId, noRefundPresentationId } = fixture
  const option = { priceType: 1, priceId: 11, ...PAIR, featureId: 1, ticketId: 11, pricePolicyId: 1, featureCategoryId: 1 }
  await storage.ticketReferences.addOption({ ...option, businessId: PAYMENT_BUSINESS, priceRowId: 1, presentationId, quantity: 5 })
  await storage.ticketReferences.addOption({ ...option, businessId: PAYMENT_BUSINESS, priceRowId: 2, presentationId: null, quantity: 50 })
  await storage.ticketReferences.addOption({
    ...option,
    businessId: PAYMENT_BUSINESS + 1,
    priceRowId: 3,
    presentationId: null,
    quantity: 9,
  })
  /** A reservation of the presentation with `count` lines under PAIR at ticket 11, in a state. */
  const sell = async (id: string, count: number, state: { readonly unpaid: boolean; readonly cancelled: boolean }) => {
    await fixture.database.db
      .insertInto('reservations')
      .values({
        reservation_identifier: id,
        uuid: 'visitor',
        idempotency_key: id,
        presentation_id: presentationId,
        res_state_id: state.cancelled ? ReservationState.cancelled : state.unpaid ? ReservationState.active : ReservationState.paid,
        is_unpaid: state.unpaid ? 1 : 0,
        first_name: 'דנה',
        last_name: 'כהן',
        email: '',
        mobile_number: '0501234567',
        ssn: '',
        order_service_charge: 0,
        payment_session_id: null,
        created_at: START,
      })
      .execute()
    await fixture.database.db
      .insertInto('reservation_tickets')
      .values(
        Array.from({ length: count }, (_, i) => ({
          ticket_identifier: `${id}-${i + 1}`,
          reservation_identifier: id,
          position: i + 1,
          kind: 'seat' as const,
          presentation_id: presentationId,
          ticket_id: 11,
          price_policy_id: 1,
          product_id: null,
          quantity: 1,
          amount: 4000,
          service_charge: 200,
          ...PAIR,
        })),
      )
      .execute()
  }
  const lockOptions = (at: number, reference2 = PAIR.reference2) =>
    inTransaction(fixture.database, async (tx, scope) => {
      const options = await new SqlTicketReferenceQuotaTx(tx, scope, engine).lockOptions(at, [
        { ...PAIR, reference2, ticketId: 11, count: 1 },
      ])
      return E.right(options)
    })
  return { fixture, presentationId, noRefundPresentationId, sell, lockOptions }
}

describe.each(ENGINES)('SqlTicketReferenceQuotaTx on %s', (engine) => {
  it('finds the options of the presentation’s business and feature (its own and the feature’s), counting paid and held tickets, not cancelled ones', async () => {
    const { presentationId, sell, lockOptions } = await setup(engine)
    await sell('KR-PAID0001', 2, { unpaid: false, cancelled: false })
    await sell('KR-HELD0001', 1, { unpaid: true, cancelled: false })
    await sell('KR-GONE0001', 3, { unpaid: false, cancelled: true })
    const taken = { ...PAIR, ticketId: 11, taken: 3 }
    expect(await lockOptions(presentationId)).toEqual(
      E.right([
        { ...taken, presentationId, quantity: 5 },
        { ...taken, presentationId, quantity: 50 },
      ]),
    )
  })

  it('finds nothing for another pair, nor for a reference PostgreSQL could not store (a NUL)', async () => {
    const { presentationId, lockOptions } = await setup(engine)
    expect(await lockOptions(presentationId, 'GROUP-B')).toEqual(E.right([]))
    expect(await lockOptions(presentationId, 'GROUP\u0000A')).toEqual(E.right([]))
  })
})
