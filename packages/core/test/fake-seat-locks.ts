import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../src/errors/error-codes'
import type { SeatKey } from '../src/model/seat-plan'
import { seatKeyId } from '../src/seating/seat-key'
import type { LockedSeat, SeatLockRequest, SeatLocks } from '../src/seating/seat-selection'

/** The server's text when a lock is refused (Hebrew: "the seat is no longer available"). */
export const LOCK_REFUSED_TEXT = 'המושב כבר לא זמין'
/** The server's text when an unlock fails (Hebrew: "error unlocking seat"). */
export const UNLOCK_FAILED_TEXT = 'שגיאה בשחרור המושב'

/** A request the fake has not answered yet (manual mode). */
export interface PendingCall {
  readonly kind: 'lock' | 'unlock'
  readonly request: SeatLockRequest
  /** Answers as the server would: the lock or unlock happens. */
  succeed(): void
  /** Answers with a failure; nothing changes on the server. */
  fail(): void
}

export interface FakeSeatLocksOptions {
  /** Answer only when the test says so (see pending). Default false: answer at once. */
  readonly manual?: boolean
  /** Seats other visitors hold: locking them fails. */
  readonly taken?: readonly SeatKey[]
  /** Free places per GA section, handed out in order by a lock with y null. */
  readonly gaPlaces?: ReadonlyMap<number, readonly SeatKey[]>
}

const requestKey = (request: SeatLockRequest): SeatKey => ({ sectionId: request.sectionId, x: request.x, y: request.y })

/**
 * An in-memory seats server for tests. It tracks the seats this visitor holds, refuses seats
 * others hold, hands out GA places, counts double locks (a lock of a seat already held), and
 * fails the seats listed in failLocks / failUnlocks. In manual mode every call waits in
 * `pending` until the test answers it, so races can be played out step by step.
 */
export class FakeSeatLocks implements SeatLocks {
  readonly calls: { readonly kind: 'lock' | 'unlock'; readonly request: SeatLockRequest }[] = []
  /** seatKeyIds this visitor holds on the server. */
  readonly held = new Set<string>()
  readonly taken: Set<string>
  readonly failLocks = new Set<string>()
  readonly failUnlocks = new Set<string>()
  doubleLocks = 0
  private readonly manual: boolean
  private readonly gaFree: Map<number, SeatKey[]>
  private readonly queue: PendingCall[] = []

  constructor(options: FakeSeatLocksOptions = {}) {
    this.manual = options.manual ?? false
    this.taken = new Set((options.taken ?? []).map(seatKeyId))
    this.gaFree = new Map([...(options.gaPlaces ?? new Map<number, readonly SeatKey[]>())].map(([id, places]) => [id, [...places]]))
  }

  /** Calls waiting for an answer, oldest first (manual mode). */
  get pending(): readonly PendingCall[] {
    return [...this.queue]
  }

  lock(request: SeatLockRequest): Promise<Result<LockedSeat>> {
    this.calls.push({ kind: 'lock', request })
    const id = seatKeyId(requestKey(request))
    if (request.y !== null && this.held.has(id)) this.doubleLocks++
    return this.answer(
      'lock',
      request,
      () => this.doLock(request),
      () => lockRefused(),
    )
  }

  unlock(request: SeatLockRequest): Promise<Result<void>> {
    this.calls.push({ kind: 'unlock', request })
    return this.answer(
      'unlock',
      request,
      () => this.doUnlock(request),
      () => unlockFailed(),
    )
  }

  /** Locks requested so far for a seat. */
  locksOf(key: SeatKey): number {
    return this.calls.filter((call) => call.kind === 'lock' && seatKeyId(requestKey(call.request)) === seatKeyId(key)).length
  }

  private answer<T>(
    kind: 'lock' | 'unlock',
    request: SeatLockRequest,
    succeed: () => Result<T>,
    fail: () => Result<T>,
  ): Promise<Result<T>> {
    const failing = (kind === 'lock' ? this.failLocks : this.failUnlocks).has(seatKeyId(requestKey(request)))
    if (!this.manual) return Promise.resolve(failing ? fail() : succeed())
    return new Promise((resolve) => {
      const call: PendingCall = {
        kind,
        request,
        succeed: () => {
          this.dequeue(call)
          resolve(succeed())
        },
        fail: () => {
          this.dequeue(call)
          resolve(fail())
        },
      }
      this.queue.push(call)
    })
  }

  private dequeue(call: PendingCall): void {
    const at = this.queue.indexOf(call)
    if (at < 0) throw new Error('answered twice')
    this.queue.splice(at, 1)
  }

  private doLock(request: SeatLockRequest): Result<LockedSeat> {
    if (request.y === null) {
      const place = this.gaFree.get(request.sectionId)?.shift()
      if (place === undefined || place.y === null) return lockRefused()
      this.held.add(seatKeyId(place))
      return E.right({ x: place.x, y: place.y, allocationId: 9000 + place.x })
    }
    const id = seatKeyId(requestKey(request))
    if (this.taken.has(id)) return lockRefused()
    this.held.add(id)
    return E.right({ x: request.x, y: request.y, allocationId: 7000 + request.x })
  }

  private doUnlock(request: SeatLockRequest): Result<void> {
    const key = requestKey(request)
    this.held.delete(seatKeyId(key))
    // A GA place let go goes back to the end of its section's free places.
    this.gaFree.get(request.sectionId)?.push(key)
    return E.right(undefined)
  }
}

const lockRefused = <T>(): Result<T> => E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', {}, LOCK_REFUSED_TEXT))
const unlockFailed = <T>(): Result<T> => E.left(kartisError('SERVER_ERROR', {}, UNLOCK_FAILED_TEXT))

/** Lets every pending promise continuation run (answers travel through several awaits). */
export const flush = async (): Promise<void> => {
  for (let i = 0; i < 50; i++) await Promise.resolve()
}
