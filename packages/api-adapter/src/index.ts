/**
 * @kartis/api-adapter — the wire contract of §7 (io-ts codecs and the endpoint table the client
 * and the server share) and the HTTP and in-memory implementations of the core's ports.
 * This file is the package's whole public surface; test support stays internal.
 */

// wire: the endpoint table (each capability's calls in its own table, assembled in wire/endpoints)
export { endpoint, NoParams, urlOf } from './wire/endpoint'
export type { HttpMethod, ResponseType, Endpoint, ParamsOf, BodyOf, ResponseOf } from './wire/endpoint'
export { endpoints, ENDPOINT_LIST, routeOf } from './wire/endpoints'
export type { Endpoints, EndpointName, AnyEndpoint } from './wire/endpoints'
export { pathParamNames, fillTemplate, matchTemplate } from './wire/url-template'
export type { PathParamNames } from './wire/url-template'

// wire: decoding and errors
export { contextPath, decodeError, decodeWith } from './wire/decode'
export { ErrorBody, isKartisError, toKartisError, kartisErrorFromResponse, errorBodyOf } from './wire/error-body'
export type { ServerErrorBody } from './wire/error-body'
export { HEBREW_ERROR_MESSAGES, hebrewMessageOf, withoutCatalogueText } from './wire/hebrew-error-messages'
export { orError, Acknowledged, Acknowledgement } from './wire/result-codec'

// wire: building blocks
export { readNumber, WireInt, WireNumber, WireString, WireBool, QueryFlag, oneOf, LocaleCodec } from './wire/scalars'
export { MAX_WIRE_SHEKELS, Shekels, SignedShekels } from './wire/money-codec'
export { JerusalemDateTime, JerusalemDate } from './wire/date-codec'
export { toJerusalemDateTime, toJerusalemDate } from './wire/jerusalem-time'
export { nullable, withDefault, listOf } from './wire/optionality'
export { QueryList } from './wire/query-list'
export {
  field,
  optionalField,
  optionalNullableField,
  isRecord,
  rememberingGuard,
  wireObject,
  tolerantStruct,
  tolerantPartial,
  wrapped,
  tolerantObject,
} from './wire/tolerant-keys'
export type { WireObject, WireField, WireFields, DomainOf } from './wire/tolerant-keys'

