import { SMS_FALLBACK_DELAY_MS, kartisError, type Result } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { createRandom, type Random } from '../demo/prng'

/** Issue 12 a one-time code is valid 5 minutes. */
export const SMS_CODE_VALIDITY_MS = 5 * 60_000

/** Issue 12 at most 5 wrong tries per code; the fifth wrong one ends the code. */
export const SMS_CODE_MAX_WRONG_TRIES = 5

/** Issue 12 codes one number may be sent in a validity period: the first, the §9 fallback, and one login more. */
export const SMS_CODES_PER_NUMBER = 3

/** §7 a text the box office sent: the development outbox tests read codes from. */
export interface SentSms {
  readonly to: string
  readonly code: string
  /** Epoch milliseconds. */
  readonly sentAt: number
}

/** The code a visitor is waiting to type, and for whom. */
export interface PendingCode {
  readonly mobileNumber: string
  /** The customer the code logs in; null for a number no customer has. */
  readonly customerId: number | null
  readonly code: string
  readonly expiresAt: number
  wrongTries: number
}

/** What a code is sent for. */
export interface CodeRequest {
  readonly uuid: string
  /** What the limits count by: the number, or the ID number a login asked with. */
  readonly limitKey: string
  /** Where the code goes ('' when nobody has the ID number asked with). */
  readonly mobileNumber: string
  readonly customerId: number | null
  /** Whether a text goes out: not to a number no customer has, unless asked to (a new customer at checkout). */
  readonly deliver: boolean
}

/**
 * Issue 12 one-time login codes in memory, as the server keeps them: six digits, one pending
 * code per visitor, valid 5 minutes, 5 wrong tries, at most 3 codes to a number in 5 minutes
 * and none within the §9 fallback's 20 seconds of the last (TOO_MANY_REQUESTS). A number no
 * customer has gets the same answer but no text, so nobody learns who is a customer.
 */
export class SmsCodes {
  readonly outbox: SentSms[] = []
  private readonly pending = new Map<string, PendingCode>()
  private readonly requests = new Map<string, number[]>()
  private readonly random: Random

  constructor(seed: number) {
    this.random = createRandom(seed)
  }

  /** Sends a new code for the visitor (the earlier one no longer counts); TOO_MANY_REQUESTS past the limits. */
  send(request: CodeRequest, now: number): Result<void> {
    const recent = (this.requests.get(request.limitKey) ?? []).filter((at) => now - at < SMS_CODE_VALIDITY_MS)
    const last = recent[recent.length - 1]
    if (recent.length >= SMS_CODES_PER_NUMBER || (last !== undefined && now - last < SMS_FALLBACK_DELAY_MS))
      return E.left(kartisError('TOO_MANY_REQUESTS'))
    this.requests.set(request.limitKey, [...recent, now])
    const code = String(this.random.int(0, 999_999)).padStart(6, '0')
    this.pending.set(request.uuid, {
      mobileNumber: request.mobileNumber,
      customerId: request.customerId,
      code,
      expiresAt: now + SMS_CODE_VALIDITY_MS,
      wrongTries: 0,
    })
    if (request.deliver) this.outbox.push({ to: request.mobileNumber, code, sentAt: now })
    return E.right(undefined)
  }

  /**
   * The visitor's pending code, used up when it matches (and, when given, was sent to
   * `mobileNumber`): INVALID_SMS_CODE for a wrong, expired or missing code;
   * OTP_ATTEMPTS_EXCEEDED on the fifth wrong try, which ends the code.
   */
  verify(uuid: string, smsCode: string, now: number, mobileNumber?: string): Result<PendingCode> {
    const pending = this.pending.get(uuid)
    if (pending === undefined || pending.expiresAt <= now || (mobileNumber !== undefined && pending.mobileNumber !== mobileNumber)) {
      return E.left(kartisError('INVALID_SMS_CODE'))
    }
    if (pending.code === smsCode.trim()) {
      this.pending.delete(uuid)
      return E.right(pending)
    }
    pending.wrongTries += 1
    if (pending.wrongTries < SMS_CODE_MAX_WRONG_TRIES) return E.left(kartisError('INVALID_SMS_CODE'))
    this.pending.delete(uuid)
    return E.left(kartisError('OTP_ATTEMPTS_EXCEEDED'))
  }

  /** §7 the last code texted to a number (what the development outbox shows), or null. */
  lastCodeTo(mobileNumber: string): string | null {
    return this.outbox.findLast((sms) => sms.to === mobileNumber)?.code ?? null
  }
}
