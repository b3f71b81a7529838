import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CartCodec, isRecord } from '@kartis/api-adapter'
import type { Cart } from '@kartis/core'
import { buildApp } from './app'
import { DEV_CAPTCHA_TOKEN } from './captcha/captcha-verifier'
import { NO_RATE_LIMITS } from './http/rate-limits'
import { openPostgres, type StorageDatabase } from './storage/database/storage-database'
import type { SoldSeatsTable } from './storage/database/tables'
import { GA_ROW } from './storage/seat-inventory'
import { sqlServerStorage } from './storage/sql-server-storage'
import { emptyStaticDirs, lockBody, statusIn } from './test-support/demo-app'
import { freshPostgresDatabase, type FreshPostgresDatabase } from './test-support/fresh-postgres-database'
import { KeepAliveClient, type HttpAnswer } from './test-support/keep-alive-client'
import {
  freeGaPlaces,
  freeReservedSeats,
  issueBuyerVouchers,
  lockPlacesDirectly,
  nextPresentation,
  regularTickets,
  seatsSoldTwice,
  voucherCart,
  type PlanSeat,
  type Show,
} from './test-support/order-scenarios'
import { startServerProcess, type ServerProcess } from './test-support/server-process'

/**
 * Issue 11 §2 "two instances, one database": two real box-office processes (`src/main.ts`) on
 * one PostgreSQL database, raced over real HTTP. The lock race and the last-places race are
 * also run in-process on two apps with their own pools, unguarded (the control runs: the race
 * must show there, or the guarded runs prove nothing) and guarded.
 */

const ARENA = 5
const CLUB = 3
/** The stand-up club's one GA section: 120 places of ticket group 8 (DEMO-DATA.md). */
const CLUB_SECTION = 301
const CLUB_CAPACITY = 120
const CLUB_GROUP = 8
const LOCK = '/api/seats/lock-seat'
const COMMIT = '/api/payment/commit'
const HOUR = 3_600_000
/** Vouchers of ₪10,000: any order of these scenarios is paid in full by one. */
const VOUCHER_BALANCE = 1_000_000
/** Every test request comes from 127.0.0.1: no rate limits, and no cap on the places one address holds. */
const SERVER_ENV = { KARTIS_RATE_LIMITS: 'off', KARTIS_MAX_HELD_PER_ADDRESS: '1000000' } as const
/** The box office's own desk, holding the GA places the scenario takes off sale. */
const BOX_OFFICE_UUID = '00000000-0000-4000-8000-00000000b0c5'
/** §7 wire seat statuses of seats-status. */
const SELECTED = 2
const UNAVAILABLE = 0

const now = (): number => Date.now()

/** A field of a JSON answer, by path. */
const at = (value: unknown, ...path: readonly string[]): unknown =>
  path.reduce<unknown>((current, key) => (isRecord(current) ? current[key] : undefined), value)
const errorCodeOf = (answer: HttpAnswer): string | undefined => {
  const code = at(answer.body, 'error', 'code')
  return typeof code === 'string' ? code : undefined
}
/** §7 the commit's reservation identifier, or undefined when it was refused (its error is in band, with 200). */
const reservationOf = (answer: HttpAnswer): string | undefined => {
  const identifier = at(answer.body, 'reservationIdentifier')
  return answer.status === 200 && typeof identifier === 'string' ? identifier : undefined
}

/** How many answers had each status. */
class StatusCounts {
  private readonly counts = new Map<number, number>()

  add(status: number): void {
    this.counts.set(status, (this.counts.get(status) ?? 0) + 1)
  }

  /** e.g. { 200: 1, 409: 999 } */
  get all(): Readonly<Record<number, number>> {
    return Object.fromEntries([...this.counts].sort(([a], [b]) => a - b))
  }
}

const commitBody = (cart: Cart) => ({ cart: CartCodec.encode(cart), recaptchaToken: DEV_CAPTCHA_TOKEN })

