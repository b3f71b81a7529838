/**
 * Issue 13 the second step of a staff login with TOTP: the password was right, the code is still
 * due. The browser holds a random challenge id (storage its hash), valid a few minutes and for a
 * few wrong codes.
 */
export interface StaffLoginChallenges {
  create(idHash: string, staffId: number, expiresAt: number): Promise<void>
  /** Counts one attempt on a live challenge and answers its staff user; null when unknown, expired or tried out. */
  attempt(idHash: string, maxAttempts: number): Promise<number | null>
  /** The challenge is used (its code was right). */
  delete(idHash: string): Promise<void>
}
