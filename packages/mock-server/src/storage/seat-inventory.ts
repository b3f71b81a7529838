import type { Result } from '@kartis/core'

/** §4 a seat of one presentation: section and grid coordinates (GA places included). */
export interface PresentationSeatKey {
  readonly presentationId: number
  readonly sectionId: number
  readonly x: number
  readonly y: number
}

/**
 * §4 why a seat is not free: sold to a reservation, held by the box office (status 3), or
 * locked by a visitor's uuid until `expiresAt`. A seat with none of these is available.
 */
export type SeatOccupancy =
  | { readonly kind: 'sold'; readonly reservationIdentifier: string }
  | { readonly kind: 'held' }
  | { readonly kind: 'locked'; readonly uuid: string; readonly ticketGroupId: number | null; readonly expiresAt: number }

/** §4 a seat that is not available, and why. */
export interface OccupiedSeat extends PresentationSeatKey {
  readonly occupancy: SeatOccupancy
}

/**
 * §4 why a seat is not free, as the seat rules see it: whose lock it is matters (a visitor's
 * own locks are its selection), which reservation bought it does not. SeatOccupancy fits it.
 */
export type RuleOccupancy = { readonly kind: 'sold' } | { readonly kind: 'held' } | { readonly kind: 'locked'; readonly uuid: string }

/** §4 a seat that is not available, as the seat rules see it (an OccupiedSeat fits it). */
export interface TakenSeat {
  readonly sectionId: number
  readonly x: number
  readonly y: number
  readonly occupancy: RuleOccupancy
}

/** Narrows a seat-state read to one section, or to one row (y) of it. */
export interface SeatScope {
  readonly sectionId: number
  readonly y?: number
}

/** §7 lock-seat: a visitor's claim on a seat while choosing; valid only while expiresAt > now. */
export interface SeatLock extends PresentationSeatKey {
  readonly uuid: string
  readonly ticketGroupId: number | null
  readonly expiresAt: number
}

/** §7 the lock-seat payload as the inventory needs it. */
export interface NewSeatLock extends PresentationSeatKey {
  readonly uuid: string
  readonly ticketGroupId: number | null
  /** The client address the lock was asked from (what the per-address hold cap counts); none for the box office's own locks. */
  readonly clientAddress?: string
}

/** A locked seat becoming sold, with the ticket it is sold under. */
export interface SeatSale extends PresentationSeatKey {
  readonly ticketIdentifier: string
}

/**
 * §7 GA places have no seats in the plan: a lock in a GA section is given the lowest free
 * place number as x (1…capacity), and every GA place sits in this one virtual row y.
 */
export const GA_ROW = 1

/** §4 how long a lock lasts unless extended: 15 minutes (issue 3; configurable per server). */
export const DEFAULT_LOCK_TTL_MS = 15 * 60_000

/** §4 one row of a section (GA places all sit in row GA_ROW of their section). */
export interface SeatRowKey {
  readonly sectionId: number
  readonly y: number
}

/**
 * §4/§5 what a seat transaction reads and then writes on: the rows whose seats it reads and
 * locks ('all': the whole presentation, as best-available reads it), the visitor whose locks
 * the seat maximum counts, and the client address the hold cap counts (none for the box office).
 */
export interface SeatClaim {
  readonly presentationId: number
  readonly rows: readonly SeatRowKey[] | 'all'
  readonly uuid: string
  readonly clientAddress?: string
}

/**
 * §4 seat-state reads and writes inside one storage transaction. Reads see only locks whose
 * expiresAt is after the clock's now: an expired lock frees its seat at once, for every read.
 */
