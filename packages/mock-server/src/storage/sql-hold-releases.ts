import * as E from 'fp-ts/Either'
import { ReservationState, holdsDueStartingBefore, type Clock } from '@kartis/core'
import type { StorageDatabase } from './database/storage-database'
import { chunksOf } from './database/in-batches'
import { inTransaction } from './database/transactions'
import { toJerusalemIso } from './jerusalem-time'
import type { HoldReleases, ReleasedHold } from './hold-releases'
import { KEY_COLUMNS, bySeat, keyOfRow } from './sql-seat-inventory'

/** Reservations named in one statement's IN list (well under either engine's parameter limit). */
const IDENTIFIERS_PER_STATEMENT = 1_000

/**
 * §9 the hold release on either engine. One conditional UPDATE decides which holds it releases:
 * on PostgreSQL a concurrent release (another instance's) or hold payment waits on each row and
 * then finds it no longer an unpaid hold, so every hold is released once and a paid one never.
 */
export class SqlHoldReleases implements HoldReleases {
  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  async releaseDue(): Promise<readonly ReleasedHold[]> {
    const released = await inTransaction(this.database, async (tx) => {
      const now = this.clock.now()
      const due = await tx
        .updateTable('reservations')
        .set({ res_state_id: ReservationState.cancelled, cancelled_at: now })
        .where('is_unpaid', '=', 1)
        .where('res_state_id', '=', ReservationState.active)
        .where('presentation_id', 'in', (eb) =>
          eb.selectFrom('presentations').select('id').where('starts_at', '<', holdsDueStartingBefore(now)),
        )
        .returning('reservation_identifier')
        .execute()
      const identifiers = due.map((row) => row.reservation_identifier).sort()
      const holds: ReleasedHold[] = []
      for (const chunk of chunksOf(identifiers, IDENTIFIERS_PER_STATEMENT)) {
        const facts = await tx
          .selectFrom('reservations as r')
          .leftJoin('presentations as p', 'p.id', 'r.presentation_id')
          .leftJoin('features as f', 'f.id', 'p.feature_id')
          .select(['r.reservation_identifier', 'r.mobile_number', 'f.name as feature_name', 'p.starts_at'])
          .where('r.reservation_identifier', 'in', chunk)
          .execute()
        const factsOf = new Map(facts.map((row) => [row.reservation_identifier, row]))
        const freed = await tx
          .deleteFrom('sold_seats')
          .where('reservation_identifier', 'in', chunk)
          .returning([...KEY_COLUMNS, 'reservation_identifier'])
          .execute()
        for (const reservationIdentifier of chunk) {
          const seats = freed.filter((row) => row.reservation_identifier === reservationIdentifier).map(keyOfRow)
          const fact = factsOf.get(reservationIdentifier)
          holds.push({
            reservationIdentifier,
            seats: seats.sort(bySeat),
            mobileNumber: fact?.mobile_number ?? '',
            featureName: fact?.feature_name ?? null,
            startDateTime: fact?.starts_at === null || fact?.starts_at === undefined ? null : toJerusalemIso(fact.starts_at),
          })
        }
      }
      return E.right(holds)
    })
    // The work never answers Left (a failure throws, and the sweep reports it).
    if (E.isLeft(released)) throw new Error(`hold release refused: ${released.left.code}`)
    return released.right
  }
}
