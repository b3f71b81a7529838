import { CheckoutStore } from '../checkout/checkout-store'
import { HoldOrderStore } from '../holds/hold-order-store'
import { MiniSiteStore } from '../mini-site/mini-site-store'
import { OrderStore } from '../order/order-store'
import { DonationDeskStore } from '../sales/donation-desk-store'
import { EnrolmentStore } from '../sales/enrolment-store'
import { MembershipShopStore } from '../sales/membership-shop-store'
import { VoucherShopStore } from '../sales/voucher-shop-store'
import { createSavedCartSession, type SavedCartSession } from '../saved-cart/saved-cart-session'
import type { RootStoreInit } from './store-init'
import type { UiStore } from './ui-store'
import type { VenueStore } from '../venues/venue-store'

/** §2/§4 the order in progress and its checkout: the stores the order, checkout and e-ticket pages share. */
export interface OrderSession {
  readonly order: OrderStore
  readonly checkout: CheckoutStore
  /** §4 the hold (unpaid) order's booking flag and rules. */
  readonly holds: HoldOrderStore
  /** §2 saving the cart, and restoring a saved one from its /cart/{resId} link. */
  readonly savedCart: SavedCartSession
  /** §1 issue 14 a mini-site's page: its listing and reference codes, entering the order (OrderStore.enterMiniSite). */
  readonly openMiniSite: (url: string) => MiniSiteStore
  /** §2 the voucher order wizard's choices, on the same cart (issue 14). */
  readonly vouchers: VoucherShopStore
  /** §2 the donation wizard's choices, on the same cart (issue 14). */
  readonly donations: DonationDeskStore
  /** §2 the membership order wizard's choices and seats, on the same cart (issue 14). */
  readonly memberships: MembershipShopStore
  /** §2 the membership enrolment wizard's rate, events and seats, on the same cart (issue 14 §3). */
  readonly enrolment: EnrolmentStore
}

/**
 * Makes the order session; the ui store is the app's, so the order follows its locale and
 * layout, and the venue's (issue 15) its seat maximum, holds and customer form; `afterOrder` is told of each committed order.
 */
export const createOrderSession = (
  { ports, clock, leave, openEventSource }: RootStoreInit,
  ui: UiStore,
  venue: VenueStore,
  afterOrder?: () => void,
): OrderSession => {
  // Issue 15 the venue's rules the storefront shows before its server enforces them: the seat maximum, holds, the form.
  const order = new OrderStore({
    ports,
    clock,
    ui,
    leave,
    seatMaximum: venue.seatMaximum,
    ...(openEventSource === undefined ? {} : { openEventSource }),
  })
  // Checkout works on the order in progress through its cart, updateCart and completed; a hold asks the hold store first.
  const holds = new HoldOrderStore({ order, clock, allowed: venue.holdOrdersAllowed })
  return {
    order,
    holds,
    checkout: new CheckoutStore({
      order,
      ports,
      clock,
      holdGate: holds,
      settings: { customerForm: venue.customerForm },
      ...(afterOrder === undefined ? {} : { afterOrder }),
    }),
    savedCart: createSavedCartSession(order, ports.savedCarts),
    openMiniSite: (url) => new MiniSiteStore(url, ports, (entry) => order.enterMiniSite(entry)),
    vouchers: new VoucherShopStore({ order, voucherSales: ports.voucherSales, clock, showError: (error) => ui.showError(error) }),
    donations: new DonationDeskStore({ order, donationSales: ports.donationSales }),
    memberships: new MembershipShopStore({
      order,
      membershipSales: ports.membershipSales,
      memberships: ports.memberships,
      showError: (error) => ui.showError(error),
    }),
    enrolment: new EnrolmentStore({ order, enrolments: ports.enrolments, showError: (error) => ui.showError(error) }),
  }
}
