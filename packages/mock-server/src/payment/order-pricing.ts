import * as E from 'fp-ts/Either'
import type { Cart, Result } from '@kartis/core'
import type { CatalogRepository } from '../storage/catalog-repository'
import { priceDonationCart } from './donation-cart-pricing'
import type { PricedSale } from './sale-pricing'
import { priceCartOnServer, type PricedOrder } from './server-pricing'
import { priceVoucherCart } from './voucher-cart-pricing'

/** §9 a cart priced by the server: an event order, or (issue 14) a sale of vouchers or donations. */
export type PricedCart = { readonly kind: 'events'; readonly order: PricedOrder } | { readonly kind: 'sale'; readonly sale: PricedSale }

const asSale = E.map((sale: PricedSale): PricedCart => ({ kind: 'sale', sale }))

/**
 * §1/§9 prices a cart by its order kind, each kind from its own catalogue and module: vouchers
 * from the voucher shop, donations from the donation desk, the rest as an event order (whose
 * pricing refuses the kinds this server does not sell).
 */
export const priceOrderOnServer = async (catalog: CatalogRepository, cart: Cart): Promise<Result<PricedCart>> => {
  switch (cart.kind) {
    case 'vouchers':
      return asSale(priceVoucherCart(await catalog.voucherShop(), cart))
    case 'donations':
      return asSale(priceDonationCart(await catalog.donationDesk(), cart))
    case 'events':
    case 'memberships':
    case 'enrolment':
      return E.map((order: PricedOrder): PricedCart => ({ kind: 'events', order }))(await priceCartOnServer(catalog, cart))
  }
}
