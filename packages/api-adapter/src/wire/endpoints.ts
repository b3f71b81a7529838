import type * as t from 'io-ts'
import { CaptchaConfigParams, CaptchaConfigResponse } from './captcha-config'
import {
  FeaturesParams,
  FeaturesResponse,
  IntegrationParams,
  IntegrationResponse,
  PresentationListCodec,
  PresentationParams,
  PresentationResponse,
  PresentationsParams,
  TicketGroupsOfferCodec,
  TicketGroupsParams,
  TicketLookupParams,
  TicketLookupResponse,
  TimerParams,
  TimersResponse,
} from './catalog'
import {
  CustomerAcknowledgement,
  CustomerAreaDataParams,
  CustomerAreaInfoResponse,
  CustomerAreaLoginBody,
  CustomerAreaLoginParams,
  CustomerAreaLoginResponse,
  CustomerAreaValidationBody,
  CustomerIdParams,
  CustomerInfoResponse,
  CustomerLocationsResponse,
  CustomerLoginBody,
  CustomerUpdateBody,
  MobileLoginBody,
  MobileLoginValidationBody,
} from './customers'
import { EDocumentParams, EDocumentResponse } from './edocument'
import { ImageBytes, ImageParams } from './images'
import { MiniSiteParams, MiniSiteResponse, MiniSiteValidateParams, MiniSiteValidateResponse } from './mini-site'
import {
  CommitBody,
  CommitResponse,
  HoldPaymentBody,
  HoldPaymentParams,
  HoldPaymentResponse,
  PaymentFormParams,
  PaymentFormResponse,
  VoucherBalanceParams,
  VoucherBalanceResponse,
} from './payment'
import {
  CancelBody,
  CancelResponse,
  ProducerCancelResponse,
  ReservationIdParams,
  ReservationParams,
  ReservationResponse,
  SystemVoucherBody,
  SystemVoucherCancelResponse,
  SystemVoucherHistoryParams,
  SystemVoucherHistoryResponse,
  SystemVoucherParams,
  SystemVoucherReplacementResponse,
} from './reservations'
import { OpenCartParams, OpenCartResponse, SaveCartBody, SaveCartResponse } from './saved-carts'
import {
  BestAvailableParams,
  BestAvailableResponse,
  LockSeatResponse,
  SeatLockBody,
  SeatPlanParams,
  SeatPlanResponse,
  SeatsPresentationsParams,
  SeatsPresentationsResponse,
  SeatsStatusParams,
  SeatsStatusResponse,
  UnlockSeatResponse,
} from './seats'
import { isRecord } from './tolerant-keys'
import { VodCodeBody, VodCodeResponse, VodGrantResponse, VodItemParams, VodWatchBody } from './vod'
import { endpoint, NoParams, type Endpoint } from './endpoint-definition'
import { liveEndpoints } from './live/live-endpoints'
import { fillTemplate, matchTemplate, pathParamNames } from './url-template'

export { endpoint, NoParams, type Endpoint, type HttpMethod, type ResponseType } from './endpoint-definition'

/**
 * §7 every call of public ordering, seats, timer, integration, mini-site, images, customer and
 * customer area, in one table shared by the HTTP client (which encodes with these codecs) and
 * the server (which decodes every parameter and body with them and answers 400 with a code when
 * they fail). Paths are relative to the API base, which ends in /api/.
 */