export interface SeatInventoryTx {
  /**
   * §4 makes the seat rules' read-then-write safe: called first in a transaction that reads seat
   * state and then locks seats, it waits until no other transaction holds a claim that overlaps
   * (the same row, the whole presentation, the same visitor or the same client address in that
   * presentation), and keeps the claim until this transaction ends. Row claims share their
   * presentation; 'all' excludes every other claim on it. A transaction claims at most once (a
   * second claim throws) and each claim takes its locks in one global order, so claims never
   * deadlock. A work on several presentations at once (issue 14 §3: a fixed seat in every chosen
   * event, all or none) claims them together, one claim each, in the same one call and order. On
   * PostgreSQL these are transaction advisory locks (other box-office processes on the same
   * database wait too); on SQLite, whose transactions already run one at a time, and unguarded
   * (control runs), it takes nothing.
   */
  claim(claim: SeatClaim | readonly SeatClaim[]): Promise<void>
  /** Seats of a presentation (or of one section or row) that are sold, held or validly locked; the rest are free. */
  occupiedSeats(presentationId: number, scope?: SeatScope): Promise<readonly OccupiedSeat[]>
  /**
   * §4 the seats of one row (section and y) that are sold, held or validly locked, for the
   * seat rules of a lock: what occupiedSeats gives for that row, without the reservation of
   * a sold seat, which the rules never need and which costs a look-up per sold seat.
   */
  takenInRow(presentationId: number, sectionId: number, y: number): Promise<readonly TakenSeat[]>
  /** The valid locks of a visitor, across presentations. */
  locksOf(uuid: string): Promise<readonly SeatLock[]>
  /** §4 how many valid locks the visitor has in one presentation (what the seat maximum counts). */
  lockCount(uuid: string, presentationId: number): Promise<number>
  /** Issue 10 seat hoarding: how many valid locks were taken from one client address in one presentation, by any visitor id. */
  addressLockCount(clientAddress: string, presentationId: number): Promise<number>
  /** §7 free places of a GA section: capacity minus sold, held and validly locked places. */
  freeGaPlaces(presentationId: number, sectionId: number, capacity: number): Promise<number>
  /** §7 the coordinates a GA lock gets: the lowest free place x, row GA_ROW. NO_SEATS_LEFT_GA when full. */
  allocateGaPlace(presentationId: number, sectionId: number, capacity: number): Promise<Result<{ readonly x: number; readonly y: number }>>
  /**
   * §7 writes a lock expiring ttlMs from now. The caller reads the seat's state first, after
   * claim; the database still refuses a seat taken meanwhile (defence in depth): a valid lock of
   * another visitor is never overwritten (an expired lock or the visitor's own is), and a seat
   * sold or held is refused after the write too. SEAT_NO_LONGER_AVAILABLE naming the seat, with
   * nothing written, when refused.
   */
  insertLock(lock: NewSeatLock, ttlMs: number): Promise<Result<SeatLock>>
  /**
   * §7 insertLock for a whole block at once (the box office's own seats: the demo's sales), in as
   * few statements as the engine allows, with the same refusals: SEAT_NO_LONGER_AVAILABLE naming
   * the first seat refused (the caller's rollback undoes the others). Returns how many were locked.
   */
  insertLocks(locks: readonly NewSeatLock[], ttlMs: number): Promise<Result<number>>
  /** §7 unlock-seat: removes the visitor's lock row of the seat (valid or expired); false when it had none. */
  deleteLock(seat: PresentationSeatKey, uuid: string): Promise<boolean>
  /** Moves every valid lock of the visitor to expire ttlMs from now; returns how many. Expired locks stay expired. */
  extendLocks(uuid: string, ttlMs: number): Promise<number>
  /**
   * §4 after commit the selected seats become unavailable: each seat must hold a valid lock of
   * `uuid` and not be sold (else SEAT_NO_LONGER_AVAILABLE naming the seat, and nothing is
   * written); the locks become sold seats of the reservation. The locks are re-read inside this
   * transaction and kept from other writers until it ends; the sold seats' key is the last guard
   * (a SEAT_NO_LONGER_AVAILABLE too, never a throw). Returns the number sold.
   */
  convertLocksToSold(uuid: string, reservationIdentifier: string, seats: readonly SeatSale[]): Promise<Result<number>>
  /** §4 puts seats on hold (status 3); a seat held already stays held. */
  hold(seats: readonly PresentationSeatKey[]): Promise<void>
  /** Takes a seat off hold; false when it was not held. */
  releaseHold(seat: PresentationSeatKey): Promise<boolean>
}

/** §4 per-presentation seat state: sold, held and locked seats. */
export interface SeatInventory {
  /** Runs `work` in one transaction: committed on Right, rolled back on Left or a throw. */
  transaction<T>(work: (tx: SeatInventoryTx) => Promise<Result<T>>): Promise<Result<T>>
  /** SeatInventoryTx.occupiedSeats outside a transaction. */
  occupiedSeats(presentationId: number, scope?: SeatScope): Promise<readonly OccupiedSeat[]>
  /** SeatInventoryTx.locksOf outside a transaction. */
  locksOf(uuid: string): Promise<readonly SeatLock[]>
  /**
   * §4 deletes the locks that have expired (expiresAt at or before now) and returns their seats,
   * ordered by presentation, section, y, x. Reads never needed it (an expired lock is free
   * already); it tells who publishes seat changes which seats became free. Safe when several
   * box-office processes sweep at once: each expired lock is reported by exactly one of them.
   */
  sweepExpiredLocks(): Promise<readonly PresentationSeatKey[]>
}