/** The database all instances of this file share, and the test's own pool on it. */
let database: FreshPostgresDatabase | undefined
let direct: StorageDatabase | undefined
const db = () => {
  if (direct === undefined) throw new Error('the database is not open')
  return direct.db
}
const databaseUrl = (): string => {
  if (database === undefined) throw new Error('the database is not created')
  return database.url
}
/** Presentations taken by a scenario already: each run works on one of its own. */
const used = new Set<number>()

/** `npm start` on the file's database, as an operator runs a second instance (no SQLite file: DATABASE_URL names the data). */
const startInstance = (): Promise<ServerProcess> => startServerProcess('', { DATABASE_URL: databaseUrl(), ...SERVER_ENV })

// ---- Scenario 1: one seat, 1,000 visitors through both instances. ------------------------

const VISITORS = 1_000
/** Rounds of the race between the two processes, each on a seat of its own. */
const ROUNDS = 20

interface LockRace {
  readonly seat: PlanSeat
  readonly statuses: StatusCounts
  /** Visitors told "locked" (200). */
  readonly winners: readonly string[]
  /** Codes of the refusals, each once. */
  readonly refusals: readonly string[]
  /** Visitors holding a valid lock on the seat in the database afterwards. */
  readonly holders: readonly string[]
}

/** §4 1,000 visitors at once ask to lock one seat, alternately through each origin. */
const lockRace = async (client: KeepAliveClient, origins: readonly string[], show: Show, seat: PlanSeat): Promise<LockRace> => {
  const statuses = new StatusCounts()
  const outcomes = await Promise.all(
    Array.from({ length: VISITORS }, async (_, i) => {
      const uuid = randomUUID()
      const answer = await client.request(origins[i % origins.length] ?? '', 'PUT', LOCK, { uuid, json: lockBody(show, seat) })
      statuses.add(answer.status)
      return { uuid, answer }
    }),
  )
  const holders = await db()
    .selectFrom('seat_locks')
    .select('uuid')
    .where('presentation_id', '=', show.id)
    .where('section_id', '=', seat.sectionId)
    .where('x', '=', seat.x)
    .where('y', '=', seat.y)
    .where('expires_at', '>', now())
    .execute()
  return {
    seat,
    statuses,
    winners: outcomes.filter((o) => o.answer.status === 200).map((o) => o.uuid),
    refusals: [...new Set(outcomes.flatMap((o) => (o.answer.status === 200 ? [] : [errorCodeOf(o.answer) ?? `HTTP ${o.answer.status}`])))],
    holders: holders.map((row) => row.uuid),
  }
}

/** §4 the seat's status in seats-status, as the visitor sees it through the origin. */
const seatStatusSeenBy = async (client: KeepAliveClient, origin: string, uuid: string, show: Show, seat: PlanSeat) => {
  const query = `presentationId=${show.id}&venueTypeId=${show.venueId}&isReserved=1&sectionId=${seat.sectionId}&recaptchaToken=${DEV_CAPTCHA_TOKEN}`
  const answer = await client.request(origin, 'GET', `/api/seats/seats-status?${query}`, { uuid })
  return statusIn(answer.body, seat)
}

/**
 * The guarded outcome of a lock race: one "locked", every other visitor refused — §8
 * SEAT_NO_LONGER_AVAILABLE (409), or SERVER_BUSY (503) where a loaded machine's pool sheds
 * requests it could not serve in time (a refusal that locks nothing) — and the lock the winner's
 * on both instances.
 */
const expectOneWinner = async (client: KeepAliveClient, origins: readonly string[], show: Show, race: LockRace): Promise<void> => {
  const { 200: won = 0, 409: taken = 0, 503: busy = 0, ...other } = race.statuses.all
  expect({ won, refused: taken + busy, other }).toEqual({ won: 1, refused: VISITORS - 1, other: {} })
  expect(race.refusals).toContain('SEAT_NO_LONGER_AVAILABLE')
  expect(race.refusals.filter((code) => code !== 'SEAT_NO_LONGER_AVAILABLE' && code !== 'SERVER_BUSY')).toEqual([])
  expect(race.holders).toEqual(race.winners)
  const winner = race.winners[0] ?? ''
  for (const origin of origins) {
    expect(await seatStatusSeenBy(client, origin, winner, show, race.seat)).toBe(SELECTED)
    expect(await seatStatusSeenBy(client, origin, randomUUID(), show, race.seat)).toBe(UNAVAILABLE)
  }
}

