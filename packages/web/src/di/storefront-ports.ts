import { HttpCaptchaConfig, HttpTransport, StoredVisitorIdentity, httpAdapters, platformFetch } from '@kartis/api-adapter'
import type { CaptchaConfigResponse, FetchFunction, KeyValueStorage } from '@kartis/api-adapter'
import { kartisError } from '@kartis/core'
import type { Captcha, Clock, Result } from '@kartis/core'
import { DataLayerAnalytics, type DataLayerHost } from '../analytics/data-layer-analytics'
import type { StorefrontPorts } from './container'

/** §7 the API base the storefront calls: the box office serves it on the same origin. */
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
}

/**
 * §6/§7 the storefront's ports over HTTP: the api-adapter's ordering, customer and VOD adapters under /api/ with
 * the visitor's stored uuid, the captcha, the clock, and analytics over the data layer.
 */
export const httpStorefrontPorts = (options: HttpPortsOptions): StorefrontPorts => {
  const http = httpAdapters({
    baseUrl: API_BASE,
    clock: options.clock,
    visitor: new StoredVisitorIdentity(options.storage),
    captcha: options.captcha,
    fetch: options.fetch ?? platformFetch,
  })
  return {
    catalog: http.catalog,
    seatPlans: http.seatPlans,
    seatStatuses: http.seatStatuses,
    seatLocks: http.seatLocks,
    bestAvailable: http.bestAvailable,
    payments: http.payments,
    reservations: http.reservations,
    savedCarts: http.savedCarts,
    systemVouchers: http.systemVouchers,
    customers: http.customers,
    customerArea: http.customerArea,
    vod: http.vod,
    miniSite: http.miniSite,
    integration: http.integration,
    analytics: new DataLayerAnalytics(options.dataLayerHost),
    captcha: options.captcha,
    clock: options.clock,
  }
}

/** The captcha config call carries no token: a Captcha asked anyway is a bug, answered as a refusal. */
const NO_CAPTCHA: Captcha = { token: () => Promise.resolve({ _tag: 'Left', left: kartisError('RECAPTCHA_FAILED') }) }

/**
 * §9 asks the box office which captcha it verifies (GET /api/captcha-config). Its own transport,
 * since the storefront's captcha is built from this answer and the ports' transport needs that captcha.
 */
export const httpCaptchaConfigSource = (
  options: Omit<HttpPortsOptions, 'captcha' | 'dataLayerHost'>,
): (() => Promise<Result<CaptchaConfigResponse>>) => {
  const config = new HttpCaptchaConfig(
    new HttpTransport({
      baseUrl: API_BASE,
      clock: options.clock,
      visitor: new StoredVisitorIdentity(options.storage),
      captcha: NO_CAPTCHA,
      fetch: options.fetch ?? platformFetch,
    }),
  )
  return () => config.captchaConfig()
}
