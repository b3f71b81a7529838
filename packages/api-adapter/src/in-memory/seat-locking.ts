import {
  appliesSingleSeatRule,
  checkSeatMaximum,
  checkSelection,
  kartisError,
  sameSeat,
  seatUnit,
  selectionToAdd,
  type LockedSeat,
  type Presentation,
  type Result,
  type SeatKey,
  type SeatLockRequest,
  type SeatSection,
} from '@kartis/core'
import * as E from 'fp-ts/Either'
import type { InMemoryBoxOffice } from './box-office'
import type { PresentationSeating } from './presentation-seating'
import type { ClaimedPlace, PlaceKey } from './seat-ledger'

/** §7 every general-admission place sits in this one row; its x is the place number, 1 … capacity. */
export const GA_ROW = 1

/** What a lock or unlock works on: the presentation, its seating, the section and the live claims. */
interface LockContext {
  readonly presentation: Presentation
  readonly seating: PresentationSeating
  readonly section: SeatSection
  readonly claims: readonly ClaimedPlace[]
  readonly own: readonly ClaimedPlace[]
  readonly now: number
}

const seatNotFound = (request: Pick<SeatLockRequest, 'sectionId' | 'x' | 'y'>): Result<never> =>
  E.left(kartisError('SEAT_NOT_FOUND', { sectionId: request.sectionId, x: request.x, y: request.y ?? 'ga' }))

/**
 * §7 what a lock-seat or unlock-seat payload names: PRSNT_NOT_FOUND for an unknown presentation;
 * SEAT_NOT_FOUND when the venue or seat plan is not the presentation's, it has no plan (VOD), or
 * the plan has no such section.
 */
const contextOf = (office: InMemoryBoxOffice, uuid: string, request: SeatLockRequest): Result<LockContext> => {
  const found = office.presentation(request.presentationId)
  if (E.isLeft(found)) return found
  const presentation = found.right
  if (presentation.venueId !== request.venueId || presentation.seatplanId !== request.seatplanId) return seatNotFound(request)
  const seating = office.seating(presentation)
  const section = E.isRight(seating) ? seating.right.section(request.sectionId) : undefined
  if (E.isLeft(seating) || section === undefined) return seatNotFound(request)
  const now = office.now()
  const claims = office.seats.claimed(presentation.id, now)
  const own = claims.filter(({ claim }) => claim.kind === 'locked' && claim.uuid === uuid)
  return E.right({ presentation, seating: seating.right, section, claims, own, now })
}

const lockReservedSeat = (office: InMemoryBoxOffice, uuid: string, context: LockContext, request: SeatLockRequest): Result<LockedSeat> => {
  const { presentation, seating, claims, own, now } = context
  const seat = request.y === null ? undefined : seating.seatAt(request)
  if (request.y === null || seat === undefined) return seatNotFound(request)
  const locked: LockedSeat = { x: request.x, y: request.y, allocationId: seat.allocationId }
  // Locking a seat it holds already succeeds without change.
  if (own.some(({ place }) => sameSeat(place, request))) return E.right(locked)
  const toAdd = selectionToAdd(seating.index, seating.statusesFor(claims, uuid), seating.selectionOf(claims, uuid), request, {
    applySingleSeatRule: appliesSingleSeatRule(presentation),
  })
  if (E.isLeft(toAdd)) return toAdd
  const maximum = checkSeatMaximum(own.length, toAdd.right.length, presentation.maxSeats)
  if (E.isLeft(maximum)) return maximum
  const places: { readonly place: PlaceKey; readonly ticketGroupId: number }[] = []
  for (const key of toAdd.right) {
    const ticketGroupId = seating.seatAt(key)?.ticketGroupId ?? null
    if (ticketGroupId === null || key.y === null) return E.left(kartisError('NO_PRICE_LIST', { sectionId: key.sectionId, x: key.x }))
    places.push({ place: { sectionId: key.sectionId, x: key.x, y: key.y }, ticketGroupId })
  }
  for (const { place, ticketGroupId } of places) office.seats.lock(presentation.id, place, uuid, ticketGroupId, now + office.lockTtlMs)
  return E.right(locked)
}

