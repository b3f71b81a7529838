import * as E from 'fp-ts/Either'
import { Secret, TOTP } from 'otpauth'
import { kartisError, type Clock, type Result, type StaffLoginStep, type StaffUser } from '@kartis/core'
import { passwordMatches } from '../customers/passwords'
import { newSessionId, sessionIdHashOf } from '../customers/secrets'
import type { StaffAccounts } from './staff-accounts'
import type { StaffConfig } from './staff-config'
import type { StaffLoginChallenges } from './staff-login-challenges'

export interface StaffLoginDeps {
  readonly accounts: StaffAccounts
  readonly challenges: StaffLoginChallenges
  readonly clock: Pick<Clock, 'now'>
  readonly config: StaffConfig
}

const loginFailed = (): Result<never> => E.left(kartisError('STAFF_LOGIN_FAILED'))

/** Issue 13 a TOTP of RFC 6238 as authenticator apps make it: SHA-1, 6 digits, 30 seconds. */
export const totpOf = (base32Secret: string, label = 'Kartis'): TOTP =>
  new TOTP({ issuer: 'Kartis', label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(base32Secret) })

/** Issue 13 a new TOTP secret (160 random bits, base32) for `npm run staff -- add --totp`. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

const TOTP_PERIOD_MS = 30_000

/** Issue 13 the 30-second step a code is of when it is the secret's now (one step of clock drift either way); null when it is not. */
export const totpStepOf = (base32Secret: string, code: string, now: number): number | null => {
  if (!/^\d{6}$/.test(code.trim())) return null
  const delta = totpOf(base32Secret).validate({ token: code.trim(), timestamp: now, window: 1 })
  return delta === null ? null : Math.floor(now / TOTP_PERIOD_MS) + delta
}

/**
 * Issue 13 the first step of a staff login: the password checked (argon2id; a wrong e-mail, a
 * disabled account and a wrong password are the same STAFF_LOGIN_FAILED, in the same time). An
 * account without a second factor is logged in; one with TOTP gets a challenge for its code.
 */
export const checkStaffPassword = async (deps: StaffLoginDeps, email: string, password: string): Promise<Result<StaffLoginStep>> => {
  const credentials = await deps.accounts.credentialsOf(email)
  if (!(await passwordMatches(credentials?.passwordHash ?? null, password)) || credentials === null) return loginFailed()
  if (credentials.totpSecret === null) return E.right({ kind: 'loggedIn', user: credentials.user })
  const challenge = newSessionId()
  await deps.challenges.create(sessionIdHashOf(challenge), credentials.user.staffId, deps.clock.now() + deps.config.totpStepTtlMs)
  return E.right({ kind: 'totpRequired', challenge })
}

/**
 * Issue 13 the second step: the challenge still live (5 minutes, 5 codes) and the code right and
 * not used before (RFC 6238 §5.2: a code is accepted once). STAFF_TOTP_FAILED otherwise (a
 * tried-out or expired challenge: log in again).
 */
export const checkStaffTotp = async (deps: StaffLoginDeps, challenge: string, code: string): Promise<Result<StaffUser>> => {
  const idHash = sessionIdHashOf(challenge)
  const staffId = await deps.challenges.attempt(idHash, deps.config.maxTotpAttempts)
  const credentials = staffId === null ? null : await deps.accounts.credentialsById(staffId)
  const secret = credentials?.totpSecret ?? null
  const step = credentials === null || secret === null ? null : totpStepOf(secret, code, deps.clock.now())
  if (credentials === null || step === null || !(await deps.accounts.useTotpStep(credentials.user.staffId, step)))
    return E.left(kartisError('STAFF_TOTP_FAILED'))
  await deps.challenges.delete(idHash)
  return E.right(credentials.user)
}
