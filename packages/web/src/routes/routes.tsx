import type { ComponentType } from 'react'
import type { LoaderFunction, RouteObject } from 'react-router'
import { RouteErrorPage } from '../errors/route-error-page'
import { CatchAllPage } from '../redirect/catch-all-page'
import { PageLoading } from '../shell/page-loading'
import { Shell } from '../shell/shell'

/** A lazily loaded page: its chunk, resolved to the component it renders and, when it fetches data first, its loader. */
export type PageLoader = () => Promise<{ Component: ComponentType; loader?: LoaderFunction }>

/** §2 the storefront's pages. */
export type PageName = 'home' | 'feature' | 'order' | 'checkout' | 'payment' | 'edocument'

/** §2/§4 each page is its own chunk, loaded when its route is first visited. */
export const PAGE_LOADERS: Readonly<Record<PageName, PageLoader>> = {
  home: () => import('../catalog/whats-on-page').then((module) => ({ Component: module.WhatsOnPage })),
  feature: () => import('../catalog/feature-page').then((module) => ({ Component: module.FeaturePage })),
  order: () => import('../order/order-page').then((module) => ({ Component: module.OrderPage })),
  checkout: () => import('../pages/checkout-page').then((module) => ({ Component: module.CheckoutPage })),
  payment: () => import('../pages/payment-page').then((module) => ({ Component: module.PaymentPage })),
  edocument: () => import('../pages/edocument-page').then((module) => ({ Component: module.EdocumentPage })),
}

/**
 * §2 the storefront's routes: the shell around every page; pages load lazily under an error
 * boundary inside the shell (so header and footer stay), which also shows the loading state
 * of the first load. Anything unmatched goes to the catch-all (`/http…` redirects, else 404).
 */
export const storefrontRoutes = (pages: Readonly<Record<PageName, PageLoader>> = PAGE_LOADERS): RouteObject[] => [
  {
    id: 'shell',
    Component: Shell,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        id: 'pages',
        ErrorBoundary: RouteErrorPage,
        HydrateFallback: PageLoading,
        children: [
          { index: true, lazy: pages.home },
          { path: 'booking', lazy: pages.home },
          { path: 'booking/features/:featureId', lazy: pages.feature },
          { path: 'order/:presentationId', lazy: pages.order },
          { path: 'booking/checkout', lazy: pages.checkout },
          { path: 'booking/checkout/payment', lazy: pages.payment },
          { path: 'edocument/:documentKey', lazy: pages.edocument },
          { path: '*', Component: CatchAllPage },
        ],
      },
    ],
  },
]
