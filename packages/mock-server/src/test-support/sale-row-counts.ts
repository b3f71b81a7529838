import type { Kysely } from 'kysely'
import type { KartisTables } from '../storage/database/tables'

/** The tables a commit writes: a refused one must leave every count as it was (issue 14 "nothing sold"). */
const SALE_TABLES = [
  'reservations',
  'reservation_tickets',
  'reservation_sale_lines',
  'reservation_enrolments',
  'sold_seats',
  'vouchers',
  'voucher_debits',
  'coupon_redemptions',
  'members',
  'sms_outbox',
] as const

/** Issue 14 how many rows each table a commit writes holds now, to compare before and after a refusal. */
export const saleRowCounts = async (db: Kysely<KartisTables>): Promise<Readonly<Record<string, number>>> => {
  const counts: Record<string, number> = {}
  for (const table of SALE_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .executeTakeFirst()
    counts[table] = Number(row?.n ?? 0)
  }
  return counts
}
