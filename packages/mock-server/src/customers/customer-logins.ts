import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { kartisError, normalizeIsraeliId, type Result } from '@kartis/core'
import type { CustomerAreaLoginTarget } from '@kartis/api-adapter'
import { hebrewMessageOf } from '../http/hebrew-messages'
import type { CustomerAccount, CustomerAccounts } from './customer-accounts'
import type { LoginCodePurpose, PendingLoginCode } from './login-codes'
import { israeliMobileOf } from './mobile-number'
import type { CodeRequest } from './one-time-codes'
import { passwordMatches } from './passwords'

/** Who asked for a code: the visitor and its address. */
export interface Asker {
  readonly visitorUuid: string
  readonly clientAddress: string
}

const invalidMobile = (): Result<never> => E.left(kartisError('invalid_mobileNumber', undefined, hebrewMessageOf('invalid_mobileNumber')))

/** §5 a typed mobile number as 05XXXXXXXX, or invalid_mobileNumber. */
export const mobileOf = (typed: string): Result<string> => {
  const mobile = israeliMobileOf(typed)
  return mobile === null ? invalidMobile() : E.right(mobile)
}

/**
 * §6 the customer area's login (POST /customer-area/mobile-login): by mobile number the code
 * goes to that number whether or not a customer has it (a first login makes the customer, whose
 * tickets bought with the number are then in its area); by ID number (bySsnSms) to the mobile
 * number of the customer with that ID, and nowhere when there is none, with the same answer.
 * invalid_mobileNumber or invalid_ssn for a number that is not one.
 */
export const customerAreaCodeRequest = async (
  accounts: CustomerAccounts,
  asker: Asker,
  target: CustomerAreaLoginTarget,
): Promise<Result<CodeRequest>> => {
  const purpose: LoginCodePurpose = 'customerArea'
  if (target.method === 'mobile') {
    const mobile = mobileOf(target.mobileNumber)
    if (E.isLeft(mobile)) return mobile
    const customer = await accounts.findByMobile(mobile.right)
    return E.right({
      ...asker,
      purpose,
      target: `mobile:${mobile.right}`,
      phone: mobile.right,
      customerId: customer?.id ?? null,
      createsCustomer: customer === null,
      sendRevealsAccount: false,
    })
  }
  const ssn = normalizeIsraeliId(target.ssn)
  if (O.isNone(ssn)) return E.left(kartisError('invalid_ssn', undefined, hebrewMessageOf('invalid_ssn')))
  const customer = await accounts.findBySsn(ssn.value)
  return E.right({
    ...asker,
    purpose,
    target: `ssn:${ssn.value}`,
    phone: customer?.mobile ?? null,
    customerId: customer?.id ?? null,
    createsCustomer: false,
    sendRevealsAccount: true,
  })
}

/**
 * §7 POST /customer/mobile-login (the login on the way to checkout): the code goes to a
 * customer's number, or to any number when sendSmsRegardlessOfCustomerExistence (its validation
 * then makes the customer); the answer is the same either way.
 */
export const checkoutCodeRequest = async (
  accounts: CustomerAccounts,
  asker: Asker,
  typedMobile: string,
  regardlessOfExistence: boolean,
): Promise<Result<CodeRequest>> => {
  const mobile = mobileOf(typedMobile)
  if (E.isLeft(mobile)) return mobile
  const customer = await accounts.findByMobile(mobile.right)
  const sends = customer !== null || regardlessOfExistence
  return E.right({
    ...asker,
    purpose: 'checkout',
    target: `mobile:${mobile.right}`,
    phone: sends ? mobile.right : null,
    customerId: customer?.id ?? null,
    createsCustomer: customer === null && regardlessOfExistence,
    sendRevealsAccount: !regardlessOfExistence,
  })
}

/**
 * §4 the customer a right code logs in: the one it was sent for (its number now proved), the
 * one that has meanwhile taken the number, or a new customer with it (names to be filled in the
 * profile). CUSTOMER_NOT_FOUND should the code name neither.
 */
export const customerOfCode = async (accounts: CustomerAccounts, code: PendingLoginCode): Promise<Result<CustomerAccount>> => {
  const phone = code.phone
  if (phone === null) return E.left(kartisError('CUSTOMER_NOT_FOUND'))
  const known = code.customerId === null ? await accounts.findByMobile(phone) : await accounts.get(code.customerId)
  if (known !== null) {
    if (known.mobile === phone && !known.mobileVerified) await accounts.markMobileVerified(known.id)
    return E.right({ ...known, mobileVerified: known.mobileVerified || known.mobile === phone })
  }
  if (!code.createsCustomer) return E.left(kartisError('CUSTOMER_NOT_FOUND'))
  const created = await accounts.create({
    firstName: '',
    lastName: '',
    ssn: null,
    email: null,
    mobile: phone,
    mobileVerified: true,
    passwordHash: null,
    isSmsAllowed: false,
    isEmailAllowed: false,
    isMailingAllowed: false,
  })
  if (E.isRight(created)) return created
  // Made by a concurrent login with the same number a moment ago: that customer.
  const raced = await accounts.findByMobile(phone)
  return raced === null ? created : E.right(raced)
}

/**
 * §7 POST /customer/login: the customer whose e-mail (any case) and password match. LOGIN_FAILED
 * alike for an unknown e-mail, a customer without a password and a wrong password, after the
 * same argon2 work in each case (passwordMatches).
 */
export const customerOfPassword = async (accounts: CustomerAccounts, email: string, password: string): Promise<Result<CustomerAccount>> => {
  const customer = email.trim() === '' ? null : await accounts.findByEmail(email)
  const matches = await passwordMatches(customer?.passwordHash ?? null, password)
  return customer !== null && matches ? E.right(customer) : E.left(kartisError('LOGIN_FAILED', undefined, hebrewMessageOf('LOGIN_FAILED')))
}
