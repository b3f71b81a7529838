import type { DonationDesk, DonationSales, Result, VoucherSales, VoucherShop } from '@kartis/core'
import { salesEndpoints } from '../wire/sales-endpoints'
import { inBand } from './answers'
import type { HttpTransport } from './http-transport'

/** Issue 14 the voucher shop over HTTP. */
export class HttpVoucherSales implements VoucherSales {
  constructor(private readonly transport: HttpTransport) {}

  /** GET /vouchers/shop?systemVoucherSuperClassId: the vouchers on sale; NOT_FOUND for a super class not on sale. */
  async voucherShop(systemVoucherSuperClassId: number | null): Promise<Result<VoucherShop>> {
    const params = systemVoucherSuperClassId === null ? {} : { systemVoucherSuperClassId }
    return inBand(await this.transport.send(salesEndpoints.voucherShop, params, undefined))
  }
}

/** Issue 14 the donation desk over HTTP. */
export class HttpDonationSales implements DonationSales {
  constructor(private readonly transport: HttpTransport) {}

  /** GET /donations/desk: the causes and the donation order's service charge. */
  async donationDesk(): Promise<Result<DonationDesk>> {
    return inBand(await this.transport.send(salesEndpoints.donationDesk, {}, undefined))
  }
}
