import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import type { Cart, CartDonationItem } from '../model/cart'
import type { Donation, DonationDetail } from '../model/donation'
import { setDonationItem } from '../orders/donation-items'
import { requireSelection } from '../orders/quantities'
import type { DonationDesk } from '../ports/donation-sales'
import { checkLineQuantity, checkOnlyKind, sequenceResults, unable, type PricedSale } from './sale-pricing'

interface FoundLine {
  readonly cause: Donation
  readonly detail: DonationDetail
  readonly line: CartDonationItem
}

/** §3 a donation line found at the desk: its cause and detail, and for a fixed amount the amount the cart showed the desk's. */
const findLine = (desk: DonationDesk, line: CartDonationItem): Result<FoundLine> => {
  const cause = desk.causes.find((candidate) => candidate.id === line.donationId)
  if (cause === undefined) return E.left(unable('donation-not-on-sale', { donationId: line.donationId }))
  const detail = cause.details.find((candidate) => candidate.id === line.donationDetailId)
  if (detail === undefined) return E.left(unable('donation-detail-not-on-sale', { donationDetailId: line.donationDetailId }))
  const quantity = checkLineQuantity(line.quantity, 'cart.donations.quantity')
  if (E.isLeft(quantity)) return quantity
  if (line.amount !== detail.amount) return E.left(kartisError('PRICE_CHANGED', { donationDetailId: detail.id }))
  return E.right({ cause, detail, line })
}

/**
 * Issue 14 §9 a donation order priced again from the box office's desk: each line's cause and
 * detail must be taking donations (UNABLE_TO_PROCESS_ORDER otherwise) with the fixed amount the
 * cart showed (PRICE_CHANGED); the core's setDonationItem rebuilds the lines, checking a free
 * amount (INVALID_AMOUNT, DONATION_AMOUNT_OUT_OF_RANGE within the detail's bounds), and
 * requireSelection wants one (SELECTION_REQUIRED). A donation order has no extras; vouchers and
 * gift cards may pay it; the order charge is the desk's.
 */
export const priceDonationCart = (desk: DonationDesk, cart: Cart): Result<PricedSale> => {
  const kind = checkOnlyKind(cart, 'donations')
  if (E.isLeft(kind)) return kind
  const [product] = cart.products
  if (product !== undefined) return E.left(unable('product-not-sold-here', { productId: product.id }))
  const lines = sequenceResults(cart.donations.map((line) => findLine(desk, line)))
  if (E.isLeft(lines)) return lines
  let priced: Result<Cart> = E.right({ ...cart, donations: [] })
  for (const { detail, line } of lines.right)
    priced = E.chain((so: Cart) => setDonationItem(so, line.donationId, detail, line.quantity, line.customAmount))(priced)
  const selected = E.chain(requireSelection)(priced)
  if (E.isLeft(selected)) return selected
  return E.right({
    cart: { ...selected.right, globalServiceCharge: desk.serviceCharge },
    saleLines: selected.right.donations.map((item) => ({
      kind: 'donation' as const,
      itemId: item.donationId,
      priceId: item.donationDetailId,
      name: lines.right.find((l) => l.cause.id === item.donationId)?.cause.name ?? '',
      quantity: item.quantity,
      amount: item.customAmount ?? item.amount,
      jumperDateOfBirth: null,
    })),
    products: [],
    vouchersToIssue: [],
    payableByVouchers: true,
  })
}
