import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { agorot } from '@kartis/core'
import { demoSalesCatalog, VoucherSuperClassId } from '@kartis/api-adapter'
import { hebrewMessageOf } from '../http/hebrew-messages'
import {
  SEED_TIMEOUT_MS,
  codeOf,
  contractVisitor,
  rightOf,
  startContractServer,
  type ContractServer,
  type ContractVisitor,
} from './contract-harness'

// These calls only read: one server serves the whole file.
let server: ContractServer
let visitor: ContractVisitor

beforeAll(async () => {
  server = await startContractServer()
  visitor = contractVisitor(server)
}, SEED_TIMEOUT_MS)

afterAll(async () => {
  await server.close()
})

describe('VoucherSales.voucherShop (issue 14)', () => {
  it('decodes the whole shop as the server stored it from the demo: super classes, vouchers, extras, the ₪3 fee', async () => {
    const shop = rightOf(await visitor.voucherSales.voucherShop(null))
    expect(shop).toEqual(demoSalesCatalog().voucherShop)
    expect(shop.serviceCharge?.amountPerOrder).toBe(agorot(300))
  })

  it('narrows to one super class; another is NOT_FOUND with its Hebrew text', async () => {
    const gifts = rightOf(await visitor.voucherSales.voucherShop(VoucherSuperClassId.giftCards))
    expect(gifts.superClasses.map((c) => c.name)).toEqual(['כרטיסי מתנה'])
    expect(gifts.vouchers.map((v) => v.prices[0]?.price)).toEqual([agorot(10_000), agorot(20_000), agorot(50_000)])
    expect(gifts.vouchers.every((v) => v.isGiftCard)).toBe(true)
    const entries = rightOf(await visitor.voucherSales.voucherShop(VoucherSuperClassId.entryVouchers))
    expect(entries.vouchers.find((v) => v.ageRange !== null)?.ageRange).toEqual({ minAge: 6, maxAge: 14 })
    const missing = await visitor.voucherSales.voucherShop(999)
    expect(codeOf(missing)).toBe('NOT_FOUND')
    expect(E.isLeft(missing) && missing.left.serverMessage).toBe(hebrewMessageOf('NOT_FOUND'))
  })
})

describe('DonationSales.donationDesk (issue 14)', () => {
  it('decodes the causes with their fixed and free amounts, bounds in agorot, no service charge', async () => {
    const desk = rightOf(await visitor.donationSales.donationDesk())
    expect(desk).toEqual(demoSalesCatalog().donationDesk)
    const free = desk.causes.flatMap((c) => c.details).filter((d) => d.isCustomAmount)
    expect(free.map((d) => [d.minAmount, d.maxAmount])).toEqual([
      [agorot(1000), agorot(1_000_000)],
      [agorot(1000), agorot(1_000_000)],
    ])
  })
})
