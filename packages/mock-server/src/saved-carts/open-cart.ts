import * as E from 'fp-ts/Either'
import {
  appliesSingleSeatRule,
  checkSeatMaximum,
  checkSelection,
  kartisError,
  restoreSeats,
  sameCartSeat,
  seatNumber,
  withRestoredSeats,
  type CartSeat,
  type Clock,
  type RestoredCart,
  type Result,
  type SavedSeatStanding,
} from '@kartis/core'
import { publishSeats, type SeatEvents } from '../seats/seat-events'
import { checkAddressHoldCap, type SeatHolder } from '../seats/seat-hold-cap'
import type { SeatingLayout, SeatPlans } from '../seats/seating-layouts'
import { visitorStatuses } from '../seats/visitor-statuses'
import type { CartRepository } from '../storage/cart-repository'
import type { CatalogPresentation } from '../storage/catalog-repository'
import type { OccupiedSeat, PresentationSeatKey, SeatInventory, SeatInventoryTx, SeatOccupancy } from '../storage/seat-inventory'
import { CART_ID_PATTERN, cartIdHash } from './cart-link'

/** What opening a saved cart needs: the saved carts, and what seat locking needs. */
export interface OpenCartDeps {
  readonly carts: CartRepository
  readonly seats: SeatInventory
  readonly layouts: SeatPlans
  readonly clock: Pick<Clock, 'now'>
  readonly lockTtlMs: number
  readonly maxHeldPerAddress: number
  readonly events: SeatEvents
}

/** A seat of the saved cart the opener now holds, and where (a GA place may have moved). */
interface Held {
  readonly seat: CartSeat
  readonly at: PresentationSeatKey
}

/** What one presentation's seats became. */
interface HandedOver {
  readonly held: readonly Held[]
  readonly dropped: readonly CartSeat[]
}

const keyOf = (seat: { readonly sectionId: number; readonly x: number; readonly y: number | null }): string =>
  `${seat.sectionId}/${seat.x}/${seat.y ?? ''}`

/** §2 where a saved seat stands: its occupancy as the opener, the cart being the saver's. */
const standingOf = (occupancy: SeatOccupancy | undefined, saver: string, opener: string): SavedSeatStanding => {
  if (occupancy === undefined) return 'free'
  if (occupancy.kind !== 'locked') return 'taken'
  return occupancy.uuid === opener ? 'opener' : occupancy.uuid === saver ? 'saver' : 'taken'
}

/** A lock of `at` for the opener, the saver's lock there removed first (the cart moves to the opener). */
const lockFor = async (
  tx: SeatInventoryTx,
  deps: OpenCartDeps,
  holder: SeatHolder,
  saver: string,
  at: PresentationSeatKey,
  ticketGroupId: number | null,
): Promise<Result<void>> => {
  if (saver !== holder.uuid) await tx.deleteLock(at, saver)
  return E.map((): void => undefined)(
    await tx.insertLock({ ...at, uuid: holder.uuid, ticketGroupId, clientAddress: holder.clientAddress }, deps.lockTtlMs),
  )
}

/**
 * §2/§4/§5 one presentation's saved seats handed over to the opener, in one seat transaction
 * that claims the whole presentation (as a locking best-available does). Reserved seats: the
 * core's restoreSeats keeps those free, the saver's or the opener's; together with what the
 * opener holds they must pass the single-seat rule, the seat maximum and the address's hold
 * cap, else none is kept (a selection the rules refuse is never locked). General-admission
 * places: the same place while it is free or the saver's, else another free place of the
 * section, while the maximum and the cap allow. What cannot be kept is dropped.
 */
