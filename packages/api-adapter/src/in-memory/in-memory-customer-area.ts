import { email as emailRule, kartisError, normalizeIsraeliId, normalizeMobile } from '@kartis/core'
import type { Customer, CustomerArea, CustomerAreaLoginChallenge, CustomerAreaLoginRequest, Result } from '@kartis/core'
import * as E from 'fp-ts/Either'
import type { VisitorIdentity } from '../http/visitor-identity'
import type { InMemoryBoxOffice } from './box-office'
import type { CustomerAccount } from './customer-accounts'
import { customerOf, newCustomerWithMobile } from './customer-view'
import type { CodeRequest } from './sms-codes'

/** §9 the in-memory box office always offers the SMS fallback. */
const CHALLENGE: CustomerAreaLoginChallenge = { isFallbackEnabled: true }

/**
 * §6 where a customer-area login code goes: the number typed, or the number on file of the ID
 * number typed (bySsnSms). invalid_mobileNumber / invalid_ssn for malformed input; a number or
 * ID number no customer has is answered alike but texted nothing (except a number logging in
 * to check out, which may be a new customer's).
 */
const codeRequest = (office: InMemoryBoxOffice, uuid: string, request: CustomerAreaLoginRequest): Result<CodeRequest> => {
  if (request.method === 'mobile') {
    return E.map((mobileNumber: string): CodeRequest => {
      const account = office.customers.byMobile(mobileNumber)
      return {
        uuid,
        limitKey: mobileNumber,
        mobileNumber,
        customerId: account?.customerId ?? null,
        deliver: account !== undefined || request.forCheckout,
      }
    })(E.fromOption(() => kartisError('invalid_mobileNumber'))(normalizeMobile(request.mobileNumber)))
  }
  return E.map((ssn: string): CodeRequest => {
    const account = office.customers.bySsn(ssn)
    return {
      uuid,
      limitKey: ssn,
      mobileNumber: account?.mobileNumber ?? '',
      customerId: account?.customerId ?? null,
      deliver: account !== undefined,
    }
  })(E.fromOption(() => kartisError('invalid_ssn'))(normalizeIsraeliId(request.ssn)))
}

/** §7 the customer area in memory: SMS login by number or ID number, the logged-in customer's data, a lost-login link, logout. */
export class InMemoryCustomerArea implements CustomerArea {
  constructor(
    private readonly office: InMemoryBoxOffice,
    private readonly visitor: VisitorIdentity,
  ) {}

  /** §7 POST /customer-area/mobile-login: sends a code (see codeRequest; TOO_MANY_REQUESTS past SmsCodes' limits). */
  requestMobileLogin(request: CustomerAreaLoginRequest): Promise<Result<CustomerAreaLoginChallenge>> {
    const now = this.office.now()
    return Promise.resolve(
      E.map(() => CHALLENGE)(
        E.chain((code: CodeRequest) => this.office.smsCodes.send(code, now))(codeRequest(this.office, this.visitor.uuid(), request)),
      ),
    )
  }

  /**
   * §7 POST /customer-area/mobile-login-validation: the visitor's code (INVALID_SMS_CODE,
   * OTP_ATTEMPTS_EXCEEDED) logs its customer in; a new customer at checkout gets only the number.
   */
  validateMobileLogin(smsCode: string): Promise<Result<Customer>> {
    const uuid = this.visitor.uuid()
    return Promise.resolve(
      E.map(({ customerId, mobileNumber }: { readonly customerId: number | null; readonly mobileNumber: string }): Customer => {
        const account = customerId === null ? undefined : this.office.customers.byId(customerId)
        if (account === undefined) return newCustomerWithMobile(mobileNumber)
        this.office.customers.startSession(uuid, account.customerId)
        return customerOf(this.office, account)
      })(this.office.smsCodes.verify(uuid, smsCode, this.office.now())),
    )
  }

  /**
   * §7 GET /customer-area/customerAreaData: the logged-in customer (LOGIN_REQUIRED without one);
   * with a lost-login token, the token's customer, logged in (CUSTOMER_TOKEN_REDEEMED, _EXPIRED, _ERROR).
   */
  customerAreaData(jwtToken?: string): Promise<Result<Customer>> {
    const uuid = this.visitor.uuid()
    if (jwtToken !== undefined)
      return Promise.resolve(
        E.map((account: CustomerAccount) => customerOf(this.office, account))(
          this.office.customers.redeemToken(uuid, jwtToken, this.office.now()),
        ),
      )
    const account = this.office.customers.loggedIn(uuid)
    return Promise.resolve(account === undefined ? E.left(kartisError('LOGIN_REQUIRED')) : E.right(customerOf(this.office, account)))
  }

  /** §7 POST /customer-area/logout */
  logout(): Promise<Result<void>> {
    this.office.customers.endSession(this.visitor.uuid())
    return Promise.resolve(E.right(undefined))
  }

  /** §2 "send by e-mail": a lost-login token for the customer with the address, in the office's e-mail outbox; invalid_email for a malformed one. */
  requestLoginLinkByEmail(email: string): Promise<Result<void>> {
    const address = email.trim()
    if (address === '' || E.isLeft(emailRule('email')(address))) return Promise.resolve(E.left(kartisError('invalid_email')))
    this.office.customers.emailLoginLink(address, this.office.now())
    return Promise.resolve(E.right(undefined))
  }
}
