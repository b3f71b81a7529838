import { describe, expect, it } from 'vitest'
import { cardPageAddress, paymentPageMessage, paymentPageOrigin } from './payment-message'

const PAGE = 'http://localhost:8083'
const approved = { source: 'kartis-payment', status: 'approved', paymentId: 'pay-1', message: 'אושר' }

describe('§7 the hosted page origin', () => {
  it('is the origin of an absolute address', () => {
    expect(paymentPageOrigin('https://pay.example.com/form?x=1', 'http://localhost:5173/')).toBe('https://pay.example.com')
  })
  it('is the storefront origin for a path on the same origin', () => {
    expect(paymentPageOrigin('/api/payment/hosted/s1?locale=he', 'http://localhost:5173/booking/checkout')).toBe('http://localhost:5173')
  })
  it('is null for an address that is not http(s)', () => {
    expect(paymentPageOrigin('javascript:alert(1)', 'http://localhost:5173/')).toBeNull()
  })
})

describe('§2 messages from the card page', () => {
  it('accepts the page message from its origin', () => {
    expect(paymentPageMessage(PAGE, approved, PAGE)).toEqual({
      status: 'approved',
      paymentId: 'pay-1',
      message: 'אושר',
      numberOfPayments: null,
    })
  })
  it('reads the number of payments chosen on the page', () => {
    expect(paymentPageMessage(PAGE, { ...approved, numberOfPayments: 3 }, PAGE)?.numberOfPayments).toBe(3)
    expect(paymentPageMessage(PAGE, { ...approved, numberOfPayments: '3' }, PAGE)?.numberOfPayments).toBeNull()
  })
  it('ignores the same message from another origin', () => {
    expect(paymentPageMessage('https://evil.example', approved, PAGE)).toBeNull()
  })
  it.each([
    ['another source', { ...approved, source: 'other' }],
    ['no source', { status: 'approved', paymentId: 'pay-1' }],
    ['an unknown status', { ...approved, status: 'paid' }],
    ['a string', 'approved'],
    ['null', null],
  ])('ignores %s', (_, data) => {
    expect(paymentPageMessage(PAGE, data, PAGE)).toBeNull()
  })
  it('reads a missing payment id and message as none', () => {
    expect(paymentPageMessage(PAGE, { source: 'kartis-payment', status: 'error', paymentId: null }, PAGE)).toEqual({
      status: 'error',
      paymentId: null,
      message: '',
      numberOfPayments: null,
    })
  })
})

describe('§7 the card page address the dialog opens', () => {
  it('tells a page on another origin the storefront origin, to post its result there only', () => {
    expect(cardPageAddress('https://pay.example.com/hosted/s1?locale=he', 'http://localhost:5173/booking/checkout')).toEqual({
      url: 'https://pay.example.com/hosted/s1?locale=he&origin=http%3A%2F%2Flocalhost%3A5173',
      origin: 'https://pay.example.com',
    })
  })
  it('leaves a page on the storefront origin as it is (it posts to its own origin)', () => {
    expect(cardPageAddress('/api/payment/hosted/s1?locale=he', 'http://localhost:5173/booking/checkout')).toEqual({
      url: '/api/payment/hosted/s1?locale=he',
      origin: 'http://localhost:5173',
    })
  })
  it('is null for an address that is not http(s)', () => {
    expect(cardPageAddress('javascript:alert(1)', 'http://localhost:5173/')).toBeNull()
  })
})
