import { StoredVisitorIdentity, platformFetch, vodMediaOf } from '@kartis/api-adapter'
import type { CaptchaConfigResponse, FetchFunction, HttpTransportOptions, KeyValueStorage } from '@kartis/api-adapter'
import { kartisError } from '@kartis/core'
import type { Captcha, Clock, Result } from '@kartis/core'
import { DataLayerAnalytics, type DataLayerHost } from '../analytics/data-layer-analytics'
import type { StorefrontPorts } from './ports'
import { deferred, deferredPart, loadOnce } from './deferred-port'
import {
  deferredBestAvailable,
  deferredCatalog,
  deferredCustomerArea,
  deferredCurrentVenue,
  deferredCustomers,
  deferredDonationSales,
  deferredIntegration,
  deferredMembershipSales,
  deferredMemberships,
  deferredEnrolments,
  deferredMiniSite,
  deferredPayments,
  deferredReservations,
  deferredSavedCarts,
  deferredSeatLocks,
  deferredSeatPlans,
  deferredSeatStatuses,
  deferredSystemVouchers,
  deferredVod,
  deferredVoucherSales,
} from './deferred-ports'

/** §7 the API base the storefront calls on a venue's own host: the box office serves it on the same origin (already ending in /api/). */
export const API_BASE = '/api/'

/** What the browser gives the HTTP ports. */
export interface HttpPortsOptions {
  readonly clock: Clock
  /** §6 where the visitor's uuid is kept (localStorage). */
  readonly storage: KeyValueStorage
  readonly captcha: Captcha
  /** §7 the window holding the analytics data layer. */
  readonly dataLayerHost: DataLayerHost
  /** Default: the platform's fetch. */
  readonly fetch?: FetchFunction
  /** Issue 15 §2 the API base: API_BASE, or /v/{slug}/api/ under a venue's prefix (venues/venue-address.ts). */
  readonly apiBase?: string
}

/** §6/§7 what every HTTP adapter is given: the API base, the clock, the visitor's stored uuid, the captcha, fetch. */
const transportOptions = (options: Omit<HttpPortsOptions, 'dataLayerHost'>): HttpTransportOptions => ({
  baseUrl: options.apiBase ?? API_BASE,
  clock: options.clock,
  visitor: new StoredVisitorIdentity(options.storage),
  captcha: options.captcha,
  fetch: options.fetch ?? platformFetch,
})

/**
 * §6/§7 the storefront's ports over HTTP: the api-adapter's ordering, customer and VOD adapters under /api/ with
 * the visitor's stored uuid, the captcha, the clock, and analytics over the data layer.
 *
 * §9 first-route size: the HTTP client, the codecs and the adapters are chunks of their own, grouped by the pages
 * that use them (catalogue; ordering: seats and payment; reservations: checkout, e-ticket and customer area; saved
 * carts; customer and customer area; VOD), each loaded on its first call. The catalogue's is asked for at once,
 * since the first page (the event list) needs it: it loads beside that page's chunk instead of after it.
 */
export const httpStorefrontPorts = (options: HttpPortsOptions): StorefrontPorts => {
  const http = transportOptions(options)
  const catalog = loadOnce(() => import('./http/http-catalog-port').then((module) => module.httpCatalogPort(http)))
  void catalog().catch(() => undefined)
  const ordering = deferred(() => import('./http/http-ordering-ports').then((module) => module.httpOrderingPorts(http)))
  const reservations = deferred(() => import('./http/http-reservation-ports').then((module) => module.httpReservationPorts(http)))
  const customers = deferred(() => import('./http/http-customer-ports').then((module) => module.httpCustomerPorts(http)))
  const apiBase = options.apiBase ?? API_BASE
  return {
    catalog: deferredCatalog(deferred(catalog)),
    seatPlans: deferredSeatPlans(deferredPart(ordering, 'seatPlans')),
    seatStatuses: deferredSeatStatuses(deferredPart(ordering, 'seatStatuses')),
    seatLocks: deferredSeatLocks(deferredPart(ordering, 'seatLocks')),
    bestAvailable: deferredBestAvailable(deferredPart(ordering, 'bestAvailable')),
    payments: deferredPayments(deferredPart(ordering, 'payments')),
    reservations: deferredReservations(deferredPart(reservations, 'reservations')),
    savedCarts: deferredSavedCarts(
      deferred(() => import('./http/http-saved-carts-port').then((module) => module.httpSavedCartsPort(http))),
    ),
    systemVouchers: deferredSystemVouchers(deferredPart(reservations, 'systemVouchers')),
    customers: deferredCustomers(deferredPart(customers, 'customers')),
    customerArea: deferredCustomerArea(deferredPart(customers, 'customerArea')),
    // The media addresses are plain paths under the API base: no adapter to wait for.
    vod: deferredVod(
      deferred(() => import('./http/http-vod-port').then((module) => module.httpVodPort(http))),
      (grant) => vodMediaOf(apiBase, grant),
    ),
    miniSite: deferredMiniSite(deferredPart(ordering, 'miniSite')),
    integration: deferredIntegration(deferredPart(ordering, 'integration')),
    // Issue 14 the voucher shop and the donation desk load with ordering: their pages lead to checkout, which needs it.
    voucherSales: deferredVoucherSales(deferredPart(ordering, 'voucherSales')),
    donationSales: deferredDonationSales(deferredPart(ordering, 'donationSales')),
    // Issue 14 the membership shop and its seats load with ordering too (their wizard locks seats and leads to checkout).
    membershipSales: deferredMembershipSales(deferredPart(ordering, 'membershipSales')),
    memberships: deferredMemberships(deferredPart(ordering, 'memberships')),
    // Issue 14 §3 the enrolment wizard's season and seats load with ordering as well.
    enrolments: deferredEnrolments(deferredPart(ordering, 'enrolments')),
    analytics: new DataLayerAnalytics(options.dataLayerHost),
    captcha: options.captcha,
    clock: options.clock,
    currentVenue: deferredCurrentVenue(
      deferred(() => import('./http/http-catalog-port').then((module) => module.httpCurrentVenuePort(http))),
    ),
  }
}

/** The captcha config call carries no token: a Captcha asked anyway is a bug, answered as a refusal. */
const NO_CAPTCHA: Captcha = { token: () => Promise.resolve({ _tag: 'Left', left: kartisError('RECAPTCHA_FAILED') }) }

/**
 * §9 asks the box office which captcha it verifies (GET /api/captcha-config). Its own transport,
 * since the storefront's captcha is built from this answer and the ports' transport needs that captcha.
 * Asked on the first call that needs a token, so its adapter is a chunk of its own too.
 */
export const httpCaptchaConfigSource = (
  options: Omit<HttpPortsOptions, 'captcha' | 'dataLayerHost'>,
): (() => Promise<Result<CaptchaConfigResponse>>) => {
  const http = transportOptions({ ...options, captcha: NO_CAPTCHA })
  const config = deferred(() => import('./http/http-captcha-config-port').then((module) => module.httpCaptchaConfigPort(http)))
  return () => config((source) => source.captchaConfig())
}