// wire: §3 entities
export {
  SeatTicketCodec,
  SeatAttributesCodec,
  SeatStatusCodec,
  SeatGeometryCodec,
  SeatCodec,
  SeatRowCodec,
  SeatGroupCodec,
  SeatSectionCodec,
  SeatPlanCodec,
} from './wire/seat-plan'
export { TicketCodec, TicketGroupCodec } from './wire/tickets'
export { FeatureCodec, PresentationProductCodec, PresentationCodec } from './wire/presentation'
export { GlobalServiceChargeCodec } from './wire/service-charge'
export {
  CartPresentationCodec,
  CartSeatCodec,
  CouponRedemptionCodec,
  CartProductCodec,
  VoucherPaymentCodec,
  VoucherPaymentsCodec,
  CartModificationCodec,
  CartMembershipItemCodec,
  EnrolmentSelectionCodec,
  CartEnrolmentItemCodec,
  CartVoucherItemCodec,
  CartDonationItemCodec,
  CustomerInfoCodec,
  OrderKindCodec,
  CartCodec,
} from './wire/cart'
export { liveEndpoints } from './wire/live/live-endpoints'
// Issue 14 the membership shop: its calls, codecs, adapters and demo memberships (kept together for the merge).
export { membershipEndpoints } from './wire/membership-endpoints'
export {
  MembershipCurrencyCodec,
  MembershipPriceCodec,
  MembershipCodec,
  MembershipSeatingCodec,
  MembershipPresentationCodec,
  MembershipOnSaleCodec,
  MembershipsOnSaleResponse,
  MembershipByCodeParams,
  MembershipByCodeResponse,
  MembershipSeatPlanParams,
  MembershipSeatPlanResponse,
  MembershipSeatCodec,
  MembershipLockSeatBody,
  MembershipUnlockSeatBody,
  MembershipSelectionsResponse,
} from './wire/memberships'
export { HttpMembershipSales } from './http/http-membership-sales'
export { HttpMemberships } from './http/http-memberships'
export { InMemoryMembershipSales, membershipsOnSaleIn } from './in-memory/in-memory-membership-sales'
export { InMemoryMemberships } from './in-memory/in-memory-memberships'
export {
  MembershipId,
  MembershipCode,
  DEMO_MEMBERSHIPS,
  MEMBERSHIP_SALE_CLOSES_BEFORE_MS,
  MEMBERSHIP_PRICE_POLICY_ID,
  coveredPresentations,
  membershipOnSale,
  memberTicketOf,
  membershipDefinitionOf,
} from './demo/demo-memberships'
export type { MemberTicketDefinition, MembershipDefinition, MembershipCandidate } from './demo/demo-memberships'
// Issue 14 §3 membership enrolment: its calls, codecs, adapters and demo season.
export { enrolmentEndpoints } from './wire/enrolment-endpoints'
export {
  EnrolmentRateCodec,
  EnrolmentEventCodec,
  EnrolmentSeasonCodec,
  EnrolmentPathParams,
  EnrolmentSeasonResponse,
  EnrolmentSeatPlanParams,
  EnrolmentSeatPlanResponse,
  EnrolmentLockSeatBody,
  EnrolmentUnlockSeatBody,
  EnrolmentSelectionsResponse,
} from './wire/enrolments'
export { HttpEnrolments } from './http/http-enrolments'
export { InMemoryEnrolments } from './in-memory/in-memory-enrolments'
export { EnrolmentId, DEMO_ENROLMENT_SEASONS, enrolmentListing, enrolmentSeasonOf, enrolmentSeasonsOnSale } from './demo/demo-enrolment'
export type { EnrolmentSeasonDefinition } from './demo/demo-enrolment'
export {
  ReportRangeParams,
  FeatureSelectionParams,
  PresentationSelectionParams,
  ReportDayParams,
  LiveFeatureCodec,
  LivePresentationCodec,
  SeatFiguresCodec,
  TicketTypeSalesCodec,
  PresentationSalesCodec,
  FeatureSalesCodec,
  DailySalesCodec,
  CapacityRowCodec,
} from './wire/live/live-reports'
export {
  ReferenceRangeParams,
  ReferencePairParams,
  EditQuantityParams,
  EditQuantityBody,
  TicketReferenceAgentCodec,
  TicketReferenceItemCodec,
  TicketReferenceSalesCodec,
} from './wire/live/ticket-references'
export {
  CalendarDateCodec,
  KeyInt,
  ReferenceText,
  OptionQuantity,
  MAX_REFERENCE_LENGTH,
  MAX_OPTION_QUANTITY,
} from './wire/live/report-scalars'
export { SaveCartBody, SavedCartLinkCodec, SaveCartResponse, OpenCartParams, RestoredCartCodec, OpenCartResponse } from './wire/saved-carts'