// ---- Scenario 2: 200 buyers for the last 10 GA places. -----------------------------------

const BUYERS = 200
const PLACES_LEFT = 10

interface LastPlaces {
  readonly statuses: StatusCounts
  /** The places left on sale when the buyers came. */
  readonly left: readonly number[]
  /** Buyers given a place by lock-seat (200). */
  readonly granted: number
  /** Buyers whose commit answered a reservation. */
  readonly acknowledged: readonly string[]
  /** Codes of the lock refusals, each once. */
  readonly lockRefusals: readonly string[]
  /** Codes of the commit refusals, each once. */
  readonly commitRefusals: readonly string[]
  /** The buyers' reservations in the database. */
  readonly reservations: readonly string[]
  /** The places sold to the buyers, from sold_seats. */
  readonly soldToBuyers: readonly number[]
  /** The section's places still free afterwards. */
  readonly stillFree: readonly number[]
}

/**
 * §4/§5 the club show's GA section with all but 10 places taken (held by the box office's own
 * locks), then 200 buyers at once: each locks a place through one origin and, when given one,
 * commits it through the other, paid by a voucher of its own.
 */
const lastPlaces = async (client: KeepAliveClient, origins: readonly [string, string], show: Show): Promise<LastPlaces> => {
  const free = await freeGaPlaces(db(), show, CLUB_SECTION, CLUB_CAPACITY, now())
  const left = free.slice(free.length - PLACES_LEFT)
  const xs = free.slice(0, free.length - PLACES_LEFT)
  await lockPlacesDirectly(db(), show, { sectionId: CLUB_SECTION, ticketGroupId: CLUB_GROUP, xs }, BOX_OFFICE_UUID, now() + HOUR)
  const vouchers = await issueBuyerVouchers(db(), BUYERS, VOUCHER_BALANCE)
  const tickets = await regularTickets(db())
  const statuses = new StatusCounts()
  const uuids = vouchers.map(() => randomUUID())
  const outcomes = await Promise.all(
    vouchers.map(async (code, i) => {
      const uuid = uuids[i] ?? ''
      const [lockVia, commitVia] = i % 2 === 0 ? origins : [origins[1], origins[0]]
      const lock = await client.request(lockVia, 'PUT', LOCK, {
        uuid,
        json: lockBody(show, { sectionId: CLUB_SECTION, x: 0, y: null }),
      })
      statuses.add(lock.status)
      const x = at(lock.body, 'lockedSeat', 'x')
      if (lock.status !== 200 || typeof x !== 'number') return { lock, commit: null }
      const cart = voucherCart(show, [{ sectionId: CLUB_SECTION, x, y: GA_ROW, ticketGroupId: CLUB_GROUP }], tickets, code)
      const commit = await client.request(commitVia, 'POST', COMMIT, { uuid, json: commitBody(cart) })
      statuses.add(commit.status)
      return { lock, commit }
    }),
  )
  const reservations = await db().selectFrom('reservations').select('reservation_identifier').where('uuid', 'in', uuids).execute()
  const sold = await db()
    .selectFrom('sold_seats')
    .innerJoin('reservations', 'reservations.reservation_identifier', 'sold_seats.reservation_identifier')
    .select('sold_seats.x')
    .where('reservations.uuid', 'in', uuids)
    .where('sold_seats.presentation_id', '=', show.id)
    .orderBy('sold_seats.x')
    .execute()
  const codes = (answers: readonly (HttpAnswer | null)[]): readonly string[] => {
    const found = answers.flatMap((answer) => {
      const code = answer === null ? undefined : errorCodeOf(answer)
      return code === undefined ? [] : [code]
    })
    return [...new Set(found)].sort()
  }
  return {
    statuses,
    left,
    granted: outcomes.filter((o) => o.commit !== null).length,
    acknowledged: outcomes.flatMap((o) => {
      const identifier = o.commit === null ? undefined : reservationOf(o.commit)
      return identifier === undefined ? [] : [identifier]
    }),
    lockRefusals: codes(outcomes.map((o) => o.lock)),
    commitRefusals: codes(outcomes.map((o) => o.commit)),
    reservations: reservations.map((row) => row.reservation_identifier).sort(),
    soldToBuyers: sold.map((row) => row.x),
    stillFree: await freeGaPlaces(db(), show, CLUB_SECTION, CLUB_CAPACITY, now()),
  }
}

