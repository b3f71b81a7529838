import * as E from 'fp-ts/Either'
import type { DonationDesk, DonationSales, Result, VoucherSales, VoucherShop } from '@kartis/core'
import { voucherShopOf } from '../demo/voucher-shop-of'
import type { InMemoryBoxOffice } from './box-office'

const NO_VOUCHERS: VoucherShop = { superClasses: [], vouchers: [], products: [], serviceCharge: null }
const NO_DONATIONS: DonationDesk = { causes: [], serviceCharge: null }

/** Issue 14 the voucher shop of the dataset (nothing on sale when the dataset has no sales). */
export class InMemoryVoucherSales implements VoucherSales {
  constructor(private readonly office: InMemoryBoxOffice) {}

  /** GET /vouchers/shop: every super class's vouchers, or one's; NOT_FOUND for a super class not on sale. */
  voucherShop(systemVoucherSuperClassId: number | null): Promise<Result<VoucherShop>> {
    return Promise.resolve(voucherShopOf(this.office.dataset.sales?.voucherShop ?? NO_VOUCHERS, systemVoucherSuperClassId))
  }
}

/** Issue 14 the donation desk of the dataset (no causes when the dataset has no sales). */
export class InMemoryDonationSales implements DonationSales {
  constructor(private readonly office: InMemoryBoxOffice) {}

  /** GET /donations/desk: the causes and the donation order's service charge. */
  donationDesk(): Promise<Result<DonationDesk>> {
    return Promise.resolve(E.right(this.office.dataset.sales?.donationDesk ?? NO_DONATIONS))
  }
}
