import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '@kartis/core'
import { hebrewMessageOf } from '../http/hebrew-messages'
import type { SeatInventoryTx } from '../storage/seat-inventory'

/** Who asks for a lock: the visitor's uuid (§6) and the client address the request came from. */
export interface SeatHolder {
  readonly uuid: string
  /** request.ip, normalised (an IPv6 client counts by its /64, which it may rotate within). */
  readonly clientAddress: string
}

/**
 * Issue 10 seat hoarding: places one client address may hold (locked, not yet sold) per
 * presentation by default. Many buyers share an address behind a mobile carrier's NAT or an office
 * proxy, so this is three full orders of the largest demo seat maximum (10) at once, not one
 * order; a bot with throw-away visitor ids from one address still cannot empty a show (the probe
 * took all 81 free GA places of a club show with 14 ids). Configurable (AppConfig.maxHeldPerAddress).
 */
export const DEFAULT_MAX_HELD_PER_ADDRESS = 30

/**
 * Issue 10 seat hoarding: the places one client address may hold (locked, not yet sold) in one
 * presentation, by any number of visitor ids. Never below the presentation's own seat maximum,
 * so one buyer's full order is always possible.
 */
export const addressHoldCapOf = (maxHeldPerAddress: number, presentation: { readonly maxSeats: number }): number =>
  Math.max(maxHeldPerAddress, presentation.maxSeats)

/**
 * Issue 10 seat hoarding: adding `adding` places to what the holder's address already holds in
 * the presentation may not pass the address cap (422 TOO_MANY_SEATS_HELD with { max }). Runs in
 * the lock's own transaction, so concurrent visitor ids of one address cannot all slip past it.
 * The per-visitor cap is the §5 seat maximum (checkSeatMaximum), checked beside it.
 */
export const checkAddressHoldCap = async (
  tx: SeatInventoryTx,
  holder: SeatHolder,
  presentation: { readonly id: number; readonly maxSeats: number },
  adding: number,
  maxHeldPerAddress: number,
): Promise<Result<void>> => {
  const max = addressHoldCapOf(maxHeldPerAddress, presentation)
  const held = await tx.addressLockCount(holder.clientAddress, presentation.id)
  return held + adding > max
    ? E.left(kartisError('TOO_MANY_SEATS_HELD', { max }, hebrewMessageOf('TOO_MANY_SEATS_HELD', { max })))
    : E.right(undefined)
}
