import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import type { Cart, CartVoucherItem } from '../model/cart'
import type { Voucher, VoucherPrice } from '../model/voucher'
import { requireSelection } from '../orders/quantities'
import { setVoucherQuantity } from '../orders/voucher-items'
import type { VoucherShop } from '../ports/voucher-sales'
import { checkWaiverAge } from '../validation/age'
import { checkLineQuantity, checkOnlyKind, priceSaleProduct, sequenceResults, unable, type PricedSale, type SaleLine } from './sale-pricing'

interface PricedLine {
  readonly voucher: Voucher
  readonly price: VoucherPrice
  readonly line: CartVoucherItem
}

/**
 * §5 the waiver's age check on the box office: a line of a voucher with an age range carries the
 * jumper's date of birth (FORM_INVALID { name: 'jumperDateOfBirth' } without a real one), whose
 * age on the voucher's date (else `today`) the range must take (WAIVER_AGE_NOT_SUITED { age,
 * minAge, maxAge }, -1 for no bound) — the core's checkWaiverAge, as the storefront checks it.
 */
const checkJumperAge = (voucher: Voucher, line: CartVoucherItem, today: string): Result<string | null> => {
  if (voucher.ageRange === null) return E.right(null)
  const birth = line.jumperDateOfBirth ?? ''
  const checked = checkWaiverAge(voucher.ageRange, birth, line.date ?? today)
  if (E.isRight(checked)) return E.right(birth.slice(0, 10))
  const { age, minAge, maxAge } = checked.left.params
  return E.left(
    typeof age === 'number'
      ? kartisError('WAIVER_AGE_NOT_SUITED', { systemVoucherId: voucher.systemVoucherId, age, minAge: minAge ?? -1, maxAge: maxAge ?? -1 })
      : kartisError('FORM_INVALID', { name: 'jumperDateOfBirth', systemVoucherId: voucher.systemVoucherId }),
  )
}

/** §3 a voucher line found in the shop: the voucher, its price and date on sale, and the price the cart showed the catalogue's. */
const findLine = (shop: VoucherShop, line: CartVoucherItem): Result<PricedLine> => {
  const voucher = shop.vouchers.find((candidate) => candidate.systemVoucherId === line.systemVoucherId)
  if (voucher === undefined) return E.left(unable('voucher-not-on-sale', { systemVoucherId: line.systemVoucherId }))
  const price = voucher.prices.find((candidate) => candidate.systemVoucherPriceId === line.systemVoucherPriceId)
  if (price === undefined) return E.left(unable('voucher-price-not-on-sale', { systemVoucherPriceId: line.systemVoucherPriceId }))
  if (line.date !== null && !voucher.dates.includes(line.date)) return E.left(unable('voucher-date-not-on-sale', { date: line.date }))
  const quantity = checkLineQuantity(line.quantity, 'cart.vouchers.Quantity')
  if (E.isLeft(quantity)) return quantity
  if (line.price !== price.price) return E.left(kartisError('PRICE_CHANGED', { systemVoucherPriceId: price.systemVoucherPriceId }))
  return E.right({ voucher, price, line })
}

/**
 * Issue 14 §9 never trust a client's price: a voucher order priced again from the box office's
 * shop. Each line's voucher, price and date must be on sale (UNABLE_TO_PROCESS_ORDER otherwise) at
 * the price the cart showed (PRICE_CHANGED); a waiver voucher's line needs a jumper whose age
 * (on the voucher's date, else `today`, YYYY-MM-DD in Jerusalem) it suits (checkJumperAge); the
 * core's setVoucherQuantity rebuilds the lines (more than 10 of one is MAX_QUANTITY_EXCEEDED) and
 * requireSelection wants one (SELECTION_REQUIRED); extras come from the shop's products; the
 * order charge is the shop's. Vouchers and gift cards may not pay for vouchers and gift cards:
 * VOUCHER_PAYMENT_NOT_ALLOWED; a mixed cart, a hold or a modification is refused (checkOnlyKind).
 */
export const priceVoucherCart = (shop: VoucherShop, cart: Cart, today: string): Result<PricedSale> => {
  const kind = checkOnlyKind(cart, 'vouchers')
  if (E.isLeft(kind)) return kind
  if (cart.voucherPayments.length > 0) return E.left(kartisError('VOUCHER_PAYMENT_NOT_ALLOWED'))
  const lines = sequenceResults(cart.vouchers.map((line) => findLine(shop, line)))
  if (E.isLeft(lines)) return lines
  const jumpers = sequenceResults(lines.right.map(({ voucher, line }) => checkJumperAge(voucher, line, today)))
  if (E.isLeft(jumpers)) return jumpers
  let priced: Result<Cart> = E.right({ ...cart, vouchers: [], products: [] })
  lines.right.forEach(({ price, line }, index) => {
    const jumper = jumpers.right[index] ?? null
    priced = E.chain((so: Cart) => {
      const same = so.vouchers.find(
        (held) =>
          held.systemVoucherId === line.systemVoucherId &&
          held.systemVoucherPriceId === line.systemVoucherPriceId &&
          held.date === line.date,
      )
      const item = {
        systemVoucherId: line.systemVoucherId,
        systemVoucherPriceId: price.systemVoucherPriceId,
        price: price.price,
        date: line.date,
        redemptionData: price.redemptionData?.reference ?? null,
        ...(jumper === null ? {} : { jumperDateOfBirth: jumper }),
      }
      return setVoucherQuantity(so, item, (same?.quantity ?? 0) + line.quantity)
    })(priced)
  })
  const selected = E.chain(requireSelection)(priced)
  if (E.isLeft(selected)) return selected
  const products = sequenceResults(cart.products.map((line) => priceSaleProduct(shop.products, line)))
  if (E.isLeft(products)) return products
  const byLine = (item: CartVoucherItem): PricedLine | undefined =>
    lines.right.find(
      (l) => l.voucher.systemVoucherId === item.systemVoucherId && l.price.systemVoucherPriceId === item.systemVoucherPriceId,
    )
  const saleLines = selected.right.vouchers.flatMap((item): readonly SaleLine[] => {
    const found = byLine(item)
    return found === undefined
      ? []
      : [
          {
            kind: 'voucher',
            itemId: item.systemVoucherId,
            priceId: item.systemVoucherPriceId,
            name: found.voucher.name,
            quantity: item.quantity,
            amount: item.price,
            jumperDateOfBirth: item.jumperDateOfBirth ?? null,
          },
        ]
  })
  return E.right({
    cart: { ...selected.right, products: products.right, globalServiceCharge: shop.serviceCharge },
    saleLines,
    products: products.right,
    vouchersToIssue: selected.right.vouchers.flatMap((item) => {
      const found = byLine(item)
      return found === undefined
        ? []
        : [{ name: found.voucher.name, isGiftCard: found.voucher.isGiftCard, balance: item.price, quantity: item.quantity }]
    }),
    payableByVouchers: false,
  })
}
