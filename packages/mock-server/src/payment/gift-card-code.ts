import { randomBytes } from 'node:crypto'
import { base32 } from './credit-code'

const GROUPS = 5
const GROUP_LENGTH = 4
/** 13 bytes give 104 random bits, of which the 20 letters keep 100 (≥ 80, the floor). */
const RANDOM_BYTES = 13

/**
 * Issue 14 a new gift card's or voucher's code: 'GC-' and five groups of four base32 letters,
 * 100 bits from node:crypto. Whoever holds the code may spend its balance (GET /payment/voucher
 * finds it by code alone), so it is drawn at random, never from the reservation number.
 */
export const newGiftCardCode = (random: (size: number) => Uint8Array = randomBytes): string => {
  const letters = base32(random(RANDOM_BYTES), GROUPS * GROUP_LENGTH)
  const groups = Array.from({ length: GROUPS }, (_, index) => letters.slice(index * GROUP_LENGTH, (index + 1) * GROUP_LENGTH))
  return `GC-${groups.join('-')}`
}