/** §7 the table of calls, by name. */
export const endpoints = {
  // Public ordering: payment
  paymentForm: endpoint({
    name: 'paymentForm',
    method: 'GET',
    path: '/payment/form/:locale',
    params: PaymentFormParams,
    body: null,
    response: PaymentFormResponse,
  }),
  commit: endpoint({
    name: 'commit',
    method: 'POST',
    path: '/payment/commit',
    params: NoParams,
    body: CommitBody,
    response: CommitResponse,
  }),
  holdPayment: endpoint({
    name: 'holdPayment',
    method: 'POST',
    path: '/payment/:resId/payment',
    params: HoldPaymentParams,
    body: HoldPaymentBody,
    response: HoldPaymentResponse,
  }),
  voucherBalance: endpoint({
    name: 'voucherBalance',
    method: 'GET',
    path: '/payment/voucher',
    params: VoucherBalanceParams,
    body: null,
    response: VoucherBalanceResponse,
  }),
  // Public ordering: cart and reservations
  saveCart: endpoint({ name: 'saveCart', method: 'POST', path: '/cart', params: NoParams, body: SaveCartBody, response: SaveCartResponse }),
  reservation: endpoint({
    name: 'reservation',
    method: 'GET',
    path: '/reservations/:resId',
    params: ReservationParams,
    body: null,
    response: ReservationResponse,
  }),
  cancelReservation: endpoint({
    name: 'cancelReservation',
    method: 'POST',
    path: '/reservations/:id/cancel',
    params: ReservationIdParams,
    body: CancelBody,
    response: CancelResponse,
  }),
  producerCancel: endpoint({
    name: 'producerCancel',
    method: 'POST',
    path: '/reservations/:id/producerCancel',
    params: ReservationIdParams,
    body: null,
    response: ProducerCancelResponse,
  }),
  systemVoucherHistory: endpoint({
    name: 'systemVoucherHistory',
    method: 'GET',
    path: '/system-vouchers/:ref/history',
    params: SystemVoucherHistoryParams,
    body: null,
    response: SystemVoucherHistoryResponse,
  }),
  systemVoucherCancel: endpoint({
    name: 'systemVoucherCancel',
    method: 'POST',
    path: '/system-vouchers/:voucherReference/cancel',
    params: SystemVoucherParams,
    body: SystemVoucherBody,
    response: SystemVoucherCancelResponse,
  }),
  systemVoucherReplacement: endpoint({
    name: 'systemVoucherReplacement',
    method: 'POST',
    path: '/system-vouchers/:voucherReference/replacement',
    params: SystemVoucherParams,
    body: SystemVoucherBody,
    response: SystemVoucherReplacementResponse,
  }),
  // Public ordering: catalogue
  features: endpoint({
    name: 'features',
    method: 'GET',
    path: '/features/',
    params: FeaturesParams,
    body: null,
    response: FeaturesResponse,
  }),
  presentations: endpoint({
    name: 'presentations',
    method: 'GET',
    path: '/presentations/',
    params: PresentationsParams,
    body: null,
    response: PresentationListCodec,
  }),
  presentation: endpoint({
    name: 'presentation',
    method: 'GET',
    path: '/presentations/:id',
    params: PresentationParams,
    body: null,
    response: PresentationResponse,
  }),
  ticketGroups: endpoint({
    name: 'ticketGroups',
    method: 'GET',
    path: '/presentations/:id/ticketGroups',
    params: TicketGroupsParams,
    body: null,
    response: TicketGroupsOfferCodec,
  }),
  ticketLookup: endpoint({
    name: 'ticketLookup',
    method: 'GET',
    path: '/presentations/:id/ticket',
    params: TicketLookupParams,
    body: null,
    response: TicketLookupResponse,
  }),
  timer: endpoint({
    name: 'timer',
    method: 'GET',
    path: '/presentations/timer/:id',
    params: TimerParams,
    body: null,
    response: TimersResponse,
  }),
  integration: endpoint({
    name: 'integration',
    method: 'GET',
    path: '/integration',
    params: IntegrationParams,
    body: null,
    response: IntegrationResponse,
  }),
  // Images
  featurePlaceholderImage: endpoint({
    name: 'featurePlaceholderImage',
    method: 'GET',
    path: '/features/:id/placeholderImage',
    params: ImageParams,
    body: null,
    response: ImageBytes,
    responseType: 'binary',
  }),
  productImage: endpoint({
    name: 'productImage',
    method: 'GET',
    path: '/products/:id/image',
    params: ImageParams,
    body: null,
    response: ImageBytes,
    responseType: 'binary',
  }),
  // Mini-site
  miniSite: endpoint({
    name: 'miniSite',
    method: 'GET',
    path: '/mini-site/:url',
    params: MiniSiteParams,
    body: null,
    response: MiniSiteResponse,
  }),
  miniSiteValidate: endpoint({
    name: 'miniSiteValidate',
    method: 'GET',
    path: '/mini-site/validate/:url',
    params: MiniSiteValidateParams,
    body: null,
    response: MiniSiteValidateResponse,
  }),
  // Seats
  seatsPresentations: endpoint({
    name: 'seatsPresentations',
    method: 'GET',
    path: '/seats/presentations',
    params: SeatsPresentationsParams,
    body: null,
    response: SeatsPresentationsResponse,
  }),
  seatPlan: endpoint({
    name: 'seatPlan',
    method: 'GET',
    path: '/seats/seatplan',
    params: SeatPlanParams,
    body: null,
    response: SeatPlanResponse,
  }),
  seatsStatus: endpoint({
    name: 'seatsStatus',
    method: 'GET',
    path: '/seats/seats-status',
    params: SeatsStatusParams,
    body: null,
    response: SeatsStatusResponse,
  }),
  lockSeat: endpoint({
    name: 'lockSeat',
    method: 'PUT',
    path: '/seats/lock-seat',
    params: NoParams,
    body: SeatLockBody,
    response: LockSeatResponse,
  }),
  unlockSeat: endpoint({
    name: 'unlockSeat',
    method: 'PUT',
    path: '/seats/unlock-seat',
    params: NoParams,
    body: SeatLockBody,
    response: UnlockSeatResponse,
  }),
  bestAvailable: endpoint({
    name: 'bestAvailable',
    method: 'GET',
    path: '/seats/best-available',
    params: BestAvailableParams,
    body: null,
    response: BestAvailableResponse,
  }),
  // Customer and customer area
  customerLogin: endpoint({
    name: 'customerLogin',
    method: 'POST',
    path: '/customer/login',
    params: NoParams,
    body: CustomerLoginBody,
    response: CustomerInfoResponse,
  }),
  customerRefresh: endpoint({
    name: 'customerRefresh',
    method: 'POST',
    path: '/customer/refresh',
    params: NoParams,
    body: null,
    response: CustomerInfoResponse,
  }),
  customerLogout: endpoint({
    name: 'customerLogout',
    method: 'POST',
    path: '/customer/logout',
    params: NoParams,
    body: null,
    response: CustomerAcknowledgement,
  }),
  customerLocations: endpoint({
    name: 'customerLocations',
    method: 'GET',
    path: '/customer/locations',
    params: NoParams,
    body: null,
    response: CustomerLocationsResponse,
  }),
  customerMobileLogin: endpoint({
    name: 'customerMobileLogin',
    method: 'POST',
    path: '/customer/mobile-login',
    params: NoParams,
    body: MobileLoginBody,
    response: CustomerAcknowledgement,
  }),
  customerMobileLoginValidation: endpoint({
    name: 'customerMobileLoginValidation',
    method: 'POST',
    path: '/customer/mobile-login-validation-area',
    params: NoParams,
    body: MobileLoginValidationBody,
    response: CustomerInfoResponse,
  }),
  customerAreaMobileLogin: endpoint({
    name: 'customerAreaMobileLogin',
    method: 'POST',
    path: '/customer-area/mobile-login',
    params: CustomerAreaLoginParams,
    body: CustomerAreaLoginBody,
    response: CustomerAreaLoginResponse,
  }),
  customerAreaMobileLoginValidation: endpoint({
    name: 'customerAreaMobileLoginValidation',
    method: 'POST',
    path: '/customer-area/mobile-login-validation',
    params: NoParams,
    body: CustomerAreaValidationBody,
    response: CustomerAreaInfoResponse,
  }),
  customerAreaData: endpoint({
    name: 'customerAreaData',
    method: 'GET',
    path: '/customer-area/customerAreaData',
    params: CustomerAreaDataParams,
    body: null,
    response: CustomerAreaInfoResponse,
  }),
  customerAreaLogout: endpoint({
    name: 'customerAreaLogout',
    method: 'POST',
    path: '/customer-area/logout',
    params: NoParams,
    body: null,
    response: CustomerAcknowledgement,
  }),
  customerUpdate: endpoint({
    name: 'customerUpdate',
    method: 'PUT',
    path: '/customer-area/customers/:id',
    params: CustomerIdParams,
    body: CustomerUpdateBody,
    response: CustomerAcknowledgement,
  }),
  // §2 the VOD screen (designed): a one-time code to the phone that bought the item, the grant to watch it, the grant held
  vodCode: endpoint({ name: 'vodCode', method: 'POST', path: '/vod/code', params: NoParams, body: VodCodeBody, response: VodCodeResponse }),
  vodWatch: endpoint({
    name: 'vodWatch',
    method: 'POST',
    path: '/vod/watch',
    params: NoParams,
    body: VodWatchBody,
    response: VodGrantResponse,
  }),
  vodAccess: endpoint({
    name: 'vodAccess',
    method: 'GET',
    path: '/vod/:resId/:vodId/access',
    params: VodItemParams,
    body: null,
    response: VodGrantResponse,
  }),
  // §9 the box office's own public setting (not a §7 call): which captcha the storefront must use
  captchaConfig: endpoint({
    name: 'captchaConfig',
    method: 'GET',
    path: '/captcha-config',
    params: CaptchaConfigParams,
    body: null,
    response: CaptchaConfigResponse,
  }),
  // §2 the e-ticket by its signed key, for whoever holds it (designed)
  edocument: endpoint({
    name: 'edocument',
    method: 'GET',
    path: '/edocuments/:documentKey',
    params: EDocumentParams,
    body: null,
    response: EDocumentResponse,
  }),
  // §2 /cart/{resId}: the saved cart for whoever holds its link, its seats locked for the caller (designed)
  openCart: endpoint({
    name: 'openCart',
    method: 'POST',
    path: '/cart/:resId/open',
    params: OpenCartParams,
    body: null,
    response: OpenCartResponse,
  }),
  ...liveEndpoints,
} as const

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
/** Any call of the table. */
export type AnyEndpoint = Endpoints[EndpointName]

/** §7 every call, listed. */
export const ENDPOINT_LIST: readonly AnyEndpoint[] = Object.values(endpoints)

/** The parameters a call takes (path and query), in domain terms. */
export type ParamsOf<E extends Endpoint> = t.TypeOf<E['params']>
/** The body a call sends, in domain terms; undefined for calls without one. */
export type BodyOf<E extends Endpoint> = E['body'] extends t.Mixed ? t.TypeOf<E['body']> : undefined
/** What a call answers, in domain terms. */
export type ResponseOf<E extends Endpoint> = t.TypeOf<E['response']>

/** §7 a call's address: its path filled from the encoded parameters, the rest as the query (no `ts`, no base). */
export const urlOf = <E extends Endpoint>(call: E, params: ParamsOf<E>): string => {
  // Every parameter codec encodes to an object (tolerantObject); io-ts types encode() loosely.
  const encoded: unknown = call.params.encode(params)
  return fillTemplate(call.path, isRecord(encoded) ? encoded : {})
}

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
