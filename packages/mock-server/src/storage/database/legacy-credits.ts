import { sql } from 'kysely'
import type { Clock } from '@kartis/core'
import { creditSmsText, newCreditCode } from '../../payment/credit-code'
import type { Tx } from './transactions'

/**
 * §9 security fix: before schema 8 a cancellation's credit was named 'CR-<reservation>', which
 * anyone who saw the reservation number (on the tickets, the SMS, the QR code) could spend.
 * Each such credit gets an unguessable code (its replacement '<code>-R' with it), is recorded
 * as its visitor's, and its customer is sent the new code by SMS (the outbox), so nothing
 * saved is lost and the old name no longer opens it. Returns how many were re-keyed.
 * Its queries are written out here rather than shared with the voucher repository: a migration
 * must go on doing what it did when it was written, whatever the repository becomes.
 */
export const rekeyLegacyCredits = async (tx: Tx, clock: Pick<Clock, 'now'>, newCode: () => string = newCreditCode): Promise<number> => {
  const legacy = await tx
    .selectFrom('vouchers as v')
    .innerJoin('reservations as r', (join) => join.on(sql`lower(v.code)`, '=', sql`lower('CR-' || r.reservation_identifier)`))
    .select(['v.id', 'v.code', 'r.reservation_identifier', 'r.uuid', 'r.mobile_number'])
    .select((eb) =>
      eb(
        'v.initial_balance',
        '-',
        eb.fn.coalesce(
          eb
            .selectFrom('voucher_debits as d')
            .whereRef('d.voucher_id', '=', 'v.id')
            .select((d) => d.fn.sum<number>('d.amount').as('s')),
          eb.lit(0),
        ),
      ).as('balance'),
    )
    .orderBy('v.id')
    .execute()
  for (const credit of legacy) {
    const code = newCode()
    await tx
      .updateTable('vouchers')
      .set({ code, owner_uuid: credit.uuid, owner_reservation: credit.reservation_identifier })
      .where('id', '=', credit.id)
      .execute()
    await tx
      .updateTable('vouchers')
      .set({ code: `${code}-R` })
      .where(sql`lower(code)`, '=', `${credit.code}-R`.toLowerCase())
      .execute()
    if (credit.mobile_number.trim() !== '')
      await tx
        .insertInto('sms_outbox')
        .values({
          to_number: credit.mobile_number,
          text: creditSmsText({ code, reservationIdentifier: credit.reservation_identifier, amountShekels: Number(credit.balance) / 100 }),
          created_at: clock.now(),
        })
        .execute()
  }
  return legacy.length
}