/**
 * The guarded outcome: the 10 places go to 10 buyers, each sold once and confirmed; the other 190
 * are told the show is full (§8 409, never a 500); the section ends full (every place sold, held
 * or locked, the box office's locks holding those taken off sale) with no place sold twice.
 */
const expectTenSold = async (show: Show, race: LastPlaces): Promise<void> => {
  expect(race.left).toHaveLength(PLACES_LEFT)
  expect(race.granted).toBe(PLACES_LEFT)
  // A 503 SERVER_BUSY (the pool shedding a lock it could not serve in time on a loaded machine, locking nothing) is a refusal too.
  expect(race.lockRefusals).toContain('NO_SEATS_LEFT_GA')
  expect(race.lockRefusals.filter((code) => code !== 'NO_SEATS_LEFT_GA' && code !== 'SERVER_BUSY')).toEqual([])
  expect(race.commitRefusals).toEqual([])
  expect(race.acknowledged).toHaveLength(PLACES_LEFT)
  expect(race.reservations).toEqual([...race.acknowledged].sort())
  expect(race.soldToBuyers).toEqual(race.left)
  expect(race.stillFree).toEqual([])
  const { 200: served = 0, 409: taken = 0, 503: busy = 0, ...other } = race.statuses.all
  expect({ served, refused: taken + busy, other }).toEqual({ served: 2 * PLACES_LEFT, refused: BUYERS - PLACES_LEFT, other: {} })
  expect(await seatsSoldTwice(db().withTables<{ readonly sold_seats_copy: SoldSeatsTable }>(), 'sold_seats')).toEqual([])
  const inSection = await db()
    .selectFrom('sold_seats')
    .select((eb) => eb.fn.countAll<number>().as('sold'))
    .select((eb) => eb.fn.count<number>('x').distinct().as('places'))
    .where('presentation_id', '=', show.id)
    .where('section_id', '=', CLUB_SECTION)
    .executeTakeFirstOrThrow()
  expect(Number(inSection.sold)).toBe(Number(inSection.places))
}

// ---- Scenario 3: kill -9 of one instance during a stream of commits. ----------------------

/**
 * Buyers committing while one instance is killed and restarted, then buyers through both again.
 * Few enough for the file's time: an arena commit reads and indexes the venue's whole seat plan
 * (20,000 seats), about 140 ms of a core each on this machine.
 */
const BUYERS_DURING = 100
const BUYERS_AFTER = 24
/** Buyers at once: each locks two seats and commits, one after the other. */
const STREAMS = 12
/** The kill comes once this many orders were confirmed. */
const KILL_AFTER = 30

/** A buyer of two adjacent arena seats, paying by its own voucher. */
interface Buyer {
  readonly uuid: string
  readonly seats: readonly [PlanSeat, PlanSeat]
  readonly cart: Cart
}

