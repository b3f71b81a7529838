import * as E from 'fp-ts/Either'
import { kartisError, type Result, type VoucherShop } from '@kartis/core'

/**
 * Issue 14 `/vouchers/{systemVoucherSuperClassId}`: the whole shop narrowed to one super class
 * (its vouchers only, the extras and service charge as they are), or the whole shop for null;
 * NOT_FOUND naming the id when no such super class is on sale.
 */
export const voucherShopOf = (shop: VoucherShop, systemVoucherSuperClassId: number | null): Result<VoucherShop> => {
  if (systemVoucherSuperClassId === null) return E.right(shop)
  const superClass = shop.superClasses.find((candidate) => candidate.systemVoucherSuperClassId === systemVoucherSuperClassId)
  if (superClass === undefined) return E.left(kartisError('NOT_FOUND', { systemVoucherSuperClassId }))
  return E.right({
    ...shop,
    superClasses: [superClass],
    vouchers: shop.vouchers.filter((voucher) => voucher.systemVoucherSuperClassId === systemVoucherSuperClassId),
  })
}
