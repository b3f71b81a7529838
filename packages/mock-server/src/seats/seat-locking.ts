import * as E from 'fp-ts/Either'
import {
  appliesSingleSeatRule,
  checkSeatMaximum,
  kartisError,
  seatNumber,
  seatUnit,
  selectionToAdd,
  type KartisError,
  type LockedSeat,
  type Result,
  type SeatKey,
  type SeatLockRequest,
} from '@kartis/core'
import { GA_ROW, type PresentationSeatKey, type SeatClaim, type SeatInventory, type SeatInventoryTx } from '../storage/seat-inventory'
import type { SeatPlans } from './seating-layouts'
import { publishSeats, type SeatEvents } from './seat-events'
import { checkAddressHoldCap, type SeatHolder } from './seat-hold-cap'
import { resolveSeatTarget, seatNotFound, type SeatTarget } from './seat-target'
import { visitorStatuses } from './visitor-statuses'

/** What locking needs: the seat inventory, the cached plans, how long a lock lasts, and the per-address hold cap. */
export interface SeatLockingDeps {
  readonly seats: SeatInventory
  readonly layouts: SeatPlans
  readonly lockTtlMs: number
  /** Issue 10 seat hoarding: places one client address may hold per presentation (see seat-hold-cap). */
  readonly maxHeldPerAddress: number
  /** Issue 11 where the seats a lock takes or an unlock frees are published once committed. */
  readonly events: SeatEvents
}

/** A lock's answer and the seats it took (none when the visitor held the seat already). */
interface Locking {
  readonly answer: LockedSeat
  readonly lockedSeats: readonly PresentationSeatKey[]
}

/**
 * §4 a lock made ready outside the transaction (its plan resolved, the request checked): what it
 * claims, and its read-then-write, run inside a transaction after the claim.
 */
interface PreparedLock {
  readonly claim: SeatClaim
  readonly lockIn: (tx: SeatInventoryTx) => Promise<Result<Locking>>
}

/** §7 a GA lock: the seat maximum and the address's hold cap, then the lowest free place (NO_SEATS_LEFT_GA when full). */
const prepareGaPlace = (deps: SeatLockingDeps, holder: SeatHolder, target: SeatTarget): Result<PreparedLock> => {
  const { presentation, section } = target
  const { uuid, clientAddress } = holder
  const ticketGroupId = section.ticketGroupId
  if (ticketGroupId === null) return E.left(kartisError('NO_PRICE_LIST', { sectionId: section.id }))
  return E.right({
    // The section's places, the visitor's and the address's counts are read, then written: claimed first.
    claim: { presentationId: presentation.id, rows: [{ sectionId: section.id, y: GA_ROW }], uuid, clientAddress },
    lockIn: async (tx) => {
      const maximum = checkSeatMaximum(await tx.lockCount(uuid, presentation.id), 1, presentation.maxSeats)
      if (E.isLeft(maximum)) return maximum
      const cap = await checkAddressHoldCap(tx, holder, presentation, 1, deps.maxHeldPerAddress)
      if (E.isLeft(cap)) return cap
      const place = await tx.allocateGaPlace(presentation.id, section.id, section.capacity ?? 0)
      if (E.isLeft(place)) return place
      const seat = { presentationId: presentation.id, sectionId: section.id, ...place.right }
      const written = await tx.insertLock({ ...seat, uuid, ticketGroupId, clientAddress }, deps.lockTtlMs)
      if (E.isLeft(written)) return written
      return E.right({ answer: { ...place.right, allocationId: null }, lockedSeats: [seat] })
    },
  })
}

/**
 * §4/§5 a reserved-seat lock: the seat's row, the visitor and its client address are claimed
 * (SeatInventoryTx.claim), so concurrent locks on them, from any box-office process, take turns;
 * then the seat's row is read (sold, held and valid locks), the visitor's locks there are its
 * selection and everybody else's are taken (on the row's index: the single-seat rule and couches
 * never look beyond a row); the core's selectionToAdd gives the seats to lock (its whole couch or
 * bed) or refuses (SEAT_NO_LONGER_AVAILABLE, SINGLE_SEAT_LEFT under seating policy 3); the core's
 * checkSeatMaximum counts the visitor's locks in the presentation against maxSeats, and
 * checkAddressHoldCap the locks of the visitor's client address against its cap.
 */
