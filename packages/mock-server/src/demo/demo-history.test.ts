import { describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { testDatabase } from '../test-support/test-databases'
import { sqlServerStorage } from '../storage/sql-server-storage'
import { seedDemoHistory } from './demo-history'
import { seedDemo } from './seed-demo'

// Friday 27 November 2026, 17:30 in Jerusalem: today's demo shows are over.
const NOW = Date.UTC(2026, 10, 27, 15, 30)
const DAY = 86_400_000

describe('issue 13 the development box office’s last month', () => {
  it('adds past presentations with sales up to yesterday, puts nothing new on sale, and is added once', async () => {
    const clock = new ManualClock(NOW)
    const database = await testDatabase('sqlite', { clock })
    await seedDemo(sqlServerStorage(database, clock), clock)
    const onSaleBefore = await database.db.selectFrom('presentations').select('id').where('starts_at', '>', NOW).execute()
    expect(await seedDemoHistory(database, clock)).toBe(1_500)
    const past = await database.db.selectFrom('presentations').select('starts_at').where('starts_at', '<', NOW).execute()
    const starts = past.map((p) => p.starts_at ?? 0)
    expect(Math.min(...starts)).toBeLessThan(NOW - 28 * DAY)
    // Up to yesterday: no presentation of today was added, started or not.
    expect(Math.max(...starts)).toBeLessThan(NOW - 15.5 * 3_600_000)
    expect(await database.db.selectFrom('presentations').select('id').where('starts_at', '>', NOW).execute()).toEqual(onSaleBefore)
    const sold = await database.db
      .selectFrom('reservations as r')
      .innerJoin('presentations as p', 'p.id', 'r.presentation_id')
      .select('r.reservation_identifier')
      .where('p.starts_at', '<', NOW)
      .execute()
    expect(sold).toHaveLength(1_500)
    expect(await seedDemoHistory(database, clock)).toBe(0)
  })
})
