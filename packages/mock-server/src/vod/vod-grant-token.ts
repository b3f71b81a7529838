import { createHmac, timingSafeEqual } from 'node:crypto'

/** §2 what a viewing grant names: the reservation, the VOD item, and until when (epoch ms). */
export interface VodGrantClaims {
  readonly reservationIdentifier: string
  readonly vodId: number
  readonly expiresAt: number
}

/** The grants' own key, derived from the box office's secret (a token of another kind cannot pass as a grant). */
const keyOf = (secret: string): Buffer => createHmac('sha256', secret).update('kartis vod grant v1').digest()

const signatureOf = (secret: string, payload: string): Buffer => createHmac('sha256', keyOf(secret)).update(payload).digest()

/** §2 a grant as the browser keeps it (in an httpOnly cookie): its claims in base64url, a dot, their HMAC-SHA256. */
export const signVodGrant = (secret: string, claims: VodGrantClaims): string => {
  const payload = Buffer.from(JSON.stringify([claims.reservationIdentifier, claims.vodId, claims.expiresAt])).toString('base64url')
  return `${payload}.${signatureOf(secret, payload).toString('base64url')}`
}

const claimsOf = (payload: string): VodGrantClaims | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 3) return null
    const fields: readonly unknown[] = value
    const [reservationIdentifier, vodId, expiresAt] = fields
    return typeof reservationIdentifier === 'string' && Number.isSafeInteger(vodId) && Number.isSafeInteger(expiresAt)
      ? { reservationIdentifier, vodId: Number(vodId), expiresAt: Number(expiresAt) }
      : null
  } catch {
    return null
  }
}

/**
 * §2 the claims of a grant this box office signed, while it lasts: null for anything else (no
 * token, a forged or altered one, one signed under another secret, an expired one). The
 * signature is compared in constant time, before the claims are read.
 */
export const verifyVodGrant = (secret: string, token: string | undefined, now: number): VodGrantClaims | null => {
  const [payload, signature, ...rest] = (token ?? '').split('.')
  if (payload === undefined || signature === undefined || rest.length > 0 || payload === '') return null
  const expected = signatureOf(secret, payload)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const claims = claimsOf(payload)
  return claims !== null && claims.expiresAt > now ? claims : null
}
