import { createHmac, timingSafeEqual } from 'node:crypto'

/** How a signed text is written: the text, a separator, then the first characters of its HMAC-SHA256 in hex. */
export interface SignatureFormat {
  readonly separator: string
  /** Hex characters of the HMAC kept (4 bits each). */
  readonly length: number
  readonly letters: 'lower' | 'upper'
}

const signatureOf = (text: string, key: string | Buffer, format: SignatureFormat): string => {
  const hex = createHmac('sha256', key).update(text).digest('hex').slice(0, format.length)
  return format.letters === 'upper' ? hex.toUpperCase() : hex
}

/** The text followed by the separator and its signature under the key. */
export const signText = (text: string, key: string | Buffer, format: SignatureFormat): string =>
  `${text}${format.separator}${signatureOf(text, key, format)}`

/**
 * The text of a signed text whose signature is the key's; null for anything else (no separator,
 * nothing before it, another signature). The signatures are compared in constant time, so how
 * long a refusal takes says nothing of how much of a forged signature was right.
 */
export const textOfSigned = (signed: string, key: string | Buffer, format: SignatureFormat): string | null => {
  const at = signed.lastIndexOf(format.separator)
  if (at <= 0) return null
  const text = signed.slice(0, at)
  const given = Buffer.from(signed.slice(at + format.separator.length), 'utf8')
  const expected = Buffer.from(signatureOf(text, key, format), 'utf8')
  // timingSafeEqual needs equal lengths; the length of a signature is no secret.
  return given.length === expected.length && timingSafeEqual(given, expected) ? text : null
}
