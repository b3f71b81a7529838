import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock, agorot, emptyCart, type Cart, type CartVoucherItem, type KartisErrorCode } from '@kartis/core'
import { SaleVoucherId, demoFreeDonation, demoVoucherLine } from '@kartis/api-adapter'
import { CUSTOMER, OTHER_VISITOR, VISITOR, openPaymentFixture } from '../payment/payment-fixture'
import { hebrewMessageOf } from '../http/hebrew-messages'
import { saleRowCounts } from '../test-support/sale-row-counts'
import { CAPTCHA, appOver, at, payByCard, visitor } from './payment-test-app'

const START = Date.UTC(2025, 6, 1, 9, 0)
const HEBREW = /[\u0590-\u05FF]/

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const boxOffice = async () => {
  const clock = new ManualClock(START)
  const fixture = await openPaymentFixture(clock)
  const app = appOver(fixture.storage, clock)
  cleanups.push(() => {
    void app.close()
    void fixture.database.close()
  })
  return {
    app,
    storage: fixture.storage,
    db: fixture.database.db,
    dana: visitor(app, VISITOR, fixture.presentationId),
    yossi: visitor(app, OTHER_VISITOR, fixture.presentationId),
  }
}

const gift100: CartVoucherItem = demoVoucherLine(SaleVoucherId.gift100, 100)
const vouchers = (lines: readonly CartVoucherItem[], more: Partial<Cart> = {}): Cart => ({
  ...emptyCart('vouchers', CUSTOMER),
  vouchers: lines,
  ...more,
})
const donations = (customAmount: number): Cart => ({ ...emptyCart('donations', CUSTOMER), donations: [demoFreeDonation(customAmount)] })

