import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { withStatementCache } from './sqlite-statement-cache'

describe('withStatementCache', () => {
  it('prepares a statement once and reuses it, keeping only the most recently used', () => {
    const handle = new Database(':memory:')
    let prepared = 0
    const counting = Object.assign(Object.create(handle) as Database.Database, {
      prepare: (text: string) => {
        prepared++
        return handle.prepare(text)
      },
    })
    const cached = withStatementCache(counting, 2)
    const one = cached.prepare('SELECT 1 AS n')
    expect(cached.prepare('SELECT 1 AS n')).toBe(one)
    expect(cached.prepare('SELECT 1 AS n').all([])).toEqual([{ n: 1 }])
    cached.prepare('SELECT 2 AS n')
    cached.prepare('SELECT 1 AS n')
    cached.prepare('SELECT 3 AS n')
    // 'SELECT 2' was the least recently used: dropped, prepared again.
    cached.prepare('SELECT 2 AS n')
    expect(cached.prepare('SELECT 1 AS n')).not.toBe(one)
    expect(prepared).toBe(5)
    cached.close()
    expect(handle.open).toBe(false)
  })
})
