import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { agorot, kartisError } from '@kartis/core'
import { demoSalesCatalog } from '../demo/demo-sales'
import { decodeWith } from './decode'
import { DonationDeskResponse, VoucherShopParams, VoucherShopResponse } from './sales'
import { camelKeys } from './test-support/recase'

const { voucherShop, donationDesk } = demoSalesCatalog()

describe('sales wire (issue 14)', () => {
  it('the voucher shop goes out PascalCase in shekels and comes back the same, in either case', () => {
    const wire = VoucherShopResponse.encode(E.right(voucherShop))
    expect(wire).toMatchObject({
      SuperClasses: expect.arrayContaining([expect.objectContaining({ SystemVoucherSuperClassId: 1, Name: 'כרטיסי מתנה' })]),
      ServiceCharge: { amountPerOrder: 3 },
    })
    const vouchers = (wire as { readonly Vouchers: readonly Readonly<Record<string, unknown>>[] }).Vouchers
    expect(vouchers[0]).toMatchObject({
      SystemVoucherId: 11,
      IsGiftCard: true,
      AgeRange: null,
      Prices: [{ SystemVoucherPriceId: 110, Price: 100 }],
    })
    expect(vouchers.find((v) => v['AgeRange'] !== null)?.['AgeRange']).toEqual({ MinAge: 6, MaxAge: 14 })
    expect(decodeWith(VoucherShopResponse, wire)).toEqual(E.right(E.right(voucherShop)))
    expect(decodeWith(VoucherShopResponse, camelKeys(wire))).toEqual(E.right(E.right(voucherShop)))
  })

  it('a voucher price with no amount is a decode error naming its path; an error body is the error', () => {
    expect(
      decodeWith(VoucherShopResponse, { SuperClasses: [], Vouchers: [{ SystemVoucherId: 1 }], Products: [], ServiceCharge: null }),
    ).toEqual(E.left(expect.objectContaining({ code: 'DECODE_ERROR' })))
    expect(decodeWith(VoucherShopResponse, { error: { code: 'NOT_FOUND' } })).toEqual(E.right(E.left(kartisError('NOT_FOUND'))))
  })

  it('the super class is optional in the query', () => {
    expect(decodeWith(VoucherShopParams, {})).toEqual(E.right({}))
    expect(decodeWith(VoucherShopParams, { systemVoucherSuperClassId: '2' })).toEqual(E.right({ systemVoucherSuperClassId: 2 }))
  })

  it('the donation desk: causes with their fixed and free amounts and bounds, in shekels', () => {
    const wire = DonationDeskResponse.encode(E.right(donationDesk))
    expect(wire).toMatchObject({
      Donations: expect.arrayContaining([
        expect.objectContaining({
          id: 1,
          Code: 'ACCESS',
          donationDetails: expect.arrayContaining([{ id: 104, amount: 0, isCustomAmount: true, minAmount: 10, maxAmount: 10_000 }]),
        }),
      ]),
      ServiceCharge: null,
    })
    expect(decodeWith(DonationDeskResponse, wire)).toEqual(E.right(E.right(donationDesk)))
    expect(
      decodeWith(DonationDeskResponse, {
        Donations: [
          { id: 1, Code: 'X', Name: 'x', donationDetails: [{ id: 2, amount: 18, customAmount: false, minAmount: 18, maxAmount: 18 }] },
        ],
        ServiceCharge: 2,
      }),
    ).toEqual(
      E.right(
        E.right({
          causes: [
            {
              id: 1,
              code: 'X',
              name: 'x',
              description: '',
              details: [{ id: 2, amount: agorot(1800), isCustomAmount: false, minAmount: agorot(1800), maxAmount: agorot(1800) }],
            },
          ],
          serviceCharge: { amountPerOrder: agorot(200), percentRatePerOrder: 0, name: 'דמי טיפול' },
        }),
      ),
    )
  })
})