const prepareReservedSeat = (
  deps: SeatLockingDeps,
  holder: SeatHolder,
  target: SeatTarget,
  key: SeatKey & { readonly y: number },
): Result<PreparedLock> => {
  const { presentation, layout } = target
  const { uuid, clientAddress } = holder
  // The rules look along the seat's row only, so they run on the row's own index (SeatingLayout.rowIndex).
  const index = layout.rowIndex(key.sectionId, key.y)
  if (index === undefined) return seatNotFound(key)
  const scope = { sectionId: key.sectionId, y: key.y }
  const locked: LockedSeat = { x: key.x, y: key.y, allocationId: null }
  return E.right({
    claim: { presentationId: presentation.id, rows: [scope], uuid, clientAddress },
    lockIn: async (tx) => {
      const taken = await tx.takenInRow(presentation.id, key.sectionId, key.y)
      const { statuses, selection } = visitorStatuses(index, taken, uuid, scope)
      if (selection.some((seat) => seat.x === key.x)) return E.right({ answer: locked, lockedSeats: [] })
      const toAdd = selectionToAdd(index, statuses, selection, key, { applySingleSeatRule: appliesSingleSeatRule(presentation) })
      if (E.isLeft(toAdd)) return toAdd
      const maximum = checkSeatMaximum(await tx.lockCount(uuid, presentation.id), toAdd.right.length, presentation.maxSeats)
      if (E.isLeft(maximum)) return maximum
      const cap = await checkAddressHoldCap(tx, holder, presentation, toAdd.right.length, deps.maxHeldPerAddress)
      if (E.isLeft(cap)) return cap
      const lockedSeats: PresentationSeatKey[] = []
      for (const seat of toAdd.right) {
        const ticketGroupId = index.seats[seatNumber(index, seat) ?? -1]?.ticketGroupId ?? null
        if (ticketGroupId === null || seat.y === null) return E.left(kartisError('NO_PRICE_LIST', { sectionId: seat.sectionId, x: seat.x }))
        const place = { presentationId: presentation.id, sectionId: seat.sectionId, x: seat.x, y: seat.y }
        const written = await tx.insertLock({ ...place, uuid, ticketGroupId, clientAddress }, deps.lockTtlMs)
        if (E.isLeft(written)) return written
        lockedSeats.push(place)
      }
      return E.right({ answer: locked, lockedSeats })
    },
  })
}

/** §7 a lock-seat request made ready: its plan and seat resolved (SEAT_NOT_FOUND, NO_PRICE_LIST…), nothing read yet. */
const prepareLock = async (deps: SeatLockingDeps, holder: SeatHolder, request: SeatLockRequest): Promise<Result<PreparedLock>> => {
  const target = await resolveSeatTarget(deps.layouts, request)
  if (E.isLeft(target)) return target
  if (!target.right.section.isReserved) return prepareGaPlace(deps, holder, target.right)
  const { y } = request
  if (y === null || seatNumber(target.right.layout.index, request) === undefined) return seatNotFound(request)
  return prepareReservedSeat(deps, holder, target.right, { sectionId: request.sectionId, x: request.x, y })
}

/**
 * §7 PUT /seats/lock-seat: locks the seat for the visitor's uuid until lockTtlMs from now,
 * within the §5 seat maximum per visitor and the hold cap of its client address (issue 10).
 * A GA request (y null, in a GA section) is given the lowest free place and answered with
 * it; a reserved seat locks with its whole couch or bed and is answered with the seat asked
 * for. Locking a seat the visitor already holds succeeds without change. The seats locked are
 * published (issue 11) once the transaction has committed, before the answer.
 */
export const lockSeat = async (deps: SeatLockingDeps, holder: SeatHolder, request: SeatLockRequest): Promise<Result<LockedSeat>> => {
  const locked = await lockSeatsTogether(deps, holder, [request])
  if (E.isLeft(locked)) return locked
  const [answer] = locked.right
  if (answer === undefined) throw new Error('one lock asked for, none answered')
  return E.right(answer)
}

