import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { type Customer, EMPTY_CUSTOMER_INFO } from '../model/customer'
import {
  SMS_MAX_REQUESTS,
  backToLoginForm,
  canRequestSms,
  closeLogin,
  customerInfoOf,
  customerRefreshed,
  initialLoginState,
  isLoggedIn,
  isLoggedInForCheckout,
  loggedIn,
  loggedOut,
  openLogin,
  smsFallbackAt,
  smsRequested,
  type LoginState,
} from './login-state'

const customer: Customer = {
  customerIds: [4711],
  firstName: 'דנה',
  lastName: 'לוי',
  ssn: '123456782',
  email: 'dana@example.co.il',
  mobileNumber: '0501234567',
  city: 'תל אביב',
  isSmsAllowed: true,
  isMailingAllowed: true,
  isEmailAllowed: true,
  members: [],
  systemVouchers: [],
  vodTickets: [],
  reservations: [],
  isOperator: false,
}

const OPTIONS = { sendByEmail: false, forCheckout: true }

const right = <T>(result: E.Either<unknown, T>): T => {
  if (E.isLeft(result)) throw new Error(`expected Right, got ${JSON.stringify(result.left)}`)
  return result.right
}

describe('§4 logged in', () => {
  it('logged in means having CustomerIds', () => {
    expect(isLoggedIn(customer)).toBe(true)
    expect(isLoggedIn({ customerIds: [] })).toBe(false)
    expect(isLoggedIn(null)).toBe(false)
  })
  it('for checkout also a mobile number or e-mail counts', () => {
    expect(isLoggedInForCheckout(EMPTY_CUSTOMER_INFO)).toBe(false)
    expect(isLoggedInForCheckout({ ...EMPTY_CUSTOMER_INFO, mobileNumber: '0501234567' })).toBe(true)
    expect(isLoggedInForCheckout({ ...EMPTY_CUSTOMER_INFO, email: 'dana@example.co.il' })).toBe(true)
    expect(isLoggedInForCheckout({ ...EMPTY_CUSTOMER_INFO, customerIds: [1] })).toBe(true)
    expect(isLoggedInForCheckout({ ...EMPTY_CUSTOMER_INFO, mobileNumber: '  ' })).toBe(false)
  })
})

describe('§4 login flow: closed → form (with options) → verify SMS → logged in', () => {
  it('login form opens with options (send by e-mail, login to checkout)', () => {
    const state = openLogin(initialLoginState, { sendByEmail: true, forCheckout: false })
    expect(state.flow).toEqual({ step: 'form', options: { sendByEmail: true, forCheckout: false } })
  })
  it('after a mobile login request the SMS attempts counter is decremented; then the verify form', () => {
    const form = openLogin(initialLoginState, OPTIONS)
    const verify = right(smsRequested(form, '0501234567', 1_000))
    expect(verify.smsAttemptsLeft).toBe(form.smsAttemptsLeft - 1)
    expect(verify.flow).toEqual({ step: 'verify', options: OPTIONS, mobileNumber: '0501234567', sentAt: 1_000 })
  })
  it('§9 SMS fallback at most 1 attempt: a second code may be sent, a third is refused (OTP_ATTEMPTS_EXCEEDED)', () => {
    expect(SMS_MAX_REQUESTS).toBe(2)
    const first = right(smsRequested(openLogin(initialLoginState, OPTIONS), '0501234567', 0))
    const second = right(smsRequested(first, '0501234567', 20_000))
    expect(second.smsAttemptsLeft).toBe(0)
    expect(canRequestSms(second)).toEqual(E.left({ code: 'OTP_ATTEMPTS_EXCEEDED' }))
    expect(smsRequested(second, '0501234567', 40_000)).toEqual(E.left({ code: 'OTP_ATTEMPTS_EXCEEDED' }))
  })
  it('§9 the fallback is offered 20 seconds after the code, while an attempt is left', () => {
    const first = right(smsRequested(openLogin(initialLoginState, OPTIONS), '0501234567', 5_000))
    expect(smsFallbackAt(first)).toBe(25_000)
    const second = right(smsRequested(first, '0501234567', 25_000))
    expect(smsFallbackAt(second)).toBeNull()
    expect(smsFallbackAt(initialLoginState)).toBeNull()
  })
  it('going back to correct the number keeps the attempts used', () => {
    const verify = right(smsRequested(openLogin(initialLoginState, OPTIONS), '0501234567', 0))
    const back = backToLoginForm(verify)
    expect(back.flow).toEqual({ step: 'form', options: OPTIONS })
    expect(back.smsAttemptsLeft).toBe(verify.smsAttemptsLeft)
  })
  it('an answer after the dialog was closed uses the attempt but opens nothing', () => {
    const closed = closeLogin(openLogin(initialLoginState, OPTIONS))
    const after = right(smsRequested(closed, '0501234567', 0))
    expect(after.flow).toEqual({ step: 'closed' })
    expect(after.smsAttemptsLeft).toBe(SMS_MAX_REQUESTS - 1)
  })
  it('on success the customer is stored', () => {
    const verify = right(smsRequested(openLogin(initialLoginState, OPTIONS), '0501234567', 0))
    const done = loggedIn(verify, customer)
    expect(done.customer).toBe(customer)
    expect(done.flow).toEqual({ step: 'loggedIn' })
    expect(isLoggedIn(done.customer)).toBe(true)
  })
  it('logout clears it', () => {
    const out = loggedOut(loggedIn(initialLoginState, customer))
    expect(out.customer).toBeNull()
    expect(out.flow).toEqual({ step: 'closed' })
  })
  it('a new login form after a finished one starts with fresh attempts', () => {
    const used: LoginState = { ...initialLoginState, smsAttemptsLeft: 0 }
    expect(openLogin(used, OPTIONS).smsAttemptsLeft).toBe(SMS_MAX_REQUESTS)
    const verifying = right(smsRequested(openLogin(initialLoginState, OPTIONS), '0501234567', 0))
    expect(openLogin(verifying, OPTIONS).smsAttemptsLeft).toBe(verifying.smsAttemptsLeft)
  })
})

describe('§4 login/refresh sets customer info', () => {
  it('refresh sets the customer without touching the dialog', () => {
    const form = openLogin(initialLoginState, OPTIONS)
    const refreshed = customerRefreshed(form, customer)
    expect(refreshed.customer).toBe(customer)
    expect(refreshed.flow).toEqual(form.flow)
  })
  it("the order's customer details come from the customer, keeping the rest", () => {
    const info = customerInfoOf(customer, { ...EMPTY_CUSTOMER_INFO, locationId: 3 })
    expect(info).toEqual({
      customerIds: [4711],
      firstName: 'דנה',
      lastName: 'לוי',
      ssn: '123456782',
      email: 'dana@example.co.il',
      mobileNumber: '0501234567',
      city: 'תל אביב',
      locationId: 3,
      isMailingAllowed: true,
    })
  })
})
