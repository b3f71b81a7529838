import { lazy, type ComponentType } from 'react'
import { useRoutes, type RouteObject } from 'react-router'
import { CatchAllPage } from '../redirect/catch-all-page'
import { Shell } from '../shell/shell'

/** A lazily loaded page: its chunk, resolved to the component it renders. */
export type PageLoader = () => Promise<{ Component: ComponentType }>

/** §2 the storefront's pages. */
export type PageName =
  | 'home'
  | 'feature'
  | 'order'
  | 'checkout'
  | 'payment'
  | 'edocument'
  | 'customer'
  | 'vodList'
  | 'vod'
  | 'cart'
  | 'miniSites'
  | 'miniSite'
  | 'vouchers'
  | 'donations'
  | 'membershipList'
  | 'membership'
  | 'enrolment'

/** §2/§4 each page is its own chunk, loaded when its route is first visited. */
export const PAGE_LOADERS: Readonly<Record<PageName, PageLoader>> = {
  home: () => import('../catalog/whats-on-page').then((module) => ({ Component: module.WhatsOnPage })),
  feature: () => import('../catalog/feature-page').then((module) => ({ Component: module.FeaturePage })),
  order: () => import('../order/order-page').then((module) => ({ Component: module.OrderPage })),
  checkout: () => import('../pages/checkout-page').then((module) => ({ Component: module.CheckoutPage })),
  payment: () => import('../pages/payment-page').then((module) => ({ Component: module.PaymentPage })),
  edocument: () => import('../pages/edocument-page').then((module) => ({ Component: module.EdocumentPage })),
  customer: () => import('../pages/customer-page').then((module) => ({ Component: module.CustomerPage })),
  vodList: () => import('../vod/vod-list-page').then((module) => ({ Component: module.VodListPage })),
  vod: () => import('../vod/vod-page').then((module) => ({ Component: module.VodPage })),
  cart: () => import('../saved-cart/saved-cart-page').then((module) => ({ Component: module.SavedCartPage })),
  // §2 /mini-site and /mini-site/{url}: one chunk.
  miniSites: () => import('../mini-site/mini-site-page').then((module) => ({ Component: module.MiniSiteIndexPage })),
  miniSite: () => import('../mini-site/mini-site-page').then((module) => ({ Component: module.MiniSitePage })),
  vouchers: () => import('../sales/voucher-page').then((module) => ({ Component: module.VoucherPage })),
  donations: () => import('../sales/donation-page').then((module) => ({ Component: module.DonationPage })),
  membershipList: () => import('../sales/membership-list-page').then((module) => ({ Component: module.MembershipListPage })),
  membership: () => import('../sales/membership-page').then((module) => ({ Component: module.MembershipPage })),
  enrolment: () => import('../sales/enrolment-page').then((module) => ({ Component: module.EnrolmentPage })),
}

const lazyPage = (load: PageLoader): ComponentType => lazy(() => load().then((module) => ({ default: module.Component })))

/**
 * §2 the storefront's routes: the shell around every page, which loads each page lazily under
 * its error boundary and loading state (so header and footer stay). Anything unmatched goes to
 * the catch-all (`/http…` redirects, else 404). Plain routes, no data router: the router's
 * data layer would add 17 KB gzip to the first route (§9) and the pages fetch through stores.
 */
export const storefrontRoutes = (pages: Readonly<Record<PageName, PageLoader>> = PAGE_LOADERS): RouteObject[] => {
  // §2 /customer, /booking/customer-portal and /customer/{token} are the same area (one chunk, one component).
  const customer = lazyPage(pages.customer)
  // §2 /vod/{resId?}/{vodId}: one screen with or without the reservation.
  const vod = lazyPage(pages.vod)
  // §2 /vouchers and /system-vouchers, with or without a super class, are one shop (one chunk, one component).
  const vouchers = lazyPage(pages.vouchers)
  // §2 /membership, /membership/{membershipCode} and /membership/{membershipCode}/{membershipPriceCode}: one wizard.
  const membership = lazyPage(pages.membership)
  return [
    {
      Component: Shell,
      children: [
        { index: true, Component: lazyPage(pages.home) },
        { path: 'booking', Component: lazyPage(pages.home) },
        { path: 'booking/features/:featureId', Component: lazyPage(pages.feature) },
        { path: 'order/:presentationId', Component: lazyPage(pages.order) },
        { path: 'booking/checkout', Component: lazyPage(pages.checkout) },
        { path: 'booking/checkout/payment', Component: lazyPage(pages.payment) },
        { path: 'edocument/:documentKey', Component: lazyPage(pages.edocument) },
        { path: 'cart/:resId', Component: lazyPage(pages.cart) },
        { path: 'mini-site', Component: lazyPage(pages.miniSites) },
        { path: 'mini-site/:url', Component: lazyPage(pages.miniSite) },
        { path: 'customer', Component: customer },
        { path: 'booking/customer-portal', Component: customer },
        { path: 'customer/:token', Component: customer },
        { path: 'vod', Component: lazyPage(pages.vodList) },
        { path: 'vod/:vodId', Component: vod },
        { path: 'vod/:resId/:vodId', Component: vod },
        { path: 'vouchers', Component: vouchers },
        { path: 'vouchers/:superClassId', Component: vouchers },
        { path: 'system-vouchers', Component: vouchers },
        { path: 'system-vouchers/:superClassId', Component: vouchers },
        { path: 'donations', Component: lazyPage(pages.donations) },
        { path: 'memberships', Component: lazyPage(pages.membershipList) },
        { path: 'membership', Component: membership },
        { path: 'membership/:membershipCode', Component: membership },
        { path: 'membership/:membershipCode/:membershipPriceCode', Component: membership },
        { path: 'enroll/:membershipId', Component: lazyPage(pages.enrolment) },
        { path: '*', Component: CatchAllPage },
      ],
    },
  ]
}

const ROUTES = storefrontRoutes()

/** §2 the storefront's routes under the app's router (BrowserRouter in the browser). */
export const StorefrontRoutes = () => useRoutes(ROUTES)
