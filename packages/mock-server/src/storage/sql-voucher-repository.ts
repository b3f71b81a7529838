import * as E from 'fp-ts/Either'
import { sql, type Expression, type SqlBool } from 'kysely'
import { agorot, kartisError } from '@kartis/core'
import type { Agorot, Clock, Result, VoucherBalance } from '@kartis/core'
import type { VoucherIssue } from '@kartis/api-adapter'
import type { Engine, StorageDatabase } from './database/storage-database'
import { refuseNesting, type TransactionScope, type Tx } from './database/transactions'
import { toJerusalemIso } from './jerusalem-time'
import type { IssuedVoucher, OwnedCredit, VoucherDebit, VoucherRepository, VoucherTx } from './voucher-repository'

/**
 * §7 codes match case-insensitively and without surrounding spaces: lower() on both sides, so
 * SQLite and PostgreSQL fold alike and the lower(code) index (migration 10) serves the look-up.
 */
const codeIs = (column: 'code' | 'v.code', code: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) = lower(${code.trim()})`

/** Vouchers with their balance now: the initial balance minus their debits. */
const withBalance = (tx: Tx) =>
  tx
    .selectFrom('vouchers as v')
    .select(['v.id', 'v.code', 'v.name', 'v.is_gift_card', 'v.expires_at', 'v.owner_reservation'])
    .select((eb) =>
      eb(
        'v.initial_balance',
        '-',
        eb.fn.coalesce(
          eb
            .selectFrom('voucher_debits as d')
            .whereRef('d.voucher_id', '=', 'v.id')
            .select((d) => d.fn.sum<number>('d.amount').as('debited')),
          eb.lit(0),
        ),
      ).as('balance'),
    )

type VoucherRow = Awaited<ReturnType<ReturnType<typeof withBalance>['execute']>>[number]

const toBalance = (row: VoucherRow): VoucherBalance => ({
  id: row.id,
  code: row.code,
  balance: agorot(Number(row.balance)),
  isGiftCard: row.is_gift_card === 1,
  expiresAt: row.expires_at === null ? null : toJerusalemIso(row.expires_at),
})

const ownedCredits = (rows: readonly VoucherRow[]): readonly OwnedCredit[] =>
  rows.flatMap((row) =>
    row.owner_reservation === null ? [] : [{ ...toBalance(row), name: row.name, reservationIdentifier: row.owner_reservation }],
  )

const find = (tx: Tx, code: string): Promise<VoucherRow | undefined> => withBalance(tx).where(codeIs('v.code', code)).executeTakeFirst()

/**
 * Writes a voucher (with its owner, for a credit) unless its code is taken in any case; true
 * when written. ON CONFLICT DO NOTHING (any unique index, lower(code)'s included) leaves a
 * PostgreSQL transaction usable where a failed insert would abort it, and a concurrent issue
 * of the same code waits for this one and then writes nothing.
 */
const insertVoucher = async (tx: Tx, voucher: IssuedVoucher): Promise<boolean> => {
  const written = await tx
    .insertInto('vouchers')
    .values({
      code: voucher.code.trim(),
      name: voucher.name,
      is_gift_card: voucher.isGiftCard ? 1 : 0,
      initial_balance: voucher.balance,
      expires_at: voucher.expiresAt,
      owner_uuid: voucher.owner?.uuid ?? null,
      owner_reservation: voucher.owner?.reservationIdentifier ?? null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst()
  return written !== undefined
}

/** §5 the voucher payments of one transaction, on either engine; usable only while it is open. */
export class SqlVoucherTx implements VoucherTx {
  constructor(
    private readonly tx: Tx,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly scope: TransactionScope,
    private readonly engine: Engine,
  ) {}

  /**
   * §5 the voucher's balance, the voucher locked (PostgreSQL) until the transaction ends: the
   * balance a commit re-balances its payments with is the one its debit then finds.
   */
  async findByCode(code: string): Promise<VoucherBalance | null> {
    this.scope.assertOpen()
    await this.lock(code)
    const row = await find(this.tx, code)
    return row === undefined ? null : toBalance(row)
  }

  /**
   * §5 takes `amount` from the voucher, never below zero: the voucher's row is locked first, so
   * concurrent debits of one voucher (several processes on PostgreSQL) take turns and each
   * reads the balance the previous one left.
   */
  async debit(code: string, amount: Agorot, reservationIdentifier: string | null): Promise<Result<VoucherBalance>> {
    this.scope.assertOpen()
    if (!(Number.isSafeInteger(amount) && amount > 0)) return E.left(kartisError('INVALID_AMOUNT'))
    const now = this.clock.now()
    await this.lock(code)
    const row = await find(this.tx, code)
    if (row === undefined) return E.left(kartisError('CODE_NOT_FOUND', { code }))
    if (row.expires_at !== null && row.expires_at <= now) return E.left(kartisError('VOUCHER_EXPIRED', { code: row.code }))
    const balance = Number(row.balance)
    if (balance < amount) return E.left(kartisError('VOUCHER_WITHOUT_BALANCE', { code: row.code, balance, amount }))
    await this.tx
      .insertInto('voucher_debits')
      .values({ voucher_id: row.id, amount, reservation_identifier: reservationIdentifier, created_at: now })
      .execute()
    return E.right({ ...toBalance(row), balance: agorot(balance - amount) })
  }

  async issue(voucher: IssuedVoucher): Promise<Result<VoucherBalance>> {
    this.scope.assertOpen()
    if (!(Number.isSafeInteger(voucher.balance) && voucher.balance >= 0)) return E.left(kartisError('INVALID_AMOUNT'))
    if (!(await insertVoucher(this.tx, voucher)))
      return E.left(kartisError('ORDER_PROCESSING_ERROR', { reason: 'voucher-code-taken', code: voucher.code }))
    const issued = await find(this.tx, voucher.code)
    if (issued === undefined) throw new Error(`voucher ${voucher.code} vanished after insert`)
    return E.right(toBalance(issued))
  }

  /**
   * Locks the voucher's row until the transaction ends (PostgreSQL; SQLite has no FOR UPDATE and
   * runs its transactions one at a time already). In a statement of its own: in READ COMMITTED
   * the next statement's snapshot then holds every debit committed before the lock was granted
   * (a locking read of the balance would not).
   */
  private async lock(code: string): Promise<void> {
    if (this.engine === 'postgres') await this.tx.selectFrom('vouchers').select('id').where(codeIs('code', code)).forUpdate().execute()
  }
}

/** §3 vouchers and gift cards, on either engine; balances are derived from the debits ledger. */
export class SqlVoucherRepository implements VoucherRepository {
  constructor(private readonly database: StorageDatabase) {}

  issue(voucher: VoucherIssue): Promise<boolean> {
    refuseNesting(this.database)
    return insertVoucher(this.database.db, voucher)
  }

  async findByCode(code: string): Promise<VoucherBalance | null> {
    refuseNesting(this.database)
    const row = await find(this.database.db, code)
    return row === undefined ? null : toBalance(row)
  }

  async history(code: string): Promise<readonly VoucherDebit[] | null> {
    refuseNesting(this.database)
    const voucher = await this.database.db.selectFrom('vouchers').select('id').where(codeIs('code', code)).executeTakeFirst()
    if (voucher === undefined) return null
    const debits = await this.database.db
      .selectFrom('voucher_debits')
      .select(['amount', 'reservation_identifier', 'created_at'])
      .where('voucher_id', '=', voucher.id)
      .orderBy('id')
      .execute()
    return debits.map((d) => ({ amount: agorot(d.amount), reservationIdentifier: d.reservation_identifier, createdAt: d.created_at }))
  }

  async creditsOf(uuid: string): Promise<readonly OwnedCredit[]> {
    refuseNesting(this.database)
    return ownedCredits(await withBalance(this.database.db).where('v.owner_uuid', '=', uuid).orderBy('v.id').execute())
  }

  async creditsOfReservations(reservationIdentifiers: readonly string[]): Promise<readonly OwnedCredit[]> {
    refuseNesting(this.database)
    if (reservationIdentifiers.length === 0) return []
    const rows = await withBalance(this.database.db).where('v.owner_reservation', 'in', reservationIdentifiers).orderBy('v.id').execute()
    return ownedCredits(rows)
  }
}
