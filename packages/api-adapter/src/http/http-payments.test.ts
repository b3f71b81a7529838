import { agorot, kartisError } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { cart } from '../wire/test-support/cart-sample'
import { hebrewMessageOf } from '../wire/hebrew-error-messages'
import { HttpPayments } from './http-payments'
import { bodyOf, failingCaptcha, fakeCaptcha, json, pathOf, queryOf, scriptedTransport } from './test-support/fake-fetch'

const answering = (body: unknown, status = 200) => {
  const captcha = fakeCaptcha()
  const scripted = scriptedTransport(() => json(status, body), captcha)
  return { payments: new HttpPayments(scripted.transport), seen: scripted.seen, captcha }
}

describe('HttpPayments.paymentFormUrl', () => {
  it('GET /payment/form/{locale} with ssn, total in shekels and a recaptchaToken; null ids left out', async () => {
    const { payments, seen } = answering({ paymentFormURL: 'https://pay.example.org/form/PAY-1' })
    const answer = await payments.paymentFormUrl({
      locale: 'he',
      ssn: '039337423',
      total: agorot(18380),
      locationId: 2,
      authProfileId: null,
      businessId: 17,
    })
    expect(answer).toEqual(E.right('https://pay.example.org/form/PAY-1'))
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/payment/form/he')
    const query = queryOf(seen[0]?.url ?? '')
    expect(query).toMatchObject({
      ssn: '039337423',
      total: '183.8',
      locationId: '2',
      businessId: '17',
      recaptchaToken: 'token-for-paymentForm',
    })
    expect(query).not.toHaveProperty('authProfileId')
  })
})

describe('HttpPayments.commit', () => {
  it('POST /payment/commit { cart, miniSiteUrl, recaptchaToken }: the reservation and its tickets', async () => {
    const committed = { reservationIdentifier: 'R-1001', ticketIdentifiers: ['T-1', 'T-2'], documentKey: 'R-1001-0123456789abcdef' }
    const { payments, seen } = answering(committed)
    expect(await payments.commit({ cart, miniSiteUrl: 'festival' })).toEqual(E.right(committed))
    expect(seen[0]?.init.method).toBe('POST')
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/payment/commit')
    expect(bodyOf(seen[0])).toMatchObject({ miniSiteUrl: 'festival', recaptchaToken: 'token-for-commit' })
    expect(bodyOf(seen[0])).toHaveProperty('cart.seats.0.SeatTicket.amount', 89)
  })

  it('§8 an error field in the answer reaches the caller as the server’s text', async () => {
    const { payments } = answering({ error: 'העסקה נדחתה על ידי חברת האשראי' })
    expect(await payments.commit({ cart })).toEqual(E.left(kartisError('SERVER_ERROR', undefined, 'העסקה נדחתה על ידי חברת האשראי')))
  })

  it('§8 a known code in the error field keeps its code', async () => {
    const { payments } = answering({ error: { code: 'PAYMENT_EXPIRED', message: 'תוקף התשלום פג' } })
    expect(await payments.commit({ cart })).toEqual(E.left(kartisError('PAYMENT_EXPIRED', undefined, 'תוקף התשלום פג')))
  })

  it('§8 a failed request yields the server message plus error', async () => {
    const { payments } = answering({ message: 'Unable to process order', error: 'seat 5/12 is no longer locked' }, 409)
    expect(await payments.commit({ cart })).toEqual(
      E.left(kartisError('SERVER_ERROR', undefined, 'Unable to process order: seat 5/12 is no longer locked')),
    )
  })

  it('§8 a 409 PAYMENT_ALREADY_USED (a payment id reused with another cart) is a refusal, never a reservation', async () => {
    const { payments } = answering({ error: { code: 'PAYMENT_ALREADY_USED', message: 'התשלום כבר שימש', params: {} } }, 409)
    expect(await payments.commit({ cart })).toEqual(E.left(kartisError('PAYMENT_ALREADY_USED', {}, 'התשלום כבר שימש')))
  })

  it('issue 14 a 4xx refusal with the box office’s Hebrew text of its code keeps code and params, not that text (the web says the code in its own words)', async () => {
    const range = { min: 10, max: 10000 }
    const message = hebrewMessageOf('DONATION_AMOUNT_OUT_OF_RANGE', range)
    const { payments } = answering({ error: { code: 'DONATION_AMOUNT_OUT_OF_RANGE', message, params: range } }, 400)
    expect(await payments.commit({ cart })).toEqual(E.left(kartisError('DONATION_AMOUNT_OUT_OF_RANGE', range)))
    const changed = answering(
      { error: { code: 'PRICE_CHANGED', message: hebrewMessageOf('PRICE_CHANGED'), params: { systemVoucherPriceId: 110 } } },
      409,
    )
    expect(await changed.payments.commit({ cart })).toEqual(E.left(kartisError('PRICE_CHANGED', { systemVoucherPriceId: 110 })))
    // A text of the server's own (not the code's catalogue text) is still the caller's to show.
    const own = answering({ error: { code: 'PAYMENT_ERROR', message: 'הכרטיס נחסם', params: {} } }, 422)
    expect(await own.payments.commit({ cart })).toEqual(E.left(kartisError('PAYMENT_ERROR', {}, 'הכרטיס נחסם')))
  })

  it('sends nothing when the captcha gives no token', async () => {
    const scripted = scriptedTransport(() => json(200, {}), failingCaptcha)
    expect(await new HttpPayments(scripted.transport).commit({ cart })).toEqual(E.left(kartisError('RECAPTCHA_FAILED')))
    expect(scripted.seen).toHaveLength(0)
  })
})

