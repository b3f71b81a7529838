import type { Result } from '../errors/error-codes'
import type { Customer } from '../model/customer'

/**
 * §7 POST /customer-area/mobile-login body: by mobile number (the code goes to it), or §6
 * bySsnSms, by Israeli ID number (the code goes to the mobile number the customer has on file).
 * Either way the answer is the same whether or not such a customer exists.
 */
export type CustomerAreaLoginRequest =
  | { readonly method: 'mobile'; readonly mobileNumber: string; readonly forCheckout: boolean }
  | { readonly method: 'ssn'; readonly ssn: string; readonly forCheckout: boolean }

/** §7 what the customer-area login request answers: whether a fallback (§9 SMS fallback) may be offered. */
export interface CustomerAreaLoginChallenge {
  readonly isFallbackEnabled: boolean
}

/** §7 customer area: the logged-in customer's tickets, memberships, vouchers and VOD items. */
export interface CustomerArea {
  /** §7 POST /customer-area/mobile-login */
  requestMobileLogin(request: CustomerAreaLoginRequest): Promise<Result<CustomerAreaLoginChallenge>>
  /** §7 POST /customer-area/mobile-login-validation: the customer-area session. */
  validateMobileLogin(smsCode: string): Promise<Result<Customer>>
  /** §7 GET /customer-area/customerAreaData (with a token from route /customer/{token} when given). */
  customerAreaData(jwtToken?: string): Promise<Result<Customer>>
  /** §7 POST /customer-area/logout */
  logout(): Promise<Result<void>>
  /**
   * §2 the login form's "send by e-mail" (designed: POST /customer-area/login-link): e-mails a
   * one-time /customer/{token} link to the customer with the address; the same answer when none has it.
   */
  requestLoginLinkByEmail(email: string): Promise<Result<void>>
}
