import type Database from 'better-sqlite3'
import * as E from 'fp-ts/Either'
import { kartisError } from '@kartis/core'
import type { Clock, Result } from '@kartis/core'
import {
  GA_ROW,
  type NewSeatLock,
  type OccupiedSeat,
  type PresentationSeatKey,
  type SeatInventory,
  type SeatInventoryTx,
  type SeatLock,
  type SeatSale,
  type SeatScope,
  type TakenSeat,
} from './seat-inventory'
import type { TransactionScope } from './sqlite-gate'
import { SqliteGate } from './sqlite-gate'

type Db = Database.Database
type KeyParams = [number, number, number, number]

interface SoldRow {
  readonly presentationId: number
  readonly sectionId: number
  readonly x: number
  readonly y: number
  readonly reservationIdentifier: string
}

interface LockRow {
  readonly presentationId: number
  readonly sectionId: number
  readonly x: number
  readonly y: number
  readonly uuid: string
  readonly ticketGroupId: number | null
  readonly expiresAt: number
}

const KEY_COLUMNS = 'presentation_id AS presentationId, section_id AS sectionId, x, y'
const LOCK_COLUMNS = `${KEY_COLUMNS}, uuid, ticket_group_id AS ticketGroupId, expires_at AS expiresAt`
/**
 * Optional section and row filters as ranges (the whole range means "any"), so SQLite walks
 * the primary key (presentation_id, section_id, …) instead of every seat of the presentation.
 */
const SCOPE = 'presentation_id = @presentationId AND section_id BETWEEN @sectionFrom AND @sectionTo AND y BETWEEN @yFrom AND @yTo'

interface ScopeParams {
  readonly presentationId: number
  readonly sectionFrom: number
  readonly sectionTo: number
  readonly yFrom: number
  readonly yTo: number
}

const scopeParams = (presentationId: number, scope: SeatScope | undefined): ScopeParams => ({
  presentationId,
  sectionFrom: scope?.sectionId ?? Number.MIN_SAFE_INTEGER,
  sectionTo: scope?.sectionId ?? Number.MAX_SAFE_INTEGER,
  yFrom: scope?.y ?? Number.MIN_SAFE_INTEGER,
  yTo: scope?.y ?? Number.MAX_SAFE_INTEGER,
})

interface GaParams {
  readonly presentationId: number
  readonly sectionId: number
  readonly now: number
}

/** One row of one section: equalities, so the row indexes (migration 3) find it directly. */
const ROW_SCOPE = 'presentation_id = @presentationId AND section_id = @sectionFrom AND y = @yFrom'

interface RowParams {
  readonly presentationId: number
  readonly sectionId: number
  readonly y: number
  readonly now: number
}

const ROW_EQUALS = 'presentation_id = @presentationId AND section_id = @sectionId AND y = @y'
/** takenInRow's kinds, ordered so that a larger one wins: sold beats held beats locked. */
const TAKEN_LOCKED = 0
const TAKEN_HELD = 1
const TAKEN_SOLD = 2
const SOLD: TakenSeat['occupancy'] = { kind: 'sold' }
const HELD: TakenSeat['occupancy'] = { kind: 'held' }

