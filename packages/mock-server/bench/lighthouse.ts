// `npm run bench:lighthouse [-- --runs 3 --pages /,/order/{cinema} --save DIR]` (from the root: it builds the UIs first): issue 16 §1
// Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium against the real box
// office with its demo data and the built storefront, as `npm start` serves them. Each page runs `--runs` times
// in a fresh Chromium; the medians are printed against the goals. A benchmark, not a test: the figures move with
// the machine's load, so say what else ran when you quote them. `--save DIR` keeps each run's full report
// (Lighthouse's JSON) there, for finding where the time went.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { VenueId } from '@kartis/api-adapter'
import { documentKeyOf } from '../src/edocuments/document-key'

const GOALS = { performance: 95, lcpMs: 2500, tbtMs: 200, cls: 0.05 } as const
/** Issue 16's five pages; `{cinema}`, `{arena}` (or `{theatre}`, `{club}`, `{mixed}`) name a venue's first presentation on sale. */
const PAGES = ['/', '/order/{cinema}', '/order/{arena}', '/booking/checkout', '/edocument/{key}'] as const
/** A presentation is used only when it starts at least this far ahead, so it is surely still on sale. */
const SALE_MARGIN_MS = 3 * 60 * 60 * 1000
const CHROMIUM = '/usr/bin/chromium'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: PAGES.join(',') },
    save: { type: 'string' },
  },
})
const runs = Number(values.runs)
const pages = values.pages.split(',').filter((page) => page !== '')

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

const median = (numbers: readonly number[]): number => {
  const sorted = [...numbers].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
}

/** The box office as `npm start` runs it, on a free port with a new SQLite file; resolves with its origin. */
const startServer = (databaseFile: string, secret: string): Promise<{ readonly origin: string; readonly server: ChildProcess }> =>
  new Promise((done, fail) => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        KARTIS_DB: databaseFile,
        KARTIS_DOCUMENT_KEY_SECRET: secret,
        KARTIS_LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const port = /Kartis box office: http:\/\/localhost:(\d+)\//.exec(output)?.[1]
      if (port !== undefined) done({ origin: `http://127.0.0.1:${port}`, server })
    })
    server.once('exit', (code) => fail(new Error(`the server exited (${String(code)}) before listening:\n${output}`)))
  })

/** A paid demo reservation with seats, for the e-ticket page (its key is the one the confirmation SMS would carry). */
const demoDocumentKey = (databaseFile: string, secret: string): string => {
  const database = new Database(databaseFile, { readonly: true })
  try {
    const row: unknown = database
      .prepare(
        `select r.reservation_identifier as id from reservations r
         where r.res_state_id = 2 and exists (select 1 from reservation_tickets t where t.reservation_identifier = r.reservation_identifier and t.kind = 'seat')
         order by r.created_at desc limit 1`,
      )
      .get()
    const id = typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'string' ? row.id : null
    if (id === null) throw new Error('the demo has no paid reservation with seats')
    return documentKeyOf(id, secret)
  } finally {
    database.close()
  }
}

/** The first presentation on sale in each demo venue (api-adapter's `VenueId`), by name (`cinema` → 5); their ids follow the time the database is made. */
const demoPresentations = (databaseFile: string): ReadonlyMap<string, number> => {
  const database = new Database(databaseFile, { readonly: true })
  try {
    const first = database.prepare(
      `select id from presentations where venue_id = ? and starts_at > ? and soldout = 0 order by starts_at, id limit 1`,
    )
    const found = new Map<string, number>()
    for (const [kind, venueId] of Object.entries(VenueId)) {
      const row: unknown = first.get(venueId, Date.now() + SALE_MARGIN_MS)
      if (typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'number') found.set(kind, row.id)
    }
    return found
  } finally {
    database.close()
  }
}

