import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { agorot, ManualClock } from '@kartis/core'
import { FIXTURE_SNAPSHOT } from './fixture-catalog'
import { MIGRATIONS, schemaVersion } from './migrations'
import { DEFAULT_DATABASE_PATH, openDatabase } from './open-database'
import { SqliteCatalogRepository } from './sqlite-catalog-repository'
import { SqliteVoucherRepository } from './sqlite-voucher-repository'

const dirs: string[] = []
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'kartis-db-'))
  dirs.push(dir)
  return dir
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('openDatabase', () => {
  const clock = new ManualClock(Date.UTC(2025, 6, 1))

  it('defaults to <repo>/data/kartis.sqlite', () => {
    expect(basename(DEFAULT_DATABASE_PATH)).toBe('kartis.sqlite')
    expect(basename(dirname(DEFAULT_DATABASE_PATH))).toBe('data')
    const repoPackage = JSON.parse(readFileSync(join(dirname(dirname(DEFAULT_DATABASE_PATH)), 'package.json'), 'utf8'))
    expect(repoPackage).toMatchObject({ name: 'kartis', workspaces: expect.arrayContaining(['packages/mock-server']) })
  })

  it('creates the directory, turns on WAL and foreign keys, and migrates', () => {
    const path = join(tempDir(), 'nested', 'dir', 'kartis.sqlite')
    const db = openDatabase({ path, clock })
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(schemaVersion(db)).toBe(MIGRATIONS.length)
    expect(() => db.prepare('INSERT INTO seat_holds VALUES (999, 1, 1, 1)').run()).toThrow(/FOREIGN KEY/)
    db.close()
  })

  it('keeps data across close and reopen of a file database, applying no migration again', async () => {
    const path = join(tempDir(), 'kartis.sqlite')
    const first = openDatabase({ path, clock })
    expect(await new SqliteCatalogRepository(first, clock).importSnapshot(FIXTURE_SNAPSHOT)).toBe(true)
    await new SqliteVoucherRepository(first).issue({
      code: 'GIFT-500',
      name: 'כרטיס מתנה',
      isGiftCard: true,
      balance: agorot(50_000),
      expiresAt: null,
    })
    first.close()

    const second = openDatabase({ path, clock })
    expect(second.prepare<[], number>('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(MIGRATIONS.length)
    const catalog = new SqliteCatalogRepository(second, clock)
    expect(await catalog.isEmpty()).toBe(false)
    expect((await catalog.listVenues()).map((v) => v.name)).toEqual(['אולם בדיקות'])
    expect((await new SqliteVoucherRepository(second).findByCode('gift-500'))?.balance).toBe(50_000)
    second.close()
  })
})
