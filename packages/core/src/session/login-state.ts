import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import type { Customer, CustomerInfo } from '../model/customer'

/** §9 SMS fallback: at most 1 further code after the first. */
export const SMS_FALLBACK_MAX_ATTEMPTS = 1

/** §9 the SMS fallback is offered 20 seconds after a code was sent. */
export const SMS_FALLBACK_DELAY_MS = 20_000

/** §9 codes a visitor may request in one login: the first SMS and the one fallback. */
export const SMS_MAX_REQUESTS = 1 + SMS_FALLBACK_MAX_ATTEMPTS

/** §2 the login form's options. */
export interface LoginOptions {
  /** Send the code by e-mail instead of SMS. */
  readonly sendByEmail: boolean
  /** Logging in to finish an order (the ?checkout variant). */
  readonly forCheckout: boolean
}

/** §4 where the login dialog is: closed → form → verify SMS → logged in. */
export type LoginFlow =
  | { readonly step: 'closed' }
  | { readonly step: 'form'; readonly options: LoginOptions }
  | {
      readonly step: 'verify'
      readonly options: LoginOptions
      readonly mobileNumber: string
      /** Clock time the last code was sent. */
      readonly sentAt: number
    }
  | { readonly step: 'loggedIn' }

/** §4 login state of a session: the stored customer, the SMS attempts left and the dialog. */
export interface LoginState {
  readonly customer: Customer | null
  readonly smsAttemptsLeft: number
  readonly flow: LoginFlow
}

/** §4 a new session: nobody logged in, dialog closed. */
export const initialLoginState: LoginState = { customer: null, smsAttemptsLeft: SMS_MAX_REQUESTS, flow: { step: 'closed' } }

/** §4 logged in means having CustomerIds. */
export const isLoggedIn = (customer: Pick<Customer, 'customerIds'> | null): boolean => customer !== null && customer.customerIds.length > 0

/** §4 logged in for checkout: CustomerIds, or else a mobile number or an e-mail address. */
export const isLoggedInForCheckout = (info: Pick<CustomerInfo, 'customerIds' | 'mobileNumber' | 'email'>): boolean =>
  isLoggedIn(info) || info.mobileNumber.trim() !== '' || info.email.trim() !== ''

/** §4 the login form opens with its options; a fresh form gives a fresh set of SMS attempts. */
export const openLogin = (state: LoginState, options: LoginOptions): LoginState => ({
  ...state,
  smsAttemptsLeft: state.flow.step === 'closed' || state.flow.step === 'loggedIn' ? SMS_MAX_REQUESTS : state.smsAttemptsLeft,
  flow: { step: 'form', options },
})

/** §4 closes the login dialog; the customer, if any, stays. */
export const closeLogin = (state: LoginState): LoginState => ({ ...state, flow: { step: 'closed' } })

/** §8 whether another code may be requested: OTP_ATTEMPTS_EXCEEDED when no attempt is left. */
export const canRequestSms = (state: LoginState): Result<void> =>
  state.smsAttemptsLeft > 0 ? E.right(undefined) : E.left(kartisError('OTP_ATTEMPTS_EXCEEDED'))

/**
 * §4 after a mobile login request the SMS attempts counter is decremented and the verify form
 * follows (from the form, or from the verify form for a resend); OTP_ATTEMPTS_EXCEEDED when none
 * is left. An answer arriving after the dialog was closed still uses the attempt but opens nothing.
 */
export const smsRequested = (state: LoginState, mobileNumber: string, now: number): Result<LoginState> =>
  E.map((): LoginState => {
    const flow = state.flow
    const smsAttemptsLeft = state.smsAttemptsLeft - 1
    if (flow.step !== 'form' && flow.step !== 'verify') return { ...state, smsAttemptsLeft }
    return { ...state, smsAttemptsLeft, flow: { step: 'verify', options: flow.options, mobileNumber, sentAt: now } }
  })(canRequestSms(state))

/** §9 when the SMS fallback may be offered: 20 s after the last code, while an attempt is left; null when never. */
export const smsFallbackAt = (state: LoginState): number | null =>
  state.flow.step === 'verify' && state.smsAttemptsLeft > 0 ? state.flow.sentAt + SMS_FALLBACK_DELAY_MS : null

/** §4 back from the verify form to the login form (to correct the number), keeping the attempts used. */
export const backToLoginForm = (state: LoginState): LoginState =>
  state.flow.step === 'verify' ? { ...state, flow: { step: 'form', options: state.flow.options } } : state

/** §4 on a successful login the customer is stored. */
export const loggedIn = (state: LoginState, customer: Customer): LoginState => ({
  ...state,
  customer,
  smsAttemptsLeft: SMS_MAX_REQUESTS,
  flow: { step: 'loggedIn' },
})

/** §4 login/refresh sets the customer, wherever the dialog is. */
export const customerRefreshed = (state: LoginState, customer: Customer): LoginState => ({ ...state, customer })

/** §4 logout clears the customer. */
export const loggedOut = (state: LoginState): LoginState => ({ ...state, customer: null, flow: { step: 'closed' } })

/** §4 login/refresh sets customer info: the order's customer details from the stored customer. */
export const customerInfoOf = (customer: Customer, current: CustomerInfo): CustomerInfo => ({
  ...current,
  customerIds: customer.customerIds,
  firstName: customer.firstName,
  lastName: customer.lastName,
  ssn: customer.ssn,
  email: customer.email,
  mobileNumber: customer.mobileNumber,
  ...(customer.address1 === undefined ? {} : { address1: customer.address1 }),
  ...(customer.address2 === undefined ? {} : { address2: customer.address2 }),
  ...(customer.city === undefined ? {} : { city: customer.city }),
  ...(customer.postalCode === undefined ? {} : { postalCode: customer.postalCode }),
  ...(customer.dateOfBirth === undefined ? {} : { dateOfBirth: customer.dateOfBirth }),
  isMailingAllowed: customer.isMailingAllowed,
})
