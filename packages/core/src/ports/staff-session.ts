import type { Result } from '../errors/error-codes'
import type { StaffUser } from '../staff/staff-user'

/** Issue 13 a staff login's e-mail and password. */
export interface StaffCredentialsInput {
  readonly email: string
  readonly password: string
}

/**
 * Issue 13 what a right password gives: the user, logged in; or, for an account with a second
 * factor, the challenge its TOTP code is checked against (the login is not done yet).
 */
export type StaffLoginStep =
  { readonly kind: 'loggedIn'; readonly user: StaffUser } | { readonly kind: 'totpRequired'; readonly challenge: string }

/** Issue 13 the producer console's login (designed: §7 shows no staff login calls). */
export interface StaffSession {
  /** POST /PRES-live/login: STAFF_LOGIN_FAILED for a wrong e-mail or password (alike). */
  login(credentials: StaffCredentialsInput): Promise<Result<StaffLoginStep>>
  /** POST /PRES-live/login/totp: STAFF_TOTP_FAILED for a wrong or expired code. */
  loginTotp(challenge: string, code: string): Promise<Result<StaffUser>>
  /** POST /PRES-live/logout */
  logout(): Promise<Result<void>>
  /** GET /PRES-live/me: §6 userInfo with businessIds; STAFF_LOGIN_REQUIRED without a session. */
  me(): Promise<Result<StaffUser>>
}