const handOver = async (
  tx: SeatInventoryTx,
  deps: OpenCartDeps,
  holder: SeatHolder,
  saver: string,
  presentation: CatalogPresentation,
  layout: SeatingLayout,
  seats: readonly CartSeat[],
): Promise<Result<HandedOver>> => {
  const presentationId = presentation.id
  await tx.claim({ presentationId, rows: 'all', uuid: holder.uuid, clientAddress: holder.clientAddress })
  const occupied = new Map((await tx.occupiedSeats(presentationId)).map((seat): [string, OccupiedSeat] => [keyOf(seat), seat]))
  const stands = (seat: CartSeat): SavedSeatStanding => standingOf(occupied.get(keyOf(seat))?.occupancy, saver, holder.uuid)
  const isGa = (seat: CartSeat): boolean => layout.sections.get(seat.sectionId)?.isReserved === false
  const reserved = restoreSeats(
    seats.filter((seat) => !isGa(seat) && seat.y !== null),
    stands,
  )
  const held: Held[] = []
  // The saver's locks on kept seats are the opener's to take: not taken seats for the rules.
  const others = [...occupied.values()].filter((seat) => !reserved.kept.some((kept) => keyOf(kept) === keyOf(seat)))
  const { statuses, selection } = visitorStatuses(layout.index, others, holder.uuid)
  const adding = reserved.kept.filter((seat) => stands(seat) !== 'opener').length
  const ownLocks = await tx.lockCount(holder.uuid, presentationId)
  const rules = E.flatMap(() => checkSeatMaximum(ownLocks, adding, presentation.maxSeats))(
    checkSelection(layout.index, statuses, [...selection, ...reserved.kept], { applySingleSeatRule: appliesSingleSeatRule(presentation) }),
  )
  const cap = E.isRight(rules) ? await checkAddressHoldCap(tx, holder, presentation, adding, deps.maxHeldPerAddress) : rules
  if (E.isRight(cap))
    for (const seat of reserved.kept) {
      const at = { presentationId, sectionId: seat.sectionId, x: seat.x, y: seat.y ?? 0 }
      const ticketGroupId = layout.index.seats[seatNumber(layout.index, seat) ?? -1]?.ticketGroupId ?? seat.ticketGroupId
      const locked = await lockFor(tx, deps, holder, saver, at, ticketGroupId)
      if (E.isLeft(locked)) return locked
      held.push({ seat, at })
    }
  for (const seat of seats.filter(isGa)) {
    const section = layout.sections.get(seat.sectionId)
    const standing = stands(seat)
    const room =
      standing === 'opener' ||
      (E.isRight(checkSeatMaximum(await tx.lockCount(holder.uuid, presentationId), 1, presentation.maxSeats)) &&
        E.isRight(await checkAddressHoldCap(tx, holder, presentation, 1, deps.maxHeldPerAddress)))
    const place =
      standing === 'taken'
        ? await tx.allocateGaPlace(presentationId, seat.sectionId, section?.capacity ?? 0)
        : E.right({ x: seat.x, y: seat.y ?? 0 })
    if (!room || E.isLeft(place)) continue
    const at = { presentationId, sectionId: seat.sectionId, ...place.right }
    const locked = await lockFor(tx, deps, holder, saver, at, section?.ticketGroupId ?? seat.ticketGroupId)
    if (E.isLeft(locked)) return locked
    held.push({ seat, at })
  }
  // In cart order, whatever the reason each was dropped for.
  return E.right({ held, dropped: seats.filter((seat) => !held.some((entry) => entry.seat === seat)) })
}

/**
 * §2 POST /cart/{resId}/open: the saved cart of a link, for whoever holds the link — any
 * visitor, in any browser: the id is the secret (128 random bits, stored only as its hash, the
 * call rate-limited per address). Its seats are handed over to the caller (handOver), its
 * tickets, coupons and products kept as saved (the commit prices them again), and the seats
 * that could not be kept are answered apart. The seats locked are published (issue 11) once
 * their transaction has committed. CART_NOT_FOUND, saying nothing more, for an id of another
 * shape, one never issued, and one past its expiry.
 */
export const openSavedCart = async (deps: OpenCartDeps, holder: SeatHolder, cartId: string): Promise<Result<RestoredCart>> => {
  const notFound = E.left(kartisError('CART_NOT_FOUND'))
  if (!CART_ID_PATTERN.test(cartId)) return notFound
  const saved = await deps.carts.get(cartIdHash(cartId))
  if (saved === null || saved.expiresAt <= deps.clock.now()) return notFound
  const held: Held[] = []
  const dropped: CartSeat[] = []
  for (const presentationId of new Set(saved.cart.seats.map((seat) => seat.presentationId))) {
    const seats = saved.cart.seats.filter((seat) => seat.presentationId === presentationId)
    const presentation = await deps.layouts.presentation(presentationId)
    const layout = presentation === null ? null : await deps.layouts.layoutOf(presentation.venueId, presentation.seatplanId)
    if (presentation === null || layout === null) {
      dropped.push(...seats)
      continue
    }
    const done = await deps.seats.transaction((tx) => handOver(tx, deps, holder, saved.uuid, presentation, layout, seats))
    if (E.isLeft(done)) return done
    held.push(...done.right.held)
    dropped.push(...done.right.dropped)
  }
  await publishSeats(
    deps.events,
    'locked',
    held.map((entry) => entry.at),
  )
  const cart = withRestoredSeats(saved.cart, dropped, (seat) => {
    const at = held.find((entry) => sameCartSeat(entry.seat, seat))?.at
    return at === undefined ? seat : { ...seat, x: at.x, y: at.y }
  })
  return E.right({ cart, droppedSeats: dropped })
}