/** Adjacent pairs of free seats (same section and row, x and x + 1), none shared. */
const seatPairs = (seats: readonly PlanSeat[], count: number): readonly (readonly [PlanSeat, PlanSeat])[] => {
  const pairs: (readonly [PlanSeat, PlanSeat])[] = []
  for (let i = 0; i + 1 < seats.length && pairs.length < count; i++) {
    const a = seats[i]
    const b = seats[i + 1]
    if (a === undefined || b === undefined || a.sectionId !== b.sectionId || a.y !== b.y || b.x !== a.x + 1) continue
    pairs.push([a, b])
    i++
  }
  return pairs
}

/** An answer, or the network error of a connection the killed instance dropped. */
type Sent = { readonly answer: HttpAnswer } | { readonly cut: unknown }

/** Which instance served a request, and its status. */
interface Served {
  readonly instance: string
  readonly status: number
  /** Sent after the kill and before the restart. */
  readonly whileDown: boolean
}

// ---- The in-process pair of the control runs. --------------------------------------------------

/** Two apps in this process, each with its own pool on the file's database (as two processes have), and their origins. */
interface InProcessPair {
  readonly origins: readonly [string, string]
  readonly close: () => Promise<void>
}

/**
 * The two instances in-process, so that the guard can be turned off (a process cannot be made
 * unsafe: production has no such switch). guard false: the seat and commit work runs outside any
 * transaction and takes no database lock (sqlServerStorage's control-run mode).
 */
const inProcessPair = async (guard: boolean): Promise<InProcessPair> => {
  const clock = { now }
  const pools: StorageDatabase[] = []
  const apps: FastifyInstance[] = []
  const close = async (): Promise<void> => {
    for (const app of apps) await app.close()
    for (const pool of pools) await pool.close()
  }
  try {
    for (let i = 0; i < 2; i++) {
      const pool = await openPostgres(databaseUrl())
      pools.push(pool)
      const config = { staticDirs: emptyStaticDirs(), rateLimits: NO_RATE_LIMITS, maxHeldPerAddress: 1_000_000 }
      apps.push(buildApp({ storage: sqlServerStorage(pool, clock, { guard }), clock, config }))
    }
    const [a, b] = await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })))
    if (a === undefined || b === undefined) throw new Error('two apps listen')
    return { origins: [a, b], close }
  } catch (error) {
    await close()
    throw error
  }
}

/** A race is shown when two requests interleave; on a loaded machine one round may run them one after another: a few rounds. */
const CONTROL_ROUNDS = 5

// ---- The two processes. ---------------------------------------------------------------------

let first: ServerProcess | undefined
let second: ServerProcess | undefined
const running = (instance: ServerProcess | undefined): ServerProcess => {
  if (instance === undefined) throw new Error('the instance is not running')
  return instance
}

/** Seeding the demo on a busy two-core machine takes up to half a minute; the second instance only tops it up. */
beforeAll(async () => {
  database = await freshPostgresDatabase(inject('postgresUrl'), 'kartis_two')
  direct = await openPostgres(database.url, { poolSize: 4 })
  first = await startInstance()
  second = await startInstance()
}, 120_000)

afterAll(async () => {
  for (const instance of [first, second]) {
    if (instance === undefined || instance.child.exitCode !== null || instance.child.signalCode !== null) continue
    instance.child.kill('SIGTERM')
    await instance.exited
  }
  await direct?.close()
  await database?.drop()
}, 60_000)

