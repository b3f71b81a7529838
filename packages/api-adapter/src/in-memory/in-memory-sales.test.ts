import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { kartisError, ManualClock } from '@kartis/core'
import { demoDataset } from '../demo/demo-dataset'
import { VoucherSuperClassId } from '../demo/demo-sales'
import { InMemoryBoxOffice } from './box-office'
import { InMemoryDonationSales, InMemoryVoucherSales } from './in-memory-sales'
import { OPENING_MS, sampleDataset } from './test-support/demo-sample'

const clock = new ManualClock(OPENING_MS)

const demo = new InMemoryBoxOffice(demoDataset(clock.now()), { clock })

describe('in-memory sales (issue 14)', () => {
  it('the shop: every super class, or one narrowed to its vouchers; NOT_FOUND for another', async () => {
    const shop = new InMemoryVoucherSales(demo)
    const all = await shop.voucherShop(null)
    expect(E.isRight(all) && all.right.vouchers.length).toBe(5)
    const gifts = await shop.voucherShop(VoucherSuperClassId.giftCards)
    expect(E.isRight(gifts) && gifts.right.vouchers.map((v) => v.isGiftCard)).toEqual([true, true, true])
    expect(E.isRight(gifts) && gifts.right.products.map((p) => p.name)).toEqual(['מעטפת מתנה'])
    expect(await shop.voucherShop(99)).toEqual(E.left(kartisError('NOT_FOUND', { systemVoucherSuperClassId: 99 })))
  })

  it('the desk: two causes, each with a free amount of ₪10–₪10,000', async () => {
    const desk = await new InMemoryDonationSales(demo).donationDesk()
    expect(
      E.isRight(desk) && desk.right.causes.map((c) => c.details.filter((d) => d.isCustomAmount).map((d) => [d.minAmount, d.maxAmount])),
    ).toEqual([[[1000, 1_000_000]], [[1000, 1_000_000]]])
  })

  it('a dataset without sales sells nothing', async () => {
    const office = new InMemoryBoxOffice(sampleDataset, { clock })
    expect(await new InMemoryDonationSales(office).donationDesk()).toEqual(E.right({ causes: [], serviceCharge: null }))
    expect(await new InMemoryVoucherSales(office).voucherShop(1)).toEqual(
      E.left(kartisError('NOT_FOUND', { systemVoucherSuperClassId: 1 })),
    )
  })
})
