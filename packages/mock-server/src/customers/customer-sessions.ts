/**
 * Issue 12 server-side customer sessions: the cookie carries a random session id, storage only
 * its hash. A session ends at its idle expiry (extended by each use) or its absolute expiry,
 * whichever comes first, or at logout.
 */
export interface NewCustomerSession {
  readonly idHash: string
  readonly customerId: number
  readonly idleExpiresAt: number
  readonly absoluteExpiresAt: number
}

export interface CustomerSessions {
  create(session: NewCustomerSession): Promise<void>
  /**
   * The customer of a live session (idle and absolute expiry both ahead), its idle expiry moved
   * to `idleExpiresAt` (never past the absolute expiry); null for an unknown or expired session.
   */
  touch(idHash: string, idleExpiresAt: number): Promise<number | null>
  /** Ends a session (logout, or the old session at a new login); the customer's expired sessions go with it. */
  delete(idHash: string): Promise<void>
}
