import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { ManualClock } from '@kartis/core'
import { buildApp } from '../app'
import type { AppConfig } from '../app-deps'
import { DEV_CAPTCHA_TOKEN } from '../captcha/captcha-verifier'
import { seedDemo } from '../demo/seed-demo'
import { NO_RATE_LIMITS } from '../http/rate-limits'
import { VISITOR_UUID_HEADER } from '../http/visitor-uuid'
import { migrateToLatest } from '../storage/database/schema-migrations'
import {
  IN_MEMORY,
  openSqlite,
  openSqliteImage,
  sqliteImageOf,
  type Engine,
  type StorageDatabase,
} from '../storage/database/storage-database'
import type { PaymentRouteOptions } from '../routes/payment-services'
import type { SmsSender } from '../sms/sms-sender'
import type { EmailSender } from '../email/email-sender'
import type { SeatInventory } from '../storage/seat-inventory'
import type { ServerStorage } from '../storage/server-storage'
import { sqlServerStorage } from '../storage/sql-server-storage'
import { openTemplateCopy, openTestDatabase } from './test-databases'
import { isRecord } from '@kartis/api-adapter'

/** Sunday 6 July 2025, 09:00 in Jerusalem: the demo box office's "now" in tests. */
export const TEST_START = Date.UTC(2025, 6, 6, 6, 0)

/** The development captcha token, for requests that need one. */
export const CAPTCHA = DEV_CAPTCHA_TOKEN

/** §6 test support: a fresh visitor uuid. */
export const newVisitor = (): string => randomUUID()

/** §6 test support: the headers of a visitor's request (its uuid). */
export const visitorHeaders = (uuid: string): Record<string, string> => ({ [VISITOR_UUID_HEADER]: uuid })

/** Migrates an empty database and seeds the demo box office in it at TEST_START. */
const seedDemoAtTestStart = async (database: StorageDatabase): Promise<void> => {
  const clock = new ManualClock(TEST_START)
  await migrateToLatest(database, clock)
  await seedDemo(sqlServerStorage(database, clock), clock)
}

let seeded: Buffer | undefined

/** The demo box office seeded once at TEST_START, as SQLite bytes: each SQLite test app opens its own copy. */
const seededImage = async (): Promise<Buffer> => {
  if (seeded !== undefined) return seeded
  const database = openSqlite(IN_MEMORY)
  await seedDemoAtTestStart(database)
  seeded = sqliteImageOf(database)
  await database.close()
  return seeded
}

/**
 * A database holding the seeded demo, seeded once per run and copied: on SQLite a copy of the
 * in-memory image; on PostgreSQL a database of its own on the tests' server, copied from the
 * run's demo template (seeding it takes tens of seconds on a loaded machine, a copy under one).
 */
const demoDatabase = async (engine: Engine, clock: ManualClock): Promise<StorageDatabase> => {
  const database =
    engine === 'sqlite' ? openSqliteImage(await seededImage()) : await openTemplateCopy('demo', seedDemoAtTestStart, { poolSize: 8 })
  await migrateToLatest(database, clock)
  return database
}

export interface DemoApp {
  readonly app: FastifyInstance
  /** Closed with the app. */
  readonly database: StorageDatabase
  readonly clock: ManualClock
  readonly storage: ServerStorage
}

export interface DemoAppOptions {
  /** Default 'sqlite'; the race and commit tests run on 'postgres' too. */
  readonly engine?: Engine
  /** Default true; false for the concurrency control runs. */
  readonly guard?: boolean
  readonly config?: Partial<AppConfig>
  /** Wraps the seat inventory the handlers use (the concurrency tests slow its reads). */
  readonly seats?: (seats: SeatInventory) => SeatInventory
  /** §7 the payment routes' options (issue 12: which businesses allow customer-area cancellation). */
  readonly payment?: PaymentRouteOptions
  /** Issue 12 where SMS go (default the development outbox). */
  readonly sms?: SmsSender
  /** Issue 12 where e-mail goes (default the development outbox). */
  readonly email?: EmailSender
}

/** §2 test support: an empty folder, so the UIs are "not built". */
export const emptyStaticDirs = (): AppConfig['staticDirs'] => {
  const root = mkdtempSync(join(tmpdir(), 'kartis-static-'))
  return { web: join(root, 'web'), liveConsole: join(root, 'live-console') }
}

/**
 * Issue 10 test support: every test request comes from 127.0.0.1, so test apps run without
 * request rate limits (the rate-limit tests pass their own, small ones). The seat-hold cap per
 * address keeps its default: it is part of the seat rules the tests check.
 */
export const TEST_PROTECTIONS: Partial<AppConfig> = { rateLimits: NO_RATE_LIMITS }