describe('the voucher shop and the donation desk through the routes (issue 14)', () => {
  it('anyone may read them; an unknown super class is a 404 with its Hebrew text', async () => {
    const { dana } = await boxOffice()
    const shop = await dana.get('/api/vouchers/shop?systemVoucherSuperClassId=1')
    expect(shop.status).toBe(200)
    expect(at(shop.body, 'SuperClasses')).toEqual([expect.objectContaining({ SystemVoucherSuperClassId: 1 })])
    const missing = await dana.get('/api/vouchers/shop?systemVoucherSuperClassId=77')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ error: { code: 'NOT_FOUND', message: expect.stringMatching(HEBREW) } })
    expect((await dana.get('/api/vouchers/shop?systemVoucherSuperClassId=abc')).status).toBe(400)
    expect((await dana.get('/api/donations/desk')).status).toBe(200)
  })

  it('an anonymous visitor buys a gift card by card; only that visitor sees the order', async () => {
    const { app, dana, yossi, storage } = await boxOffice()
    // ₪100 + ₪3 handling fee.
    const paymentIdentifier = await payByCard(app, dana, 103)
    const bought = await dana.commit(vouchers([gift100], { paymentIdentifier }))
    expect(bought.status, bought.text).toBe(200)
    const reservationIdentifier = at(bought.body, 'reservationIdentifier')
    if (typeof reservationIdentifier !== 'string') throw new Error(bought.text)
    expect((await dana.get(`/api/reservations/${reservationIdentifier}?uuid=${VISITOR}`)).status).toBe(200)
    expect((await yossi.get(`/api/reservations/${reservationIdentifier}?uuid=${OTHER_VISITOR}`)).status).toBe(404)
    const [card] = await storage.vouchers.creditsOf(VISITOR)
    expect(card?.balance).toBe(agorot(10_000))
    // The code pays at once: GET /payment/voucher finds its balance.
    const balance = await dana.get(`/api/payment/voucher?reference=${card?.code ?? ''}&recaptchaToken=${CAPTCHA}`)
    expect(balance.status).toBe(200)
    // The e-document shows each card's code and balance.
    const documentKey = at(bought.body, 'documentKey')
    const document = await yossi.get(`/api/edocuments/${typeof documentKey === 'string' ? documentKey : ''}`)
    expect(at(document.body, 'Vouchers')).toEqual([
      { Code: card?.code, Name: 'כרטיס מתנה ₪100', IsGiftCard: true, Balance: 100, ExpiresAt: expect.any(String) },
    ])
  })

  it('§5 the waiver: the jumper’s age is checked on the box office, kept on the sale and shown on the e-document', async () => {
    const { app, dana, db } = await boxOffice()
    const trampoline = demoVoucherLine(SaleVoucherId.trampolineKids, 70)
    const before = await saleRowCounts(db)
    // Aged 20 on the day, and no date of birth at all: refused, nothing sold.
    const tooOld = await dana.commit(vouchers([{ ...trampoline, jumperDateOfBirth: '2005-01-01' }]))
    expect([tooOld.status, at(tooOld.body, 'error', 'code'), at(tooOld.body, 'error', 'params', 'age')]).toEqual([
      400,
      'WAIVER_AGE_NOT_SUITED',
      20,
    ])
    expect(at(tooOld.body, 'error', 'message')).toBe(hebrewMessageOf('WAIVER_AGE_NOT_SUITED'))
    const none = await dana.commit(vouchers([trampoline]))
    expect([none.status, at(none.body, 'error', 'code')]).toEqual([400, 'FORM_INVALID'])
    expect(await saleRowCounts(db)).toEqual(before)
    // Aged 9: sold, the date kept on its line and shown on the e-document.
    const paymentIdentifier = await payByCard(app, dana, 73)
    const bought = await dana.commit(vouchers([{ ...trampoline, jumperDateOfBirth: '2016-07-01' }], { paymentIdentifier }))
    expect(bought.status, bought.text).toBe(200)
    const line = await db.selectFrom('reservation_sale_lines').select('jumper_date_of_birth').executeTakeFirst()
    expect(line?.jumper_date_of_birth).toBe('2016-07-01')
    const documentKey = at(bought.body, 'documentKey')
    const document = await dana.get(`/api/edocuments/${typeof documentKey === 'string' ? documentKey : ''}`)
    expect(at(document.body, 'Waivers')).toEqual([{ Name: 'שובר פארק טרמפולינות לילדים', JumperDateOfBirth: '2016-07-01' }])
  })

  it('a donation’s e-document is its receipt', async () => {
    const { app, dana } = await boxOffice()
    const bought = await dana.commit({ ...donations(12_345), paymentIdentifier: await payByCard(app, dana, 123.45) })
    const documentKey = at(bought.body, 'documentKey')
    const document = await dana.get(`/api/edocuments/${typeof documentKey === 'string' ? documentKey : ''}`)
    expect(at(document.body, 'Donations')).toEqual([{ Name: 'קרן הנגשה', Amount: 123.45, Quantity: 1 }])
    expect(at(document.body, 'Vouchers')).toBeUndefined()
  })

  // §7/§8 the commit answers its refusals in band (200 with an error field), as for event orders.
  it('bad orders are refused with a 4xx, their code and its Hebrew text, and nothing is saved', async () => {
    const { dana, storage, db } = await boxOffice()
    const before = await saleRowCounts(db)
    const refusals: readonly [Cart, KartisErrorCode, number][] = [
      [vouchers([{ ...gift100, systemVoucherId: 999 }]), 'UNABLE_TO_PROCESS_ORDER', 400],
      [vouchers([{ ...gift100, price: agorot(1) }]), 'PRICE_CHANGED', 409],
      [vouchers([{ ...gift100, quantity: 11 }]), 'MAX_QUANTITY_EXCEEDED', 400],
      [vouchers([]), 'SELECTION_REQUIRED', 400],
      [
        vouchers([gift100], { voucherPayments: [{ code: 'GIFT-500', id: 0, balance: agorot(0), amount: agorot(0), isGiftCard: true }] }),
        'VOUCHER_PAYMENT_NOT_ALLOWED',
        400,
      ],
      [donations(500), 'DONATION_AMOUNT_OUT_OF_RANGE', 400],
      [{ ...donations(5_000), vouchers: [gift100] }, 'UNABLE_TO_PROCESS_ORDER', 400],
      [vouchers([gift100]), 'PAYMENT_ERROR', 422],
    ]
    for (const [cart, code, status] of refusals) {
      const answer = await dana.commit(cart)
      expect(answer.status, code).toBe(status)
      expect(answer.body, code).toMatchObject({ error: { code, message: expect.stringMatching(HEBREW) } })
      expect(at(answer.body, 'reservationIdentifier'), code).toBeUndefined()
    }
    // The donation's bounds are named in shekels in its Hebrew text.
    expect(at((await dana.commit(donations(500))).body, 'error', 'message')).toBe(
      hebrewMessageOf('DONATION_AMOUNT_OUT_OF_RANGE', { min: 10, max: 10_000 }),
    )
    expect(await storage.reservations.listForUuid(VISITOR)).toEqual([])
    expect(await storage.vouchers.creditsOf(VISITOR)).toEqual([])
    expect(await saleRowCounts(db)).toEqual(before)
  })
})
