import { StoredVisitorIdentity, httpAdapters, platformFetch } from '@kartis/api-adapter'
import type { FetchFunction, KeyValueStorage } from '@kartis/api-adapter'
import type { Captcha, Clock } from '@kartis/core'
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
 * §6/§7 the storefront's ports over HTTP: the api-adapter's ordering adapters under /api/ with
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
    systemVouchers: http.systemVouchers,
    miniSite: http.miniSite,
    integration: http.integration,
    analytics: new DataLayerAnalytics(options.dataLayerHost),
    captcha: options.captcha,
    clock: options.clock,
  }
}
