import * as t from 'io-ts'
import { fromShekels, toShekels, ZERO, type Agorot } from '@kartis/core'
import { readNumber } from './scalars'

/**
 * §9 money on the wire is decimal shekels (45.9, or the text "45.90"); inside, agorot.
 * Amounts above a trillion shekels are refused: past that a double no longer converts
 * to agorot and back exactly.
 */
export const MAX_WIRE_SHEKELS = 1e12

const readShekels = (u: unknown, signed: boolean): Agorot | null => {
  const shekels = readNumber(u)
  if (shekels === null || Math.abs(shekels) > MAX_WIRE_SHEKELS) return null
  if (!signed && shekels < 0) return null
  const amount = fromShekels(shekels)
  // Rounding can give -0 (from -0.001, say); the domain has one zero.
  return amount === 0 ? ZERO : amount
}

const isAgorot = (u: unknown): u is Agorot => typeof u === 'number' && Number.isSafeInteger(u)

/** §9 a price (never negative): decimal shekels on the wire, agorot in the domain. */
export const Shekels = new t.Type<Agorot, number, unknown>(
  'shekels (≥ 0)',
  (u): u is Agorot => isAgorot(u) && u >= 0 && !Object.is(u, -0),
  (u, c) => {
    const amount = readShekels(u, false)
    return amount === null ? t.failure(u, c) : t.success(amount)
  },
  toShekels,
)

/** §9 an amount that may be negative (credits, refunds, history movements), in shekels on the wire. */
export const SignedShekels = new t.Type<Agorot, number, unknown>(
  'shekels',
  (u): u is Agorot => isAgorot(u) && !Object.is(u, -0),
  (u, c) => {
    const amount = readShekels(u, true)
    return amount === null ? t.failure(u, c) : t.success(amount)
  },
  toShekels,
)
