import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import type { Cart, CartDonationItem } from '../model/cart'
import type { DonationDetail } from '../model/donation'
import { agorot, type Agorot } from '../money/money'
import { assertQuantity, setLine } from './cart-lines'

/** What tells donation lines apart: the cause and the detail (amount) chosen. */
export type DonationLineKey = Pick<CartDonationItem, 'donationId' | 'donationDetailId'>

const sameDonationLine =
  (key: DonationLineKey) =>
  (item: CartDonationItem): boolean =>
    item.donationId === key.donationId && item.donationDetailId === key.donationDetailId

/** §3 a custom donation amount is a positive whole number of agorot, else INVALID_AMOUNT. */
export const checkCustomAmount = (amount: number): Result<Agorot> =>
  Number.isSafeInteger(amount) && amount > 0 ? E.right(agorot(amount)) : E.left(kartisError('INVALID_AMOUNT'))

const SHEKELS = /^(\d+)(?:\.(\d{1,2}))?$/

/** §3/§9 a custom amount typed in shekels (at most two decimals, e.g. "50" or "12.5"), as agorot; else INVALID_AMOUNT. */
export const parseCustomAmount = (text: string): Result<Agorot> => {
  const match = SHEKELS.exec(text.trim())
  if (match === null) return E.left(kartisError('INVALID_AMOUNT'))
  const [, whole = '', fraction = ''] = match
  return checkCustomAmount(Number(whole) * 100 + Number(fraction.padEnd(2, '0')))
}

/**
 * §5 a free donation amount within its detail's bounds (inclusive): DONATION_AMOUNT_OUT_OF_RANGE
 * with the bounds in shekels otherwise, so the message can name them.
 */
export const checkDonationAmount = (detail: DonationDetail, amount: Agorot): Result<Agorot> =>
  amount >= detail.minAmount && amount <= detail.maxAmount
    ? E.right(amount)
    : E.left(kartisError('DONATION_AMOUNT_OUT_OF_RANGE', { min: detail.minAmount / 100, max: detail.maxAmount / 100 }))

/**
 * §3 adds, updates or (at quantity 0) removes a donation line for one detail of a cause. A
 * custom-amount detail needs a positive whole agorot amount (INVALID_AMOUNT otherwise) within
 * the detail's bounds (DONATION_AMOUNT_OUT_OF_RANGE); a fixed detail ignores any custom amount given.
 */
export const setDonationItem = (
  cart: Cart,
  donationId: number,
  detail: DonationDetail,
  quantity: number,
  customAmount: number | null = null,
): Result<Cart> => {
  assertQuantity(quantity)
  const key = { donationId, donationDetailId: detail.id }
  if (quantity === 0) return E.right(removeDonationItem(cart, key))
  const amount: Result<Agorot | null> = detail.isCustomAmount
    ? E.chain((typed: Agorot) => checkDonationAmount(detail, typed))(checkCustomAmount(customAmount ?? Number.NaN))
    : E.right(null)
  return E.map((custom: Agorot | null) => ({
    ...cart,
    donations: setLine(cart.donations, sameDonationLine(key), {
      ...key,
      quantity,
      customAmount: custom,
      amount: detail.amount,
    }),
  }))(amount)
}

/** §3 removes a donation line (nothing changes when it is not there). */
export const removeDonationItem = (cart: Cart, key: DonationLineKey): Cart => ({
  ...cart,
  donations: setLine(cart.donations, sameDonationLine(key), null),
})