describe('two box-office processes on one PostgreSQL database', () => {
  it('1,000 concurrent lock requests for one seat, split across both: exactly one succeeds, 20 rounds', async () => {
    const client = new KeepAliveClient(VISITORS)
    try {
      const origins = [running(first).origin, running(second).origin]
      const show = await nextPresentation(db(), ARENA, now(), used)
      const seats = (await freeReservedSeats(db(), show, now())).slice(0, ROUNDS)
      expect(seats).toHaveLength(ROUNDS)
      for (const seat of seats) await expectOneWinner(client, origins, show, await lockRace(client, origins, show, seat))
    } finally {
      client.close()
    }
    // 20,000 requests: 100–110 s measured while other tests loaded both cores (120 s failed once);
    // the limit only guards against a hang.
  }, 300_000)

  it('200 buyers for the last 10 GA places, through both: exactly 10 sold, none oversold', async () => {
    const client = new KeepAliveClient(BUYERS)
    try {
      const show = await nextPresentation(db(), CLUB, now(), used)
      await expectTenSold(show, await lastPlaces(client, [running(first).origin, running(second).origin], show))
    } finally {
      client.close()
    }
  }, 60_000)

  it('kill -9 of one instance during a stream of commits: every confirmed order is stored once, no seat is sold twice, the other kept serving', async () => {
    const client = new KeepAliveClient(STREAMS * 2)
    try {
      const show = await nextPresentation(db(), ARENA, now(), used)
      const pairs = seatPairs(await freeReservedSeats(db(), show, now()), BUYERS_DURING + BUYERS_AFTER)
      expect(pairs).toHaveLength(BUYERS_DURING + BUYERS_AFTER)
      const vouchers = await issueBuyerVouchers(db(), pairs.length, VOUCHER_BALANCE)
      const tickets = await regularTickets(db())
      const buyers: readonly Buyer[] = pairs.map((seats, i) => ({
        uuid: randomUUID(),
        seats,
        cart: voucherCart(show, seats, tickets, vouchers[i] ?? ''),
      }))

      const served: Served[] = []
      const confirmed = new Map<string, string>()
      /** Requests the killed instance dropped, by what they were. */
      const cut: { readonly uuid: string; readonly what: 'lock' | 'commit' }[] = []
      /** Answers no buyer should have had (a refused lock or commit). */
      const wrong: { readonly uuid: string; readonly instance: string; readonly answer: HttpAnswer }[] = []
      let down = false
      let firstName = 'first'
      let restart: Promise<void> | undefined

      const send = async (instance: ServerProcess, name: string, uuid: string, path: string, json: unknown): Promise<Sent> => {
        const whileDown = down
        try {
          const answer = await client.request(instance.origin, path === LOCK ? 'PUT' : 'POST', path, { uuid, json })
          served.push({ instance: name, status: answer.status, whileDown })
          return { answer }
        } catch (error) {
          return { cut: error }
        }
      }
      /** §4/§7 the buyer locks its two seats and commits them through one instance; false when that instance dropped a request. */
      const buy = async (buyer: Buyer, instance: ServerProcess, name: string, retry: boolean): Promise<boolean> => {
        for (const seat of buyer.seats) {
          const locked = await send(instance, name, buyer.uuid, LOCK, lockBody(show, seat))
          if ('cut' in locked) {
            cut.push({ uuid: buyer.uuid, what: 'lock' })
            return false
          }
          // A retry finds its seats sold when the dropped commit had committed (its commit then replays
          // that order): the seats' owner is checked in the database at the end.
          const refused = locked.answer.status !== 200 && !(retry && locked.answer.status === 409)
          if (refused) wrong.push({ uuid: buyer.uuid, instance: name, answer: locked.answer })
        }
        const committed = await send(instance, name, buyer.uuid, COMMIT, commitBody(buyer.cart))
        if ('cut' in committed) {
          cut.push({ uuid: buyer.uuid, what: 'commit' })
          return false
        }
        const reservation = reservationOf(committed.answer)
        if (reservation === undefined) wrong.push({ uuid: buyer.uuid, instance: name, answer: committed.answer })
        else if (confirmed.has(buyer.uuid)) throw new Error(`buyer ${buyer.uuid} confirmed twice`)
        else confirmed.set(buyer.uuid, reservation)
        return true
      }
      const killAndRestart = async (): Promise<void> => {
        const victim = running(first)
        down = true
        victim.child.kill('SIGKILL')
        expect(await victim.exited).toEqual({ code: null, signal: 'SIGKILL' })
        first = await startInstance()
        firstName = 'restarted first'
        down = false
      }
      /** STREAMS buyers at a time, alternately through each instance while both are up; the killed one's buyers retry on the other. */
      const stream = async (queue: readonly Buyer[]): Promise<void> => {
        let next = 0
        await Promise.all(
          Array.from({ length: STREAMS }, async () => {
            for (let i = next++; i < queue.length; i = next++) {
              const buyer = queue[i]
              if (buyer === undefined) continue
              const viaFirst = !down && i % 2 === 0
              const done = await buy(buyer, running(viaFirst ? first : second), viaFirst ? firstName : 'second', false)
              if (!done && !(await buy(buyer, running(second), 'second', true))) throw new Error('the second instance dropped a request')
              if (restart === undefined && confirmed.size >= KILL_AFTER) restart = killAndRestart()
            }
          }),
        )
      }

      await stream(buyers.slice(0, BUYERS_DURING))
      await restart
      await stream(buyers.slice(BUYERS_DURING))

      expect(wrong).toEqual([])
      expect(cut.length).toBeGreaterThan(0)
      expect(confirmed.size).toBe(buyers.length)
      const uuids = buyers.map((buyer) => buyer.uuid)
      // Every confirmed order is in the database exactly once, and no buyer has another.
      const stored = await db().selectFrom('reservations').select(['uuid', 'reservation_identifier']).where('uuid', 'in', uuids).execute()
      expect(new Map(stored.map((row) => [row.uuid, row.reservation_identifier]))).toEqual(confirmed)
      expect(stored).toHaveLength(buyers.length)
      // Each sold its buyer's two seats and nothing else, whole: two seat lines, two sold seats, one voucher debit.
      const sold = await db()
        .selectFrom('sold_seats')
        .innerJoin('reservations', 'reservations.reservation_identifier', 'sold_seats.reservation_identifier')
        .select(['reservations.uuid', 'sold_seats.presentation_id', 'sold_seats.section_id', 'sold_seats.x', 'sold_seats.y'])
        .where('reservations.uuid', 'in', uuids)
        .execute()
      const seatsOf = (rows: readonly { readonly sectionId: number; readonly x: number; readonly y: number }[]) =>
        rows.map((seat) => `${seat.sectionId}/${seat.y}/${seat.x}`).sort()
      const soldTo = new Map<string, string[]>()
      for (const row of sold) {
        expect(row.presentation_id).toBe(show.id)
        soldTo.set(row.uuid, [...(soldTo.get(row.uuid) ?? []), `${row.section_id}/${row.y}/${row.x}`].sort())
      }
      expect(soldTo).toEqual(new Map(buyers.map((buyer) => [buyer.uuid, seatsOf(buyer.seats)])))
      const lines = await db()
        .selectFrom('reservation_tickets')
        .select('reservation_identifier')
        .select((eb) => eb.fn.countAll<number>().as('seats'))
        .where('kind', '=', 'seat')
        .where('reservation_identifier', 'in', [...confirmed.values()])
        .groupBy('reservation_identifier')
        .execute()
      expect(lines.map((line) => Number(line.seats))).toEqual(buyers.map(() => 2))
      const debits = await db()
        .selectFrom('voucher_debits')
        .innerJoin('vouchers', 'vouchers.id', 'voucher_debits.voucher_id')
        .select('vouchers.code')
        .where('vouchers.code', 'in', vouchers)
        .orderBy('vouchers.code')
        .execute()
      expect(debits.map((debit) => debit.code)).toEqual([...vouchers].sort())
      expect(await seatsSoldTwice(db().withTables<{ readonly sold_seats_copy: SoldSeatsTable }>(), 'sold_seats')).toEqual([])
      // The other instance kept serving, during the outage and after; the restarted one serves again; no 500 anywhere.
      const byInstance = (name: string, whileDown?: boolean) =>
        served.filter((s) => s.instance === name && (whileDown === undefined || s.whileDown === whileDown)).map((s) => s.status)
      expect(byInstance('second', true).length).toBeGreaterThan(0)
      expect(byInstance('restarted first').length).toBeGreaterThan(0)
      expect(byInstance('restarted first').every((status) => status === 200)).toBe(true)
      expect(served.filter((s) => s.status >= 500)).toEqual([])
    } finally {
      client.close()
    }
  }, 90_000)
})

