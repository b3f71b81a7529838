import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FullConfig } from '@playwright/test'
import { startServer } from './server'
import { SERVER_URL_ENV } from './server-url'

const WEB_ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** The server serves these builds at / and /PRES-live/; the turbo task builds them first. */
const BUILDS = [join(WEB_ROOT, 'dist', 'index.html'), join(WEB_ROOT, '..', 'live-console', 'dist', 'index.html')]
const RESULTS = join(WEB_ROOT, 'test-results')

/** §2 the storefront is tested as built: without its dist every page would be the server's 404. */
const checkBuilds = (): void => {
  const missing = BUILDS.filter((path) => !existsSync(path))
  if (missing.length > 0) {
    throw new Error(`e2e: build first (npm run build -w @kartis/web -w @kartis/live-console); missing ${missing.join(', ')}`)
  }
}

/**
 * Issue 4 tests run against the real server: global setup checks the builds, starts one per
 * worker, each on a free port with a new database, and hands their origins to the tests; the
 * returned teardown stops them and keeps their output in test-results/server-N.log.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  checkBuilds()
  const servers = await Promise.all(Array.from({ length: Math.max(config.workers, 1) }, () => startServer()))
  // Workers start after global setup and inherit this (see server-url.ts).
  process.env[SERVER_URL_ENV] = servers.map((server) => server.url).join(',')
  return async () => {
    await Promise.all(servers.map((server) => server.stop()))
    mkdirSync(RESULTS, { recursive: true })
    servers.forEach((server, index) => writeFileSync(join(RESULTS, `server-${index + 1}.log`), server.output()))
  }
}
