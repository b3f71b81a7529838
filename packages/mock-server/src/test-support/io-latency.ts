import type { SeatInventory, SeatInventoryTx } from '../storage/seat-inventory'

/** One turn of the event loop, as a read over a network would take. */
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/** A transaction whose reads take an event-loop turn before answering, like a networked database's. */
const slowTx = (tx: SeatInventoryTx): SeatInventoryTx => ({
  claim: (claim) => tx.claim(claim),
  occupiedSeats: async (presentationId, scope) => {
    const seats = await tx.occupiedSeats(presentationId, scope)
    await turn()
    return seats
  },
  takenInRow: async (presentationId, sectionId, y) => {
    const seats = await tx.takenInRow(presentationId, sectionId, y)
    await turn()
    return seats
  },
  locksOf: async (uuid) => {
    const locks = await tx.locksOf(uuid)
    await turn()
    return locks
  },
  lockCount: async (uuid, presentationId) => {
    const count = await tx.lockCount(uuid, presentationId)
    await turn()
    return count
  },
  addressLockCount: async (clientAddress, presentationId) => {
    const count = await tx.addressLockCount(clientAddress, presentationId)
    await turn()
    return count
  },
  freeGaPlaces: (presentationId, sectionId, capacity) => tx.freeGaPlaces(presentationId, sectionId, capacity),
  allocateGaPlace: async (presentationId, sectionId, capacity) => {
    const place = await tx.allocateGaPlace(presentationId, sectionId, capacity)
    await turn()
    return place
  },
  insertLock: (lock, ttlMs) => tx.insertLock(lock, ttlMs),
  insertLocks: (locks, ttlMs) => tx.insertLocks(locks, ttlMs),
  deleteLock: (seat, uuid) => tx.deleteLock(seat, uuid),
  extendLocks: (uuid, ttlMs) => tx.extendLocks(uuid, ttlMs),
  convertLocksToSold: (uuid, reservationIdentifier, seats) => tx.convertLocksToSold(uuid, reservationIdentifier, seats),
  hold: (seats) => tx.hold(seats),
  releaseHold: (seat) => tx.releaseHold(seat),
})

/**
 * §4 test support: the seat inventory with network-like reads: SQLite answers synchronously, so requests
 * racing through an unguarded transaction would rarely interleave; with a turn of the event
 * loop between read and write they do, as they would on a database server. Used by the
 * concurrency tests for both the guarded run and its control, so only the guard differs.
 */
export const withIoLatency = (seats: SeatInventory): SeatInventory => ({
  transaction: (work) => seats.transaction((tx) => work(slowTx(tx))),
  occupiedSeats: (presentationId, scope) => seats.occupiedSeats(presentationId, scope),
  locksOf: (uuid) => seats.locksOf(uuid),
  sweepExpiredLocks: () => seats.sweepExpiredLocks(),
})