const lockGaPlace = (office: InMemoryBoxOffice, uuid: string, context: LockContext, request: SeatLockRequest): Result<LockedSeat> => {
  const { presentation, section, claims, own, now } = context
  if (request.ticketGroupId === null) return E.left(kartisError('NO_PRICE_LIST', { sectionId: section.id }))
  const maximum = checkSeatMaximum(own.length, 1, presentation.maxSeats)
  if (E.isLeft(maximum)) return maximum
  const taken = new Set(claims.filter(({ place }) => place.sectionId === section.id).map(({ place }) => place.x))
  const capacity = section.gaCapacity ?? 0
  let x = 1
  while (x <= capacity && taken.has(x)) x += 1
  if (x > capacity) return E.left(kartisError('NO_SEATS_LEFT_GA', { section: section.name }))
  office.seats.lock(presentation.id, { sectionId: section.id, x, y: GA_ROW }, uuid, request.ticketGroupId, now + office.lockTtlMs)
  return E.right({ x, y: GA_ROW, allocationId: null })
}

/**
 * §4/§5/§7 lock-seat as the reference server does it, for the visitor `uuid`. A reserved seat:
 * the core's selectionToAdd against the seats the visitor holds gives the seats to lock — the
 * seat with the rest of its couch or bed — or refuses (SEAT_NO_LONGER_AVAILABLE when taken,
 * SINGLE_SEAT_LEFT under seating policy 3); then the core's checkSeatMaximum counts the
 * visitor's live locks in the presentation (GA places included) plus those seats against
 * maxSeats; NO_PRICE_LIST for a seat without a ticket group. A seat the visitor holds already
 * succeeds without change. A GA section (y null): the lowest free place 1…gaCapacity in row
 * GA_ROW, or NO_SEATS_LEFT_GA. Locks last the box office's lockTtlMs.
 */
export const lockPlace = (office: InMemoryBoxOffice, uuid: string, request: SeatLockRequest): Result<LockedSeat> =>
  E.chain((context: LockContext) =>
    context.section.isReserved ? lockReservedSeat(office, uuid, context, request) : lockGaPlace(office, uuid, context, request),
  )(contextOf(office, uuid, request))

/**
 * §7 unlock-seat for the visitor `uuid`, as the reference server does it: removes the
 * visitor's own locks, live or expired, of the seat and the rest of its couch or bed (a GA
 * request: place x of row GA_ROW). SEAT_UNLOCK_FAILED when the visitor held no lock there;
 * another visitor's lock is never touched.
 */
export const unlockPlace = (office: InMemoryBoxOffice, uuid: string, request: SeatLockRequest): Result<void> =>
  E.chain((context: LockContext): Result<void> => {
    const { presentation, seating, section } = context
    let keys: readonly SeatKey[]
    if (!section.isReserved) keys = [{ sectionId: section.id, x: request.x, y: request.y ?? GA_ROW }]
    else if (request.y === null || seating.seatAt(request) === undefined) return seatNotFound(request)
    else keys = seatUnit(seating.index, request)
    let removed = 0
    for (const key of keys)
      if (key.y !== null && office.seats.release(presentation.id, { sectionId: key.sectionId, x: key.x, y: key.y }, uuid)) removed += 1
    return removed > 0 ? E.right(undefined) : E.left(kartisError('SEAT_UNLOCK_FAILED', { sectionId: request.sectionId, x: request.x }))
  })(contextOf(office, uuid, request))

/**
 * §7 best available with isLock=1: locks a whole block the core found, at once (locking its
 * seats one by one could strand a seat between them half-way). SEAT_MAXIMUM_REACHED when the
 * block does not fit the visitor's maximum; the block must still pass checkSelection with the
 * seats the visitor holds.
 */
export const lockBlock = (
  office: InMemoryBoxOffice,
  uuid: string,
  presentation: Presentation,
  seating: PresentationSeating,
  block: readonly PlaceKey[],
): Result<void> => {
  const now = office.now()
  const claims = office.seats.claimed(presentation.id, now)
  const own = claims.filter(({ claim }) => claim.kind === 'locked' && claim.uuid === uuid)
  const maximum = checkSeatMaximum(own.length, block.length, presentation.maxSeats)
  if (E.isLeft(maximum)) return maximum
  const allowed = checkSelection(seating.index, seating.statusesFor(claims, uuid), [...seating.selectionOf(claims, uuid), ...block], {
    applySingleSeatRule: appliesSingleSeatRule(presentation),
  })
  if (E.isLeft(allowed)) return allowed
  for (const key of block) office.seats.lock(presentation.id, key, uuid, seating.seatAt(key)?.ticketGroupId ?? null, now + office.lockTtlMs)
  return E.right(undefined)
}
