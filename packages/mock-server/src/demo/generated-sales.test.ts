import { describe, expect, it } from 'vitest'
import { ManualClock, ReservationState } from '@kartis/core'
import { testDatabase } from '../test-support/test-databases'
import { SqlLiveReports } from '../live-reports/sql-live-reports'
import { generateSales } from './generated-sales'

// Sunday 6 July 2025, 09:00 in Jerusalem.
const NOW = Date.UTC(2025, 6, 6, 6, 0)

describe('§4 issue 13 generated sales', () => {
  it('writes the reservations asked for, as commits leave them, and the reports count every paid place', async () => {
    const clock = new ManualClock(NOW)
    const database = await testDatabase('sqlite', { clock })
    const progress: number[] = []
    const result = await generateSales(database, clock, { reservations: 1_500, months: 1, onProgress: (n) => progress.push(n) })
    expect(result.reservations).toBe(1_500)
    expect(progress).toEqual([1_000, 1_500])
    const db = database.db
    const generated = await db
      .selectFrom('reservations as r')
      .innerJoin('presentations as p', 'p.id', 'r.presentation_id')
      .select(['r.res_state_id', 'r.is_unpaid', 'r.created_at', 'p.starts_at'])
      .where('r.uuid', '=', 'generated-sales')
      .execute()
    expect(generated).toHaveLength(1_500)
    // Unpaid holds only for what is still to come; every sale made before its show and not after now.
    expect(generated.filter((r) => r.is_unpaid === 1).every((r) => (r.starts_at ?? 0) > NOW)).toBe(true)
    expect(generated.every((r) => r.created_at <= NOW && r.created_at < (r.starts_at ?? 0))).toBe(true)
    expect(generated.some((r) => r.res_state_id === ReservationState.cancelled)).toBe(true)
    // A line's amount is its ticket's price.
    const mispriced = await db
      .selectFrom('reservation_tickets as rt')
      .innerJoin('tickets as t', 't.id', 'rt.ticket_id')
      .select('rt.ticket_identifier')
      .whereRef('rt.amount', '<>', 't.price')
      .execute()
    expect(mispriced).toEqual([])
    const paidPlaces = await db
      .selectFrom('sold_seats as s')
      .innerJoin('reservations as r', 'r.reservation_identifier', 's.reservation_identifier')
      .innerJoin('presentations as p', 'p.id', 's.presentation_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('r.is_unpaid', '=', 0)
      // Reports go by date: untimed presentations (the VOD's) have none.
      .where('p.starts_at', 'is not', null)
      .executeTakeFirstOrThrow()
    const overview = await new SqlLiveReports(database, clock).featureTicketSalesOverview([1, 2, 3, 4, 5], {
      startDate: { year: 2025, month: 6, day: 1 },
      endDate: { year: 2026, month: 5, day: 31 },
    })
    expect(overview.reduce((total, feature) => total + feature.sold, 0)).toBe(Number(paidPlaces.n))
  }, 60_000)
})