describe('control runs: the same races in-process, two apps on two pools of the one database', () => {
  // The demo's rolling 14 days hold as few as three arena shows (Monday and Saturday nights: three
  // once a Saturday's or a Monday's show has started), and the two instances' tests take two of
  // them; both controls race on seats free when they start, so they share the third.
  let controlArena: Promise<Show> | undefined
  const arenaForControls = (): Promise<Show> => (controlArena ??= nextPresentation(db(), ARENA, now(), used))

  it('guard off: a lock race tells more than one visitor "locked" for one seat', async () => {
    const pair = await inProcessPair(false)
    const client = new KeepAliveClient(VISITORS)
    try {
      const show = await arenaForControls()
      const seats = (await freeReservedSeats(db(), show, now())).slice(0, CONTROL_ROUNDS)
      const winners: number[] = []
      for (const seat of seats) {
        winners.push((await lockRace(client, pair.origins, show, seat)).winners.length)
        if (winners.some((n) => n > 1)) break
      }
      expect(Math.max(...winners)).toBeGreaterThan(1)
    } finally {
      client.close()
      await pair.close()
    }
  }, 60_000)

  it('guard off: more than 10 of 200 buyers are given one of the last 10 GA places', async () => {
    const pair = await inProcessPair(false)
    const client = new KeepAliveClient(BUYERS)
    try {
      const rounds: LastPlaces[] = []
      while (rounds.length < CONTROL_ROUNDS && !rounds.some((race) => race.granted > PLACES_LEFT)) {
        const show = await nextPresentation(db(), CLUB, now(), used)
        rounds.push(await lastPlaces(client, pair.origins, show))
      }
      expect(Math.max(...rounds.map((race) => race.granted))).toBeGreaterThan(PLACES_LEFT)
    } finally {
      client.close()
      await pair.close()
    }
  }, 60_000)

  it('guard on: the same in-process pair gives one winner a round and sells exactly the 10 places', async () => {
    const pair = await inProcessPair(true)
    const client = new KeepAliveClient(VISITORS)
    try {
      const arena = await arenaForControls()
      for (const seat of (await freeReservedSeats(db(), arena, now())).slice(0, 2))
        await expectOneWinner(client, pair.origins, arena, await lockRace(client, pair.origins, arena, seat))
      const club = await nextPresentation(db(), CLUB, now(), used)
      await expectTenSold(club, await lastPlaces(client, pair.origins, club))
    } finally {
      client.close()
      await pair.close()
    }
  }, 60_000)

  it('the double-sale check of the kill test finds a seat sold twice where no primary key stops it', async () => {
    const withCopy = db().withTables<{ readonly sold_seats_copy: SoldSeatsTable }>()
    const sale = await db().selectFrom('sold_seats').selectAll().orderBy('reservation_identifier').limit(1).executeTakeFirstOrThrow()
    // sold_seats itself refuses a second sale of a seat.
    await expect(db().insertInto('sold_seats').values(sale).execute()).rejects.toThrow(/sold_seats_pkey/)
    await withCopy.schema.createTable('sold_seats_copy').as(withCopy.selectFrom('sold_seats').selectAll()).execute()
    try {
      expect(await seatsSoldTwice(withCopy, 'sold_seats_copy')).toEqual([])
      await withCopy
        .insertInto('sold_seats_copy')
        .values({ ...sale, ticket_identifier: `${sale.ticket_identifier}-again` })
        .execute()
      expect(await seatsSoldTwice(withCopy, 'sold_seats_copy')).toEqual([
        { presentationId: sale.presentation_id, sectionId: sale.section_id, x: sale.x, y: sale.y },
      ])
    } finally {
      await withCopy.schema.dropTable('sold_seats_copy').execute()
    }
  })
})
