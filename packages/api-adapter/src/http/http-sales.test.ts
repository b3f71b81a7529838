import { kartisError } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { demoSalesCatalog } from '../demo/demo-sales'
import { DonationDeskResponse, VoucherShopResponse } from '../wire/sales'
import { HttpDonationSales, HttpVoucherSales } from './http-sales'
import { json, pathOf, queryOf, scriptedTransport } from './test-support/fake-fetch'

const answering = (body: unknown, status = 200) => scriptedTransport(() => json(status, body))
const { voucherShop, donationDesk } = demoSalesCatalog()

describe('HttpVoucherSales', () => {
  it('GET /vouchers/shop with the super class when one is asked for', async () => {
    const { transport, seen } = answering(VoucherShopResponse.encode(E.right(voucherShop)))
    const sales = new HttpVoucherSales(transport)
    expect(await sales.voucherShop(2)).toEqual(E.right(voucherShop))
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/vouchers/shop')
    expect(queryOf(seen[0]?.url ?? '')).toMatchObject({ systemVoucherSuperClassId: '2' })
    await sales.voucherShop(null)
    expect(queryOf(seen[1]?.url ?? '')).not.toHaveProperty('systemVoucherSuperClassId')
  })

  it('a super class not on sale is the server’s NOT_FOUND', async () => {
    const { transport } = answering({ error: { code: 'NOT_FOUND' } }, 404)
    expect(await new HttpVoucherSales(transport).voucherShop(9)).toEqual(E.left(kartisError('NOT_FOUND')))
  })
})

describe('HttpDonationSales', () => {
  it('GET /donations/desk: the causes', async () => {
    const { transport, seen } = answering(DonationDeskResponse.encode(E.right(donationDesk)))
    expect(await new HttpDonationSales(transport).donationDesk()).toEqual(E.right(donationDesk))
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/donations/desk')
  })
})
