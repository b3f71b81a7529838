/// <reference types="node" />
import { mkdtempSync, readFileSync, rmSync, existsSync, mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, extname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { chromium, type Browser, type Page } from 'playwright-core'
import { build } from 'vite'

/**
 * Issue 4's browser benchmark: the 20,000-seat arena's first render until it answers clicks,
 * click-to-painted latency of selecting a seat (medians), and the gzip size of the JavaScript
 * the storefront's first route loads. `--screenshots DIR` also saves the harness at 390 and
 * 1280 px (cinema, arena, mixed) for review.
 */

const GOALS = { interactiveMs: 1000, paintMs: 50, firstRouteKb: 170 } as const
const RENDER_RUNS = 5
const CLICK_RUNS = 21
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

/** Builds the harness page (bench/harness) into a temporary directory. */
const buildHarness = async (outDir: string): Promise<void> => {
  await build({
    configFile: false,
    root: join(webRoot, 'bench/harness'),
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
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

/** One cold load of the arena: from the render call until a section click zoomed in and a seat click was painted. */
const firstInteractive = async (page: Page, origin: string): Promise<number> => {
  await page.goto(`${origin}/?plan=arena`, { waitUntil: 'domcontentloaded' })
  // Strings, not functions: tsx would compile a function with helpers the page does not have.
  return Number(await page.evaluate('window.seatMapBench.firstInteractive()'))
}

/** Click-to-painted of selecting free seats one after another, in the section zoomed into. */
const clickLatencies = async (page: Page, origin: string): Promise<number[]> => {
  await firstInteractive(page, origin)
  const latencies: unknown = await page.evaluate(`window.seatMapBench.clickLatencies(${CLICK_RUNS})`)
  return Array.isArray(latencies) ? latencies.map(Number) : []
}

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

const main = async (): Promise<void> => {
  const started = Date.now()
  const shotsAt = process.argv.indexOf('--screenshots')
  const shotsDir = shotsAt >= 0 ? process.argv[shotsAt + 1] : undefined
  const work = mkdtempSync(join(tmpdir(), 'kartis-seat-map-bench-'))
  const harnessDir = join(work, 'harness')
  const storefrontDir = join(work, 'storefront')
  let server: Server | null = null
  let browser: Browser | null = null
  try {
    console.log('Seat map benchmark (issue 4)')
    await buildHarness(harnessDir)
    const served = await serve(harnessDir)
    server = served.server
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const renders: number[] = []
    for (let run = 0; run < RENDER_RUNS; run++) {
      const page = await context.newPage()
      renders.push(await firstInteractive(page, served.origin))
      await page.close()
    }
    const page = await context.newPage()
    const clicks = await clickLatencies(page, served.origin)
    await page.close()
    const interactive = median(renders)
    const paint = median(clicks)
    console.log(
      `  20,000-seat arena, first render until interactive: median ${interactive.toFixed(0)} ms of ${RENDER_RUNS} cold loads [${renders.map((r) => r.toFixed(0)).join(', ')}]; goal ${GOALS.interactiveMs} ms: ${verdict(interactive, GOALS.interactiveMs)}`,
    )
    console.log(
      `  click to painted, selecting a seat: median ${paint.toFixed(1)} ms of ${clicks.length} clicks (max ${Math.max(...clicks).toFixed(1)}); goal ${GOALS.paintMs} ms: ${verdict(paint, GOALS.paintMs)}`,
    )
    if (shotsDir !== undefined) await screenshots(browser, served.origin, shotsDir)
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
