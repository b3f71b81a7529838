import * as E from 'fp-ts/Either'
import { ZERO, endedBefore, kartisError, type Result, type VoucherBalance } from '@kartis/core'
import type { VoucherRepository } from '../storage/voucher-repository'

/**
 * §7 GET /payment/voucher: a voucher or gift card by its reference, when it can pay:
 * CODE_NOT_FOUND for an unknown code, VOUCHER_EXPIRED once past its expiry,
 * VOUCHER_WITHOUT_BALANCE when nothing is left on it.
 */
export const lookUpVoucher = async (
  vouchers: Pick<VoucherRepository, 'findByCode'>,
  reference: string,
  now: number,
): Promise<Result<VoucherBalance>> => {
  const voucher = await vouchers.findByCode(reference)
  if (voucher === null) return E.left(kartisError('CODE_NOT_FOUND', { code: reference }))
  if (voucher.expiresAt !== null && endedBefore(voucher.expiresAt, now))
    return E.left(kartisError('VOUCHER_EXPIRED', { code: voucher.code }))
  if (voucher.balance <= ZERO) return E.left(kartisError('VOUCHER_WITHOUT_BALANCE', { code: voucher.code }))
  return E.right(voucher)
}
