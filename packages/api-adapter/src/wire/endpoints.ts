import { captchaConfigEndpoints } from './captcha-config-endpoints'
import { catalogEndpoints } from './catalog-endpoints'
import { customerEndpoints } from './customer-endpoints'
import { edocumentEndpoints } from './edocument-endpoints'
import { enrolmentEndpoints } from './enrolment-endpoints'
import { liveEndpoints } from './live/live-endpoints'
import { staffEndpoints } from './live/staff-endpoints'
import { membershipEndpoints } from './membership-endpoints'
import { miniSiteEndpoints } from './mini-site-endpoints'
import { paymentEndpoints } from './payment-endpoints'
import { reservationEndpoints } from './reservation-endpoints'
import { salesEndpoints } from './sales-endpoints'
import { savedCartEndpoints } from './saved-cart-endpoints'
import { seatEndpoints } from './seat-endpoints'
import { matchTemplate, pathParamNames } from './url-template'
import { vodEndpoints } from './vod-endpoints'
import { venueAdminEndpoints } from '../venues/venue-admin-endpoints'
import { venueEndpoints } from '../venues/venue-endpoints'

/**
 * §7 every call the box office serves, by name: each capability's table, one line each. The
 * server registers all of them and the contract tests walk them; an HTTP adapter imports only its
 * own capability's table, so a page's codecs load with that page (§9 first-route size). A new
 * capability adds its table file and its line here.
 */
export const endpoints = {
  ...paymentEndpoints,
  ...savedCartEndpoints,
  ...reservationEndpoints,
  ...catalogEndpoints,
  ...miniSiteEndpoints,
  ...seatEndpoints,
  ...customerEndpoints,
  ...vodEndpoints,
  ...captchaConfigEndpoints,
  ...edocumentEndpoints,
  // Issue 14 the membership shop and its seats (§7 Memberships and enrolment).
  ...membershipEndpoints,
  // Issue 14 §3 membership enrolment: the season and its events' seats.
  ...enrolmentEndpoints,
  // Issue 14 the voucher shop and the donation desk.
  ...salesEndpoints,
  // Issue 13 the producer console: its staff calls, §7 live reports and ticket-reference admin.
  ...staffEndpoints,
  ...liveEndpoints,
  // Issue 15 the venue a page belongs to.
  ...venueEndpoints,
  // Issue 15 §4 venue managers edit their venues in the producer console.
  ...venueAdminEndpoints,
} as const

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
/** Any call of the table. */
export type AnyEndpoint = Endpoints[EndpointName]

/** §7 every call, listed. */
export const ENDPOINT_LIST: readonly AnyEndpoint[] = Object.values(endpoints)

/** Templates with fewer parameters first, so '/presentations/timer/:id' wins over '/presentations/:id/…'. */
const byLiteralness: readonly AnyEndpoint[] = [...ENDPOINT_LIST].sort(
  (a, b) => pathParamNames(a.path).length - pathParamNames(b.path).length,
)

/** §7 the server's routing: the call a method and path name, with its path parameters; null when none. */
export const routeOf = (
  method: string,
  pathname: string,
): { readonly endpoint: AnyEndpoint; readonly pathParams: Readonly<Record<string, string>> } | null => {
  for (const candidate of byLiteralness) {
    if (candidate.method !== method.toUpperCase()) continue
    const pathParams = matchTemplate(candidate.path, pathname)
    if (pathParams !== null) return { endpoint: candidate, pathParams }
  }
  return null
}
