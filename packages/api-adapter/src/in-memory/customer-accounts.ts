import {
  canonicalMobile,
  kartisError,
  normalizeIsraeliId,
  type CustomerDetailsUpdate,
  type Member,
  type Result,
  type VodTicket,
} from '@kartis/core'
import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { createRandom, type Random } from '../demo/prng'

/** §3 a customer as the in-memory box office keeps them: details, password, and what they hold. */
export interface CustomerAccount {
  readonly customerId: number
  readonly firstName: string
  readonly lastName: string
  /** Nine digits. */
  readonly ssn: string
  readonly email: string
  /** 05XXXXXXXX. */
  readonly mobileNumber: string
  /** §6 e-mail and password login (kept plain: the in-memory box office is for tests and demos only); '' for SMS only. */
  readonly password: string
  readonly address1?: string
  readonly city?: string
  /** YYYY-MM-DD. */
  readonly dateOfBirth?: string
  readonly isMailingAllowed: boolean
  readonly members: readonly Member[]
  /** §3 the codes of the vouchers and gift cards the customer holds (the box office's voucher ledger). */
  readonly voucherCodes: readonly string[]
  readonly vodTickets: readonly VodTicket[]
}

/** §2 /customer/{token}: a lost-login link is good for a day, once. */
export const CUSTOMER_TOKEN_VALIDITY_MS = 24 * 60 * 60_000

interface LoginToken {
  readonly customerId: number
  readonly expiresAt: number
  redeemed: boolean
}

const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * §3/§6 the customers of an in-memory box office, who is logged in in which visitor's session,
 * and the lost-login links (§2 /customer/{token}). Numbers and ID numbers are compared in
 * their normal forms (05XXXXXXXX, nine digits), e-mail addresses ignoring case.
 */
export class CustomerAccounts {
  private readonly accounts = new Map<number, CustomerAccount>()
  private readonly sessions = new Map<string, number>()
  private readonly tokens = new Map<string, LoginToken>()
  private readonly random: Random

  constructor(accounts: readonly CustomerAccount[], seed: number) {
    for (const account of accounts) this.accounts.set(account.customerId, account)
    this.random = createRandom(seed)
  }

  /** §3 a customer by id. */
  byId(customerId: number): CustomerAccount | undefined {
    return this.accounts.get(customerId)
  }

  /** §6 the customer with this mobile number, if any. */
  byMobile(mobileNumber: string): CustomerAccount | undefined {
    const wanted = canonicalMobile(mobileNumber)
    return [...this.accounts.values()].find((account) => canonicalMobile(account.mobileNumber) === wanted)
  }

  /** §6 bySsnSms: the customer with this ID number, if any. */
  bySsn(ssn: string): CustomerAccount | undefined {
    const wanted = O.toNullable(normalizeIsraeliId(ssn))
    return wanted === null ? undefined : [...this.accounts.values()].find((account) => account.ssn === wanted)
  }

  /** §6/§8 e-mail and password: the customer, or LOGIN_FAILED whichever of the two is wrong. */
  withPassword(email: string, password: string): Result<CustomerAccount> {
    const account = [...this.accounts.values()].find((candidate) => sameEmail(candidate.email, email))
    const matches = account !== undefined && account.password !== '' && account.password === password
    return matches ? E.right(account) : E.left(kartisError('LOGIN_FAILED'))
  }

  /** §6 the customer logged in in a visitor's session, if any. */
  loggedIn(uuid: string): CustomerAccount | undefined {
    const customerId = this.sessions.get(uuid)
    return customerId === undefined ? undefined : this.accounts.get(customerId)
  }

  /** §4 a successful login stores the customer in the visitor's session. */
  startSession(uuid: string, customerId: number): void {
    this.sessions.set(uuid, customerId)
  }

  /** §4 logout clears it. */
  endSession(uuid: string): void {
    this.sessions.delete(uuid)
  }

  /**
   * §7 PUT /customer-area/customers/{id}: the logged-in customer's own details only
   * (LOGIN_REQUIRED without a session, CUSTOMER_NOT_FOUND for another customer's id).
   */
  update(uuid: string, details: CustomerDetailsUpdate): Result<CustomerAccount> {
    const account = this.loggedIn(uuid)
    if (account === undefined) return E.left(kartisError('LOGIN_REQUIRED'))
    if (account.customerId !== details.customerId) return E.left(kartisError('CUSTOMER_NOT_FOUND', { customerId: details.customerId }))
    const updated: CustomerAccount = {
      ...account,
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      mobileNumber: canonicalMobile(details.mobileNumber),
      ...(details.address1 === undefined ? {} : { address1: details.address1 }),
      ...(details.city === undefined ? {} : { city: details.city }),
      ...(details.dateOfBirth === undefined ? {} : { dateOfBirth: details.dateOfBirth }),
    }
    this.accounts.set(account.customerId, updated)
    return E.right(updated)
  }

  /** §2 the login links e-mailed ("send by e-mail"), oldest first: what tests read in place of an inbox. */
  readonly emailedLinks: { readonly to: string; readonly token: string }[] = []

  /** §2 "send by e-mail": a lost-login token to the customer with the address (any case); nothing when none has it. */
  emailLoginLink(email: string, now: number): void {
    const account = [...this.accounts.values()].find((candidate) => sameEmail(candidate.email, email))
    if (account !== undefined) this.emailedLinks.push({ to: account.email, token: this.issueToken(account.customerId, now) })
  }

  /** §2 a lost-login link for a customer (what the box office would send them): the token of /customer/{token}. */
  issueToken(customerId: number, now: number): string {
    const token = `T${String(this.random.int(0, 2 ** 31 - 1)).padStart(10, '0')}${this.tokens.size}`
    this.tokens.set(token, { customerId, expiresAt: now + CUSTOMER_TOKEN_VALIDITY_MS, redeemed: false })
    return token
  }

  /**
   * §2/§8 redeems a lost-login link into the visitor's session: CUSTOMER_TOKEN_ERROR for an
   * unknown token, CUSTOMER_TOKEN_REDEEMED the second time, CUSTOMER_TOKEN_EXPIRED after a day.
   */
  redeemToken(uuid: string, token: string, now: number): Result<CustomerAccount> {
    const found = this.tokens.get(token)
    const account = found === undefined ? undefined : this.accounts.get(found.customerId)
    if (found === undefined || account === undefined) return E.left(kartisError('CUSTOMER_TOKEN_ERROR'))
    if (found.redeemed) return E.left(kartisError('CUSTOMER_TOKEN_REDEEMED'))
    if (found.expiresAt <= now) return E.left(kartisError('CUSTOMER_TOKEN_EXPIRED'))
    found.redeemed = true
    this.startSession(uuid, account.customerId)
    return E.right(account)
  }
}
