/// <reference types="node" />
import { mkdtempSync, readFileSync, rmSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, extname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core'
import { build } from 'vite'

/**
 * Issues 4 and 16 §2's browser benchmark. Generated stadiums of the demo arena's shape
 * (bench/stadium-plan.ts) at 20,000, 50,000 and 100,000 seats: Kartis's first render until
 * it answers clicks, click-to-painted of selecting a seat (medians) and the JS heap; the peer
 * `@alisaitteke/seatmap-canvas` given the same plans in the same Chromium, from data to
 * painted, and the ratio; a pan and a zoom of the 100,000-seat plan at a phone's 390 px with
 * the CPU slowed 4×, counting long tasks; and the gzip size of the JavaScript the storefront's
 * first route loads.
 *
 * Options: `--sizes 2000,5000` (other plan sizes, for development), `--runs N` (Kartis's cold
 * loads per size), `--no-peer`, `--no-phone`, `--no-route`, `--screenshots DIR` (the harness at
 * 390 and 1280 px: cinema, arena, mixed), `--profile DIR` (the phone's pan and zoom as CPU profiles,
 * pan.cpuprofile and zoom.cpuprofile for Chromium's DevTools, with the harness left unminified).
 */

const SIZES = [20_000, 50_000, 100_000] as const
/** Issue 16 §2: interactive within these at each size (500 ms at 20,000, 1 s at 50,000, 2 s at 100,000). */
const interactiveGoalMs = (seats: number): number => (seats <= 20_000 ? 500 : seats <= 50_000 ? 1000 : 2000)
/** Issue 16 §1/§2: click to painted, the first route (gzip; issue 4 had allowed 170 KB) and the longest task. */
const GOALS = { paintMs: 50, firstRouteKb: 120, longTaskMs: 50 } as const
const RENDER_RUNS = 5
const CLICK_RUNS = 21
/** The peer's cold loads per size: three at 20,000, one above (it takes seconds each). */
const peerRuns = (seats: number): number => (seats <= 20_000 ? 3 : 1)
/** A peer run that has not painted by then is cut off and printed as "> 60 s". */
const PEER_TIMEOUT_MS = 60_000
const PHONE = { width: 390, height: 844, cpuSlowdown: 4, seats: 100_000 } as const
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
}

const verdict = (value: number, goal: number): string => `${(value / goal).toFixed(2)}× the goal — ${value <= goal ? 'met' : 'MISSED'}`

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
}

/** Serves a built directory on a free local port. */
const serve = (root: string): Promise<{ server: Server; origin: string }> =>
  new Promise((done) => {
    const server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname
      const file = join(root, path === '/' ? 'index.html' : path)
      if (!file.startsWith(root) || !existsSync(file)) {
        response.writeHead(404).end()
        return
      }
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file))
    })
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      done({ server, origin: `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}` })
    })
  })

/** Builds the harness pages (bench/harness: Kartis's index.html and the peer's peer.html) into a temporary directory. */
const buildHarness = async (outDir: string, minify: boolean): Promise<void> => {
  const root = join(webRoot, 'bench/harness')
  await build({
    configFile: false,
    root,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      minify,
      chunkSizeWarningLimit: 2000,
      rolldownOptions: { input: { kartis: join(root, 'index.html'), peer: join(root, 'peer.html') } },
    },
  })
}

