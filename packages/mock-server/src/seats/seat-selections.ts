import type { EnrolmentSelection } from '@kartis/core'
import type { SeatInventory } from '../storage/seat-inventory'

/** §7 a presentation whose seats a membership or an enrolment sells: where its seats are. */
export interface SelectablePresentation {
  readonly presentationId: number
  readonly venueId: number
  readonly seatplanId: number
}

/**
 * §7 a membership's or an enrolment's selections, derived from the visitor's valid locks in its
 * presentations (in their order), never stored: what the lock and unlock calls answer and the
 * commit checks. A GA place (no ticket group on its lock) is no selection.
 */
export const selectionsIn = async (
  seats: Pick<SeatInventory, 'locksOf'>,
  uuid: string,
  presentations: readonly SelectablePresentation[],
): Promise<readonly EnrolmentSelection[]> => {
  const locks = await seats.locksOf(uuid)
  return presentations.flatMap((p) =>
    locks.flatMap((lock) =>
      lock.presentationId === p.presentationId && lock.ticketGroupId !== null
        ? [
            {
              presentationId: p.presentationId,
              venueId: p.venueId,
              seatplanId: p.seatplanId,
              sectionId: lock.sectionId,
              x: lock.x,
              y: lock.y,
              ticketGroupId: lock.ticketGroupId,
            },
          ]
        : [],
    ),
  )
}
