// `npm run bench:reports -w @kartis/mock-server [-- --reservations 100000 --months 12 --runs 40 --engines sqlite,postgres]`:
// issue 13 §4 the producer reports at scale. For each engine it generates a box office (the demo and a year of
// sales: src/demo/generated-sales.ts) in a fresh SQLite file or an embedded PostgreSQL, then asks each report call
// through the real routes (staff session, codecs, guard, queries) with varying parameters and prints p50/p95 per
// call against the goal of 300 ms p95.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { createRandom } from '@kartis/api-adapter'
import { addDays, formatCalendarDate, jerusalemDate } from '@kartis/core'
import { buildApp } from '../src/app'
import { generateSales } from '../src/demo/generated-sales'
import { NO_RATE_LIMITS } from '../src/http/rate-limits'
import { migrateToLatest } from '../src/storage/database/schema-migrations'
import {
  DEFAULT_CONNECT_TIMEOUT_MS,
  openStorageDatabase,
  type Engine,
  type StorageDatabase,
} from '../src/storage/database/storage-database'
import { sqlServerStorage } from '../src/storage/sql-server-storage'
import { startEmbeddedPostgres, type RunningPostgres } from '../src/test-support/embedded-postgres'
import { actAsStaff } from '../src/test-support/staff-session'

const GOAL_P95_MS = 300
const WARM_UP_RUNS = 3

const { values } = parseArgs({
  options: {
    reservations: { type: 'string', default: '100000' },
    months: { type: 'string', default: '12' },
    runs: { type: 'string', default: '40' },
    engines: { type: 'string', default: 'sqlite,postgres' },
  },
})
const reservations = Number(values.reservations)
const months = Number(values.months)
const runs = Number(values.runs)
const engines = values.engines.split(',').filter((e): e is Engine => e === 'sqlite' || e === 'postgres')

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

interface Opened {
  readonly database: StorageDatabase
  readonly close: () => Promise<void>
}

const open = async (engine: Engine): Promise<Opened> => {
  if (engine === 'sqlite') {
    const directory = mkdtempSync(join(tmpdir(), 'kartis-reports-'))
    const database = await openStorageDatabase({ engine, path: join(directory, 'kartis.sqlite') })
    return {
      database,
      close: async () => {
        await database.close()
        rmSync(directory, { recursive: true, force: true })
      },
    }
  }
  const postgres: RunningPostgres = await startEmbeddedPostgres({ durable: true })
  const database = await openStorageDatabase({ engine, url: postgres.url, poolSize: 10, connectTimeoutMs: DEFAULT_CONNECT_TIMEOUT_MS })
  return {
    database,
    close: async () => {
      await database.close()
      await postgres.stop()
    },
  }
}

/** A report call: its name and, for each run, the address it asks (parameters varied by the run's random draw). */
interface ReportCall {
  readonly name: string
  readonly url: (draw: Draw) => string
  readonly method?: 'POST'
  readonly body?: Readonly<Record<string, string | number>>
}

interface Draw {
  /** A day of the generated year, YYYY-MM-DD. */
  readonly day: string
  /** A month ending on `day`. */
  readonly monthFrom: string
  readonly presentationId: number
  readonly featureId: number
  readonly locationId: number
}

const CALLS: readonly ReportCall[] = [
  { name: 'availableFeatures (month)', url: (d) => `/api/PRES-live/v2/availableFeatures?startDate=${d.monthFrom}&endDate=${d.day}` },
  {
    name: 'featureData (month)',
    url: (d) =>
      `/api/PRES-live/v2/featureData?featureId=${d.featureId}&locationId=${d.locationId}&startDate=${d.monthFrom}&endDate=${d.day}`,
  },
  {
    name: 'availablePresentations (month)',
    url: (d) =>
      `/api/PRES-live/v2/availablePresentations?featureId=${d.featureId}&locationId=${d.locationId}&startDate=${d.monthFrom}&endDate=${d.day}`,
  },
  { name: 'presentationData', url: (d) => `/api/PRES-live/v2/presentationData?presentationId=${d.presentationId}` },
  { name: 'locationTicketSales/ (month)', url: (d) => `/api/PRES-live/locationTicketSales/?startDate=${d.monthFrom}&endDate=${d.day}` },
  { name: 'locationTicketSales/data/{date}/0', url: (d) => `/api/PRES-live/locationTicketSales/data/${d.day}/0` },
  { name: 'featureTicketSales (month)', url: (d) => `/api/PRES-live/featureTicketSales?startDate=${d.monthFrom}&endDate=${d.day}` },
  { name: 'featureTicketSales/data/{date}', url: (d) => `/api/PRES-live/featureTicketSales/data/${d.day}` },
  { name: 'monitors/PresentationSales', url: () => '/api/PRES-live/monitors/PresentationSales/data' },
  { name: 'getTicketRefAgents', url: () => '/api/pres-live/getTicketRefAgents' },
  {
    name: 'TicketReferencePromptAdmin (month)',
    url: (d) => `/api/pres-live/monitors/TicketReferencePromptAdmin/data?startDate=${d.monthFrom}&endDate=${d.day}`,
  },
  {
    name: 'TicketReferencePromptAdminDetail',
    url: () => '/api/pres-live/monitors/TicketReferencePromptAdminDetail/data?reference=AG-NORTH&reference2=GROUP-A',
  },
  {
    name: 'TicketReferencePromptAdminTicketSales (month)',
    url: (d) => `/api/pres-live/monitors/TicketReferencePromptAdminTicketSales/data?startDate=${d.monthFrom}&endDate=${d.day}`,
  },
  {
    name: 'editReferencePromptOptionQuantity',
    method: 'POST',
    url: () => '/api/pres-live/editReferencePromptOptionQuantity/1/1/301/1',
    body: { reference: 'AG-NORTH', reference2: 'GROUP-A', quantity: 40 },
  },
  {
    name: 'featureTicketSales (year)',
    url: (d) => `/api/PRES-live/featureTicketSales?startDate=${formatYearBefore(d.day)}&endDate=${d.day}`,
  },
]

