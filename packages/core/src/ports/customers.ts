import type { Result } from '../errors/error-codes'
import type { Customer } from '../model/customer'

/** §7 POST /customer/login: e-mail and password login (§6). */
export interface EmailLogin {
  readonly email: string
  readonly password: string
}

/** §7 POST /customer/mobile-login body. */
export interface MobileLoginRequest {
  readonly mobileNumber: string
  /** Send the SMS even when no customer has this number (a new customer at checkout). */
  readonly sendSmsRegardlessOfCustomerExistence: boolean
}

/** §7 the SMS code the customer typed for a mobile number. */
export interface SmsCodeValidation {
  readonly mobileNumber: string
  readonly smsCode: string
}

/** §3 customer form "location (branch)": a location the customer may belong to. */
export interface Branch {
  readonly id: number
  readonly name: string
}

/** §7 PUT /customer-area/customers/{id} body: the details a customer may change. */
export interface CustomerDetailsUpdate {
  readonly customerId: number
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly mobileNumber: string
  readonly address1?: string
  readonly city?: string
  /** YYYY-MM-DD. */
  readonly dateOfBirth?: string
}

/** §7 customer: who is buying, and their details (login results carry the customer's members). */
export interface Customers {
  /** §7 POST /customer/login (memberships included): §8 LOGIN_FAILED on wrong details. */
  login(credentials: EmailLogin): Promise<Result<Customer>>
  /** §7 POST /customer/refresh: the session's customer, with members. */
  refresh(): Promise<Result<Customer>>
  /** §7 POST /customer/logout */
  logout(): Promise<Result<void>>
  /** §7 GET /customer/locations */
  locations(): Promise<Result<readonly Branch[]>>
  /** §7 POST /customer/mobile-login: sends the SMS code. */
  requestMobileLogin(request: MobileLoginRequest): Promise<Result<void>>
  /** §7 POST /customer/mobile-login-validation-area: §8 INVALID_SMS_CODE on a wrong code. */
  validateMobileLogin(validation: SmsCodeValidation): Promise<Result<Customer>>
  /** §7 PUT /customer-area/customers/{id}: §8 CUSTOMER_SAVE_FAILED on failure. */
  update(details: CustomerDetailsUpdate): Promise<Result<void>>
}