/**
 * §4 issue 14 §3 several lock-seat requests (a fixed seat in every chosen event, a fixed-seat
 * membership's presentations) as one atomic step: every request's claim is taken at once (one
 * order across presentations, so concurrent calls never deadlock), then each is locked as
 * lockSeat locks, in the order given, in ONE transaction — the first refusal rolls every lock
 * back, so the caller holds all the seats or none, and no other visitor ever sees a part of them
 * taken. `refusal` may restate a refusal naming the request it came from (its index). Answers one
 * LockedSeat per request; the seats are published once committed.
 */
export const lockSeatsTogether = async (
  deps: SeatLockingDeps,
  holder: SeatHolder,
  requests: readonly SeatLockRequest[],
  refusal: (error: KartisError, index: number) => KartisError = (error) => error,
): Promise<Result<readonly LockedSeat[]>> => {
  const prepared: PreparedLock[] = []
  for (const [index, request] of requests.entries()) {
    const lock = await prepareLock(deps, holder, request)
    if (E.isLeft(lock)) return E.left(refusal(lock.left, index))
    prepared.push(lock.right)
  }
  const locked = await deps.seats.transaction(async (tx): Promise<Result<readonly Locking[]>> => {
    await tx.claim(prepared.map((lock) => lock.claim))
    const done: Locking[] = []
    for (const [index, lock] of prepared.entries()) {
      const one = await lock.lockIn(tx)
      if (E.isLeft(one)) return E.left(refusal(one.left, index))
      done.push(one.right)
    }
    return E.right(done)
  })
  if (E.isLeft(locked)) return locked
  await publishSeats(
    deps.events,
    'locked',
    locked.right.flatMap((lock) => lock.lockedSeats),
  )
  return E.right(locked.right.map((lock) => lock.answer))
}

/**
 * §7 PUT /seats/unlock-seat: removes the visitor's own lock (its whole couch or bed, for a
 * reserved seat; the place x of row GA_ROW, for GA). SEAT_UNLOCK_FAILED when the visitor
 * held no lock there (another's lock is never touched). The seats freed are published (issue 11)
 * once the transaction has committed.
 */
export const unlockSeat = async (deps: SeatLockingDeps, uuid: string, request: SeatLockRequest): Promise<Result<true>> => {
  const target = await resolveSeatTarget(deps.layouts, request)
  if (E.isLeft(target)) return target
  const { presentation, layout, section } = target.right
  let keys: readonly SeatKey[]
  if (!section.isReserved) keys = [{ sectionId: section.id, x: request.x, y: request.y ?? GA_ROW }]
  else if (request.y === null || seatNumber(layout.index, request) === undefined) return seatNotFound(request)
  else keys = seatUnit(layout.index, request)
  // No claim: deleting one's own locks only frees seats, so any interleaving with concurrent locks
  // is one of their serial orders.
  const freed = await deps.seats.transaction(async (tx) => {
    const removed: PresentationSeatKey[] = []
    for (const key of keys) {
      if (key.y === null) continue
      const seat = { presentationId: presentation.id, sectionId: key.sectionId, x: key.x, y: key.y }
      if (await tx.deleteLock(seat, uuid)) removed.push(seat)
    }
    return removed.length > 0 ? E.right(removed) : E.left(kartisError('SEAT_UNLOCK_FAILED', { sectionId: request.sectionId, x: request.x }))
  })
  if (E.isLeft(freed)) return freed
  await publishSeats(deps.events, 'free', freed.right)
  return E.right(true)
}

/**
 * §7 a seat unlocked in several presentations (a membership's or an enrolment's events): the
 * visitor's own lock freed in each, one unlockSeat apiece (freeing only ever frees, so there is
 * nothing to make atomic). SEAT_UNLOCK_FAILED (the first refusal) when the visitor held it in none.
 */
export const unlockSeatsEach = async (deps: SeatLockingDeps, uuid: string, requests: readonly SeatLockRequest[]): Promise<Result<true>> => {
  let firstRefusal: Result<true> | null = null
  let freed = false
  for (const request of requests) {
    const unlocked = await unlockSeat(deps, uuid, request)
    if (E.isRight(unlocked)) freed = true
    else firstRefusal ??= unlocked
  }
  return freed || firstRefusal === null ? E.right(true) : firstRefusal
}
