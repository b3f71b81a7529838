import type Database from 'better-sqlite3'
import * as E from 'fp-ts/Either'
import { kartisError } from '@kartis/core'
import type { Clock, Result } from '@kartis/core'
import type { CouponLedgerTx } from './coupon-ledger'
import type { TransactionScope } from './sqlite-gate'

interface CouponRow {
  readonly code: string
  readonly remaining: number
}

const REMAINING = `
SELECT c.code, c.balance - COALESCE((SELECT SUM(r.count) FROM coupon_redemptions r WHERE r.code = c.code), 0) AS remaining
FROM coupons c WHERE c.code = ? COLLATE NOCASE`

/** §5 the coupon ledger of one SQLite transaction: a coupon's balance is its allowance minus its redemptions. */
export class SqliteCouponLedgerTx implements CouponLedgerTx {
  constructor(
    private readonly db: Database.Database,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly scope: TransactionScope,
  ) {}

  async redeem(code: string, redemptions: number, reservationIdentifier: string | null): Promise<Result<number>> {
    this.scope.assertOpen()
    if (!(Number.isSafeInteger(redemptions) && redemptions >= 1))
      return E.left(kartisError('BAD_REQUEST', { reason: 'redemptions below 1' }))
    const remaining = this.db.prepare<[string], CouponRow>(REMAINING)
    const row = remaining.get(code.trim())
    if (row === undefined) return E.left(kartisError('CODE_NOT_FOUND', { code }))
    // Conditional insert: the allowance test and the redemption are one atomic statement.
    const written = this.db
      .prepare<[{ code: string; count: number; reservation: string | null; now: number }]>(
        `INSERT INTO coupon_redemptions (code, count, reservation_identifier, created_at)
         SELECT c.code, @count, @reservation, @now FROM coupons c
         WHERE c.code = @code
           AND c.balance - COALESCE((SELECT SUM(r.count) FROM coupon_redemptions r WHERE r.code = c.code), 0) >= @count`,
      )
      .run({ code: row.code, count: redemptions, reservation: reservationIdentifier, now: this.clock.now() })
    if (written.changes === 0) return E.left(kartisError('COUPON_ALREADY_USED', { code: row.code }))
    return E.right(remaining.get(row.code)?.remaining ?? 0)
  }
}
