import * as E from 'fp-ts/Either'
import {
  kartisError,
  requireSelection,
  setVoucherQuantity,
  type Cart,
  type CartVoucherItem,
  type Result,
  type Voucher,
  type VoucherPrice,
  type VoucherShop,
} from '@kartis/core'
import type { ReservedSaleLine } from '../storage/reservation-repository'
import { checkLineQuantity, checkOnlyKind, priceSaleProduct, reservedProductOf, sequence, unable, type PricedSale } from './sale-pricing'

interface PricedLine {
  readonly voucher: Voucher
  readonly price: VoucherPrice
  readonly line: CartVoucherItem
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
 * Issue 14 §9 never trust a client's price: a voucher order priced again from the server's shop.
 * Each line's voucher, price and date must be on sale (UNABLE_TO_PROCESS_ORDER otherwise) at the
 * price the cart showed (PRICE_CHANGED); the core's setVoucherQuantity rebuilds the lines (more
 * than 10 of one is MAX_QUANTITY_EXCEEDED) and requireSelection wants one (SELECTION_REQUIRED);
 * extras come from the shop's products; the order charge is the shop's. Vouchers and gift cards
 * may not pay for vouchers and gift cards: VOUCHER_PAYMENT_NOT_ALLOWED; a mixed cart, a hold or a
 * modification is refused (checkOnlyKind).
 */
export const priceVoucherCart = (shop: VoucherShop, cart: Cart): Result<PricedSale> => {
  const kind = checkOnlyKind(cart, 'vouchers')
  if (E.isLeft(kind)) return kind
  if (cart.voucherPayments.length > 0) return E.left(kartisError('VOUCHER_PAYMENT_NOT_ALLOWED'))
  const lines = sequence(cart.vouchers.map((line) => findLine(shop, line)))
  if (E.isLeft(lines)) return lines
  let priced: Result<Cart> = E.right({ ...cart, vouchers: [], products: [] })
  for (const { price, line } of lines.right) {
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
      }
      return setVoucherQuantity(so, item, (same?.quantity ?? 0) + line.quantity)
    })(priced)
  }
  const selected = E.chain(requireSelection)(priced)
  if (E.isLeft(selected)) return selected
  const products = sequence(cart.products.map((line) => priceSaleProduct(shop.products, line)))
  if (E.isLeft(products)) return products
  const byLine = (item: CartVoucherItem): PricedLine | undefined =>
    lines.right.find(
      (l) => l.voucher.systemVoucherId === item.systemVoucherId && l.price.systemVoucherPriceId === item.systemVoucherPriceId,
    )
  const saleLines = selected.right.vouchers.flatMap((item): readonly ReservedSaleLine[] => {
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
          },
        ]
  })
  return E.right({
    cart: { ...selected.right, products: products.right, globalServiceCharge: shop.serviceCharge },
    saleLines,
    products: products.right.map(reservedProductOf),
    vouchersToIssue: selected.right.vouchers.flatMap((item) => {
      const found = byLine(item)
      return found === undefined
        ? []
        : [{ name: found.voucher.name, isGiftCard: found.voucher.isGiftCard, balance: item.price, quantity: item.quantity }]
    }),
    payableByVouchers: false,
  })
}
