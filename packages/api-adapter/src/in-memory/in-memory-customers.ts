import { kartisError, normalizeMobile } from '@kartis/core'
import type {
  Branch,
  Customer,
  CustomerDetailsUpdate,
  Customers,
  EmailLogin,
  MobileLoginRequest,
  Result,
  SmsCodeValidation,
} from '@kartis/core'
import * as E from 'fp-ts/Either'
import type { VisitorIdentity } from '../http/visitor-identity'
import type { InMemoryBoxOffice } from './box-office'
import type { CustomerAccount } from './customer-accounts'
import { customerOf, newCustomerWithMobile } from './customer-view'
import type { PendingCode } from './sms-codes'

/** §7 customers in memory: e-mail and password login, SMS login by number, refresh, logout, branches and the details update. */
export class InMemoryCustomers implements Customers {
  constructor(
    private readonly office: InMemoryBoxOffice,
    private readonly visitor: VisitorIdentity,
  ) {}

  /** §7 POST /customer/login: logs the customer in; LOGIN_FAILED whichever detail is wrong. */
  login(credentials: EmailLogin): Promise<Result<Customer>> {
    return Promise.resolve(
      E.map((account: CustomerAccount) => this.logIn(account))(this.office.customers.withPassword(credentials.email, credentials.password)),
    )
  }

  /** §7 POST /customer/refresh: the session's customer; LOGIN_REQUIRED without one. */
  refresh(): Promise<Result<Customer>> {
    const account = this.office.customers.loggedIn(this.visitor.uuid())
    return Promise.resolve(account === undefined ? E.left(kartisError('LOGIN_REQUIRED')) : E.right(customerOf(this.office, account)))
  }

  /** §7 POST /customer/logout */
  logout(): Promise<Result<void>> {
    this.office.customers.endSession(this.visitor.uuid())
    return Promise.resolve(E.right(undefined))
  }

  /** §7 GET /customer/locations: the box office's locations, named by their first venue. */
  locations(): Promise<Result<readonly Branch[]>> {
    const branches = new Map<number, string>()
    for (const presentation of this.office.dataset.presentations)
      if (!branches.has(presentation.locationId))
        branches.set(presentation.locationId, presentation.venueName ?? String(presentation.locationId))
    return Promise.resolve(E.right([...branches].map(([id, name]) => ({ id, name }))))
  }

  /**
   * §7 POST /customer/mobile-login: texts a code to a customer's number, or to any number when
   * asked to regardless (a new customer at checkout); the answer is the same either way.
   * invalid_mobileNumber for a malformed number, TOO_MANY_REQUESTS past the limits.
   */
  requestMobileLogin(request: MobileLoginRequest): Promise<Result<void>> {
    const uuid = this.visitor.uuid()
    const now = this.office.now()
    return Promise.resolve(
      E.chain((mobileNumber: string) => {
        const account = this.office.customers.byMobile(mobileNumber)
        return this.office.smsCodes.send(
          {
            uuid,
            limitKey: mobileNumber,
            mobileNumber,
            customerId: account?.customerId ?? null,
            deliver: account !== undefined || request.sendSmsRegardlessOfCustomerExistence,
          },
          now,
        )
      })(E.fromOption(() => kartisError('invalid_mobileNumber'))(normalizeMobile(request.mobileNumber))),
    )
  }

  /** §7 POST /customer/mobile-login-validation-area: the code sent to that number logs its customer in (INVALID_SMS_CODE, OTP_ATTEMPTS_EXCEEDED). */
  validateMobileLogin(validation: SmsCodeValidation): Promise<Result<Customer>> {
    const mobileNumber = normalizeMobile(validation.mobileNumber)
    if (mobileNumber._tag === 'None') return Promise.resolve(E.left(kartisError('INVALID_SMS_CODE')))
    return Promise.resolve(
      E.map((pending: PendingCode): Customer => {
        const account = pending.customerId === null ? undefined : this.office.customers.byId(pending.customerId)
        return account === undefined ? newCustomerWithMobile(pending.mobileNumber) : this.logIn(account)
      })(this.office.smsCodes.verify(this.visitor.uuid(), validation.smsCode, this.office.now(), mobileNumber.value)),
    )
  }

  /**
   * §7 PUT /customer-area/customers/{id}: the logged-in customer's own details (LOGIN_REQUIRED,
   * CUSTOMER_NOT_FOUND); CUSTOMER_SAVE_FAILED for a number that is not an Israeli mobile or an empty name or e-mail.
   */
  update(details: CustomerDetailsUpdate): Promise<Result<void>> {
    const uuid = this.visitor.uuid()
    if (this.office.customers.loggedIn(uuid) === undefined) return Promise.resolve(E.left(kartisError('LOGIN_REQUIRED')))
    const incomplete = [details.firstName, details.lastName, details.email].some((value) => value.trim() === '')
    if (incomplete || normalizeMobile(details.mobileNumber)._tag === 'None')
      return Promise.resolve(E.left(kartisError('CUSTOMER_SAVE_FAILED')))
    return Promise.resolve(E.map(() => undefined)(this.office.customers.update(uuid, details)))
  }

  private logIn(account: CustomerAccount): Customer {
    this.office.customers.startSession(this.visitor.uuid(), account.customerId)
    return customerOf(this.office, account)
  }
}
