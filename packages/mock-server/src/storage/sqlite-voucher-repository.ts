import type Database from 'better-sqlite3'
import * as E from 'fp-ts/Either'
import { agorot, kartisError } from '@kartis/core'
import type { Clock, Agorot, Result, VoucherBalance } from '@kartis/core'
import { toJerusalemIso } from './jerusalem-time'
import type { TransactionScope } from './sqlite-gate'
import { SqliteGate } from './sqlite-gate'
import type { IssuedVoucher, OwnedCredit, VoucherDebit, VoucherRepository, VoucherTx } from './voucher-repository'
import type { VoucherIssue } from '@kartis/api-adapter'

type Db = Database.Database

interface VoucherRow {
  readonly id: number
  readonly code: string
  readonly is_gift_card: number
  readonly expires_at: number | null
  readonly balance: number
}

const VOUCHER_SELECT = `
SELECT v.id, v.code, v.is_gift_card, v.expires_at,
       v.initial_balance - COALESCE((SELECT SUM(d.amount) FROM voucher_debits d WHERE d.voucher_id = v.id), 0) AS balance
FROM vouchers v WHERE v.code = ? COLLATE NOCASE`

const toBalance = (row: VoucherRow): VoucherBalance => ({
  id: row.id,
  code: row.code,
  balance: agorot(row.balance),
  isGiftCard: row.is_gift_card === 1,
  expiresAt: row.expires_at === null ? null : toJerusalemIso(row.expires_at),
})

const find = (db: Db, code: string): VoucherRow | undefined => db.prepare<[string], VoucherRow>(VOUCHER_SELECT).get(code.trim())

/** Writes a voucher (with its owner, for a credit) unless its code is taken (in any case, as codes are looked up); true when written. */
const insertVoucher = (db: Db, voucher: IssuedVoucher): boolean =>
  find(db, voucher.code) === undefined &&
  db
    .prepare<[string, string, number, number, number | null, string | null, string | null]>(
      `INSERT OR IGNORE INTO vouchers (code, name, is_gift_card, initial_balance, expires_at, owner_uuid, owner_reservation)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      voucher.code.trim(),
      voucher.name,
      voucher.isGiftCard ? 1 : 0,
      voucher.balance,
      voucher.expiresAt,
      voucher.owner?.uuid ?? null,
      voucher.owner?.reservationIdentifier ?? null,
    ).changes > 0

/** §5 the voucher payments of one SQLite transaction; usable only while it is open. */
export class SqliteVoucherTx implements VoucherTx {
  constructor(
    private readonly db: Db,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly scope: TransactionScope,
  ) {}

  async findByCode(code: string): Promise<VoucherBalance | null> {
    this.scope.assertOpen()
    const row = find(this.db, code)
    return row === undefined ? null : toBalance(row)
  }

  async debit(code: string, amount: Agorot, reservationIdentifier: string | null): Promise<Result<VoucherBalance>> {
    this.scope.assertOpen()
    if (!(Number.isSafeInteger(amount) && amount > 0)) return E.left(kartisError('INVALID_AMOUNT'))
    const now = this.clock.now()
    const row = find(this.db, code)
    if (row === undefined) return E.left(kartisError('CODE_NOT_FOUND', { code }))
    if (row.expires_at !== null && row.expires_at <= now) return E.left(kartisError('VOUCHER_EXPIRED', { code: row.code }))
    // One conditional statement: the balance test and the debit are atomic even without the
    // transaction guard, so a balance can never go below zero.
    const written = this.db
      .prepare<[{ id: number; amount: number; reservation: string | null; now: number }]>(
        `INSERT INTO voucher_debits (voucher_id, amount, reservation_identifier, created_at)
         SELECT v.id, @amount, @reservation, @now FROM vouchers v
         WHERE v.id = @id AND (v.expires_at IS NULL OR v.expires_at > @now)
           AND v.initial_balance - COALESCE((SELECT SUM(d.amount) FROM voucher_debits d WHERE d.voucher_id = v.id), 0) >= @amount`,
      )
      .run({ id: row.id, amount, reservation: reservationIdentifier, now })
    if (written.changes === 0) return E.left(kartisError('VOUCHER_WITHOUT_BALANCE', { code: row.code, balance: row.balance, amount }))
    const after = find(this.db, row.code)
    if (after === undefined) throw new Error(`voucher ${row.code} vanished during a debit`)
    return E.right(toBalance(after))
  }

  async issue(voucher: IssuedVoucher): Promise<Result<VoucherBalance>> {
    this.scope.assertOpen()
    if (!(Number.isSafeInteger(voucher.balance) && voucher.balance >= 0)) return E.left(kartisError('INVALID_AMOUNT'))
    if (!insertVoucher(this.db, voucher))
      return E.left(kartisError('ORDER_PROCESSING_ERROR', { reason: 'voucher-code-taken', code: voucher.code }))
    const issued = find(this.db, voucher.code)
    if (issued === undefined) throw new Error(`voucher ${voucher.code} vanished after insert`)
    return E.right(toBalance(issued))
  }
}

/** §3 vouchers and gift cards on SQLite; balances are derived from the debits ledger. */
export class SqliteVoucherRepository implements VoucherRepository {
  private readonly gate: SqliteGate

  constructor(private readonly db: Db) {
    this.gate = new SqliteGate(db)
  }

  issue(voucher: VoucherIssue): Promise<boolean> {
    return this.gate.exclusive(() => insertVoucher(this.db, voucher))
  }

  findByCode(code: string): Promise<VoucherBalance | null> {
    return this.gate.exclusive(() => {
      const row = find(this.db, code)
      return row === undefined ? null : toBalance(row)
    })
  }

  history(code: string): Promise<readonly VoucherDebit[] | null> {
    return this.gate.exclusive(() => {
      const row = find(this.db, code)
      if (row === undefined) return null
      return this.db
        .prepare<[number], { amount: number; reservation_identifier: string | null; created_at: number }>(
          'SELECT amount, reservation_identifier, created_at FROM voucher_debits WHERE voucher_id = ? ORDER BY id',
        )
        .all(row.id)
        .map((d) => ({ amount: agorot(d.amount), reservationIdentifier: d.reservation_identifier, createdAt: d.created_at }))
    })
  }

  creditsOf(uuid: string): Promise<readonly OwnedCredit[]> {
    return this.gate.exclusive(() =>
      this.db
        .prepare<[string], VoucherRow & { readonly owner_reservation: string }>(
          `SELECT v.id, v.code, v.is_gift_card, v.expires_at, v.owner_reservation,
                  v.initial_balance - COALESCE((SELECT SUM(d.amount) FROM voucher_debits d WHERE d.voucher_id = v.id), 0) AS balance
           FROM vouchers v WHERE v.owner_uuid = ? AND v.owner_reservation IS NOT NULL ORDER BY v.id`,
        )
        .all(uuid)
        .map((row) => ({ ...toBalance(row), reservationIdentifier: row.owner_reservation })),
    )
  }
}
