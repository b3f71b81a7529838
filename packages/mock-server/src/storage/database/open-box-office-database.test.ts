import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { describeLocation, openBoxOfficeDatabase } from './open-box-office-database'
import { MIGRATIONS } from './schema-migrations'
import { databaseLocationFromEnv } from './storage-database'

const clock = new ManualClock(Date.UTC(2025, 6, 1))
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const sqliteFile = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'kartis-open-'))
  dirs.push(dir)
  return join(dir, 'data', 'kartis.sqlite')
}

describe('openBoxOfficeDatabase', () => {
  it('opens and migrates the SQLite file KARTIS_DB (its folder created) when DATABASE_URL is unset or empty', async () => {
    const path = sqliteFile()
    const opened = await openBoxOfficeDatabase({ KARTIS_DB: path, DATABASE_URL: '' }, clock)
    if ('error' in opened) throw new Error(opened.error)
    expect(opened.database.engine).toBe('sqlite')
    expect(opened.description).toBe(`SQLite ${path}`)
    const ledger = await opened.database.db.selectFrom('schema_migrations').select('version').orderBy('version').execute()
    expect(ledger.map((row) => row.version)).toEqual(MIGRATIONS.map((m) => m.version))
    await opened.database.close()
  })

  it('opens and migrates PostgreSQL from DATABASE_URL, and names it without the password', async () => {
    const url = inject('postgresUrl')
    const opened = await openBoxOfficeDatabase({ DATABASE_URL: url }, clock)
    if ('error' in opened) throw new Error(opened.error)
    expect(opened.database.engine).toBe('postgres')
    const { hostname, port } = new URL(url)
    expect(opened.description).toBe(`PostgreSQL ${hostname}:${port}/postgres`)
    expect(opened.description).not.toContain(new URL(url).password)
    await opened.database.close()
  })

  it('refuses in one line naming the variable: a DATABASE_URL that is not postgres://, one that cannot be reached, a bad password', async () => {
    const refused = async (DATABASE_URL: string): Promise<string> => {
      const opened = await openBoxOfficeDatabase({ DATABASE_URL }, clock)
      if (!('error' in opened)) {
        await opened.database.close()
        return 'opened'
      }
      return opened.error
    }
    expect(await refused('mysql://localhost/kartis')).toBe(
      'DATABASE_URL: must begin postgres:// or postgresql:// (leave it unset for SQLite)',
    )
    expect(await refused('postgres://')).toMatch(/^DATABASE_URL: /)
    // Port 9 (discard) on this machine: nothing listens there.
    const unreachable = await refused('postgres://kartis:secret@127.0.0.1:9/kartis')
    expect(unreachable).toMatch(/^DATABASE_URL: cannot connect to PostgreSQL \(.*ECONNREFUSED.*\)$/)
    expect(unreachable).not.toContain('secret')
    const wrongPassword = new URL(inject('postgresUrl'))
    wrongPassword.password = 'not-the-password'
    expect(await refused(wrongPassword.toString())).toMatch(/^DATABASE_URL: cannot connect to PostgreSQL \(.*password.*\)$/)
    expect(unreachable).not.toContain('\n')
  })

  it('refuses a database whose schema is newer than the code, naming the variable', async () => {
    const path = sqliteFile()
    const first = await openBoxOfficeDatabase({ KARTIS_DB: path }, clock)
    if ('error' in first) throw new Error(first.error)
    await first.database.db
      .insertInto('schema_migrations')
      .values({ version: MIGRATIONS.length + 1, name: 'from the future', applied_at: 0 })
      .execute()
    await first.database.close()
    const again = await openBoxOfficeDatabase({ KARTIS_DB: path }, clock)
    expect(again).toEqual({
      error: expect.stringMatching(/^KARTIS_DB: the database's schema is version \d+, newer than this server knows/),
    })
  })

  it('sizes the PostgreSQL pool from KARTIS_DB_POOL_SIZE, refusing a size that is not a number of connections', async () => {
    const url = inject('postgresUrl')
    const sized = await openBoxOfficeDatabase({ DATABASE_URL: url, KARTIS_DB_POOL_SIZE: '3' }, clock)
    if ('error' in sized) throw new Error(sized.error)
    expect(sized.location).toEqual({ engine: 'postgres', url, poolSize: 3, connectTimeoutMs: 5000 })
    await sized.database.close()
    for (const size of ['0', 'many', '2.5'])
      expect(await openBoxOfficeDatabase({ DATABASE_URL: url, KARTIS_DB_POOL_SIZE: size }, clock)).toEqual({
        error: `KARTIS_DB_POOL_SIZE: a number of connections from 1 to 1000, got '${size}'`,
      })
  })

  it('waits KARTIS_DB_CONNECT_TIMEOUT_MS for a pooled connection (default 5000), refusing what is not milliseconds', () => {
    const url = 'postgres://u:p@db.example/kartis'
    expect(databaseLocationFromEnv({ DATABASE_URL: url })).toEqual({ engine: 'postgres', url, poolSize: 10, connectTimeoutMs: 5000 })
    expect(databaseLocationFromEnv({ DATABASE_URL: url, KARTIS_DB_CONNECT_TIMEOUT_MS: ' 1500 ', KARTIS_DB_POOL_SIZE: '20' })).toEqual({
      engine: 'postgres',
      url,
      poolSize: 20,
      connectTimeoutMs: 1500,
    })
    for (const wait of ['0', '99', 'soon', '2.5', '60001'])
      expect(() => databaseLocationFromEnv({ DATABASE_URL: url, KARTIS_DB_CONNECT_TIMEOUT_MS: wait })).toThrow(
        `KARTIS_DB_CONNECT_TIMEOUT_MS: milliseconds from 100 to 60000, got '${wait}'`,
      )
  })

  it('describes where the data is', () => {
    expect(describeLocation({ engine: 'sqlite', path: '/srv/kartis.sqlite' })).toBe('SQLite /srv/kartis.sqlite')
    expect(describeLocation({ engine: 'postgres', url: 'postgres://u:p@db.example/kartis', poolSize: 10, connectTimeoutMs: 5000 })).toBe(
      'PostgreSQL db.example/kartis',
    )
  })
})
