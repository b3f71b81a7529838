/**
 * Issue 12/13 server-side sessions (customers' and staff's alike): the cookie carries a random
 * session id, storage only its hash. A session ends at its idle expiry (extended by each use) or
 * its absolute expiry, whichever comes first, or at logout.
 */
export interface NewSession {
  readonly idHash: string
  /** The customer's or the staff user's id. */
  readonly ownerId: number
  readonly idleExpiresAt: number
  readonly absoluteExpiresAt: number
}

export interface Sessions {
  create(session: NewSession): Promise<void>
  /**
   * The owner of a live session (idle and absolute expiry both ahead), its idle expiry moved to
   * `idleExpiresAt` (never past the absolute expiry); null for an unknown or expired session.
   */
  touch(idHash: string, idleExpiresAt: number): Promise<number | null>
  /** Ends a session (logout, or the old session at a new login); the owner's expired sessions go with it. */
  delete(idHash: string): Promise<void>
}

/** How long sessions last. */
export interface SessionLifetimes {
  readonly sessionIdleMs: number
  readonly sessionAbsoluteMs: number
}
