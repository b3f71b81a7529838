import { onTestFinished } from 'vitest'
import { ManualClock } from '@kartis/core'
import { InProcessSeatEvents } from '../seats/in-process-seat-events'
import type { SeatEventMessage } from '../seats/seat-events'
import type { Engine } from '../storage/database/storage-database'
import { commitOnAnotherProcess, outboxNotices } from '../test-support/outbox-notices'
import type { CommitDeps } from './commit-order'
import { openPaymentFixture } from './payment-fixture'

/**
 * Test support for commits (orders and modifications): the payment fixture on an engine, closed
 * when the test ends, the commit's dependencies on it, and the seat events it published.
 */
export const openCommitFixture = async (start: number, engine: Engine) => {
  const clock = new ManualClock(start)
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
    venues: storage.venues,
  }
  /** The same box office served by a second process (PostgreSQL; on SQLite the one process). */
  const secondProcess = (): Promise<CommitDeps> => commitOnAnotherProcess(deps, fixture.database, clock)
  return { clock, fixture, storage, presentationId, deps, published, secondProcess }
}
