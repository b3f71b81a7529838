import { randomBytes } from 'node:crypto'

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const GROUPS = 7
const GROUP_LENGTH = 4
/** 18 bytes give 144 random bits, of which the 28 letters keep 140 (≥ 128, the floor). */
const RANDOM_BYTES = 18

/** The bytes as base32 letters (Crockford), five bits a letter, most significant first; trailing bits beyond `letters` are dropped. */
export const base32 = (bytes: Uint8Array, letters: number): string => {
  let out = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff
    bits += 8
    while (bits >= 5 && out.length < letters) {
      bits -= 5
      out += ALPHABET[(buffer >> bits) & 31] ?? ''
    }
  }
  return out
}

/**
 * §9 a new transaction credit's code: 'CR-' and seven groups of four base32 letters, 140 bits
 * from node:crypto. The code is what entitles its holder to the credit (it is looked up, and
 * spent, by code alone), so it must not be derivable from the reservation number, which is
 * printed on tickets, sent by SMS and put in the QR code.
 */
export const newCreditCode = (random: (size: number) => Uint8Array = randomBytes): string => {
  const letters = base32(random(RANDOM_BYTES), GROUPS * GROUP_LENGTH)
  const groups = Array.from({ length: GROUPS }, (_, index) => letters.slice(index * GROUP_LENGTH, (index + 1) * GROUP_LENGTH))
  return `CR-${groups.join('-')}`
}

/** The facts the credit's SMS names. */
export interface CreditFacts {
  readonly code: string
  readonly reservationIdentifier: string
  /** Shekels, as the customer reads them. */
  readonly amountShekels: number
}

/** §7/§9 the Hebrew SMS telling the customer the code of the credit their cancellation gave: only they are sent it. */
export const creditSmsText = (facts: CreditFacts): string =>
  [
    `הזמנה ${facts.reservationIdentifier} בוטלה.`,
    `זיכוי בסך ₪${facts.amountShekels.toFixed(2)} לרכישה הבאה, קוד הזיכוי: ${facts.code}`,
    'שמרו את הקוד: כל מי שמחזיק בו יכול לממש את הזיכוי.',
  ].join('\n')
