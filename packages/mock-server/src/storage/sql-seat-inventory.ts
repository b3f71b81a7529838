import { createHash } from 'node:crypto'
import * as E from 'fp-ts/Either'
import { sql, type ExpressionBuilder } from 'kysely'
import { kartisError } from '@kartis/core'
import type { Clock, Result } from '@kartis/core'
import type { Engine, StorageDatabase } from './database/storage-database'
import { chunksOf, inBatches } from './database/in-batches'
import type { KartisTables } from './database/tables'
import { inTransaction, refuseNesting, TransactionScope, type Tx } from './database/transactions'
import {
  GA_ROW,
  type NewSeatLock,
  type OccupiedSeat,
  type PresentationSeatKey,
  type SeatClaim,
  type SeatInventory,
  type SeatInventoryTx,
  type SeatLock,
  type SeatSale,
  type SeatScope,
  type TakenSeat,
} from './seat-inventory'

/** The tables keyed by a seat (presentation, section, x, y). */
type SeatTable = 'sold_seats' | 'seat_holds' | 'seat_locks'

/** A seat's key columns (shared with the hold release, which frees sold seats). */
export const KEY_COLUMNS = ['presentation_id', 'section_id', 'x', 'y'] as const

/** occupiedSeats' and takenInRow's kinds, ordered so that a larger one wins: sold beats held beats locked. */
const TAKEN_LOCKED = 0
const TAKEN_HELD = 1
const TAKEN_SOLD = 2
const SOLD: TakenSeat['occupancy'] = { kind: 'sold' }
const HELD: TakenSeat['occupancy'] = { kind: 'held' }

// Typed NULLs for the union's columns a table lacks (PostgreSQL needs one type per column).
const NO_TEXT = sql<string | null>`CAST(NULL AS text)`
const NO_INTEGER = sql<number | null>`CAST(NULL AS integer)`
const NO_EPOCH_MS = sql<number | null>`CAST(NULL AS bigint)`

/** The seats of a presentation, or of one section or row of it, in any of the seat tables. */
const inScope =
  (presentationId: number, scope: SeatScope | undefined) =>
  <T extends SeatTable>(eb: ExpressionBuilder<KartisTables, T>) =>
    eb.and([
      eb(sql.ref('presentation_id'), '=', presentationId),
      ...(scope === undefined ? [] : [eb(sql.ref('section_id'), '=', scope.sectionId)]),
      ...(scope?.y === undefined ? [] : [eb(sql.ref('y'), '=', scope.y)]),
    ])

/** One seat, in any of the seat tables. */
const isSeat =
  (seat: PresentationSeatKey) =>
  <T extends SeatTable>(eb: ExpressionBuilder<KartisTables, T>) =>
    eb.and([
      eb(sql.ref('presentation_id'), '=', seat.presentationId),
      eb(sql.ref('section_id'), '=', seat.sectionId),
      eb(sql.ref('x'), '=', seat.x),
      eb(sql.ref('y'), '=', seat.y),
    ])

/**
 * Any of the seats (a non-empty list), in any of the seat tables, as one row-value IN list: an OR
 * per seat would nest as deep as the list is long, past SQLite's expression depth of 1,000.
 */
const isAnyOf =
  (seats: readonly PresentationSeatKey[]) =>
  <T extends SeatTable>(eb: ExpressionBuilder<KartisTables, T>) =>
    eb(
      sql`(presentation_id, section_id, x, y)`,
      'in',
      seats.map((seat) => sql`(${seat.presentationId}, ${seat.sectionId}, ${seat.x}, ${seat.y})`),
    )

/** Seats per statement that lists seats in its conditions (four parameters each, far below either engine's limit). */
const SEATS_PER_STATEMENT = 1_000

/** Seat order (presentation, section, row, seat): the one order row locks are taken in. */
const compareSeats = (a: PresentationSeatKey, b: PresentationSeatKey): number =>
  a.presentationId - b.presentationId || a.sectionId - b.sectionId || a.y - b.y || a.x - b.x

/** A seat_locks row to write. */
interface LockRow extends KeyRow {
  readonly uuid: string
  readonly ticket_group_id: number | null
  readonly expires_at: number
  readonly client_address: string | null
}

