import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import type { Result } from '../errors/error-codes'
import type { Cart, CartVoucherItem } from '../model/cart'
import { setLine } from './cart-lines'
import { checkMaxQuantity, MAX_VOUCHER_QUANTITY } from './quantities'

/** What tells voucher lines apart: the voucher, its price and (for dated vouchers) the date. */
export type VoucherLineKey = Pick<CartVoucherItem, 'systemVoucherId' | 'systemVoucherPriceId' | 'date'>

const sameVoucherLine =
  (key: VoucherLineKey) =>
  (item: CartVoucherItem): boolean =>
    item.systemVoucherId === key.systemVoucherId && item.systemVoucherPriceId === key.systemVoucherPriceId && item.date === key.date

/**
 * §3/§5 adds, updates or (at 0) removes a voucher line; more than 10 of one line is
 * MAX_QUANTITY_EXCEEDED with { max: 10 }.
 */
export const setVoucherQuantity = (cart: Cart, line: Omit<CartVoucherItem, 'quantity'>, quantity: number): Result<Cart> =>
  pipe(
    checkMaxQuantity(quantity, MAX_VOUCHER_QUANTITY),
    E.map((q) => ({
      ...cart,
      vouchers: setLine(cart.vouchers, sameVoucherLine(line), q === 0 ? null : { ...line, quantity: q }),
    })),
  )

/** §3 removes a voucher line (nothing changes when it is not there). */
export const removeVoucherItem = (cart: Cart, key: VoucherLineKey): Cart => ({
  ...cart,
  vouchers: setLine(cart.vouchers, sameVoucherLine(key), null),
})
