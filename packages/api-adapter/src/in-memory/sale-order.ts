import {
  cataloguePriceOf,
  checkMembershipSeats,
  formatJerusalemDateTime,
  kartisError,
  priceDonationCart,
  priceVoucherCart,
  theMembershipLine,
  type Cart,
  type EDocumentMembership,
  type PricedSale,
  type Result,
  type SaleLine,
  type VoucherToIssue,
} from '@kartis/core'
import * as E from 'fp-ts/Either'
import type { InMemoryBoxOffice } from './box-office'
import { membershipsOnSaleIn } from './in-memory-membership-sales'

/** Issue 14 what a voucher, donation or membership order sells once priced with the core's rules. */
export interface PricedInMemory {
  /** The cart with the catalogue's prices (what is due is computed from it, never from the client's figures). */
  readonly cart: Cart
  readonly saleLines: readonly SaleLine[]
  readonly vouchersToIssue: readonly VoucherToIssue[]
  /** A membership order's seats, one per presentation it covers, each still to be the visitor's lock. */
  readonly membershipSeats: readonly {
    readonly presentationId: number
    readonly sectionId: number
    readonly x: number
    readonly y: number
  }[]
  /** A membership order's member, issued with the reservation. */
  readonly membership: Omit<EDocumentMembership, 'memberNumber'> | null
}

const ofSale = (sale: PricedSale): PricedInMemory => ({
  cart: sale.cart,
  saleLines: sale.saleLines,
  vouchersToIssue: sale.vouchersToIssue,
  membershipSeats: [],
  membership: null,
})

/** §9 a membership order priced from the memberships on sale now (the core's theMembershipLine, cataloguePriceOf, checkMembershipSeats). */
const priceMembershipOrder = (office: InMemoryBoxOffice, cart: Cart): Result<PricedInMemory> => {
  if (cart.modify !== null || cart.isHold) return E.left(kartisError('UNABLE_TO_PROCESS_ORDER', { reason: 'membership-order-is-paid' }))
  const line = theMembershipLine(cart)
  if (E.isLeft(line)) return line
  const onSale = membershipsOnSaleIn(office).find((candidate) => candidate.membership.membershipId === line.right.membershipId)
  if (onSale === undefined) return E.left(kartisError('NOT_FOUND', { membershipId: line.right.membershipId }))
  const price = cataloguePriceOf(onSale, line.right)
  if (E.isLeft(price)) return price
  const selections = checkMembershipSeats(onSale, line.right.selections ?? [])
  if (E.isLeft(selections)) return selections
  return E.right({
    cart: { ...cart, memberships: [{ ...line.right, price: price.right.price }], globalServiceCharge: null },
    saleLines: [],
    vouchersToIssue: [],
    membershipSeats: selections.right,
    membership: { name: onSale.membership.name, validFrom: onSale.validFrom, validUntil: onSale.validUntil },
  })
}

/**
 * Issue 14 §9 a voucher, donation or membership cart priced in memory as the box office prices it,
 * with the core's rules and the dataset's shop, desk and memberships on sale: the failures of
 * priceVoucherCart (a waiver's jumper aged on today's Jerusalem date), priceDonationCart and the
 * membership rules. Null for an event order (priced by its seats as before).
 */
export const priceSaleInMemory = (office: InMemoryBoxOffice, cart: Cart): Result<PricedInMemory> | null => {
  const sales = office.dataset.sales
  switch (cart.kind) {
    case 'vouchers':
      return sales === undefined
        ? E.left(kartisError('NO_VOUCHERS_FOR_SALE'))
        : E.map(ofSale)(priceVoucherCart(sales.voucherShop, cart, formatJerusalemDateTime(office.now())))
    case 'donations':
      return sales === undefined ? E.left(kartisError('NO_DONATIONS')) : E.map(ofSale)(priceDonationCart(sales.donationDesk, cart))
    case 'memberships':
      return priceMembershipOrder(office, cart)
    case 'events':
    case 'enrolment':
      return null
  }
}