describe('HttpPayments.saveProducerSeats', () => {
  it('POST /payment/commit with mobileNumber and customerName', async () => {
    const saved = { reservationIdentifier: 'R-2002', ticketIdentifiers: [], documentKey: 'R-2002-0123456789abcdef' }
    const { payments, seen } = answering(saved)
    expect(await payments.saveProducerSeats({ cart, mobileNumber: '0521234567', customerName: 'דנה לוי' })).toEqual(E.right(saved))
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/payment/commit')
    expect(bodyOf(seen[0])).toMatchObject({ mobileNumber: '0521234567', customerName: 'דנה לוי', recaptchaToken: 'token-for-commit' })
  })
})

describe('HttpPayments.payHold', () => {
  it('POST /payment/{resId}/payment { cart, cartIdentifier, recaptchaToken }: the reservation identifier', async () => {
    const { payments, seen } = answering({ reservationIdentifier: 'R-1001' })
    expect(await payments.payHold({ resId: 'R-1001', cart, cartIdentifier: 'C-77' })).toEqual(E.right('R-1001'))
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/payment/R-1001/payment')
    expect(bodyOf(seen[0])).toMatchObject({ cartIdentifier: 'C-77', recaptchaToken: 'token-for-holdPayment' })
  })

  it('§8 behaves as commit on an error field', async () => {
    const { payments } = answering({ error: 'ההזמנה כבר שולמה' })
    expect(await payments.payHold({ resId: 'R-1001', cart, cartIdentifier: 'C-77' })).toEqual(
      E.left(kartisError('SERVER_ERROR', undefined, 'ההזמנה כבר שולמה')),
    )
  })

  it("issue 14 a 4xx refusal is the caller's code and params, without the box office's catalogue text (as a commit's)", async () => {
    const params = { reason: 'amount-mismatch', due: 8900 }
    const { payments } = answering({ error: { code: 'PAYMENT_ERROR', message: hebrewMessageOf('PAYMENT_ERROR', params), params } }, 422)
    expect(await payments.payHold({ resId: 'R-1001', cart, cartIdentifier: 'C-77' })).toEqual(E.left(kartisError('PAYMENT_ERROR', params)))
  })
})

describe('HttpPayments.voucherBalance', () => {
  it('GET /payment/voucher?reference&recaptchaToken: the balance in agorot', async () => {
    const { payments, seen } = answering({
      payment: { id: 31, code: 'GIFT-100', balance: '100.00', isGiftCard: true, expiresAt: '2026-12-31T23:59:00' },
    })
    expect(await payments.voucherBalance('GIFT-100')).toEqual(
      E.right({ id: 31, code: 'GIFT-100', balance: agorot(10000), isGiftCard: true, expiresAt: '2026-12-31T23:59:00+02:00' }),
    )
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/payment/voucher')
    expect(queryOf(seen[0]?.url ?? '')).toMatchObject({ reference: 'GIFT-100', recaptchaToken: 'token-for-voucherBalance' })
  })

  it('a §8 voucher error from the server is the result', async () => {
    const { payments } = answering({ error: { code: 'VOUCHER_EXPIRED' } })
    expect(await payments.voucherBalance('OLD-1')).toEqual(E.left(kartisError('VOUCHER_EXPIRED')))
  })
})