const lockRow = (lock: NewSeatLock, expiresAt: number): LockRow => ({
  presentation_id: lock.presentationId,
  section_id: lock.sectionId,
  x: lock.x,
  y: lock.y,
  uuid: lock.uuid,
  ticket_group_id: lock.ticketGroupId,
  expires_at: expiresAt,
  client_address: lock.clientAddress ?? null,
})

interface KeyRow {
  readonly presentation_id: number
  readonly section_id: number
  readonly x: number
  readonly y: number
}

/** A seat key from its row. */
export const keyOfRow = (row: KeyRow): PresentationSeatKey => ({
  presentationId: row.presentation_id,
  sectionId: row.section_id,
  x: row.x,
  y: row.y,
})
const keyOf = (seat: PresentationSeatKey): string => `${seat.presentationId}/${seat.sectionId}/${seat.x}/${seat.y}`
const bare = (seat: PresentationSeatKey): PresentationSeatKey => ({
  presentationId: seat.presentationId,
  sectionId: seat.sectionId,
  x: seat.x,
  y: seat.y,
})
/** Seats in plan order: presentation, section, row, seat. */
export const bySeat = (a: PresentationSeatKey, b: PresentationSeatKey): number =>
  a.presentationId - b.presentationId || a.sectionId - b.sectionId || a.y - b.y || a.x - b.x

const assertTtl = (ttlMs: number): void => {
  if (!(Number.isFinite(ttlMs) && ttlMs > 0)) throw new RangeError(`lock ttl must be positive, got ${ttlMs}`)
}

const seatLost = (seat: PresentationSeatKey): Result<never> => E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', { ...bare(seat) }))

/** A PostgreSQL advisory lock key: 64 bits of SHA-256 over what is locked, the same in every process and release. */
const advisoryKey = (...parts: readonly (string | number)[]): bigint =>
  createHash('sha256').update(JSON.stringify(parts)).digest().readBigInt64BE(0)

/** An advisory lock to take: shared ones only exclude exclusive ones on the same key. */
interface AdvisoryLock {
  readonly key: bigint
  readonly shared: boolean
}

/**
 * §4 the advisory locks of a claim, or of several claims taken together, in ascending key order
 * (the one order every transaction takes them in): each presentation (shared for rows, exclusive
 * for 'all' — exclusive wins when claims of one presentation differ), each row, the visitor and
 * the client address in that presentation.
 */