// wire: §7 calls' parameters, bodies and answers
export {
  FeaturesParams,
  FeaturesResponse,
  PresentationsParams,
  PresentationListCodec,
  PresentationParams,
  PresentationResponse,
  TicketGroupsParams,
  TicketGroupsOfferCodec,
  TicketLookupParams,
  TicketLookupResponse,
  TimerParams,
  PresentationTimerCodec,
  TimersResponse,
  IntegrationParams,
  IntegrationResponse,
} from './wire/catalog'
export {
  PaymentFormParams,
  PaymentFormResponse,
  CommitBody,
  CommitResultCodec,
  CommitResponse,
  HoldPaymentParams,
  HoldPaymentBody,
  HoldPaymentResponse,
  VoucherBalanceParams,
  VoucherBalanceCodec,
  VoucherBalanceResponse,
} from './wire/payment'
export {
  ReservationParams,
  ReservationCodec,
  ReservationResponse,
  ReservationIdParams,
  CancelBody,
  CancelResponse,
  CancellationOutcomeCodec,
  CancellationQuoteCodec,
  ProducerCancelResponse,
  SystemVoucherHistoryParams,
  VoucherHistoryEntryCodec,
  SystemVoucherHistoryResponse,
  SystemVoucherParams,
  SystemVoucherBody,
  SystemVoucherCancelResponse,
  VoucherReplacementCodec,
  SystemVoucherReplacementResponse,
} from './wire/reservations'
export {
  EDocumentParams,
  EDocumentTicketCodec,
  EDocumentMembershipCodec,
  EDocumentEnrolmentCodec,
  EDocumentVoucherCodec,
  EDocumentDonationCodec,
  EDocumentCodec,
  EDocumentResponse,
} from './wire/edocument'
export {
  SeatsPresentationsParams,
  SeatsPresentationsResponse,
  SeatPlanParams,
  SeatPlanResponse,
  SeatPlanColumnsResponse,
  SeatKeyText,
  SeatsStatusParams,
  SeatStatusEntryCodec,
  SeatsStatusResponse,
  SeatLockRequestCodec,
  SeatLockBody,
  LockedSeatCodec,
  LockSeatResponse,
  UnlockSeatResponse,
  BEST_AVAILABLE_DEFAULTS,
  BestAvailableParams,
  BestAvailableMatchCodec,
  BestAvailableResponse,
} from './wire/seats'
export { SeatEventsParams } from './wire/seat-events'
export { SEAT_EVENTS_PATH, SEAT_EVENT_NAMES, LIVE_SEAT_STATUSES, seatStatusChangeData, seatStatusChangeOf } from './wire/seat-changes'
export type { LiveSeatStatus, SeatStatusChange } from './wire/seat-changes'
export { MiniSiteParams, MiniSiteListingCodec, MiniSiteResponse, MiniSiteValidateParams, MiniSiteValidateResponse } from './wire/mini-site'
export { salesEndpoints } from './wire/sales-endpoints'
export {
  VoucherShopParams,
  VoucherAgeRangeCodec,
  RedemptionDataCodec,
  VoucherPriceCodec,
  VoucherSuperClassCodec,
  VoucherCodec,
  VoucherShopCodec,
  VoucherShopResponse,
  DonationDetailCodec,
  DonationCodec,
  DonationDeskCodec,
  DonationDeskResponse,
} from './wire/sales'
export { ImageParams, ImageBytes } from './wire/images'
export {
  CustomerIdsCodec,
  MemberCodec,
  CustomerSystemVoucherCodec,
  VodTicketCodec,
  CustomerCodec,
  BranchCodec,
  CustomerLoginBody,
  CustomerInfoResponse,
  CustomerLocationsResponse,
  MobileLoginBody,
  MobileLoginValidationBody,
  CustomerAcknowledgement,
  CustomerIdParams,
  CustomerUpdateBody,
  PresenceFlag,
  CustomerAreaLoginParams,
  CustomerAreaLoginBody,
  CustomerAreaLoginChallengeCodec,
  CustomerAreaLoginResponse,
  CustomerAreaValidationBody,
  CustomerAreaInfoResponse,
  CustomerAreaDataParams,
} from './wire/customers'
export type { CustomerAreaLoginTarget } from './wire/customers'
export { CaptchaConfigParams, CaptchaConfigResponse } from './wire/captcha-config'
export { VodCodeBody, VodCodeResponse, VodWatchBody, VodGrantCodec, VodGrantResponse, VodItemParams } from './wire/vod'
export { VOD_MEDIA_PATH, VOD_CAPTIONS_PATH, vodMediaOf } from './wire/vod-media'

// the ports, as one set for the storefront
export type { OrderingAdapters, CustomerAdapters, VodAdapters } from './ordering-adapters'

