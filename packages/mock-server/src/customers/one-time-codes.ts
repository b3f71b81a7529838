import * as E from 'fp-ts/Either'
import {
  SMS_FALLBACK_DELAY_MS,
  SMS_MAX_REQUESTS,
  kartisError,
  type Clock,
  type CustomerAreaLoginChallenge,
  type Result,
} from '@kartis/core'
import { hebrewMessageOf } from '../http/hebrew-messages'
import type { SmsLog, SmsSender } from '../sms/sms-sender'
import type { CustomerConfig } from './customer-config'
import type { LoginCodePurpose, LoginCodes, PendingLoginCode } from './login-codes'
import { loginCodeHashOf, newLoginCode, sameHash, unmatchableHash } from './secrets'

/** What the one-time codes need. */
export interface OneTimeCodeDeps {
  readonly codes: LoginCodes
  readonly sms: SmsSender
  readonly clock: Pick<Clock, 'now'>
  readonly config: Pick<CustomerConfig, 'secret' | 'codeTtlMs' | 'maxCodeAttempts' | 'codesPerTargetPerHour'>
  readonly log: SmsLog
}

/** Issue 12 a request for a code, once the server knows where it goes. */
export interface CodeRequest {
  readonly visitorUuid: string
  readonly clientAddress: string
  readonly purpose: LoginCodePurpose
  /** What was asked for: 'mobile:05…' or 'ssn:…'. */
  readonly target: string
  /** Where the code goes; null: nowhere (no customer has the ID number, or no customer has the number and none is to be made). */
  readonly phone: string | null
  readonly customerId: number | null
  readonly createsCustomer: boolean
  /**
   * Whether sending depends on an account existing (by ID number, or by mobile number without
   * sendSmsRegardlessOfCustomerExistence). Such a send is not waited for, so the answer takes the
   * same time either way; a send that happens whatever the account is waited for, and its failure is SMS_FAILED.
   */
  readonly sendRevealsAccount: boolean
}

const HOUR = 3_600_000

const tooMany = (retryAfterMs: number, reason: string): Result<never> =>
  E.left(
    kartisError(
      'TOO_MANY_REQUESTS',
      { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)), reason },
      hebrewMessageOf('TOO_MANY_REQUESTS'),
    ),
  )

/** The login code's SMS, in Hebrew: the code and how long it is valid. */
export const loginCodeSmsText = (code: string, ttlMs: number): string =>
  `קוד הכניסה שלך לקרטיס: ${code}\nהקוד בתוקף ${Math.round(ttlMs / 60_000)} דקות. אין למסור אותו לאף אחד.`

/** §2 the VOD screen's code SMS, in Hebrew: the code and how long it is valid. */
export const vodCodeSmsText = (code: string, ttlMs: number): string =>
  `קוד הצפייה שלך בקרטיס: ${code}\nהקוד בתוקף ${Math.round(ttlMs / 60_000)} דקות. אין למסור אותו לאף אחד.`

/** Issue 15 §5 a ticket type's one-time code SMS, in Hebrew: the code and how long it is valid. */
export const lookupCodeSmsText = (code: string, ttlMs: number): string =>
  `קוד ההטבה שלך לכרטיס בקרטיס: ${code}\nהקוד בתוקף ${Math.round(ttlMs / 60_000)} דקות. אין למסור אותו לאף אחד.`

const SMS_TEXTS: Readonly<Record<LoginCodePurpose, (code: string, ttlMs: number) => string>> = {
  customerArea: loginCodeSmsText,
  checkout: loginCodeSmsText,
  vod: vodCodeSmsText,
  ticketLookup: lookupCodeSmsText,
}

const smsTextOf = (purpose: LoginCodePurpose): ((code: string, ttlMs: number) => string) => SMS_TEXTS[purpose]

/**
 * §9 the limits of sending codes: per visitor, the first code and one fallback (SMS_MAX_REQUESTS)
 * among its codes still open, the fallback no sooner than SMS_FALLBACK_DELAY_MS after the first;
 * per number or ID number asked for, and per phone sent to, codesPerTargetPerHour an hour (per
 * address the route's rate limit). TOO_MANY_REQUESTS with the seconds to wait.
 */
