import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** Issue 12 a new session id: 256 random bits, in the cookie only (storage keeps its hash). */
export const newSessionId = (): string => randomBytes(32).toString('base64url')

/** Issue 12 what storage keeps of a session id: its SHA-256 (the id has 256 bits of entropy: no salt needed). */
export const sessionIdHashOf = (sessionId: string): string => createHash('sha256').update(sessionId).digest('hex')

/** §9 a one-time login code: six digits from the operating system's cryptographic randomness. */
export const newLoginCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

/**
 * §9 what storage keeps of a code: an HMAC under the server's secret, bound to the visitor and the
 * purpose it was asked for (six digits alone would be found from a plain hash in a moment).
 */
export const loginCodeHashOf = (secret: string, visitorUuid: string, purpose: string, code: string): string =>
  createHmac('sha256', secret).update(`${visitorUuid}\n${purpose}\n${code}`).digest('hex')

/** A hash no code has: what is stored when no code was sent, so nothing can log in with it. */
export const unmatchableHash = (): string => randomBytes(32).toString('hex')

/** Compares two hex hashes in constant time (no early exit revealing how much matched). */
export const sameHash = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