// HTTP adapters
export { platformFetch } from './http/fetch-function'
export type { FetchInit, FetchResponse, FetchFunction } from './http/fetch-function'
export { VISITOR_UUID_STORAGE_KEY, isUuid, platformRandomUuid, StoredVisitorIdentity } from './http/visitor-identity'
export type { VisitorIdentity, KeyValueStorage } from './http/visitor-identity'
export { VISITOR_UUID_HEADER, TIMESTAMP_PARAM, apiBaseUrl, HttpTransport } from './http/http-transport'
export type { HttpTransportOptions } from './http/http-transport'
export { HttpCatalog } from './http/http-catalog'
export { HttpSeatPlans } from './http/http-seat-plans'
export { HttpSeatStatuses } from './http/http-seat-statuses'
export { HttpSeatLocks } from './http/http-seat-locks'
export { HttpBestAvailable } from './http/http-best-available'
export { HttpPayments } from './http/http-payments'
export { HttpReservations } from './http/http-reservations'
export { HttpSavedCarts } from './http/http-saved-carts'
export { HttpSystemVouchers } from './http/http-system-vouchers'
export { HttpMiniSite } from './http/http-mini-site'
export { HttpVoucherSales, HttpDonationSales } from './http/http-sales'
export { HttpIntegration } from './http/http-integration'
export { HttpCaptchaConfig } from './http/http-captcha-config'
export { HttpCustomers } from './http/http-customers'
export { HttpCustomerArea } from './http/http-customer-area'
export { HttpVod } from './http/http-vod'
export { HttpStaffSession } from './http/live/http-staff-session'
export { HttpProducerReservations } from './http/live/http-producer-reservations'
export { HttpLiveReports } from './http/http-live-reports'
export { HttpTicketReferenceAdmin } from './http/http-ticket-reference-admin'
export { httpAdapters } from './http/http-adapters'

// in-memory adapters
export type {
  DemoTicketCode,
  DemoVoucher,
  DemoTimer,
  DemoMiniSite,
  DemoIntegration,
  DemoServiceCharge,
  DemoDataset,
} from './in-memory/dataset'
export {
  DEFAULT_LOCK_TTL_MS,
  DEFAULT_REPLACEMENT_DAYS,
  DEFAULT_PAYMENT_PAGE_URL,
  calendarDayOf,
  InMemoryBoxOffice,
} from './in-memory/box-office'
export type { InMemoryBoxOfficeOptions, SavedCartRecord } from './in-memory/box-office'
export type { PaymentStatus, PaymentSession } from './in-memory/payment-sessions'
export { GA_ROW } from './in-memory/seat-locking'
export { InMemoryCatalog, IN_MEMORY_LOOKUP_CODE } from './in-memory/in-memory-catalog'
export { InMemorySeatPlans } from './in-memory/in-memory-seat-plans'
export { InMemorySeatStatuses } from './in-memory/in-memory-seat-statuses'
export { InMemorySeatLocks } from './in-memory/in-memory-seat-locks'
export { InMemoryBestAvailable } from './in-memory/in-memory-best-available'
export { InMemoryPayments } from './in-memory/in-memory-payments'
export { InMemoryReservations } from './in-memory/in-memory-reservations'
export { InMemorySavedCarts } from './in-memory/in-memory-saved-carts'
export { InMemorySystemVouchers } from './in-memory/in-memory-system-vouchers'
export { InMemoryMiniSite } from './in-memory/in-memory-mini-site'
export { InMemoryVoucherSales, InMemoryDonationSales } from './in-memory/in-memory-sales'
export { InMemoryIntegration } from './in-memory/in-memory-integration'
export { InMemoryCustomers } from './in-memory/in-memory-customers'
export { InMemoryCustomerArea } from './in-memory/in-memory-customer-area'
export { InMemoryVod } from './in-memory/in-memory-vod'
export { InMemoryLiveReports } from './in-memory/in-memory-live-reports'
export { CustomerAccounts, CUSTOMER_TOKEN_VALIDITY_MS } from './in-memory/customer-accounts'
export type { CustomerAccount } from './in-memory/customer-accounts'
export { DEMO_CUSTOMER_ACCOUNTS } from './in-memory/demo-customer-accounts'
export { SMS_CODE_VALIDITY_MS, SMS_CODE_MAX_WRONG_TRIES, SMS_CODES_PER_NUMBER, SmsCodes } from './in-memory/sms-codes'
export type { SentSms } from './in-memory/sms-codes'
export { inMemoryAdapters } from './in-memory/in-memory-adapters'

