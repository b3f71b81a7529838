import { randomUUID } from 'node:crypto'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { agorot, type CommitResult, type Result } from '@kartis/core'
import type { Engine } from '../storage/database/storage-database'
import { SqlUnitOfWork } from '../storage/sql-unit-of-work'
import { emptyPresentation } from '../test-support/demo-app'
import { ENGINES } from '../test-support/test-databases'
import { openCommitFixture } from './commit-fixture'
import { commitOrder, type CommitDeps } from './commit-order'
import { PAYMENT_BUSINESS, cartOf, lockSeats, type SeatChoice } from './payment-fixture'

const START = Date.UTC(2025, 6, 1, 9, 0)
const AGENT = { reference1: 'AG-NORTH', reference2: 'GROUP-A' }
/** The hall's רגיל ticket. */
const REGULAR = 11
/** Tickets the option has left when the buyers come. */
const LEFT = 3
/** One buyer per seat of the hall but the wheelchair place א1: ten buyers for three tickets. */
const SEATS: readonly SeatChoice[] = [1, 2]
  .flatMap((y) => [1, 2, 3, 4, 5, 6].map((x) => ({ x, y, ticketId: REGULAR })))
  .filter((seat) => !(seat.x === 1 && seat.y === 1))
  .slice(0, 10)
/** One seat: ₪40 + ₪2, and the hall's ₪5 order charge. */
const ONE_SEAT_TOTAL = agorot(4700)

/** A race shows only when commits interleave; on a loaded machine one round may run them one after another: a few rounds. */
const CONTROL_ROUNDS = 5

/**
 * The payment fixture with an option of AG-NORTH/GROUP-A at the hall's רגיל ticket; each round
 * sets its quantity to what the pair has taken plus LEFT and sends ten buyers at once, each
 * with a seat of its own and a card payment of its own (so nothing else they share serialises
 * them), alternating between two processes (PostgreSQL) or the one (SQLite).
 */
const setup = async (engine: Engine) => {
  const { clock, fixture, storage, presentationId, deps, secondProcess } = await openCommitFixture(START, engine)
  await storage.ticketReferences.addOption({
    businessId: PAYMENT_BUSINESS,
    priceType: 1,
    priceId: REGULAR,
    priceRowId: 1,
    ...AGENT,
    featureId: 1,
    ticketId: REGULAR,
    pricePolicyId: 1,
    presentationId,
    featureCategoryId: 1,
    quantity: LEFT,
  })
  const sold = async (): Promise<number> =>
    (await storage.ticketReferences.promptAdminDetail([PAYMENT_BUSINESS], AGENT.reference1, AGENT.reference2))[0]?.sold ?? -1
  const round = async (processes: readonly CommitDeps[]) => {
    await emptyPresentation(fixture.database, presentationId)
    const before = await sold()
    await fixture.database.db
      .updateTable('ticket_reference_options')
      .set({ quantity: before + LEFT })
      .execute()
    const buyers = await Promise.all(
      SEATS.map(async (seat) => {
        const uuid = randomUUID()
        await lockSeats(storage, uuid, presentationId, [seat])
        const session = await storage.paymentSessions.create({ uuid, amount: ONE_SEAT_TOTAL, numberOfPayments: 1 })
        if (E.isLeft(session)) throw new Error(session.left.code)
        await storage.paymentSessions.settle(session.right.id, { status: 'approved', cardLast4: '4580', numberOfPayments: 1 })
        const plain = cartOf(presentationId, [seat], { paymentIdentifier: session.right.id })
        return { uuid, cart: { ...plain, seats: plain.seats.map((s) => ({ ...s, ...AGENT })) } }
      }),
    )
    const results: readonly Result<CommitResult>[] = await Promise.all(
      buyers.map((buyer, i) => commitOrder(processes[i % processes.length] ?? deps, { uuid: buyer.uuid, cart: buyer.cart })),
    )
    return {
      committed: results.filter(E.isRight).length,
      refusals: [...new Set(results.flatMap((result) => (E.isLeft(result) ? [result.left.code] : [])))],
      sold: (await sold()) - before,
    }
  }
  /** The same commits with the unit of work's guard off: no transaction, no lock (the control runs). */
  const unguarded: CommitDeps = { ...deps, unitOfWork: new SqlUnitOfWork(fixture.database, clock, { guard: false }) }
  return { deps, round, unguarded, secondProcess }
}

describe.each(ENGINES)('ticket-reference quota under concurrent commits on %s', (engine) => {
  it('ten buyers for the last three tickets of an option, from two processes: exactly three sold, the others refused', async () => {
    const { deps, round, secondProcess } = await setup(engine)
    const processes = [deps, await secondProcess()]
    for (let i = 0; i < 2; i++)
      expect(await round(processes)).toEqual({ committed: LEFT, refusals: ['REFERENCE_QUOTA_EXHAUSTED'], sold: LEFT })
  })

  it('control: without the transaction (and its option lock) the same buyers oversell the option', async () => {
    const { round, unguarded } = await setup(engine)
    const rounds: number[] = []
    for (let i = 0; i < CONTROL_ROUNDS && !rounds.some((n) => n > LEFT); i++) rounds.push((await round([unguarded])).sold)
    expect(Math.max(...rounds)).toBeGreaterThan(LEFT)
  })
})
