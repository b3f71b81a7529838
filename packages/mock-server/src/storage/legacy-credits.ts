import type Database from 'better-sqlite3'
import type { Clock } from '@kartis/core'
import { creditSmsText, newCreditCode } from '../payment/credit-code'

interface LegacyCredit {
  readonly id: number
  readonly code: string
  readonly reservation_identifier: string
  readonly uuid: string
  readonly mobile_number: string
  readonly balance: number
}

/**
 * §9 security fix: before schema 8 a cancellation's credit was named 'CR-<reservation>', which
 * anyone who saw the reservation number (on the tickets, the SMS, the QR code) could spend.
 * Each such credit gets an unguessable code (its replacement '<code>-R' with it), is recorded
 * as its visitor's, and its customer is sent the new code by SMS (the outbox), so nothing
 * saved is lost and the old name no longer opens it. Returns how many were re-keyed.
 */
export const rekeyLegacyCredits = (db: Database.Database, clock: Pick<Clock, 'now'>, newCode: () => string = newCreditCode): number => {
  const legacy = db
    .prepare<[], LegacyCredit>(
      `SELECT v.id, v.code, r.reservation_identifier, r.uuid, r.mobile_number,
              v.initial_balance - COALESCE((SELECT SUM(d.amount) FROM voucher_debits d WHERE d.voucher_id = v.id), 0) AS balance
       FROM vouchers v JOIN reservations r ON v.code = 'CR-' || r.reservation_identifier COLLATE NOCASE
       ORDER BY v.id`,
    )
    .all()
  const rekey = db.prepare<[string, string, string, number]>(
    'UPDATE vouchers SET code = ?, owner_uuid = ?, owner_reservation = ? WHERE id = ?',
  )
  const rekeyReplacement = db.prepare<[string, string]>('UPDATE vouchers SET code = ? WHERE code = ? COLLATE NOCASE')
  const tell = db.prepare<[string, string, number]>('INSERT INTO sms_outbox (to_number, text, created_at) VALUES (?, ?, ?)')
  for (const credit of legacy) {
    const code = newCode()
    rekey.run(code, credit.uuid, credit.reservation_identifier, credit.id)
    rekeyReplacement.run(`${code}-R`, `${credit.code}-R`)
    if (credit.mobile_number.trim() !== '')
      tell.run(
        credit.mobile_number,
        creditSmsText({ code, reservationIdentifier: credit.reservation_identifier, amountShekels: credit.balance / 100 }),
        clock.now(),
      )
  }
  return legacy.length
}