export const advisoryLocksOf = (claims: SeatClaim | readonly SeatClaim[]): readonly AdvisoryLock[] => {
  const locks = new Map<bigint, AdvisoryLock>()
  const add = (shared: boolean, ...parts: readonly (string | number)[]): void => {
    const key = advisoryKey(...parts)
    locks.set(key, { key, shared: shared && (locks.get(key)?.shared ?? true) })
  }
  for (const claim of isClaimList(claims) ? claims : [claims]) {
    const { presentationId } = claim
    add(claim.rows !== 'all', 'seat-presentation', presentationId)
    if (claim.rows !== 'all') for (const row of claim.rows) add(false, 'seat-row', presentationId, row.sectionId, row.y)
    add(false, 'seat-visitor', presentationId, claim.uuid)
    if (claim.clientAddress !== undefined) add(false, 'seat-address', presentationId, claim.clientAddress)
  }
  return [...locks.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
}

const isClaimList = (claims: SeatClaim | readonly SeatClaim[]): claims is readonly SeatClaim[] => Array.isArray(claims)

export interface SqlSeatInventoryOptions {
  /**
   * true: transactions are guarded (see inTransaction), claim takes its locks and insertLock
   * refuses a seat validly locked by another visitor. false only for the concurrency tests'
   * control runs: no transaction, no claim, and insertLock overwrites any lock, so concurrent
   * read-then-write works interleave and each may believe it won the seat.
   */
  readonly guard: boolean
}

/** §4 the seat operations of one transaction, on either engine; usable only while it is open. */
export class SqlSeatInventoryTx implements SeatInventoryTx {
  private claimed = false

  constructor(
    private readonly tx: Tx,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly scope: TransactionScope,
    private readonly engine: Engine,
    private readonly options: { readonly guard: boolean },
  ) {}

  async claim(claim: SeatClaim | readonly SeatClaim[]): Promise<void> {
    this.scope.assertOpen()
    // A second claim would take locks out of the one order, and could deadlock: a bug.
    if (this.claimed) throw new Error('a seat transaction claims once, before its reads')
    this.claimed = true
    // SQLite runs its transactions one at a time already; unguarded runs take no locks by design.
    if (this.engine !== 'postgres' || !this.options.guard) return
    // One statement, one round trip: PostgreSQL evaluates a select list in its written order, so
    // the locks are taken in advisoryLocksOf's order, the same in every transaction.
    const calls = advisoryLocksOf(claim).map((lock) =>
      lock.shared
        ? sql`pg_advisory_xact_lock_shared(CAST(${lock.key.toString()} AS bigint))`
        : sql`pg_advisory_xact_lock(CAST(${lock.key.toString()} AS bigint))`,
    )
    if (calls.length > 0) await sql`SELECT ${sql.join(calls)}`.execute(this.tx)
  }

  async occupiedSeats(presentationId: number, scope?: SeatScope): Promise<readonly OccupiedSeat[]> {
    this.scope.assertOpen()
    const where = inScope(presentationId, scope)
    // One statement, so PostgreSQL reads the three tables in one snapshot.
    const rows = await this.tx
      .selectFrom('seat_holds')
      .select([...KEY_COLUMNS, sql.lit(TAKEN_HELD).as('kind'), NO_TEXT.as('reservation'), NO_TEXT.as('uuid')])
      .select([NO_INTEGER.as('ticket_group_id'), NO_EPOCH_MS.as('expires_at')])
      .where(where)
      .unionAll(
        this.tx
          .selectFrom('sold_seats')
          .select([...KEY_COLUMNS, sql.lit(TAKEN_SOLD).as('kind'), 'reservation_identifier as reservation', NO_TEXT.as('uuid')])
          .select([NO_INTEGER.as('ticket_group_id'), NO_EPOCH_MS.as('expires_at')])
          .where(where),
      )
      .unionAll(
        this.tx
          .selectFrom('seat_locks')
          .select([...KEY_COLUMNS, sql.lit(TAKEN_LOCKED).as('kind'), NO_TEXT.as('reservation'), 'uuid', 'ticket_group_id', 'expires_at'])
          .where(where)
          .where('expires_at', '>', this.clock.now()),
      )
      .execute()
    const kinds = new Map<string, number>()
    const seats = new Map<string, OccupiedSeat>()
    // Should a seat ever be in two tables, sold beats held beats locked.
    for (const row of rows) {
      const seat = keyOfRow(row)
      const key = keyOf(seat)
      if ((kinds.get(key) ?? -1) >= row.kind) continue
      kinds.set(key, row.kind)
      const occupancy: OccupiedSeat['occupancy'] =
        row.kind === TAKEN_SOLD
          ? { kind: 'sold', reservationIdentifier: row.reservation ?? '' }
          : row.kind === TAKEN_HELD
            ? { kind: 'held' }
            : { kind: 'locked', uuid: row.uuid ?? '', ticketGroupId: row.ticket_group_id, expiresAt: row.expires_at ?? 0 }
      seats.set(key, { ...seat, occupancy })
    }
    // The port promises no order; sorted, both engines answer alike.
    return [...seats.values()].sort(bySeat)
  }

  async takenInRow(presentationId: number, sectionId: number, y: number): Promise<readonly TakenSeat[]> {
    this.scope.assertOpen()
    const where = inScope(presentationId, { sectionId, y })
    // §4 one statement for a lock's row: each part reads only its row index (covering, for the locks).
    const rows = await this.tx
      .selectFrom('sold_seats')
      .select(['x', sql.lit(TAKEN_SOLD).as('kind'), NO_TEXT.as('uuid')])
      .where(where)
      .unionAll(
        this.tx
          .selectFrom('seat_holds')
          .select(['x', sql.lit(TAKEN_HELD).as('kind'), NO_TEXT.as('uuid')])
          .where(where),
      )
      .unionAll(
        this.tx
          .selectFrom('seat_locks')
          .select(['x', sql.lit(TAKEN_LOCKED).as('kind'), 'uuid'])
          .where(where)
          .where('expires_at', '>', this.clock.now()),
      )
      .execute()
    const kinds = new Map<number, number>()
    const seats = new Map<number, TakenSeat>()
    // Should a seat ever be in two tables, sold beats held beats locked, as in occupiedSeats.
    for (const { x, kind, uuid } of rows) {
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
    const rows = await this.tx
      .selectFrom('seat_locks')
      .select([...KEY_COLUMNS, 'uuid', 'ticket_group_id', 'expires_at'])
      .where('uuid', '=', uuid)
      .where('expires_at', '>', this.clock.now())
      .orderBy('presentation_id')
      .orderBy('section_id')
      .orderBy('y')
      .orderBy('x')
      .execute()
    return rows.map((row) => ({ ...keyOfRow(row), uuid: row.uuid, ticketGroupId: row.ticket_group_id, expiresAt: row.expires_at }))
  }

  async lockCount(uuid: string, presentationId: number): Promise<number> {
    this.scope.assertOpen()
    const row = await this.tx
      .selectFrom('seat_locks')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('uuid', '=', uuid)
      .where('expires_at', '>', this.clock.now())
      .where('presentation_id', '=', presentationId)
      .executeTakeFirst()
    return Number(row?.count ?? 0)
  }

  async addressLockCount(clientAddress: string, presentationId: number): Promise<number> {
    this.scope.assertOpen()
    const row = await this.tx
      .selectFrom('seat_locks')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('client_address', '=', clientAddress)
      .where('presentation_id', '=', presentationId)
      .where('expires_at', '>', this.clock.now())
      .executeTakeFirst()
    return Number(row?.count ?? 0)
  }

  async freeGaPlaces(presentationId: number, sectionId: number, capacity: number): Promise<number> {
    this.scope.assertOpen()
    const taken = await this.takenGaPlaces(presentationId, sectionId)
    return Math.max(0, capacity - [...taken].filter((x) => x >= 1 && x <= capacity).length)
  }

  async allocateGaPlace(
    presentationId: number,
    sectionId: number,
    capacity: number,
  ): Promise<Result<{ readonly x: number; readonly y: number }>> {
    this.scope.assertOpen()
    const taken = await this.takenGaPlaces(presentationId, sectionId)
    for (let x = 1; x <= capacity; x++) if (!taken.has(x)) return E.right({ x, y: GA_ROW })
    return E.left(kartisError('NO_SEATS_LEFT_GA', { sectionId }))
  }

  async insertLock(lock: NewSeatLock, ttlMs: number): Promise<Result<SeatLock>> {
    this.scope.assertOpen()
    assertTtl(ttlMs)
    const now = this.clock.now()
    const row = lockRow(lock, now + ttlMs)
    const written = await this.upsertLocks([row], now)
    if (written.length === 0) return seatLost(lock)
    // A later statement: on PostgreSQL it sees a sale or hold committed while the upsert waited.
    const soldOrHeld = await this.tx
      .selectFrom('sold_seats')
      .select('x')
      .where(isSeat(lock))
      .unionAll(this.tx.selectFrom('seat_holds').select('x').where(isSeat(lock)))
      .executeTakeFirst()
    if (soldOrHeld !== undefined) {
      await this.tx.deleteFrom('seat_locks').where(isSeat(lock)).where('uuid', '=', lock.uuid).execute()
      return seatLost(lock)
    }
    return E.right({ ...bare(lock), uuid: lock.uuid, ticketGroupId: lock.ticketGroupId, expiresAt: row.expires_at })
  }

  async insertLocks(locks: readonly NewSeatLock[], ttlMs: number): Promise<Result<number>> {
    this.scope.assertOpen()
    assertTtl(ttlMs)
    const now = this.clock.now()
    const written = new Set<string>()
    await inBatches(
      this.engine,
      locks.map((lock) => lockRow(lock, now + ttlMs)),
      async (batch) => {
        for (const row of await this.upsertLocks(batch, now)) written.add(keyOf(keyOfRow(row)))
      },
    )
    const refused = locks.find((lock) => !written.has(keyOf(lock)))
    if (refused !== undefined) return seatLost(refused)
    for (const slice of chunksOf(locks, SEATS_PER_STATEMENT)) {
      const soldOrHeld = await this.tx
        .selectFrom('sold_seats')
        .select(KEY_COLUMNS)
        .where(isAnyOf(slice))
        .unionAll(this.tx.selectFrom('seat_holds').select(KEY_COLUMNS).where(isAnyOf(slice)))
        .executeTakeFirst()
      if (soldOrHeld !== undefined) return seatLost(keyOfRow(soldOrHeld))
    }
    return E.right(locks.length)
  }

  /** Writes lock rows; a seat's row is overwritten only when its lock has expired or is the same visitor's (unguarded: always). The rows written. */
  private upsertLocks(rows: readonly LockRow[], now: number): Promise<readonly KeyRow[]> {
    return this.tx
      .insertInto('seat_locks')
      .values(rows)
      .onConflict((oc) => {
        const update = oc.columns(KEY_COLUMNS).doUpdateSet((eb) => ({
          uuid: eb.ref('excluded.uuid'),
          ticket_group_id: eb.ref('excluded.ticket_group_id'),
          expires_at: eb.ref('excluded.expires_at'),
          client_address: eb.ref('excluded.client_address'),
        }))
        return this.options.guard
          ? update.where((eb) => eb.or([eb('seat_locks.expires_at', '<=', now), eb('seat_locks.uuid', '=', eb.ref('excluded.uuid'))]))
          : update
      })
      .returning(KEY_COLUMNS)
      .execute()
  }

  async deleteLock(seat: PresentationSeatKey, uuid: string): Promise<boolean> {
    this.scope.assertOpen()
    const result = await this.tx.deleteFrom('seat_locks').where(isSeat(seat)).where('uuid', '=', uuid).executeTakeFirst()
    return result.numDeletedRows > 0n
  }

  async extendLocks(uuid: string, ttlMs: number): Promise<number> {
    this.scope.assertOpen()
    assertTtl(ttlMs)
    const now = this.clock.now()
    // PostgreSQL: lock the rows in seat order first, the order convertLocksToSold locks them in,
    // so a visitor's extend and its commit at once wait for each other instead of deadlocking.
    if (this.engine === 'postgres')
      await this.tx
        .selectFrom('seat_locks')
        .select('x')
        .where('uuid', '=', uuid)
        .where('expires_at', '>', now)
        .orderBy('presentation_id')
        .orderBy('section_id')
        .orderBy('y')
        .orderBy('x')
        .forUpdate()
        .execute()
    const result = await this.tx
      .updateTable('seat_locks')
      .set({ expires_at: now + ttlMs })
      .where('uuid', '=', uuid)
      .where('expires_at', '>', now)
      .executeTakeFirst()
    return Number(result.numUpdatedRows)
  }

  async convertLocksToSold(uuid: string, reservationIdentifier: string, seats: readonly SeatSale[]): Promise<Result<number>> {
    this.scope.assertOpen()
    if (seats.length === 0) return E.right(0)
    // In seat order, so the row locks below are always taken in one order; in slices, because a
    // statement's conditions grow with the seats and a whole block of the arena is thousands.
    const ordered = [...seats].sort(compareSeats)
    for (const slice of chunksOf(ordered, SEATS_PER_STATEMENT)) {
      const sold = await this.sellSlice(uuid, reservationIdentifier, slice)
      if (E.isLeft(sold)) return sold
    }
    return E.right(seats.length)
  }

  private async sellSlice(uuid: string, reservationIdentifier: string, seats: readonly SeatSale[]): Promise<Result<number>> {
    const now = this.clock.now()
    // The visitor's valid locks on these seats, locked (PostgreSQL) until this transaction ends.
    const locked = await this.tx
      .selectFrom('seat_locks')
      .select(KEY_COLUMNS)
      .where('uuid', '=', uuid)
      .where('expires_at', '>', now)
      .where(isAnyOf(seats))
      .orderBy('presentation_id')
      .orderBy('section_id')
      .orderBy('y')
      .orderBy('x')
      .$if(this.engine === 'postgres', (q) => q.forUpdate())
      .execute()
    const held = new Set(locked.map((row) => keyOf(keyOfRow(row))))
    const lost = seats.find((seat) => !held.has(keyOf(seat)))
    if (lost !== undefined) return seatLost(lost)
    const alreadySold = await this.tx.selectFrom('sold_seats').select(KEY_COLUMNS).where(isAnyOf(seats)).executeTakeFirst()
    if (alreadySold !== undefined) return seatLost(keyOfRow(alreadySold))
    // The primary key is the last guard: a conflict is skipped (a failed statement would abort a
    // PostgreSQL transaction) and counted as a lost seat; the caller's rollback undoes the rest.
    const sold = await this.tx
      .insertInto('sold_seats')
      .values(
        seats.map((seat) => ({
          presentation_id: seat.presentationId,
          section_id: seat.sectionId,
          x: seat.x,
          y: seat.y,
          reservation_identifier: reservationIdentifier,
          ticket_identifier: seat.ticketIdentifier,
        })),
      )
      .onConflict((oc) => oc.columns(KEY_COLUMNS).doNothing())
      .returning(KEY_COLUMNS)
      .execute()
    const written = new Set(sold.map((row) => keyOf(keyOfRow(row))))
    const taken = seats.find((seat) => !written.has(keyOf(seat)))
    if (taken !== undefined) return seatLost(taken)
    await this.tx.deleteFrom('seat_locks').where('uuid', '=', uuid).where(isAnyOf(seats)).execute()
    return E.right(seats.length)
  }

  async hold(seats: readonly PresentationSeatKey[]): Promise<void> {
    this.scope.assertOpen()
    await inBatches(
      this.engine,
      seats.map((seat) => ({ presentation_id: seat.presentationId, section_id: seat.sectionId, x: seat.x, y: seat.y })),
      (batch) =>
        this.tx
          .insertInto('seat_holds')
          .values(batch)
          .onConflict((oc) => oc.columns(KEY_COLUMNS).doNothing())
          .execute(),
    )
  }

  async releaseHold(seat: PresentationSeatKey): Promise<boolean> {
    this.scope.assertOpen()
    const result = await this.tx.deleteFrom('seat_holds').where(isSeat(seat)).executeTakeFirst()
    return result.numDeletedRows > 0n
  }

  private async takenGaPlaces(presentationId: number, sectionId: number): Promise<ReadonlySet<number>> {
    const where = inScope(presentationId, { sectionId })
    const rows = await this.tx
      .selectFrom('sold_seats')
      .select('x')
      .where(where)
      .union(this.tx.selectFrom('seat_holds').select('x').where(where))
      .union(this.tx.selectFrom('seat_locks').select('x').where(where).where('expires_at', '>', this.clock.now()))
      .execute()
    return new Set(rows.map((row) => row.x))
  }
}

/** §4 seat inventory on SQLite or PostgreSQL: locks expire by query against the injected clock. */
export class SqlSeatInventory implements SeatInventory {
  private readonly options: SqlSeatInventoryOptions

  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
    options: Partial<SqlSeatInventoryOptions> = {},
  ) {
    this.options = { guard: options.guard ?? true }
  }

  transaction<T>(work: (tx: SeatInventoryTx) => Promise<Result<T>>): Promise<Result<T>> {
    return inTransaction(
      this.database,
      (tx, scope) => work(new SqlSeatInventoryTx(tx, this.clock, scope, this.database.engine, this.options)),
      this.options,
    )
  }

  occupiedSeats(presentationId: number, scope?: SeatScope): Promise<readonly OccupiedSeat[]> {
    return this.outside().occupiedSeats(presentationId, scope)
  }

  locksOf(uuid: string): Promise<readonly SeatLock[]> {
    return this.outside().locksOf(uuid)
  }

  async sweepExpiredLocks(): Promise<readonly PresentationSeatKey[]> {
    refuseNesting(this.database)
    // One statement: on PostgreSQL a second sweep waits on each row the first deletes, then
    // finds it gone, so every expired lock is reported by one sweep only.
    const rows = await this.database.db
      .deleteFrom('seat_locks')
      .where('expires_at', '<=', this.clock.now())
      .returning(KEY_COLUMNS)
      .execute()
    return rows.map(keyOfRow).sort(bySeat)
  }

  /** A single read on the database, outside any transaction (one statement needs none). */
  private outside(): SqlSeatInventoryTx {
    refuseNesting(this.database)
    return new SqlSeatInventoryTx(this.database.db, this.clock, new TransactionScope(), this.database.engine, this.options)
  }
}
