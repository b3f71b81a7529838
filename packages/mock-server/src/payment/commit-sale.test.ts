import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { agorot, emptyCart, type Agorot, type Cart, type CartVoucherItem, type CommitResult, type Result } from '@kartis/core'
import { DonationCauseId, GIFT_ENVELOPE_PRODUCT_ID, SaleVoucherId } from '@kartis/api-adapter'
import { ENGINES } from '../test-support/test-databases'
import type { Engine } from '../storage/database/storage-database'
import { openCommitFixture } from './commit-fixture'
import { commitOrder } from './commit-order'
import { CUSTOMER, VISITOR, cartOf, lockSeats } from './payment-fixture'

const START = Date.UTC(2025, 6, 1, 9, 0)
const gift200: CartVoucherItem = {
  systemVoucherId: SaleVoucherId.gift200,
  systemVoucherPriceId: 120,
  quantity: 2,
  price: agorot(20_000),
  date: null,
  redemptionData: null,
}
const envelope = {
  id: GIFT_ENVELOPE_PRODUCT_ID,
  presentationId: null,
  name: 'מעטפת מתנה',
  price: agorot(500),
  quantity: 1,
  isDeliveryRequired: false,
}
const paying = (code: string) => ({ code, id: 0, balance: agorot(0), amount: agorot(0), isGiftCard: false })

const setup = async (engine: Engine) => {
  const { storage, deps, presentationId } = await openCommitFixture(START, engine)
  const pay = async (amount: Agorot, uuid = VISITOR): Promise<string> => {
    const session = await storage.paymentSessions.create({ uuid, amount, numberOfPayments: 1 })
    if (E.isLeft(session)) throw new Error(session.left.code)
    await storage.paymentSessions.settle(session.right.id, { status: 'approved', cardLast4: '4580', numberOfPayments: 1 })
    return session.right.id
  }
  const commit = (cart: Cart, uuid = VISITOR): Promise<Result<CommitResult>> => commitOrder(deps, { uuid, cart })
  return { storage, deps, presentationId, pay, commit }
}

const committed = (result: Result<CommitResult>): CommitResult => {
  if (E.isLeft(result)) throw new Error(`expected a reservation, got ${result.left.code} ${JSON.stringify(result.left.params)}`)
  return result.right
}

const voucherCart = (more: Partial<Cart> = {}): Cart => ({
  ...emptyCart('vouchers', CUSTOMER),
  vouchers: [gift200],
  products: [envelope],
  ...more,
})