/** The page's path with its placeholders filled in; an unknown placeholder is an error, not a wrong page measured. */
const pathOf = (page: string, key: string, presentations: ReadonlyMap<string, number>): string =>
  page.replace(/\{([a-z]+)\}/g, (_, name: string) => {
    if (name === 'key') return encodeURIComponent(key)
    const id = presentations.get(name)
    if (id === undefined) throw new Error(`the demo has no presentation on sale for {${name}}`)
    return String(id)
  })

interface Measure {
  readonly performance: number
  readonly accessibility: number
  readonly bestPractices: number
  readonly fcpMs: number
  readonly lcpMs: number
  readonly tbtMs: number
  readonly cls: number
}

const auditValue = (audits: Readonly<Record<string, { readonly numericValue?: number }>>, id: string): number =>
  audits[id]?.numericValue ?? NaN

/** One Lighthouse run (mobile preset, its default) in a fresh headless Chromium. */
const measure = async (url: string, saveAs: string | undefined): Promise<Measure> => {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    })
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits, runtimeError } = result.lhr
    if (runtimeError !== undefined) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`)
    if (saveAs !== undefined) writeFileSync(saveAs, JSON.stringify(result.lhr))
    const score = (id: string): number => Math.round((categories[id]?.score ?? NaN) * 100)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: auditValue(audits, 'first-contentful-paint'),
      lcpMs: auditValue(audits, 'largest-contentful-paint'),
      tbtMs: auditValue(audits, 'total-blocking-time'),
      cls: auditValue(audits, 'cumulative-layout-shift'),
    }
  } finally {
    chrome.kill()
  }
}

const mark = (ok: boolean): string => (ok ? 'met' : 'MISSED')

if (values.save !== undefined) mkdirSync(values.save, { recursive: true })
const dataDir = mkdtempSync(join(tmpdir(), 'kartis-lighthouse-'))
const databaseFile = join(dataDir, 'box-office.db')
const secret = randomBytes(24).toString('hex')
const { origin, server } = await startServer(databaseFile, secret)
try {
  const key = demoDocumentKey(databaseFile, secret)
  const presentations = demoPresentations(databaseFile)
  console.log(`Lighthouse ${runs}× per page, mobile preset, ${CHROMIUM}, against ${origin}`)
  console.log(`goals: performance ≥ ${GOALS.performance}, LCP ≤ ${GOALS.lcpMs} ms, TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls}\n`)
  for (const page of pages) {
    const path = pathOf(page, key, presentations)
    const results: Measure[] = []
    const saveAs = (run: number): string | undefined =>
      values.save === undefined ? undefined : join(values.save, `${page.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}.json`)
    for (let run = 0; run < runs; run += 1) results.push(await measure(`${origin}${path}`, saveAs(run)))
    const of = (pick: (m: Measure) => number): number => median(results.map(pick))
    const performance = of((m) => m.performance)
    const lcp = of((m) => m.lcpMs)
    const tbt = of((m) => m.tbtMs)
    const cls = of((m) => m.cls)
    const row =
      `${page.padEnd(18)} ${path.length > 24 ? path.slice(0, 21) + '…' : path.padEnd(22)} performance ${String(performance).padStart(3)} (${mark(performance >= GOALS.performance)}, runs ${results.map((m) => m.performance).join('/')})` +
      ` · FCP ${Math.round(of((m) => m.fcpMs))} ms · LCP ${Math.round(lcp)} ms (${(lcp / GOALS.lcpMs).toFixed(2)}× the goal, ${mark(lcp <= GOALS.lcpMs)})` +
      ` · TBT ${Math.round(tbt)} ms (${mark(tbt <= GOALS.tbtMs)}) · CLS ${cls.toFixed(3)} (${mark(cls <= GOALS.cls)})` +
      ` · accessibility ${of((m) => m.accessibility)} · best practices ${of((m) => m.bestPractices)}`
    console.log(row)
  }
} finally {
  server.kill('SIGTERM')
  await new Promise((done) => server.once('exit', done))
  rmSync(dataDir, { recursive: true, force: true })
}
