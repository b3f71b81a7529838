import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { agorot, kartisError } from '@kartis/core'
import { decodeWith } from './decode'
import {
  CommitBody,
  CommitResponse,
  HoldPaymentBody,
  HoldPaymentResponse,
  PaymentFormParams,
  PaymentFormResponse,
  VoucherBalanceResponse,
} from './payment'
import { cartWire } from './test-support/cart-sample'
import { camelKeys, pascalKeys } from './test-support/recase'

describe('payment form', () => {
  it('reads the query: total in shekels from text', () => {
    expect(
      decodeWith(PaymentFormParams, { locale: 'he', ssn: '039337423', total: '183.80', recaptchaToken: 'tok', businessId: '17' }),
    ).toEqual(E.right({ locale: 'he', ssn: '039337423', total: 18380, recaptchaToken: 'tok', businessId: 17 }))
    expect(PaymentFormParams.encode({ locale: 'he', ssn: '039337423', total: agorot(18380), recaptchaToken: 'tok' })).toEqual({
      locale: 'he',
      ssn: '039337423',
      total: 183.8,
      recaptchaToken: 'tok',
    })
    expect(decodeWith(PaymentFormParams, { locale: 'fr', ssn: '1', total: 1, recaptchaToken: 't' })).toEqual(
      E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'locale' }) })),
    )
  })

  it('reads paymentFormURL in any spelling', () => {
    for (const wire of [
      { paymentFormURL: 'https://pay.example/f' },
      { PaymentFormUrl: 'https://pay.example/f' },
      { paymentFormUrl: 'https://pay.example/f' },
    ]) {
      expect(decodeWith(PaymentFormResponse, wire)).toEqual(E.right(E.right('https://pay.example/f')))
    }
  })
})

describe('commit', () => {
  it('reads the body with its cart, in either case', () => {
    const body = { cart: cartWire, miniSiteUrl: 'fest', recaptchaToken: 'tok' }
    const decoded = decodeWith(CommitBody, body)
    expect(E.isRight(decoded) && decoded.right.cart.seats[0]?.ticket?.amount).toBe(8900)
    expect(decodeWith(CommitBody, camelKeys(body))).toEqual(decoded)
    expect(decodeWith(CommitBody, pascalKeys(body))).toEqual(decoded)
  })

  it('reads the producer-seats variant', () => {
    const decoded = decodeWith(CommitBody, {
      cart: cartWire,
      recaptchaToken: 'tok',
      mobileNumber: '0521234567',
      customerName: 'ישראל ישראלי',
    })
    expect(E.isRight(decoded) && decoded.right.customerName).toBe('ישראל ישראלי')
  })

  it('§8 reads the reservation, or the error text the caller shows', () => {
    expect(
      decodeWith(CommitResponse, {
        reservationIdentifier: 'R-100',
        ticketIdentifiers: ['T1', 'T2'],
        documentKey: 'R-100-0123456789abcdef',
      }),
    ).toEqual(E.right(E.right({ reservationIdentifier: 'R-100', ticketIdentifiers: ['T1', 'T2'], documentKey: 'R-100-0123456789abcdef' })))
    expect(decodeWith(CommitResponse, { ReservationIdentifier: 100200, DocumentKey: '100200-0123456789abcdef' })).toEqual(
      E.right(E.right({ reservationIdentifier: '100200', ticketIdentifiers: [], documentKey: '100200-0123456789abcdef' })),
    )
    // §2 the e-ticket's key is what the confirmation links to: an answer without it is not a commit this storefront can confirm.
    expect(decodeWith(CommitResponse, { reservationIdentifier: 'R-100', ticketIdentifiers: [] })).toEqual(
      E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'documentKey' }) })),
    )
    expect(decodeWith(CommitResponse, { error: 'לא ניתן לעבד את ההזמנה: כרטיס אשראי נדחה' })).toEqual(
      E.right(E.left(kartisError('SERVER_ERROR', undefined, 'לא ניתן לעבד את ההזמנה: כרטיס אשראי נדחה'))),
    )
    expect(decodeWith(CommitResponse, { error: { code: 'PAYMENT_EXPIRED' } })).toEqual(E.right(E.left(kartisError('PAYMENT_EXPIRED'))))
  })
})

describe('hold payment', () => {
  it('reads the body and the reservation identifier', () => {
    const decoded = decodeWith(HoldPaymentBody, { cart: cartWire, cartIdentifier: 'C-1', recaptchaToken: 'tok' })
    expect(E.isRight(decoded) && decoded.right.cartIdentifier).toBe('C-1')
    expect(decodeWith(HoldPaymentBody, { cart: cartWire, recaptchaToken: 'tok' })).toEqual(
      E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'cartIdentifier' }) })),
    )
    expect(decodeWith(HoldPaymentResponse, { reservationIdentifier: 'R-100' })).toEqual(E.right(E.right('R-100')))
  })
})

describe('voucher balance', () => {
  it('reads { payment: { balance, … } } in either case, or a voucher error', () => {
    const wire = { payment: { id: 31, code: 'GIFT-500', balance: 250.5, isGiftCard: true, expiresAt: '2026-12-31 23:59' } }
    const expected = E.right(
      E.right({ id: 31, code: 'GIFT-500', balance: 25050, isGiftCard: true, expiresAt: '2026-12-31T23:59:00+02:00' }),
    )
    expect(decodeWith(VoucherBalanceResponse, wire)).toEqual(expected)
    expect(decodeWith(VoucherBalanceResponse, pascalKeys(wire))).toEqual(expected)
    expect(decodeWith(VoucherBalanceResponse, { error: 'VOUCHER_WITHOUT_BALANCE' })).toEqual(
      E.right(E.left(kartisError('VOUCHER_WITHOUT_BALANCE'))),
    )
    expect(decodeWith(VoucherBalanceResponse, { payment: { ...wire.payment, balance: 'הרבה' } })).toEqual(
      E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'payment.balance' }) })),
    )
  })
})
