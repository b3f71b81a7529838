import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const MOCK_SERVER = fileURLToPath(new URL('../../../mock-server', import.meta.url))
const START_TIMEOUT_MS = 90_000

/** A box-office server started for the tests. */
export interface RunningServer {
  /** Its origin, e.g. http://127.0.0.1:41234. */
  readonly url: string
  /** What it printed so far. */
  output(): string
  /** Stops it and removes its database. */
  stop(): Promise<void>
}

/** The origin the server prints once it listens ("Kartis box office: http://localhost:PORT/ …"). */
const listeningUrl = (output: string): string | null => {
  const match = /Kartis box office: http:\/\/localhost:(\d+)\//.exec(output)
  return match === null ? null : `http://127.0.0.1:${match[1] ?? ''}`
}

const waitForListening = (server: ChildProcess, output: () => string): Promise<string> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`e2e: the server did not start within ${START_TIMEOUT_MS / 1000} s:\n${output()}`)),
      START_TIMEOUT_MS,
    )
    const check = (): void => {
      const url = listeningUrl(output())
      if (url === null) return
      clearTimeout(timer)
      resolve(url)
    }
    server.stdout?.on('data', check)
    server.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`e2e: the server exited (${String(code)}) before listening:\n${output()}`))
    })
  })

/** The server answers /api/health once its routes are registered. */
const waitForHealth = async (baseUrl: string): Promise<void> => {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`e2e: ${baseUrl}/api/health never answered`)
}

const kill = (server: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve()
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000)
    server.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    server.kill('SIGTERM')
  })

/**
 * Issue 4 the real box-office server (`packages/mock-server/src/main.ts`, as `npm start` runs
 * it) on a free port of 127.0.0.1 with a new SQLite file, so it starts from the demo data.
 * Resolves once /api/health answers. `rateLimits: 'on'` starts one with the public limits, for a
 * journey that shows what a burst meets (issue 15 §5); the suite's own server runs without them.
 */
export const startServer = async (options: { readonly rateLimits?: 'on' | 'off' } = {}): Promise<RunningServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kartis-e2e-'))
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: MOCK_SERVER,
    // Every browser of the suite comes from 127.0.0.1 and keeps its seat locks for 15 minutes:
    // request rate limits off and the per-address hold cap raised (issue 10; the defaults are tested in the server's own tests).
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      KARTIS_DB: join(dataDir, 'kartis.sqlite'),
      KARTIS_RATE_LIMITS: options.rateLimits ?? 'off',
      KARTIS_MAX_HELD_PER_ADDRESS: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer): void => {
    output += chunk.toString('utf8')
  }
  server.stdout.on('data', collect)
  server.stderr.on('data', collect)
  const stop = async (): Promise<void> => {
    await kill(server)
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const url = await waitForListening(server, () => output)
    await waitForHealth(url)
    return { url, output: () => output, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
