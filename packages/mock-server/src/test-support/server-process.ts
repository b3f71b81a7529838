import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The mock-server package folder, where `src/main.ts` runs from (as `npm start` runs it). */
const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url))

/** Seeding a fresh database on a busy two-core machine takes seconds: the limit for a start. */
export const SERVER_START_TIMEOUT_MS = 60_000

/** The real server process of `npm start`, on 127.0.0.1 and a free port. */
export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234 */
  readonly origin: string
  readonly child: ChildProcess
  /** Everything it wrote to stdout and stderr so far. */
  readonly output: () => string
  /** Resolves once a line of its output passes `test`. */
  readonly lineMatching: (test: (line: string) => boolean) => Promise<string>
  /** Resolves with its exit code (null when a signal killed it) and the signal. */
  readonly exited: Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null }>
}

/** Test support: starts `node --import tsx src/main.ts` over the SQLite file `databasePath`; resolves once it listens. */
export const startServerProcess = async (databasePath: string, env: Readonly<Record<string, string>> = {}): Promise<ServerProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    // SQLite unless the test names a PostgreSQL database (a DATABASE_URL of the test run must not leak in).
    // No demo history: these tests want a quick start, and two instances starting together on one new database would both write it.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', KARTIS_DB: databasePath, DATABASE_URL: '', KARTIS_DEMO_HISTORY: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const waiting: { readonly test: (line: string) => boolean; readonly resolve: (line: string) => void }[] = []
  const check = (): void => {
    const lines = output.split('\n')
    for (const waiter of [...waiting]) {
      const line = lines.find(waiter.test)
      if (line !== undefined) {
        waiting.splice(waiting.indexOf(waiter), 1)
        waiter.resolve(line)
      }
    }
  }
  const collect = (chunk: Buffer): void => {
    output += chunk.toString('utf8')
    check()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }))
  })
  const lineMatching = (test: (line: string) => boolean): Promise<string> =>
    new Promise<string>((resolve, reject) => {
      waiting.push({ test, resolve })
      check()
      void exited.then(() => reject(new Error(`the server exited before writing the line awaited:\n${output}`)))
    })
  const started = await lineMatching((line) => line.startsWith('Kartis box office: '))
  const port = /localhost:(\d+)\//.exec(started)?.[1]
  if (port === undefined) throw new Error(`no port in '${started}'`)
  return { origin: `http://127.0.0.1:${port}`, child, output: () => output, lineMatching, exited }
}
