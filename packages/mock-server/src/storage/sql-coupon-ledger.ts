import * as E from 'fp-ts/Either'
import { sql, type SqlBool } from 'kysely'
import { kartisError } from '@kartis/core'
import type { Clock, Result } from '@kartis/core'
import type { CouponLedgerTx } from './coupon-ledger'
import type { Engine } from './database/storage-database'
import type { TransactionScope, Tx } from './database/transactions'
import { redeemLookupGrant } from './sql-lookup-benefits'

/** §5 the coupon ledger of one transaction, on either engine: a coupon's balance is its allowance minus its redemptions. */
export class SqlCouponLedgerTx implements CouponLedgerTx {
  constructor(
    private readonly tx: Tx,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly scope: TransactionScope,
    private readonly engine: Engine,
  ) {}

  /**
   * §5 records redemptions of a coupon: its row is locked first, so concurrent redemptions of
   * one coupon (several processes on PostgreSQL) take turns and none spends what another did.
   */
  async redeem(code: string, redemptions: number, reservationIdentifier: string | null): Promise<Result<number>> {
    this.scope.assertOpen()
    if (!(Number.isSafeInteger(redemptions) && redemptions >= 1))
      return E.left(kartisError('BAD_REQUEST', { reason: 'redemptions below 1' }))
    // Codes match case-insensitively (the lower(code) index, migration 10); the row is locked in
    // a statement of its own, so in READ COMMITTED the next statement sees every redemption
    // committed before the lock was granted.
    const coupon = await this.tx
      .selectFrom('coupons')
      .select(['code', 'balance'])
      .where(sql<SqlBool>`lower(code) = lower(${code.trim()})`)
      .orderBy('code')
      .limit(1)
      // SQLite has no FOR UPDATE; its transactions run one at a time already.
      .$if(this.engine === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst()
    if (coupon === undefined) return this.redeemMember(code, redemptions, reservationIdentifier)
    const used = await this.tx
      .selectFrom('coupon_redemptions')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), eb.lit(0)).as('used'))
      .where('code', '=', coupon.code)
      .executeTakeFirst()
    const remaining = coupon.balance - Number(used?.used ?? 0)
    if (remaining < redemptions) return E.left(kartisError('COUPON_ALREADY_USED', { code: coupon.code }))
    await this.tx
      .insertInto('coupon_redemptions')
      .values({ code: coupon.code, count: redemptions, reservation_identifier: reservationIdentifier, created_at: this.clock.now() })
      .execute()
    return E.right(remaining - redemptions)
  }

  /**
   * §5 issue 14 a member number used as a ticket code: its membership tickets draw on the
   * member's balance (balance − usedBalance), the member's row locked first as a coupon's is.
   * Issue 15 §5 else a look-up's grant, redeemed once (redeemLookupGrant).
   * CODE_NOT_FOUND when no member has the number nor grant the token; MEMBER_BALANCE_INSUFFICIENT { balance } when
   * fewer are left. Returns the balance left.
   */
  private async redeemMember(code: string, redemptions: number, reservationIdentifier: string | null): Promise<Result<number>> {
    const member = await this.tx
      .selectFrom('members')
      .select(['member_number', 'balance', 'used_balance'])
      .where('member_number', '=', code.trim())
      .$if(this.engine === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst()
    if (member === undefined)
      return (
        (await redeemLookupGrant(this.tx, this.engine, code.trim(), redemptions, reservationIdentifier, this.clock.now())) ??
        E.left(kartisError('CODE_NOT_FOUND', { code }))
      )
    const remaining = member.balance - member.used_balance
    if (remaining < redemptions) return E.left(kartisError('MEMBER_BALANCE_INSUFFICIENT', { balance: Math.max(0, remaining) }))
    await this.tx
      .updateTable('members')
      .set({ used_balance: member.used_balance + redemptions })
      .where('member_number', '=', member.member_number)
      .execute()
    return E.right(remaining - redemptions)
  }
}
