import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
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
 * Issue 4 tests run against the real server: global setup checks the builds, starts it on a
 * free port with a new database, and hands its origin to the tests; the returned teardown
 * stops it and keeps its output in test-results/server.log.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  checkBuilds()
  const server = await startServer()
  // Workers start after global setup and inherit this (see server-url.ts).
  process.env[SERVER_URL_ENV] = server.url
  return async () => {
    await server.stop()
    mkdirSync(RESULTS, { recursive: true })
    writeFileSync(join(RESULTS, 'server.log'), server.output())
  }
}
