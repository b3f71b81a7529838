import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { BACKSTOP_AUTOCHECKPOINT_PAGES, startBackgroundCheckpoints, type BackgroundCheckpoints } from './background-checkpoints'
import { openSqlite } from './database/storage-database'

const dirs: string[] = []
const running: BackgroundCheckpoints[] = []
const opened: Database.Database[] = []

afterEach(async () => {
  for (const checkpoints of running.splice(0)) await checkpoints.stop()
  for (const db of opened.splice(0)) if (db.open) db.close()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const ROWS = 50

/** A migrated database file with a small table, and a few committed rows still in its WAL. */
const databaseWithCommits = () => {
  const dir = mkdtempSync(join(tmpdir(), 'kartis-ckpt-'))
  dirs.push(dir)
  const path = join(dir, 'kartis.sqlite')
  const { sqlite } = openSqlite(path)
  if (sqlite === undefined) throw new Error('a SQLite database has its handle')
  const db = sqlite.handle
  opened.push(db)
  db.exec('CREATE TABLE facts (n INTEGER NOT NULL)')
  // Checkpoint what was written so far, so only the commits below are in the WAL.
  db.pragma('wal_checkpoint(TRUNCATE)')
  return { dir, path, db }
}

const commitRows = (db: Database.Database): void => {
  const insert = db.prepare<[number]>('INSERT INTO facts (n) VALUES (?)')
  for (let n = 0; n < ROWS; n++) db.transaction(() => insert.run(n))()
}

/** Rows that have reached the database file itself: a copy of it without its WAL is read. */
const rowsInDatabaseFile = (dir: string, path: string): number => {
  const copy = join(dir, `copy-${Math.random().toString(36).slice(2)}.sqlite`)
  copyFileSync(path, copy)
  const db = new Database(copy)
  try {
    return db.prepare<[], number>('SELECT COUNT(*) FROM facts').pluck().get() ?? 0
  } catch {
    // A copy taken while the worker was writing pages may be torn: not there yet.
    return -1
  } finally {
    db.close()
  }
}

const waitFor = async (condition: () => boolean, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (condition()) return true
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return condition()
}

describe('startBackgroundCheckpoints', () => {
  it('control: without it, commits stay in the WAL (SQLite checkpoints in line only at 1,000 pages)', async () => {
    const { dir, path, db } = databaseWithCommits()
    commitRows(db)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(rowsInDatabaseFile(dir, path)).toBe(0)
    expect(db.prepare<[], number>('SELECT COUNT(*) FROM facts').pluck().get()).toBe(ROWS)
  })

  it('copies committed pages into the database file from a worker, with no checkpoint on the serving connection', async () => {
    const { dir, path, db } = databaseWithCommits()
    const errors: string[] = []
    running.push(startBackgroundCheckpoints(db, path, { intervalMs: 20, onError: (message) => errors.push(message) }))
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(BACKSTOP_AUTOCHECKPOINT_PAGES)
    commitRows(db)
    expect(await waitFor(() => rowsInDatabaseFile(dir, path) === ROWS, 20_000)).toBe(true)
    expect(errors).toEqual([])
  }, 30_000)

  it('stops: the worker closes its connection, in-line checkpoints come back, and closing removes the WAL', async () => {
    const { path, db } = databaseWithCommits()
    const checkpoints = startBackgroundCheckpoints(db, path, { intervalMs: 20 })
    commitRows(db)
    await checkpoints.stop()
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000)
    db.close()
    // SQLite deletes the WAL only when the last connection to the file closes.
    expect(existsSync(`${path}-wal`)).toBe(false)
    const reopened = new Database(path)
    opened.push(reopened)
    expect(reopened.prepare<[], number>('SELECT COUNT(*) FROM facts').pluck().get()).toBe(ROWS)
  }, 30_000)
})
