import type { Result } from '../errors/error-codes'
import type { GlobalServiceCharge } from '../model/cart'
import type { PresentationProduct } from '../model/presentation'
import type { Voucher, VoucherSuperClass } from '../model/voucher'

/**
 * §2 what the voucher order wizard sells: the super classes (one per `/vouchers/{id}` page), the
 * vouchers and gift cards of those shown, the additional products a voucher order may add
 * (a gift envelope…), and the order's service charge.
 */
export interface VoucherShop {
  readonly superClasses: readonly VoucherSuperClass[]
  readonly vouchers: readonly Voucher[]
  readonly products: readonly PresentationProduct[]
  readonly serviceCharge: GlobalServiceCharge | null
}

/** §2/§7 the voucher order wizard's catalogue (the call is "not shown": GET /vouchers/shop). */
export interface VoucherSales {
  /**
   * The vouchers on sale: every super class's, or one super class's (NOT_FOUND when there is no
   * such super class on sale).
   */
  voucherShop(systemVoucherSuperClassId: number | null): Promise<Result<VoucherShop>>
}
