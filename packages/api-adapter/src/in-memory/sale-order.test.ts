import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import {
  EMPTY_CUSTOMER_INFO,
  agorot,
  emptyCart,
  type Cart,
  type CartDonationItem,
  type CartVoucherItem,
  type CommitResult,
  type Result,
} from '@kartis/core'
import { demoDataset } from '../demo/demo-dataset'
import { SaleVoucherId, demoFreeDonation, demoVoucherLine } from '../demo/demo-sales'
import { OPENING_MS, openSample } from './test-support/demo-sample'

const CUSTOMER = {
  ...EMPTY_CUSTOMER_INFO,
  firstName: 'דנה',
  lastName: 'לוי',
  ssn: '039337423',
  email: 'dana@example.org',
  mobileNumber: '0521234567',
}
// The demo (its 20,000-seat arena too) is made once; each test opens its own box office over it.
const DATASET = demoDataset(OPENING_MS)

const gift100 = demoVoucherLine(SaleVoucherId.gift100, 100)
const trampoline = demoVoucherLine(SaleVoucherId.trampolineKids, 70)
const free = demoFreeDonation
const vouchers = (lines: readonly CartVoucherItem[], more: Partial<Cart> = {}): Cart => ({
  ...emptyCart('vouchers', CUSTOMER),
  vouchers: lines,
  ...more,
})
const donations = (lines: readonly CartDonationItem[]): Cart => ({ ...emptyCart('donations', CUSTOMER), donations: lines })

/** The demo box office in memory, and a card payment of `shekels` settled for the visitor. */
const demo = () => {
  const sample = openSample(DATASET)
  const pay = async (shekels: number): Promise<string> => {
    const form = await sample.dana.payments.paymentFormUrl({
      locale: 'he',
      ssn: CUSTOMER.ssn,
      total: agorot(shekels * 100),
      locationId: null,
      authProfileId: null,
      businessId: null,
    })
    const session = E.isRight(form) ? (/session=([^&]+)/.exec(form.right)?.[1] ?? '') : ''
    sample.office.settlePayment(session, 'approved')
    return session
  }
  const documentOf = async (committed: Result<CommitResult>) => {
    if (E.isLeft(committed)) throw new Error(committed.left.code)
    const document = await sample.dana.reservations.edocument(committed.right.documentKey)
    if (E.isLeft(document)) throw new Error(document.left.code)
    return document.right
  }
  return { ...sample, pay, documentOf }
}

describe('issue 14 InMemoryPayments.commit of vouchers, donations and memberships', () => {
  it('sells a gift card paid by card: its code pays at once and is on the e-document', async () => {
    const { dana, pay, documentOf } = demo()
    // ₪100 and the shop's ₪3 handling fee.
    const document = await documentOf(await dana.payments.commit({ cart: vouchers([gift100], { paymentIdentifier: await pay(103) }) }))
    const [card] = document.vouchers ?? []
    expect(card).toMatchObject({ name: 'כרטיס מתנה ₪100', isGiftCard: true, balance: agorot(10_000) })
    expect(E.map((v: { readonly balance: number }) => v.balance)(await dana.payments.voucherBalance(card?.code ?? ''))).toEqual(
      E.right(agorot(10_000)),
    )
  })

  it('refuses with the box office’s codes and sells nothing: too many, a changed price, vouchers paying vouchers, unpaid, a donation out of bounds', async () => {
    const { dana, office } = demo()
    const codeOf = async (cart: Cart) => {
      const answer = await dana.payments.commit({ cart })
      return E.isLeft(answer) ? answer.left.code : 'sold'
    }
    const payment = { code: 'GIFT-500', id: 1, balance: agorot(50_000), amount: agorot(10_300), isGiftCard: true }
    expect(await codeOf(vouchers([{ ...gift100, quantity: 11 }]))).toBe('MAX_QUANTITY_EXCEEDED')
    expect(await codeOf(vouchers([{ ...gift100, price: agorot(1) }]))).toBe('PRICE_CHANGED')
    expect(await codeOf(vouchers([gift100], { voucherPayments: [payment] }))).toBe('VOUCHER_PAYMENT_NOT_ALLOWED')
    expect(await codeOf(vouchers([gift100]))).toBe('PAYMENT_ERROR')
    expect(await codeOf(donations([free(500)]))).toBe('DONATION_AMOUNT_OUT_OF_RANGE')
    expect(await codeOf({ ...emptyCart('memberships', CUSTOMER) })).toBe('SELECTION_REQUIRED')
    expect(office.reservations.all()).toEqual([])
  })

  it('§5 the waiver: a jumper of the wrong age is refused; the right one is on the e-document', async () => {
    const { dana, pay, documentOf } = demo()
    const tooOld = await dana.payments.commit({ cart: vouchers([{ ...trampoline, jumperDateOfBirth: '2000-01-01' }]) })
    expect(E.isLeft(tooOld) && tooOld.left.code).toBe('WAIVER_AGE_NOT_SUITED')
    const cart = vouchers([{ ...trampoline, jumperDateOfBirth: '2016-07-01' }], { paymentIdentifier: await pay(73) })
    const document = await documentOf(await dana.payments.commit({ cart }))
    expect(document.waivers).toEqual([{ name: 'שובר פארק טרמפולינות לילדים', jumperDateOfBirth: '2016-07-01' }])
  })

  it('takes a donation of a free amount, paid by a gift card in whole, and gives its receipt', async () => {
    const { dana, documentOf } = demo()
    const cart = {
      ...donations([free(2_500)]),
      voucherPayments: [{ code: 'GIFT-500', id: 1, balance: agorot(50_000), amount: agorot(2_500), isGiftCard: true }],
    }
    const document = await documentOf(await dana.payments.commit({ cart }))
    expect(document.donations).toEqual([{ name: 'קרן הנגשה', amount: agorot(2_500), quantity: 1 }])
    expect(E.map((v: { readonly balance: number }) => v.balance)(await dana.payments.voucherBalance('GIFT-500'))).toEqual(
      E.right(agorot(47_500)),
    )
  })
})