/** Builds the storefront with its own config into a temporary directory (dist is left alone). */
const buildStorefront = async (outDir: string): Promise<void> => {
  await build({ configFile: join(webRoot, 'vite.config.ts'), root: webRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
}

/** §9 the gzip bytes of the first route's JavaScript: index.html's module scripts and modulepreloads. */
const firstRouteBytes = (dist: string): { files: { name: string; bytes: number }[]; bytes: number } => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => {
    const name = match[1] ?? ''
    return { name, bytes: gzipSync(readFileSync(join(dist, name.replace(/^\//, ''))), { level: 9 }).length }
  })
  return { files, bytes: files.reduce((total, file) => total + file.bytes, 0) }
}

/** One cold load of a stadium: from the render call until a section click zoomed in and a seat click was painted. */
const firstInteractive = async (page: Page, origin: string, seats: number): Promise<number> => {
  await page.goto(`${origin}/?plan=stadium&seats=${seats}`, { waitUntil: 'domcontentloaded' })
  // Strings, not functions: tsx would compile a function with helpers the page does not have.
  return Number(await page.evaluate('window.seatMapBench.firstInteractive()'))
}

/** The page's JS heap in use after a garbage collection, in MB (CDP Runtime.getHeapUsage). */
const heapMb = async (page: Page): Promise<number> => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await cdp.detach()
  return usedSize / 2 ** 20
}

interface KartisFigures {
  readonly renders: number[]
  readonly clicks: number[]
  readonly heap: number
}

/** Kartis at one size: cold loads until interactive, then clicks and the heap on one more load. */
const measureKartis = async (browser: Browser, origin: string, seats: number, runs: number): Promise<KartisFigures> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const renders: number[] = []
    for (let run = 0; run < runs; run++) {
      const page = await context.newPage()
      renders.push(await firstInteractive(page, origin, seats))
      await page.close()
    }
    const page = await context.newPage()
    await firstInteractive(page, origin, seats)
    const latencies: unknown = await page.evaluate(`window.seatMapBench.clickLatencies(${CLICK_RUNS})`)
    const clicks = Array.isArray(latencies) ? latencies.map(Number) : []
    const heap = await heapMb(page)
    return { renders, clicks, heap }
  } finally {
    await context.close()
  }
}

interface PeerFigures {
  /** Data to painted per run, ms; null: cut off at the timeout. */
  readonly runs: (number | null)[]
  readonly seatsDrawn: number
  readonly heap: number | null
}

const sleep = (ms: number): Promise<'timeout'> => new Promise((done) => setTimeout(() => done('timeout'), ms))

/** The peer at one size, each run in a browser of its own (one that overruns is killed whole). */
const measurePeer = async (origin: string, seats: number): Promise<PeerFigures> => {
  const runs: (number | null)[] = []
  let seatsDrawn = 0
  let heap: number | null = null
  for (let run = 0; run < peerRuns(seats); run++) {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      await page.goto(`${origin}/peer.html?seats=${seats}`, { waitUntil: 'load' })
      const result: unknown = await Promise.race([
        // A peer that throws is printed as not finishing, with its error.
        page.evaluate('window.peerBench.dataToPainted()').catch((error: unknown) => {
          // Closing the browser after a timeout ends the evaluation too: that is no error of the peer's.
          if (browser.isConnected())
            console.log(
              `  the peer failed at ${seats.toLocaleString('en')} seats: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
            )
          return 'failed'
        }),
        sleep(PEER_TIMEOUT_MS),
      ])
      if (typeof result === 'object' && result !== null && 'ms' in result && 'seats' in result) {
        runs.push(Number(result.ms))
        seatsDrawn = Number(result.seats)
        if (heap === null) heap = await Promise.race([heapMb(page), sleep(PEER_TIMEOUT_MS).then(() => null)])
      } else {
        runs.push(null)
        break
      }
    } finally {
      await browser.close()
    }
  }
  return { runs, seatsDrawn, heap }
}

interface PhoneFigures {
  readonly interactive: number
  readonly pan: number[]
  readonly zoom: number[]
}

/** Long tasks the page recorded while `drive` ran; with `profile`, its CPU profile is written there. */
const longTasksDuring = async (page: Page, cdp: CDPSession, drive: () => Promise<void>, profile: string | undefined): Promise<number[]> => {
  await page.evaluate('window.seatMapBench.watchLongTasks()')
  if (profile !== undefined) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.start')
  }
  await drive()
  // Let the last frames land before the observer is read.
  await page.waitForTimeout(500)
  if (profile !== undefined) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile))
  const durations: unknown = await page.evaluate('window.seatMapBench.longTasks()')
  return Array.isArray(durations) ? durations.map(Number) : []
}

/**
 * §3 on a phone: the 100,000-seat stadium at 390 px with the CPU slowed 4×, a section entered,
 * then dragged round the ring with one finger (pan) and pinched out and in with two (zoom),
 * as touch events through CDP (a touch is hit-tested where it starts, as on a phone).
 */
const measurePhone = async (browser: Browser, origin: string, seats: number, profileDir: string | undefined): Promise<PhoneFigures> => {
  const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, hasTouch: true, isMobile: true })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown })
    const interactive = await firstInteractive(page, origin, seats)
    const box = await page.locator('.seat-stage__box').boundingBox()
    if (box === null) throw new Error('the map has no box')
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', points: readonly { x: number; y: number }[]): Promise<void> => {
      await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((point, id) => ({ ...point, id })) })
    }
    const STEPS = 12
    const profile = (name: string): string | undefined => (profileDir === undefined ? undefined : join(profileDir, `${name}.cpuprofile`))
    const pan = await longTasksDuring(
      page,
      cdp,
      async () => {
        // Drags of a third of the box each, round a square, twice: about two sections' width each way.
        const reach = box.width / 3
        const moves = [
          [-reach, 0],
          [0, reach],
          [reach, 0],
          [0, -reach],
        ] as const
        for (let lap = 0; lap < 2; lap++)
          for (const [dx, dy] of moves) {
            const from = { x: middle.x - dx / 2, y: middle.y - dy / 2 }
            await touch('touchStart', [from])
            for (let step = 1; step <= STEPS; step++)
              await touch('touchMove', [{ x: from.x + (dx * step) / STEPS, y: from.y + (dy * step) / STEPS }])
            await touch('touchEnd', [])
          }
      },
      profile('pan'),
    )
    const zoom = await longTasksDuring(
      page,
      cdp,
      async () => {
        // Two fingers from 40 px apart to 160 (in ×4) and back (out ×4), twice.
        const fingers = (apart: number): { x: number; y: number }[] => [
          { x: middle.x - apart / 2, y: middle.y },
          { x: middle.x + apart / 2, y: middle.y },
        ]
        for (let lap = 0; lap < 2; lap++)
          for (const [from, to] of [
            [40, 160],
            [160, 40],
          ] as const) {
            await touch('touchStart', fingers(from))
            for (let step = 1; step <= STEPS; step++) await touch('touchMove', fingers(from + ((to - from) * step) / STEPS))
            await touch('touchEnd', [])
          }
      },
      profile('zoom'),
    )
    return { interactive, pan, zoom }
  } finally {
    await context.close()
  }
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`
const pad = (text: string, width: number): string => text.padEnd(width)

const screenshots = async (browser: Browser, origin: string, dir: string): Promise<void> => {
  mkdirSync(dir, { recursive: true })
  for (const width of [390, 1280])
    for (const plan of ['cinema', 'arena', 'mixed']) {
      const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } })
      await page.goto(`${origin}/?plan=${plan}`)
      await page.waitForSelector('.seat-map__svg')
      await page.screenshot({ path: join(dir, `w3-${plan}-${width}.png`), fullPage: true })
      if (plan === 'arena') {
        await page.click('[data-section="0"]')
        await page.screenshot({ path: join(dir, `w3-arena-section-${width}.png`), fullPage: true })
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      console.log(`  screenshot ${plan} at ${width} px${overflow > 0 ? ` — SIDEWAYS SCROLL of ${overflow} px` : ''}`)
      await page.close()
    }
}

const argument = (name: string): string | undefined => {
  const at = process.argv.indexOf(name)
  return at >= 0 ? process.argv[at + 1] : undefined
}

const main = async (): Promise<void> => {
  const started = Date.now()
  const shotsDir = argument('--screenshots')
  const profileDir = argument('--profile')
  if (profileDir !== undefined) mkdirSync(profileDir, { recursive: true })
  const sizes = argument('--sizes')?.split(',').map(Number) ?? [...SIZES]
  const runs = Number(argument('--runs') ?? RENDER_RUNS)
  const withPeer = !process.argv.includes('--no-peer')
  const withPhone = !process.argv.includes('--no-phone')
  const withRoute = !process.argv.includes('--no-route')
  const work = mkdtempSync(join(tmpdir(), 'kartis-seat-map-bench-'))
  const harnessDir = join(work, 'harness')
  const storefrontDir = join(work, 'storefront')
  let server: Server | null = null
  let browser: Browser | null = null
  try {
    console.log(
      "Seat map benchmark (issues 4 and 16 §2): generated stadiums of the demo arena's shape, Kartis and the peer in one Chromium",
    )
    await buildHarness(harnessDir, profileDir === undefined)
    const served = await serve(harnessDir)
    server = served.server
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
    const rows: string[][] = [
      ['seats', 'Kartis interactive', 'goal', 'click→painted (max)', 'JS heap', 'peer data→painted', 'peer heap', 'peer ÷ Kartis'],
    ]
    const notes: string[] = []
    for (const seats of sizes) {
      const kartis = await measureKartis(browser, served.origin, seats, runs)
      const interactive = median(kartis.renders)
      const paint = median(kartis.clicks)
      const goal = interactiveGoalMs(seats)
      const peer = withPeer ? await measurePeer(served.origin, seats) : null
      const peerDone = peer === null ? [] : peer.runs.filter((run): run is number => run !== null)
      const peerTimedOut = peer !== null && peer.runs.some((run) => run === null)
      const peerMs = peerDone.length > 0 && !peerTimedOut ? median(peerDone) : null
      rows.push([
        seats.toLocaleString('en'),
        `${seconds(interactive)} (${kartis.renders.length})`,
        `≤ ${seconds(goal)}: ${(interactive / goal).toFixed(2)}× ${interactive <= goal ? 'met' : 'MISSED'}`,
        `${paint.toFixed(1)} ms (${Math.max(...kartis.clicks).toFixed(1)}): ${(paint / GOALS.paintMs).toFixed(2)}× ${paint <= GOALS.paintMs ? 'met' : 'MISSED'}`,
        `${kartis.heap.toFixed(1)} MB`,
        peer === null ? '—' : peerTimedOut ? `> ${PEER_TIMEOUT_MS / 1000} s` : `${seconds(peerMs ?? NaN)} (${peerDone.length})`,
        peer?.heap === null || peer?.heap === undefined ? '—' : `${peer.heap.toFixed(1)} MB`,
        peer === null
          ? '—'
          : peerTimedOut
            ? `> ${Math.floor(PEER_TIMEOUT_MS / interactive)}×`
            : `${((peerMs ?? NaN) / interactive).toFixed(1)}×`,
      ])
      notes.push(
        `  ${seats.toLocaleString('en')}: Kartis cold loads [${kartis.renders.map((r) => r.toFixed(0)).join(', ')}] ms, ${kartis.clicks.length} clicks` +
          (peer === null
            ? ''
            : `; peer runs [${peer.runs.map((r) => (r === null ? `> ${PEER_TIMEOUT_MS / 1000} s` : r.toFixed(0))).join(', ')}] ms, ${peer.seatsDrawn.toLocaleString('en')} seat circles drawn`),
      )
    }
    const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? []
    for (const row of rows) console.log(`  ${row.map((cell, column) => pad(cell, widths[column] ?? 0)).join(' │ ')}`)
    for (const note of notes) console.log(note)
    console.log(
      '  Kartis interactive: render call until a section block was clicked and a seat click painted; click→painted: median of ' +
        `${CLICK_RUNS}, goal ${GOALS.paintMs} ms; peer: construction and data until painted; JS heap after a collection (CDP).`,
    )
    if (withPhone) {
      const seats = Math.max(...sizes.filter((size) => size <= PHONE.seats), Math.min(...sizes))
      const phone = await measurePhone(browser, served.origin, seats, profileDir)
      const line = (name: string, durations: readonly number[]): string => {
        const longest = Math.max(0, ...durations)
        const over = durations.filter((d) => d > GOALS.longTaskMs).length
        return `    ${name}: ${over} long tasks over ${GOALS.longTaskMs} ms, longest ${longest.toFixed(0)} ms — ${over === 0 ? 'met' : 'MISSED'}`
      }
      console.log(
        `  phone, ${seats.toLocaleString('en')} seats at ${PHONE.width} px, CPU ${PHONE.cpuSlowdown}× slower: interactive in ${seconds(phone.interactive)}`,
      )
      console.log(line('pan (8 one-finger drags round the ring)', phone.pan))
      console.log(line('zoom (4 pinches: in ×4, out ×4, twice)', phone.zoom))
    }
    if (shotsDir !== undefined) await screenshots(browser, served.origin, shotsDir)
    if (withRoute)
      try {
        await buildStorefront(storefrontDir)
        const { files, bytes } = firstRouteBytes(storefrontDir)
        const kb = bytes / 1024
        console.log(
          `  first route JavaScript (${files.length} files: entry + modulepreloads), gzip: ${kb.toFixed(1)} KB; goal ${GOALS.firstRouteKb} KB: ${verdict(kb, GOALS.firstRouteKb)}`,
        )
        for (const file of files) console.log(`    ${file.name}: ${(file.bytes / 1024).toFixed(1)} KB`)
        const seatMapInFirstRoute = files.some((file) =>
          readFileSync(join(storefrontDir, file.name.replace(/^\//, '')), 'utf8').includes('seat-map__svg'),
        )
        console.log(`  seat map loaded lazily (not in the first route): ${seatMapInFirstRoute ? 'NO' : 'yes'}`)
      } catch (error) {
        console.log(
          `  first route size: the storefront did not build (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
        )
      }
    console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    await browser?.close()
    server?.close()
    rmSync(work, { recursive: true, force: true })
  }
}

await main()
