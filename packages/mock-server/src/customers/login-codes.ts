/**
 * §4 why a code was asked for: the customer area's login, a login on the way to checkout (§7
 * /customer/mobile-login), §2 the VOD screen, or issue 15 §5 a ticket type's one-time-code look-up.
 */
export type LoginCodePurpose = 'customerArea' | 'checkout' | 'vod' | 'ticketLookup'

/** §9 a one-time login code as stored: its hash, never the code. */
export interface NewLoginCode {
  readonly visitorUuid: string
  readonly purpose: LoginCodePurpose
  /** What was asked for ('mobile:05…' or 'ssn:…'): limits count per target. */
  readonly target: string
  /** Where the code was sent; null when nothing was sent (no customer has the ID number). */
  readonly phone: string | null
  readonly customerId: number | null
  /** Validation creates the customer (sendSmsRegardlessOfCustomerExistence, or a first login by mobile). */
  readonly createsCustomer: boolean
  readonly codeHash: string
  readonly expiresAt: number
  readonly clientAddress: string
}

/** A code waiting to be typed. */
export interface PendingLoginCode {
  readonly id: number
  readonly phone: string | null
  readonly customerId: number | null
  readonly createsCustomer: boolean
  readonly codeHash: string
  readonly attempts: number
  readonly createdAt: number
}

/** How many codes went out since a moment, and when the latest did. */
export interface CodesSince {
  readonly count: number
  readonly latestAt: number | null
}

/** Issue 12 the one-time login codes. */
export interface LoginCodes {
  issue(code: NewLoginCode): Promise<void>
  /** The visitor's latest code of the purpose, not consumed and not expired (and for `phone` when given); null otherwise. */
  pending(visitorUuid: string, purpose: LoginCodePurpose, phone?: string): Promise<PendingLoginCode | null>
  /** Codes the visitor asked for with the purpose after `since` and has not logged in with. */
  ofVisitorSince(visitorUuid: string, purpose: LoginCodePurpose, since: number): Promise<CodesSince>
  /** Codes asked for the target after `since`. */
  ofTargetSince(target: string, since: number): Promise<number>
  /** Codes sent to the phone after `since`. */
  ofPhoneSince(phone: string, since: number): Promise<number>
  /**
   * Claims one attempt at the code, atomically: the attempts count after this one, or null when
   * `maxAttempts` were used already (or it was consumed meanwhile). Concurrent guesses each take
   * a slot, so no more than `maxAttempts` are ever compared.
   */
  claimAttempt(id: number, maxAttempts: number): Promise<number | null>
  /** Consumes the code: true when this call did (a code logs in once). */
  consume(id: number): Promise<boolean>
}

/** Issue 12 the /customer/{token} links already used: each logs in once. */
export interface RedeemedLoginLinks {
  /** Records the link's token id as used: true when this call did, false when it was used before. */
  redeem(tokenId: string, customerId: number): Promise<boolean>
}
