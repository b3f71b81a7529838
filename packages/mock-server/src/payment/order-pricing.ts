import * as E from 'fp-ts/Either'
import { formatJerusalemDateTime, priceDonationCart, priceVoucherCart, type Cart, type PricedSale, type Result } from '@kartis/core'
import type { CatalogRepository } from '../storage/catalog-repository'
import type { ChargeVenues } from './order-service-charge'
import { priceCartOnServer, type PricedOrder } from './server-pricing'

/** §9 a cart priced by the server: an event order, or (issue 14) a sale of vouchers or donations. */
export type PricedCart = { readonly kind: 'events'; readonly order: PricedOrder } | { readonly kind: 'sale'; readonly sale: PricedSale }

const asSale = E.map((sale: PricedSale): PricedCart => ({ kind: 'sale', sale }))

/**
 * §1/§9 prices a cart by its order kind, each kind from its own catalogue with the core's rules:
 * vouchers from the voucher shop (a waiver's jumper aged on `now`'s Jerusalem date), donations
 * from the donation desk, the rest as an event order (whose pricing refuses the kinds this server
 * does not sell). Issue 15 §2 vouchers and donations of the business `visible` (the request's
 * venue; null at the install's default host: every business's), so another venue's voucher or
 * cause is unknown to the core's pricing there.
 */
export const priceOrderOnServer = async (
  catalog: CatalogRepository,
  venues: ChargeVenues,
  cart: Cart,
  now: number,
  visible: number | null = null,
): Promise<Result<PricedCart>> => {
  switch (cart.kind) {
    case 'vouchers':
      return asSale(priceVoucherCart(await catalog.voucherShop(visible), cart, formatJerusalemDateTime(now)))
    case 'donations':
      return asSale(priceDonationCart(await catalog.donationDesk(visible), cart))
    case 'events':
    case 'memberships':
    case 'enrolment':
      return E.map((order: PricedOrder): PricedCart => ({ kind: 'events', order }))(await priceCartOnServer(catalog, venues, cart))
  }
}