describe.each(ENGINES)('commitOrder: vouchers and donations (issue 14) on %s', (engine) => {
  it('sells two ₪200 gift cards and an envelope by card: a reservation, two new codes with their balance, the SMS and e-mail', async () => {
    const { storage, pay, commit } = await setup(engine)
    // 2 × ₪200 + ₪5 envelope + ₪3 handling fee.
    const paymentIdentifier = await pay(agorot(40_800))
    const result = committed(await commit(voucherCart({ paymentIdentifier })))
    const reservation = await storage.reservations.getForUuid(result.reservationIdentifier, VISITOR)
    expect(reservation?.presentationId).toBeNull()
    expect(reservation?.total).toBe(agorot(40_800))
    expect(reservation?.quantity).toBe(3)
    expect(reservation?.saleLines).toEqual([
      { kind: 'voucher', itemId: 12, priceId: 120, name: 'כרטיס מתנה ₪200', quantity: 2, amount: agorot(20_000), jumperDateOfBirth: null },
    ])
    const cards = await storage.vouchers.creditsOf(VISITOR)
    expect(cards).toHaveLength(2)
    for (const card of cards) {
      expect(card.code).toMatch(/^GC-([0-9A-HJKMNP-TV-Z]{4}-){4}[0-9A-HJKMNP-TV-Z]{4}$/)
      expect(card).toMatchObject({ balance: agorot(20_000), isGiftCard: true, reservationIdentifier: result.reservationIdentifier })
    }
    expect(new Set(cards.map((c) => c.code)).size).toBe(2)
    const [sms] = await storage.sms.listFor(CUSTOMER.mobileNumber)
    expect(sms?.text).toContain(`מספר הזמנה: ${result.reservationIdentifier}`)
    expect(sms?.text).toContain('כרטיס מתנה ₪200 ×2')
    expect(sms?.text).toContain(`/edocument/${result.documentKey}`)
    const [mail] = await storage.email.listFor(CUSTOMER.email)
    expect(mail?.text).toContain(`/edocument/${result.documentKey}`)
  })

  it('a gift card bought pays an event order at once, and its balance is debited', async () => {
    const { storage, pay, commit, presentationId } = await setup(engine)
    committed(await commit(voucherCart({ paymentIdentifier: await pay(agorot(40_800)) })))
    const [card] = await storage.vouchers.creditsOf(VISITOR)
    if (card === undefined) throw new Error('no gift card issued')
    const seats = [
      { x: 1, ticketId: 11 },
      { x: 2, ticketId: 11 },
    ]
    await lockSeats(storage, VISITOR, presentationId, seats)
    // Two hall tickets: 2 × (₪40 + ₪2) + ₪5 handling fee = ₪89, all on the ₪200 card.
    const order = cartOf(presentationId, seats, { voucherPayments: [card.code] })
    const paid = committed(await commit(order))
    expect((await storage.vouchers.findByCode(card.code))?.balance).toBe(agorot(20_000 - 8_900))
    expect((await storage.vouchers.history(card.code))?.map((d) => [d.amount, d.reservationIdentifier])).toEqual([
      [agorot(8_900), paid.reservationIdentifier],
    ])
  })

  it('a donation paid in part by a gift card and the rest by card; in whole by a voucher', async () => {
    const { storage, pay, commit } = await setup(engine)
    const donation = {
      donationId: DonationCauseId.youngArtists,
      donationDetailId: 203,
      quantity: 1,
      customAmount: agorot(60_000),
      amount: agorot(0),
    }
    const cart = { ...emptyCart('donations', CUSTOMER), donations: [donation] }
    // ₪600: ₪500 from GIFT-500, ₪100 by card.
    const result = committed(await commit({ ...cart, voucherPayments: [paying('GIFT-500')], paymentIdentifier: await pay(agorot(10_000)) }))
    expect((await storage.vouchers.findByCode('GIFT-500'))?.balance).toBe(agorot(0))
    const reservation = await storage.reservations.getForUuid(result.reservationIdentifier, VISITOR)
    expect(reservation?.total).toBe(agorot(60_000))
    expect(reservation?.saleLines[0]).toMatchObject({ kind: 'donation', name: 'מלגות לאמנים צעירים', amount: agorot(60_000) })
    expect(await storage.vouchers.creditsOf(VISITOR)).toEqual([])
    const small = { ...donation, customAmount: agorot(3_000) }
    committed(await commit({ ...cart, donations: [small], voucherPayments: [paying('VOUCHER-50')] }))
    expect((await storage.vouchers.findByCode('VOUCHER-50'))?.balance).toBe(agorot(2_000))
  })

  it('refuses without writing anything: vouchers paying vouchers, no card payment, a tampered price', async () => {
    const { storage, pay, commit } = await setup(engine)
    const refusal = async (cart: Cart) => {
      const result = await commit(cart)
      return E.isLeft(result) ? result.left.code : null
    }
    expect(await refusal(voucherCart({ voucherPayments: [paying('GIFT-500')] }))).toBe('VOUCHER_PAYMENT_NOT_ALLOWED')
    expect(await refusal(voucherCart())).toBe('PAYMENT_ERROR')
    // A card payment of less than the server's price does not pay it.
    expect(await refusal(voucherCart({ paymentIdentifier: await pay(agorot(40_000)) }))).toBe('PAYMENT_ERROR')
    expect(await refusal(voucherCart({ vouchers: [{ ...gift200, price: agorot(100) }] }))).toBe('PRICE_CHANGED')
    expect(await storage.reservations.listForUuid(VISITOR)).toEqual([])
    expect(await storage.vouchers.creditsOf(VISITOR)).toEqual([])
    expect((await storage.vouchers.findByCode('GIFT-500'))?.balance).toBe(agorot(50_000))
  })

  it('a retried commit answers the same reservation and issues no more cards', async () => {
    const { storage, pay, commit } = await setup(engine)
    const cart = voucherCart({ paymentIdentifier: await pay(agorot(40_800)) })
    const first = committed(await commit(cart))
    const again = committed(await commit(cart))
    expect(again.reservationIdentifier).toBe(first.reservationIdentifier)
    expect(await storage.vouchers.creditsOf(VISITOR)).toHaveLength(2)
  })
})