const checkSendLimits = async (deps: OneTimeCodeDeps, request: CodeRequest, now: number): Promise<Result<number>> => {
  const { codes, config } = deps
  const open = await codes.ofVisitorSince(request.visitorUuid, request.purpose, now - config.codeTtlMs)
  if (open.latestAt !== null && open.count >= SMS_MAX_REQUESTS) return tooMany(open.latestAt + config.codeTtlMs - now, 'visitor')
  if (open.latestAt !== null && now - open.latestAt < SMS_FALLBACK_DELAY_MS)
    return tooMany(open.latestAt + SMS_FALLBACK_DELAY_MS - now, 'fallback-timer')
  if ((await codes.ofTargetSince(request.target, now - HOUR)) >= config.codesPerTargetPerHour) return tooMany(HOUR, 'target')
  if (request.phone !== null && (await codes.ofPhoneSince(request.phone, now - HOUR)) >= config.codesPerTargetPerHour)
    return tooMany(HOUR, 'phone')
  return E.right(open.count)
}

/**
 * §4/§9 sends a one-time login code: six random digits, stored only as a keyed hash, valid
 * codeTtlMs (5 minutes), sent by SMS. The answer is the same whether or not a customer has the
 * number or ID number (only where the code goes differs): isFallbackEnabled while the visitor may
 * still ask for the one fallback code. Failures: TOO_MANY_REQUESTS (checkSendLimits), SMS_FAILED.
 */
export const requestLoginCode = async (deps: OneTimeCodeDeps, request: CodeRequest): Promise<Result<CustomerAreaLoginChallenge>> => {
  const now = deps.clock.now()
  const sent = await checkSendLimits(deps, request, now)
  if (E.isLeft(sent)) return sent
  const code = newLoginCode()
  await deps.codes.issue({
    visitorUuid: request.visitorUuid,
    purpose: request.purpose,
    target: request.target,
    phone: request.phone,
    customerId: request.customerId,
    createsCustomer: request.createsCustomer,
    codeHash: request.phone === null ? unmatchableHash() : loginCodeHashOf(deps.config.secret, request.visitorUuid, request.purpose, code),
    expiresAt: now + deps.config.codeTtlMs,
    clientAddress: request.clientAddress,
  })
  const challenge = { isFallbackEnabled: sent.right + 1 < SMS_MAX_REQUESTS }
  if (request.phone === null) return E.right(challenge)
  const delivery = deps.sms.send(request.phone, smsTextOf(request.purpose)(code, deps.config.codeTtlMs))
  if (request.sendRevealsAccount) {
    void delivery.then((result) => {
      if (E.isLeft(result)) deps.log.warn({ code: result.left.code }, 'login code: the SMS was not sent')
    })
    return E.right(challenge)
  }
  const delivered = await delivery
  return E.isLeft(delivered) ? E.left(kartisError('SMS_FAILED', undefined, hebrewMessageOf('SMS_FAILED'))) : E.right(challenge)
}

/**
 * §9 checks a code the visitor typed against its latest open code of the purpose (for `phone`
 * when given): each check first claims one of maxCodeAttempts attempts (so concurrent guesses
 * cannot exceed it), then compares keyed hashes in constant time. The right code is consumed:
 * it logs in once. INVALID_SMS_CODE for a wrong code or none pending; OTP_ATTEMPTS_EXCEEDED on
 * the last wrong attempt and after it (a new code must be asked for).
 */
export const checkLoginCode = async (
  deps: OneTimeCodeDeps,
  visitorUuid: string,
  purpose: LoginCodePurpose,
  typed: string,
  phone?: string,
): Promise<Result<PendingLoginCode>> => {
  const invalid = E.left(kartisError('INVALID_SMS_CODE', undefined, hebrewMessageOf('INVALID_SMS_CODE')))
  const exceeded = E.left(kartisError('OTP_ATTEMPTS_EXCEEDED', undefined, hebrewMessageOf('OTP_ATTEMPTS_EXCEEDED')))
  const pending = await deps.codes.pending(visitorUuid, purpose, phone)
  if (pending === null) return invalid
  const attempt = await deps.codes.claimAttempt(pending.id, deps.config.maxCodeAttempts)
  if (attempt === null) return exceeded
  const matches = sameHash(loginCodeHashOf(deps.config.secret, visitorUuid, purpose, typed.trim()), pending.codeHash)
  if (matches && pending.phone !== null && (await deps.codes.consume(pending.id))) return E.right(pending)
  return attempt >= deps.config.maxCodeAttempts ? exceeded : invalid
}