const prepareStatements = (db: Db) => ({
  sold: db.prepare<[ScopeParams], SoldRow>(
    `SELECT ${KEY_COLUMNS}, reservation_identifier AS reservationIdentifier FROM sold_seats WHERE ${SCOPE}`,
  ),
  held: db.prepare<[ScopeParams], PresentationSeatKey>(`SELECT ${KEY_COLUMNS} FROM seat_holds WHERE ${SCOPE}`),
  locks: db.prepare<[ScopeParams & { readonly now: number }], LockRow>(
    `SELECT ${LOCK_COLUMNS} FROM seat_locks WHERE ${SCOPE} AND expires_at > @now`,
  ),
  soldInRow: db.prepare<[ScopeParams], SoldRow>(
    `SELECT ${KEY_COLUMNS}, reservation_identifier AS reservationIdentifier FROM sold_seats INDEXED BY sold_seats_by_row WHERE ${ROW_SCOPE}`,
  ),
  heldInRow: db.prepare<[ScopeParams], PresentationSeatKey>(
    `SELECT ${KEY_COLUMNS} FROM seat_holds INDEXED BY seat_holds_by_row WHERE ${ROW_SCOPE}`,
  ),
  locksInRow: db.prepare<[ScopeParams & { readonly now: number }], LockRow>(
    `SELECT ${LOCK_COLUMNS} FROM seat_locks INDEXED BY seat_locks_by_row WHERE ${ROW_SCOPE} AND expires_at > @now`,
  ),
  // §4 one statement for a lock's row: each part reads only its covering row index (migration 7).
  takenInRow: db
    .prepare<[RowParams], [x: number, kind: number, uuid: string | null]>(
      `SELECT x, ${TAKEN_SOLD}, NULL FROM sold_seats INDEXED BY sold_seats_by_row WHERE ${ROW_EQUALS}
       UNION ALL SELECT x, ${TAKEN_HELD}, NULL FROM seat_holds INDEXED BY seat_holds_by_row WHERE ${ROW_EQUALS}
       UNION ALL SELECT x, ${TAKEN_LOCKED}, uuid FROM seat_locks INDEXED BY seat_locks_by_row WHERE ${ROW_EQUALS} AND expires_at > @now`,
    )
    .raw(),
  lockCount: db
    .prepare<[string, number, number], number>('SELECT COUNT(*) FROM seat_locks WHERE uuid = ? AND expires_at > ? AND presentation_id = ?')
    .pluck(),
  addressLockCount: db
    .prepare<[string, number, number], number>(
      'SELECT COUNT(*) FROM seat_locks WHERE client_address = ? AND presentation_id = ? AND expires_at > ?',
    )
    .pluck(),
  locksOf: db.prepare<[string, number], LockRow>(
    `SELECT ${LOCK_COLUMNS} FROM seat_locks WHERE uuid = ? AND expires_at > ? ORDER BY presentation_id, section_id, y, x`,
  ),
  takenGaPlaces: db
    .prepare<[GaParams], number>(
      `SELECT x FROM sold_seats WHERE presentation_id = @presentationId AND section_id = @sectionId
       UNION SELECT x FROM seat_holds WHERE presentation_id = @presentationId AND section_id = @sectionId
       UNION SELECT x FROM seat_locks WHERE presentation_id = @presentationId AND section_id = @sectionId AND expires_at > @now`,
    )
    .pluck(),
  upsertLock: db.prepare<[number, number, number, number, string, number | null, number, string | null]>(
    `INSERT INTO seat_locks (presentation_id, section_id, x, y, uuid, ticket_group_id, expires_at, client_address)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (presentation_id, section_id, x, y)
     DO UPDATE SET uuid = excluded.uuid, ticket_group_id = excluded.ticket_group_id, expires_at = excluded.expires_at,
       client_address = excluded.client_address`,
  ),
  deleteLock: db.prepare<[...KeyParams, string]>(
    'DELETE FROM seat_locks WHERE presentation_id = ? AND section_id = ? AND x = ? AND y = ? AND uuid = ?',
  ),
  extendLocks: db.prepare<[number, string, number]>('UPDATE seat_locks SET expires_at = ? WHERE uuid = ? AND expires_at > ?'),
  validLock: db.prepare<[...KeyParams, string, number], number>(
    `SELECT 1 FROM seat_locks
     WHERE presentation_id = ? AND section_id = ? AND x = ? AND y = ? AND uuid = ? AND expires_at > ?`,
  ),
  sell: db.prepare<[...KeyParams, string, string]>(
    `INSERT INTO sold_seats (presentation_id, section_id, x, y, reservation_identifier, ticket_identifier)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ),
  hold: db.prepare<KeyParams>('INSERT OR IGNORE INTO seat_holds (presentation_id, section_id, x, y) VALUES (?, ?, ?, ?)'),
  releaseHold: db.prepare<KeyParams>('DELETE FROM seat_holds WHERE presentation_id = ? AND section_id = ? AND x = ? AND y = ?'),
})

type SeatStatements = ReturnType<typeof prepareStatements>

const statementCache = new WeakMap<Db, SeatStatements>()

const statementsFor = (db: Db): SeatStatements => {
  const cached = statementCache.get(db)
  if (cached !== undefined) return cached
  const created = prepareStatements(db)
  statementCache.set(db, created)
  return created
}

const keyParams = (seat: PresentationSeatKey): KeyParams => [seat.presentationId, seat.sectionId, seat.x, seat.y]
const keyOf = (seat: PresentationSeatKey): string => `${seat.presentationId}/${seat.sectionId}/${seat.x}/${seat.y}`
const bare = (seat: PresentationSeatKey): PresentationSeatKey => ({
  presentationId: seat.presentationId,
  sectionId: seat.sectionId,
  x: seat.x,
  y: seat.y,
})

const assertTtl = (ttlMs: number): void => {
  if (!(Number.isFinite(ttlMs) && ttlMs > 0)) throw new RangeError(`lock ttl must be positive, got ${ttlMs}`)
}

/** §4 the seat operations of one SQLite transaction; usable only while it is open. */
export class SqliteSeatInventoryTx implements SeatInventoryTx {
  private readonly statements: SeatStatements

  constructor(
    db: Db,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly scope: TransactionScope,
  ) {
    this.statements = statementsFor(db)
  }

  /** Nothing to take: the gate runs this database's transactions one at a time. */
  async claim(): Promise<void> {
    this.scope.assertOpen()
  }

  async occupiedSeats(presentationId: number, scope?: SeatScope): Promise<readonly OccupiedSeat[]> {
    this.scope.assertOpen()
    const params = scopeParams(presentationId, scope)
    const all = this.statements
    const read =
      scope?.y === undefined
        ? { sold: all.sold, held: all.held, locks: all.locks }
        : { sold: all.soldInRow, held: all.heldInRow, locks: all.locksInRow }
    const seats = new Map<string, OccupiedSeat>()
    // Later writes win: sold beats held beats locked, should a seat ever be in two tables.
    for (const lock of read.locks.all({ ...params, now: this.clock.now() }))
      seats.set(keyOf(lock), {
        ...bare(lock),
        occupancy: { kind: 'locked', uuid: lock.uuid, ticketGroupId: lock.ticketGroupId, expiresAt: lock.expiresAt },
      })
    for (const held of read.held.all(params)) seats.set(keyOf(held), { ...bare(held), occupancy: { kind: 'held' } })
    for (const sold of read.sold.all(params))
      seats.set(keyOf(sold), {
        ...bare(sold),
        occupancy: { kind: 'sold', reservationIdentifier: sold.reservationIdentifier },
      })
    return [...seats.values()]
  }

  async takenInRow(presentationId: number, sectionId: number, y: number): Promise<readonly TakenSeat[]> {
    this.scope.assertOpen()
    const rows = this.statements.takenInRow.all({ presentationId, sectionId, y, now: this.clock.now() })
    const kinds = new Map<number, number>()
    const seats = new Map<number, TakenSeat>()
    // Should a seat ever be in two tables, sold beats held beats locked, as in occupiedSeats.
    for (const [x, kind, uuid] of rows) {
      if ((kinds.get(x) ?? -1) >= kind) continue
      kinds.set(x, kind)
      // seat_locks.uuid is NOT NULL; the fallback only satisfies the row type (and would read as another's lock).
      const occupancy = kind === TAKEN_SOLD ? SOLD : kind === TAKEN_HELD ? HELD : { kind: 'locked' as const, uuid: uuid ?? '' }
      seats.set(x, { sectionId, x, y, occupancy })
    }
    return [...seats.values()]
  }

  async locksOf(uuid: string): Promise<readonly SeatLock[]> {
    this.scope.assertOpen()
    return this.statements.locksOf.all(uuid, this.clock.now())
  }

  async lockCount(uuid: string, presentationId: number): Promise<number> {
    this.scope.assertOpen()
    return this.statements.lockCount.get(uuid, this.clock.now(), presentationId) ?? 0
  }

  async addressLockCount(clientAddress: string, presentationId: number): Promise<number> {
    this.scope.assertOpen()
    return this.statements.addressLockCount.get(clientAddress, presentationId, this.clock.now()) ?? 0
  }

  async freeGaPlaces(presentationId: number, sectionId: number, capacity: number): Promise<number> {
    this.scope.assertOpen()
    const taken = this.takenGaPlaces(presentationId, sectionId)
    return Math.max(0, capacity - [...taken].filter((x) => x >= 1 && x <= capacity).length)
  }

  async allocateGaPlace(
    presentationId: number,
    sectionId: number,
    capacity: number,
  ): Promise<Result<{ readonly x: number; readonly y: number }>> {
    this.scope.assertOpen()
    const taken = this.takenGaPlaces(presentationId, sectionId)
    for (let x = 1; x <= capacity; x++) if (!taken.has(x)) return E.right({ x, y: GA_ROW })
    return E.left(kartisError('NO_SEATS_LEFT_GA', { sectionId }))
  }

  async insertLock(lock: NewSeatLock, ttlMs: number): Promise<Result<SeatLock>> {
    this.scope.assertOpen()
    assertTtl(ttlMs)
    const expiresAt = this.clock.now() + ttlMs
    this.statements.upsertLock.run(...keyParams(lock), lock.uuid, lock.ticketGroupId, expiresAt, lock.clientAddress ?? null)
    return E.right({ ...bare(lock), uuid: lock.uuid, ticketGroupId: lock.ticketGroupId, expiresAt })
  }

  async deleteLock(seat: PresentationSeatKey, uuid: string): Promise<boolean> {
    this.scope.assertOpen()
    return this.statements.deleteLock.run(...keyParams(seat), uuid).changes > 0
  }

  async extendLocks(uuid: string, ttlMs: number): Promise<number> {
    this.scope.assertOpen()
    assertTtl(ttlMs)
    const now = this.clock.now()
    return this.statements.extendLocks.run(now + ttlMs, uuid, now).changes
  }

  async convertLocksToSold(uuid: string, reservationIdentifier: string, seats: readonly SeatSale[]): Promise<Result<number>> {
    this.scope.assertOpen()
    const now = this.clock.now()
    const lost = seats.find((seat) => this.statements.validLock.get(...keyParams(seat), uuid, now) === undefined)
    if (lost !== undefined) return E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', { ...bare(lost) }))
    for (const seat of seats) {
      this.statements.sell.run(...keyParams(seat), reservationIdentifier, seat.ticketIdentifier)
      this.statements.deleteLock.run(...keyParams(seat), uuid)
    }
    return E.right(seats.length)
  }

  async hold(seat: PresentationSeatKey): Promise<void> {
    this.scope.assertOpen()
    this.statements.hold.run(...keyParams(seat))
  }

  async releaseHold(seat: PresentationSeatKey): Promise<boolean> {
    this.scope.assertOpen()
    return this.statements.releaseHold.run(...keyParams(seat)).changes > 0
  }

  private takenGaPlaces(presentationId: number, sectionId: number): ReadonlySet<number> {
    return new Set(this.statements.takenGaPlaces.all({ presentationId, sectionId, now: this.clock.now() }))
  }
}

export interface SqliteSeatInventoryOptions {
  /**
   * Default true. false only for the concurrency test's control run: transactions then run
   * bare (no mutex, no BEGIN), so concurrent read-then-write callbacks interleave and the
   * unconditional lock upsert lets every one of them believe it won the seat.
   */
  readonly guard?: boolean
}

/** §4 seat inventory on SQLite: locks expire by query against the injected clock, no sweeper. */
export class SqliteSeatInventory implements SeatInventory {
  private readonly gate: SqliteGate

  constructor(
    private readonly db: Db,
    private readonly clock: Pick<Clock, 'now'>,
    options: SqliteSeatInventoryOptions = {},
  ) {
    this.gate = new SqliteGate(db, { guard: options.guard ?? true })
  }

  transaction<T>(work: (tx: SeatInventoryTx) => Promise<Result<T>>): Promise<Result<T>> {
    return this.gate.transaction((scope) => work(new SqliteSeatInventoryTx(this.db, this.clock, scope)))
  }

  async occupiedSeats(presentationId: number, scope?: SeatScope): Promise<readonly OccupiedSeat[]> {
    const result = await this.transaction(async (tx) => E.right(await tx.occupiedSeats(presentationId, scope)))
    return E.getOrElse((): readonly OccupiedSeat[] => [])(result)
  }

  async locksOf(uuid: string): Promise<readonly SeatLock[]> {
    const result = await this.transaction(async (tx) => E.right(await tx.locksOf(uuid)))
    return E.getOrElse((): readonly SeatLock[] => [])(result)
  }

  sweepExpiredLocks(): Promise<readonly PresentationSeatKey[]> {
    return this.gate.exclusive(() =>
      this.db
        .prepare<[number], PresentationSeatKey>(`DELETE FROM seat_locks WHERE expires_at <= ? RETURNING ${KEY_COLUMNS}`)
        .all(this.clock.now())
        .sort((a, b) => a.presentationId - b.presentationId || a.sectionId - b.sectionId || a.y - b.y || a.x - b.x),
    )
  }
}
