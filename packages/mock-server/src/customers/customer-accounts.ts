import type { Result } from '@kartis/core'

/** §3 a customer account as the box office keeps it. */
export interface CustomerAccount {
  readonly id: number
  readonly firstName: string
  readonly lastName: string
  /** Israeli ID number, nine digits; null when not given. */
  readonly ssn: string | null
  readonly email: string | null
  /** 05XXXXXXXX. */
  readonly mobile: string
  /** The customer proved the mobile number with an SMS code: the customer area then shows what it bought with it. */
  readonly mobileVerified: boolean
  /** argon2id; null when the customer has no password. */
  readonly passwordHash: string | null
  readonly isSmsAllowed: boolean
  readonly isEmailAllowed: boolean
  readonly isMailingAllowed: boolean
  readonly address1: string | null
  readonly city: string | null
  /** YYYY-MM-DD. */
  readonly dateOfBirth: string | null
  readonly createdAt: number
}

/** §3 a new customer account: its details but the profile's optional ones, which the customer fills in later. */
export type NewCustomerAccount = Omit<CustomerAccount, 'id' | 'address1' | 'city' | 'dateOfBirth' | 'createdAt'>

/** §7 PUT /customer-area/customers/{id}: the details a customer changes, already checked by the §5 rules. */
export interface CustomerAccountDetails {
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly mobile: string
  readonly address1: string | null
  readonly city: string | null
  readonly dateOfBirth: string | null
}

/** Issue 12 the customer accounts: who may log in, by which mobile number, ID number or e-mail. */
export interface CustomerAccounts {
  get(id: number): Promise<CustomerAccount | null>
  findByMobile(mobile: string): Promise<CustomerAccount | null>
  findBySsn(ssn: string): Promise<CustomerAccount | null>
  /** Compared in lower case. */
  findByEmail(email: string): Promise<CustomerAccount | null>
  /** CUSTOMER_SAVE_FAILED when the mobile number, ID number or e-mail is another customer's. */
  create(account: NewCustomerAccount): Promise<Result<CustomerAccount>>
  /**
   * §7 the details update. A changed mobile number is no longer verified (until the customer
   * logs in with it by SMS). CUSTOMER_SAVE_FAILED when the mobile number or e-mail is another
   * customer's; CUSTOMER_NOT_FOUND for an unknown id.
   */
  updateDetails(id: number, details: CustomerAccountDetails): Promise<Result<CustomerAccount>>
  /** The customer proved its mobile number now. */
  markMobileVerified(id: number): Promise<void>
}
