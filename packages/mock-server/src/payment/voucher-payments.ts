import * as E from 'fp-ts/Either'
import { ZERO, endedBefore, kartisError, sameCode, type Result, type VoucherBalance, type VoucherPayment } from '@kartis/core'
import type { VoucherTx } from '../storage/voucher-repository'

/** A code as sameCode compares it. */
const codeKey = (code: string): string => code.trim().toUpperCase()

/**
 * §4/§5 the voucher and gift-card payments of a cart, checked again against the server's
 * balances inside the commit transaction: the code exists (CODE_NOT_FOUND), is not listed twice
 * (VOUCHER_ALREADY_APPLIED), has not expired (VOUCHER_EXPIRED) and holds something
 * (VOUCHER_WITHOUT_BALANCE). The balances are the server's; the amounts are left at 0 for the
 * core's rebalanceVoucherPayments to fill in, in the order the payments were added.
 */
export const revalidateVoucherPayments = async (
  vouchers: VoucherTx,
  payments: readonly VoucherPayment[],
  now: number,
): Promise<Result<readonly VoucherPayment[]>> => {
  // Looked up (and so locked until the commit ends, on PostgreSQL) in one order, that of the
  // codes: two commits paying with the same vouchers, listed in other orders, never deadlock.
  const found = new Map<string, VoucherBalance | null>()
  const codes = new Map(payments.map((payment) => [codeKey(payment.code), payment.code]))
  const inOrder = [...codes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  for (const [key, code] of inOrder) found.set(key, await vouchers.findByCode(code))
  const checked: VoucherPayment[] = []
  for (const payment of payments) {
    if (checked.some((earlier) => sameCode(earlier.code, payment.code)))
      return E.left(kartisError('VOUCHER_ALREADY_APPLIED', { code: payment.code }))
    const voucher = found.get(codeKey(payment.code)) ?? null
    if (voucher === null) return E.left(kartisError('CODE_NOT_FOUND', { code: payment.code }))
    if (voucher.expiresAt !== null && endedBefore(voucher.expiresAt, now))
      return E.left(kartisError('VOUCHER_EXPIRED', { code: voucher.code }))
    if (voucher.balance <= ZERO) return E.left(kartisError('VOUCHER_WITHOUT_BALANCE', { code: voucher.code }))
    checked.push({ code: voucher.code, id: voucher.id, balance: voucher.balance, amount: ZERO, isGiftCard: voucher.isGiftCard })
  }
  return E.right(checked)
}
