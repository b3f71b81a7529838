import type { Clock } from '@kartis/core'
import type { StorageDatabase } from '../storage/database/storage-database'
import { generateSales } from './generated-sales'

/** Reservations of the development box office's past month: enough for every report to have figures. */
const HISTORY_RESERVATIONS = 1_500

/**
 * Issue 13 the development box office's last month: a presentation a day in each seated hall up
 * to yesterday, with sales, so the producer's reports (§9 default range: last month → today) show
 * figures on a fresh `npm start` at any hour, even when today's shows are over. Nothing new goes
 * on sale. Added once: a database with a presentation already started has its history. Answers
 * the reservations written.
 */
export const seedDemoHistory = async (database: StorageDatabase, clock: Pick<Clock, 'now'>): Promise<number> => {
  const started = await database.db
    .selectFrom('presentations')
    .select('id')
    .where('starts_at', '<', clock.now())
    .limit(1)
    .executeTakeFirst()
  if (started !== undefined) return 0
  const { reservations } = await generateSales(database, clock, { reservations: HISTORY_RESERVATIONS, months: 1, daysAhead: -1, seed: 27 })
  return reservations
}
