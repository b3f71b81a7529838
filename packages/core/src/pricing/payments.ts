import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import { agorot, type Agorot } from '../money/money'
import type { Cart } from '../model/cart'
import { balanceDue } from './cart-totals'

/**
 * §9 paying by card in instalments. The number of payments defaults to 1; the range allowed
 * comes from configuration. The amount is split in whole agorot: every instalment gets the
 * same share and the agorot left over go one each to the first instalments, so the
 * instalments differ by at most one agora and add up exactly to the amount.
 */

/** §9 default numberOfPayments. */
export const DEFAULT_NUMBER_OF_PAYMENTS = 1

/** §9 the numbers of payments configuration allows, inclusive. */
export interface PaymentsRange {
  readonly min: number
  readonly max: number
}

/** §9 the choices to offer: every whole number in the range (just the default when the range is empty). */
export const numberOfPaymentsOptions = (range: PaymentsRange): readonly number[] => {
  const min = Math.max(DEFAULT_NUMBER_OF_PAYMENTS, Math.ceil(range.min))
  const max = Math.floor(range.max)
  return max < min ? [DEFAULT_NUMBER_OF_PAYMENTS] : Array.from({ length: max - min + 1 }, (_, i) => min + i)
}

/** §9 sets the cart's number of payments; INVALID_AMOUNT { min, max } when it is not one of the options. */
export const chooseNumberOfPayments = (cart: Cart, numberOfPayments: number, range: PaymentsRange): Result<Cart> => {
  const options = numberOfPaymentsOptions(range)
  if (!options.includes(numberOfPayments)) {
    return E.left(kartisError('INVALID_AMOUNT', { min: options[0] ?? 1, max: options[options.length - 1] ?? 1 }))
  }
  return E.right({ ...cart, numberOfPayments })
}

/**
 * §9 splits an amount into `count` instalments summing exactly to it, the remainder spread
 * agora by agora over the first ones. `count` must be a whole number ≥ 1 and the amount ≥ 0:
 * anything else is a bug in the caller (chooseNumberOfPayments guards the count), so it throws.
 */
export const instalments = (amount: Agorot, count: number): readonly Agorot[] => {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`instalment count must be ≥ 1, got ${count}`)
  if (amount < 0) throw new RangeError(`instalments of a negative amount: ${amount}`)
  const share = Math.floor(amount / count)
  const remainder = amount - share * count
  return Array.from({ length: count }, (_, i) => agorot(share + (i < remainder ? 1 : 0)))
}

/** §9 the card instalments of the cart: its balance due over its number of payments. */
export const cartInstalments = (cart: Cart): readonly Agorot[] =>
  instalments(balanceDue(cart), Math.max(DEFAULT_NUMBER_OF_PAYMENTS, cart.numberOfPayments))