/** §7 test support: a server over its own in-memory copy of the seeded demo, with a manual clock at TEST_START (TEST_PROTECTIONS unless config says otherwise). */
export const demoApp = async (options: DemoAppOptions = {}): Promise<DemoApp> => {
  const clock = new ManualClock(TEST_START)
  const database = await demoDatabase(options.engine ?? 'sqlite', clock)
  const base = sqlServerStorage(database, clock, { guard: options.guard ?? true })
  const storage = options.seats === undefined ? base : { ...base, seats: options.seats(base.seats) }
  const app = buildApp({
    storage,
    clock,
    config: { staticDirs: emptyStaticDirs(), ...TEST_PROTECTIONS, ...options.config },
    ...(options.payment === undefined ? {} : { payment: options.payment }),
    ...(options.sms === undefined ? {} : { sms: options.sms }),
    ...(options.email === undefined ? {} : { email: options.email }),
  })
  app.addHook('onClose', () => database.close())
  await app.ready()
  return { app, database, clock, storage }
}

/** §3 test support: an empty box office's storage (migrated, nothing seeded) on in-memory SQLite. */
export const emptyStorage = async (
  clock: ManualClock,
): Promise<{ readonly database: StorageDatabase; readonly storage: ServerStorage }> => {
  const database = await openTestDatabase('sqlite', { clock })
  return { database, storage: sqlServerStorage(database, clock) }
}

/** A JSON answer of the server. */
export interface Answer {
  readonly status: number
  readonly body: unknown
  readonly headers: Readonly<Record<string, unknown>>
}

/** §7 test support: the records listed under `key` of a JSON answer (none when it is not a list of objects). */
export const recordsAt = (body: unknown, key: string): readonly Readonly<Record<string, unknown>>[] => {
  if (!isRecord(body)) return []
  const value = body[key]
  return Array.isArray(value) ? value.filter(isRecord) : []
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** §7 test support: a visitor's client of a test app: GET with a query, PUT/POST with a JSON body. */
export const visitorClient = (app: FastifyInstance, uuid: string = newVisitor()) => ({
  uuid,
  get: async (url: string): Promise<Answer> => {
    const response = await app.inject({ method: 'GET', url, headers: visitorHeaders(uuid) })
    return { status: response.statusCode, body: parse(response.body), headers: response.headers }
  },
  send: async (method: 'PUT' | 'POST', url: string, payload: unknown): Promise<Answer> => {
    const response = await app.inject({
      method,
      url,
      headers: { ...visitorHeaders(uuid), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    })
    return { status: response.statusCode, body: parse(response.body), headers: response.headers }
  },
})

/** §4 test support: frees every seat of a presentation (sold, held, locked), so a test starts from an empty hall. */
export const emptyPresentation = async (database: StorageDatabase, presentationId: number): Promise<void> => {
  for (const table of ['sold_seats', 'seat_holds', 'seat_locks'] as const)
    await database.db.deleteFrom(table).where('presentation_id', '=', presentationId).execute()
}

/** §3 test support: the first presentation of a venue in the seeded demo (1 cinema, 3 club, 5 arena…). */
export const firstPresentationOf = async (storage: ServerStorage, venueId: number) => {
  const found = (await storage.catalog.listPresentations({ venueIds: [venueId], includeUntimed: false }))[0]
  if (found === undefined) throw new Error(`the demo has no presentation in venue ${venueId}`)
  return found
}

/** §7 test support: the lock-seat body of a seat of a presentation. */
export const lockBody = (
  presentation: { readonly id: number; readonly venueId: number; readonly seatplanId: number },
  seat: { readonly sectionId: number; readonly x: number; readonly y: number | null; readonly ticketGroupId?: number | null },
  recaptchaToken: string = CAPTCHA,
) => ({
  recaptchaToken,
  seat: {
    PresentationId: presentation.id,
    VenueId: presentation.venueId,
    VenueSeatplanId: presentation.seatplanId,
    VenueSectionId: seat.sectionId,
    TicketGroupId: seat.ticketGroupId ?? null,
    XCoordinate: seat.x,
    YCoordinate: seat.y,
  },
})

/** A seats-status entry as the wire writes it: [sectionId, groupId, x, y, allocationId, ticketGroupId, status]. */
export type WireStatusEntry = readonly [number, number, number, number, number | null, number | null, number]

/** §7 test support: the wire status code of one seat in a seats-status answer; undefined when not listed. */
export const statusIn = (
  body: unknown,
  seat: { readonly sectionId: number; readonly x: number; readonly y: number },
): number | undefined => {
  if (typeof body !== 'object' || body === null || !('seats' in body) || !Array.isArray(body.seats)) return undefined
  const entries: readonly unknown[] = body.seats
  const entry = entries.find((e): e is WireStatusEntry => Array.isArray(e) && e[0] === seat.sectionId && e[2] === seat.x && e[3] === seat.y)
  return entry?.[6]
}