// the demo box office: a generated Hebrew catalogue the reference server seeds and the in-memory adapters serve
export type {
  Venue,
  PlanSeat,
  PlanRow,
  PlanGroup,
  PlanSection,
  SeatPlanLayout,
  PricePolicy,
  TicketDefinition,
  TicketGroupDefinition,
  CouponDefinition,
  LookupBenefitDefinition,
  MiniSiteDefinition,
  IntegrationDefinition,
  PresentationTimer,
  CatalogSnapshot,
  PresentationDraft,
  VoucherIssue,
  SalesBusinesses,
  SalesCatalog,
} from './demo/catalog-snapshot'
export { benefitTicketOf, type LookupBenefitPrice } from './demo/lookup-benefit-ticket'
export { seatPlanOfLayout } from './demo/seat-plan-of-layout'
export { VenueId } from './demo/venue-ids'
export { createRandom, seedFrom } from './demo/prng'
export type { Random } from './demo/prng'
export { FeatureId } from './demo/features'
export { TicketGroupId, ProductId } from './demo/price-list'
export { LOOKUP_BENEFITS, DEMO_RESIDENT_ID_NUMBERS, DEMO_BENEFIT_MOBILES } from './demo/lookup-benefits'
export { DEMO_MINI_SITE_URL, DEMO_AGENTS_MINI_SITE_URL, DEMO_INTEGRATION, demoCatalog } from './demo/demo-catalog'
export { SCHEDULE_DAYS, DEMO_SCHEDULES, scheduleDrafts } from './demo/schedule'
export { demoOccupancyKey, demoOccupancy } from './demo/demo-occupancy'
export type { DemoSeat } from './demo/demo-occupancy'
export { demoVouchers } from './demo/demo-vouchers'
export { demoVenues } from './demo/demo-venues'
export {
  VoucherSuperClassId,
  SaleVoucherId,
  GIFT_ENVELOPE_PRODUCT_ID,
  DonationCauseId,
  demoSalesCatalog,
  demoVoucherLine,
  demoFreeDonation,
} from './demo/demo-sales'
export { voucherShopOf } from './demo/voucher-shop-of'
export { demoPresentationDrafts, demoDataset } from './demo/demo-dataset'

// Issue 15 venues: the settings' codecs (public and manager parts), GET /venue, the CurrentVenue adapters
export { CustomerFormConfigCodec, PublicVenueSettingsCodec, VenueParams, VenueSettingsCodec } from './venues/venue-codec'
export type { PublicVenueSettingsWire, VenueSettingsWire } from './venues/venue-codec'
export { venueEndpoints } from './venues/venue-endpoints'
export { HttpCurrentVenue } from './venues/http-current-venue'
export { EMBEDDED_VENUE_ID, embeddedVenueElement, readEmbeddedVenue } from './venues/embedded-venue'
// Issue 16 §1 whether the page's visitor has a customer session (the storefront restores it only then)
export { EMBEDDED_CUSTOMER_SESSION_ID, embeddedCustomerSessionElement, readEmbeddedCustomerSession } from './http/embedded-customer-session'
export { dataBlockTextOf } from './wire/data-block'
export { EMBEDDED_ANSWERS_ID, answeringFirstFrom, embeddedAnswersElement, readEmbeddedAnswers } from './http/embedded-answers'
export { eventsListAddresses } from './http/events-list-addresses'
export { orderPageFollowingCalls, orderPagePresentationAddress } from './http/order-page-addresses'
export type { OrderPageFollowingCalls } from './http/order-page-addresses'
export type { EmbeddedAnswers } from './http/embedded-answers'
export { InMemoryCurrentVenue } from './venues/in-memory-current-venue'
// Issue 15 §4 the venue manager's calls (permission 270) and their HTTP adapter
export {
  ManagedVenuesResponse,
  VenueAuditParams,
  VenueAuditResponse,
  VenueBusinessParams,
  VenueSettingsRevisionCodec,
} from './venues/venue-admin-codec'
export { venueAdminEndpoints } from './venues/venue-admin-endpoints'
export { HttpVenueAdmin } from './venues/http-venue-admin'
