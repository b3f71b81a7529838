import { endpoint, NoParams } from './endpoint'
import { DonationDeskResponse, VoucherShopParams, VoucherShopResponse } from './sales'

/** §2 issue 14: what the box office sells besides events — vouchers and gift cards, and donations. */
export const salesEndpoints = {
  voucherShop: endpoint({
    name: 'voucherShop',
    method: 'GET',
    path: '/vouchers/shop',
    params: VoucherShopParams,
    body: null,
    response: VoucherShopResponse,
  }),
  donationDesk: endpoint({
    name: 'donationDesk',
    method: 'GET',
    path: '/donations/desk',
    params: NoParams,
    body: null,
    response: DonationDeskResponse,
  }),
} as const