function formatYearBefore(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  return formatCalendarDate(addDays({ year, month, day: date }, -365))
}

const benchEngine = async (engine: Engine): Promise<boolean> => {
  const clock = { now: () => Date.now() }
  const { database, close } = await open(engine)
  try {
    await migrateToLatest(database, clock)
    const started = performance.now()
    const generated = await generateSales(database, clock, { reservations, months })
    // A production database has its statistics (and on PostgreSQL its visibility map, which lets
    // counts read the indexes alone): make them once after the bulk load, as autovacuum would.
    await sql.raw(engine === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE').execute(database.db)
    console.log(
      `\n${engine}: generated ${generated.reservations} reservations (${generated.places} places) in ${generated.presentations} presentations in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    const storage = sqlServerStorage(database, clock)
    const staticDir = mkdtempSync(join(tmpdir(), 'kartis-static-'))
    const app = buildApp({ storage, clock, config: { staticDirs: { web: staticDir, liveConsole: staticDir }, rateLimits: NO_RATE_LIMITS } })
    await app.ready()
    const staff = await actAsStaff({ storage, clock: { now: clock.now } }, { businessIds: [1, 2, 3, 4, 5] })
    const presentations = await database.db
      .selectFrom('presentations as p')
      .innerJoin('venues as v', 'v.id', 'p.venue_id')
      .select(['p.id', 'p.feature_id', 'v.location_id'])
      .where('p.starts_at', 'is not', null)
      .execute()
    const random = createRandom(42)
    const today = jerusalemDate(clock.now())
    const draw = (): Draw => {
      const dayDate = addDays(today, -random.int(0, Math.round(months * 30)))
      const show = presentations[random.int(0, presentations.length - 1)]
      return {
        day: formatCalendarDate(dayDate),
        monthFrom: formatCalendarDate(addDays(dayDate, -30)),
        presentationId: show?.id ?? 0,
        featureId: show?.feature_id ?? 0,
        locationId: show?.location_id ?? 0,
      }
    }
    let allMet = true
    console.log(
      `${'call'.padEnd(48)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}  goal p95 ≤ ${GOAL_P95_MS} ms`,
    )
    for (const call of CALLS) {
      const times: number[] = []
      for (let run = 0; run < WARM_UP_RUNS + runs; run++) {
        const t0 = performance.now()
        const response = await app.inject({
          method: call.method ?? 'GET',
          url: call.url(draw()),
          headers: { 'x-kartis-uuid': '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', cookie: staff.cookie },
          ...(call.body === undefined ? {} : { payload: call.body }),
        })
        const elapsed = performance.now() - t0
        if (response.statusCode >= 500 || response.statusCode === 401 || response.statusCode === 403)
          throw new Error(`${call.name}: ${response.statusCode} ${response.body.slice(0, 200)}`)
        if (run >= WARM_UP_RUNS) times.push(elapsed)
      }
      const sorted = [...times].sort((a, b) => a - b)
      const p95 = percentile(sorted, 95)
      const met = p95 <= GOAL_P95_MS
      allMet &&= met
      console.log(
        `${call.name.padEnd(48)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${(sorted.at(-1) ?? 0).toFixed(1).padStart(8)}  ${met ? 'ok' : 'MISSED'}`,
      )
    }
    await app.close()
    rmSync(staticDir, { recursive: true, force: true })
    return allMet
  } finally {
    await close()
  }
}

let met = true
for (const engine of engines) met = (await benchEngine(engine)) && met
console.log(met ? '\nevery report call met its goal' : '\nsome report call missed its goal')
process.exitCode = met ? 0 : 1
