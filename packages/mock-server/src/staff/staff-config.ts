/**
 * Issue 13 how staff logins behave: sessions end after 30 minutes idle or 12 hours from the login
 * (a working day; a back office stays logged in less than a customer), a TOTP step lasts 5
 * minutes and allows 5 codes.
 */
export interface StaffConfig {
  readonly sessionIdleMs: number
  readonly sessionAbsoluteMs: number
  readonly totpStepTtlMs: number
  readonly maxTotpAttempts: number
}

const MINUTE = 60_000

export const DEFAULT_STAFF_CONFIG: StaffConfig = {
  sessionIdleMs: 30 * MINUTE,
  sessionAbsoluteMs: 12 * 60 * MINUTE,
  totpStepTtlMs: 5 * MINUTE,
  maxTotpAttempts: 5,
}
