import { randomBytes } from 'node:crypto'

/** Crockford's base32: digits and capitals without I, L, O and U, so a code read aloud is not misheard. */
export const CROCKFORD_BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** §3 the shape of a reservationIdentifier: 'KR-' and 8 base32 characters (40 random bits). */
export const RESERVATION_IDENTIFIER_PATTERN = /^KR-[0-9A-HJKMNP-TV-Z]{8}$/

/** Source of new reservation identifiers; the store retries on the (rare) collision. */
export type ReservationIdentifierSource = () => string

/** §3 a reservationIdentifier from 5 bytes (40 bits → 8 base32 characters). */
export const reservationIdentifierFrom = (bytes: Uint8Array): string => {
  if (bytes.length !== 5) throw new RangeError(`need 5 bytes, got ${bytes.length}`)
  let bits = 0n
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte)
  let text = ''
  for (let shift = 35n; shift >= 0n; shift -= 5n) text += CROCKFORD_BASE32.charAt(Number((bits >> shift) & 31n))
  return `KR-${text}`
}

/** §3 a random reservationIdentifier, from the system's cryptographic source. */
export const randomReservationIdentifier: ReservationIdentifierSource = () => reservationIdentifierFrom(randomBytes(5))

/** §3 the ticketIdentifier of the n-th line (from 1) of a reservation: 'KR-XXXXXXXX-01'. */
export const ticketIdentifier = (reservationIdentifier: string, line: number): string =>
  `${reservationIdentifier}-${String(line).padStart(2, '0')}`
