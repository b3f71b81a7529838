import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '@kartis/core'
import type { PresentationSeatKey, SeatInventoryTx } from '../storage/seat-inventory'

const keyOf = (seat: PresentationSeatKey): string => `${seat.presentationId}/${seat.sectionId}/${seat.x}/${seat.y}`

const same = (a: PresentationSeatKey, b: PresentationSeatKey): boolean => keyOf(a) === keyOf(b)

/**
 * §4/§8 the seats of a commit must still be locked by its visitor. A seat that is not: when
 * somebody else holds it now (sold, held or locked) → SEAT_NO_LONGER_AVAILABLE naming it; when
 * it is free (the visitor's lock ran out, §4 an expired lock frees its seat at once) →
 * PAYMENT_EXPIRED { reason: 'lock-expired' }: refresh the page and redo the order.
 */
export const checkSeatsStillLocked = async (
  seats: SeatInventoryTx,
  uuid: string,
  wanted: readonly PresentationSeatKey[],
): Promise<Result<void>> => {
  const locked = new Set((await seats.locksOf(uuid)).map(keyOf))
  for (const seat of wanted) {
    if (locked.has(keyOf(seat))) continue
    const occupied = await seats.occupiedSeats(seat.presentationId, { sectionId: seat.sectionId, y: seat.y })
    const where = { presentationId: seat.presentationId, sectionId: seat.sectionId, x: seat.x, y: seat.y }
    return E.left(
      occupied.some((other) => same(other, seat))
        ? kartisError('SEAT_NO_LONGER_AVAILABLE', where)
        : kartisError('PAYMENT_EXPIRED', { reason: 'lock-expired', ...where }),
    )
  }
  return E.right(undefined)
}
