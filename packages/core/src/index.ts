/**
 * @kartis/core — the Kartis domain: every rule of the specification, framework-free.
 * This file is the package's whole public surface; nothing is imported from deeper paths.
 */

// errors
export { ERROR_CODES, kartisError, isKartisErrorCode } from './errors/error-codes'
export type { KartisErrorCode, ErrorParams, KartisError, Result } from './errors/error-codes'

// staff (§6 the producer console's users and permissions)
export { STAFF_PERMISSIONS, ALL_STAFF_PERMISSIONS, isStaffPermission, hasStaffPermission, servesBusiness } from './staff/staff-user'
export type { StaffPermission, StaffUser } from './staff/staff-user'

// money
export {
  CURRENCY,
  ZERO,
  agorot,
  fromShekels,
  toShekels,
  add,
  subtract,
  sum,
  times,
  minMoney,
  maxMoney,
  nonNegative,
  percentOf,
  formatMoney,
} from './money/money'
export type { Agorot } from './money/money'

// time
export {
  TIME_ZONE,
  daysInMonth,
  jerusalemOffsetMinutes,
  jerusalemDateTime,
  jerusalemDate,
  fromJerusalemLocal,
  formatJerusalemDateTime,
  prepareJerusalemTime,
  formatCalendarDate,
  daysBetween,
  addDays,
  weekday,
  parseIsoMoment,
  parseCalendarDate,
  startOf,
  endOf,
} from './time/jerusalem-time'
export type { CalendarDate, LocalDateTime, IsoMoment } from './time/jerusalem-time'
export { startsAfter, endedBefore } from './time/validity-window'

// model
export { ORDER_KINDS, DEFAULT_SERVICE_CHARGE_NAME } from './model/cart'
export type {
  OrderKind,
  CartPresentation,
  CartSeat,
  CouponRedemption,
  CartProduct,
  VoucherPayment,
  GlobalServiceCharge,
  ModifiedTicket,
  CartModification,
  CartMembershipItem,
  EnrolmentSelection,
  CartEnrolmentItem,
  CartVoucherItem,
  CartDonationItem,
  Cart,
} from './model/cart'
export { EMPTY_CUSTOMER_INFO } from './model/customer'
export type { CustomerSystemVoucher, VodTicket, Customer, CustomerInfo } from './model/customer'
export type { DonationDetail, Donation } from './model/donation'
export type {
  EnrolmentPresentation,
  EnrolmentPresentationDetail,
  EnrolmentMembership,
  EnrolmentRate,
  EnrolmentEvent,
  EnrolmentSeating,
  EnrolmentSeason,
} from './model/enrolment'
export type { Member, MemberMoneyBalance } from './model/member'
export { SERIES_MEMBERSHIP_TYPE_ID } from './model/membership'
export type { MembershipCurrency, MembershipPrice, Membership } from './model/membership'
export type { SeatingMode, PresentationProduct, Feature, Presentation } from './model/presentation'
export { ReservationState } from './model/reservation'
export type { Reservation } from './model/reservation'
export type {
  EDocument,
  EDocumentTicket,
  EDocumentMembership,
  EDocumentEnrolment,
  EDocumentVoucher,
  EDocumentDonation,
  EDocumentWaiver,
} from './model/edocument'
export { SeatAttribute } from './model/seat-plan'
export type {
  SeatAttributeName,
  SeatAttributeCode,
  SeatKey,
  SeatGeometry,
  SeatStatus,
  SeatTicket,
  Seat,
  SeatRow,
  SeatGroup,
  SeatSection,
  SeatPlan,
} from './model/seat-plan'
export type { Ticket, TicketGroup } from './model/ticket'
export { VOD_GRANT_VALIDITY_MS } from './model/vod'
export type { VodWatchRequest, VodGrant, VodMedia } from './model/vod'
export type { RedemptionData, VoucherPrice, Voucher, VoucherBalance, VoucherSuperClass, VoucherAgeRange } from './model/voucher'

// presentations
export { removePresentation, choosePresentation } from './presentations/cart-presentations'
export type { CartSeatRelease } from './presentations/cart-presentations'
export { seatStatusFromCode, applySeatStatuses } from './presentations/seat-status'
export { seatingMode, seatingModeOfPlan } from './presentations/seating-mode'
export { isSoldOut, markSoldOutSections } from './presentations/sold-out'
export type { SaleDomain } from './presentations/sold-out'
export { UNTIMED_FEATURE_TYPE_ID, isUntimed } from './presentations/untimed'
export { VOD_VENUE_TYPE_IDS, isVodVenueType, isVod, splitVod, isVodUnsupportedBrowser } from './presentations/vod'
export type { VodSplit } from './presentations/vod'

// seating
export { BEST_AVAILABLE_MAX_MATCHES, BEST_AVAILABLE_RESULTS_PER_MATCH, findBestAvailable } from './seating/best-available'
export type { BestAvailableOptions, BestAvailableResult, BestAvailableRowMatch } from './seating/best-available'
export { firstTicketSeats } from './seating/first-ticket'
export { seatKeyId, sameSeat } from './seating/seat-key'
export { checkSeatMaximum } from './seating/seat-maximum'
export { SeatStatusCode, indexSeatPlan, seatNumber, seatStatuses, currentSeats } from './seating/seat-plan-index'
export type { SeatPlanIndex, SeatStatusArray } from './seating/seat-plan-index'
export { withSeatStatuses } from './seating/seat-plan-statuses'
export {
  startSeatSelection,
  statusesLoaded,
  selectedHoldings,
  selectedCount,
  selectedKeys,
  selectedSeats,
  gaQuantity,
  isPending,
  canContinue,
  strayKeys,
  effectiveStatuses,
  seatStatusFor,
  blockedSeatIds,
  select,
  deselect,
  toggle,
  setGaQuantity,
  lockSucceeded,
  lockFailed,
  unlockSucceeded,
  unlockFailed,
  committed,
  adoptHeldSeats,
  releaseAll,
  releaseStrays,
  runStep,
  selectSeat,
  deselectSeat,
  toggleSeat,
  chooseGaQuantity,
  releaseAllSeats,
  releaseStraySeats,
  lockRequestFor,
  unlockRequestOf,
  unlockSeats,
} from './seating/seat-selection'
export type {
  SeatLockRequest,
  LockedSeat,
  SeatLocks,
  SelectionPresentation,
  Holding,
  SeatSelectionState,
  SeatCommand,
  SeatStep,
  SeatSelectionCell,
  HeldSeat,
} from './seating/seat-selection'
export { seatUnit } from './seating/seat-units'
export {
  SINGLE_SEAT_POLICY_ID,
  appliesSingleSeatRule,
  checkSelection,
  blockedSeatMask,
  blockedSeats,
  selectionToAdd,
} from './seating/single-seat-rule'
export type { SeatingRuleOptions } from './seating/single-seat-rule'

// tickets
export { cartSeatRef, sameCartSeat } from './tickets/cart-seat-ref'
export type { CartSeatRef } from './tickets/cart-seat-ref'
export {
  couponCode,
  sameCode,
  multiplierOf,
  redemptionBalanceOf,
  redemptionCount,
  redemptionIndexCovering,
  isCoveredByCoupon,
  unassignedSeatsFor,
  applyCoupon,
  removeCouponRedemption,
  removeCoupon,
  releaseSeatFromCoupon,
} from './tickets/coupon'
export type { CouponTarget } from './tickets/coupon'
export {
  memberStatus,
  isMemberNotStarted,
  isMemberExpired,
  isMemberAvailable,
  checkMemberValid,
  isSaleTicket,
  checkMemberSaleAllowed,
  memberTicketCount,
  checkMemberBalance,
  assignMemberTicket,
} from './tickets/member-validity'
export type { MemberStatus } from './tickets/member-validity'
export { seatTicketFor, withSeatTicket } from './tickets/seat-ticket'
export {
  ticketOfGroup,
  findCartSeat,
  setSeatTicket,
  chooseTicketForSeat,
  clearSeatTicket,
  ticketQuantity,
  chooseTicketQuantity,
  seatsWithoutTicket,
  everySeatHasTicket,
} from './tickets/ticket-choice'
export {
  TICKET_LOOKUP_KINDS,
  BENEFIT_LOOKUP_KINDS,
  ONE_TIME_CODE_LENGTH,
  isTicketLookupKind,
  isBenefitLookupKind,
  lookupsOfGroup,
  checkLookupOffered,
  parseLookupValue,
  isLookupValueValid,
} from './tickets/ticket-lookup'
export type { TicketLookupKind, BenefitLookupKind } from './tickets/ticket-lookup'
export { ticketReferencesOf, referenceLinesOf, checkReferenceQuota } from './tickets/ticket-references'
export type { TicketReferencePair, ReferenceLine, ReferencedTicket, ReferenceOptionUse } from './tickets/ticket-references'

// pricing
export { cancellationQuote } from './pricing/cancellation-fee'
export type { CancellationFeeBasis, CancellationFeeRule, PaidOrder, CancellationQuote } from './pricing/cancellation-fee'
export { globalServiceChargeFor, cartTotals, cartTotal, balanceDue } from './pricing/cart-totals'
export type { ServiceChargeLine, CartTotals } from './pricing/cart-totals'
export {
  DEFAULT_NUMBER_OF_PAYMENTS,
  numberOfPaymentsOptions,
  chooseNumberOfPayments,
  instalments,
  cartInstalments,
} from './pricing/payments'
export type { PaymentsRange } from './pricing/payments'
export { checkOnlyKind, checkLineQuantity, priceSaleProduct, sequenceResults, unable } from './pricing/sale-pricing'
export type { PricedSale, SaleLine, VoucherToIssue } from './pricing/sale-pricing'
export { priceVoucherCart } from './pricing/voucher-cart-pricing'
export { priceDonationCart } from './pricing/donation-cart-pricing'
export { rebalanceVoucherPayments, addVoucherPayment, removeVoucherPayment, requiresCardPayment } from './pricing/voucher-payment'

// orders
export { isMemberActive, activeMembers } from './orders/active-membership'
export { emptyCart, toCartSeat } from './orders/cart'
export { checkCustomAmount, checkDonationAmount, parseCustomAmount, setDonationItem, removeDonationItem } from './orders/donation-items'
export type { DonationLineKey } from './orders/donation-items'
export {
  HOLD_DEADLINE_MINUTES,
  OFFER_REGULAR_ORDER,
  checkHoldCustomer,
  isPremiumSeat,
  premiumSeats,
  checkHoldSeats,
  switchToRegularOrder,
  holdDeadline,
  holdsDueStartingBefore,
  isHoldStillPossible,
  checkHoldDeadline,
  checkHoldOrder,
} from './orders/hold-order'
export type { HoldCustomer } from './orders/hold-order'
export { addMembershipItem, updateMembershipItem, removeMembershipItem } from './orders/membership-items'
export type { MembershipLineKey } from './orders/membership-items'
export {
  theMembershipLine,
  cataloguePriceOf,
  presentationsWithoutSeat,
  checkMembershipSeats,
  membershipSeatTargets,
  combinedSeatStatus,
} from './orders/membership-order'
export {
  rateOf,
  requiredEvents,
  checkEventChoice,
  eventLabelOf,
  seatTakenIn,
  checkFixedSeatFree,
  enrolmentServiceCharge,
  enrolmentTotal,
  theEnrolmentLine,
  checkEnrolmentLine,
  enrolmentSeatTargets,
  isSameEnrollee,
  checkNotEnrolled,
} from './orders/enrolment-order'
export type { Enrollee } from './orders/enrolment-order'
export { isOrderKind, switchOrderKind, clearCart } from './orders/order-kind'
export { modifiedTicketOf, modifyingCart, modificationChanges, modificationDue } from './orders/cart-modification'
export type { PaidTicket, ModificationChanges } from './orders/cart-modification'
export { SAVED_CART_VALIDITY_DAYS, savedCartExpiry, savedCartOf, cartToSave, restoreSeats, withRestoredSeats } from './orders/saved-cart'
export type { CartToSave, SavedSeatStanding, SeatRestore } from './orders/saved-cart'
export { MAX_MEMBERSHIP_QUANTITY, MAX_VOUCHER_QUANTITY, checkMaxQuantity, selectedItemCount, requireSelection } from './orders/quantities'
export { seriesWalk, seriesPosition, nextSeries, previousSeries } from './orders/series-navigation'
export type { SeriesPosition } from './orders/series-navigation'
export { setVoucherQuantity, removeVoucherItem } from './orders/voucher-items'
export type { VoucherLineKey } from './orders/voucher-items'

// reservations
export { isCancelled, cancelledReservation, cancelReservation } from './reservations/cancel'
export type { HasReservations, Cancellation } from './reservations/cancel'
export { edocumentOf, withSellingVenueGrace } from './reservations/edocument'
export { isPastForEDocument } from './reservations/edocument-admission'
export {
  seatTakenRatio,
  seatFigures,
  presentationTotals,
  withAllCinemasTotal,
  LOCATION_OUTSIDE_TOTAL,
  ALL_CINEMAS_LOCATION_ID,
  ALL_CINEMAS_NAME,
} from './reports/seat-figures'
export { defaultReportRange, reportRange, MAX_REPORT_RANGE_DAYS } from './reports/report-range'
export {
  DEFAULT_CUSTOMER_AREA_CANCEL_SETTINGS,
  canCancelReservationInCustomerArea,
  canCancelSystemVoucherInCustomerArea,
} from './reservations/customer-area-cancel'
export type { CustomerAreaCancelSettings } from './reservations/customer-area-cancel'
export { compareReservations, reservationOrd, sortReservations } from './reservations/sort'
export {
  REPLACEMENT_WINDOW_DAYS,
  cancelSystemVoucher,
  applySystemVoucherReplacement,
  isWithinReplacementWindow,
  checkSystemVoucherReplacement,
} from './reservations/system-voucher'
export type { HasSystemVouchers, SystemVoucherReplacement } from './reservations/system-voucher'

// session
export type { Clock } from './session/clock'
export { IDLE_TIME_MS, isIdle, watchIdle } from './session/idle'
export type { IdleWatch } from './session/idle'
export {
  SMS_FALLBACK_MAX_ATTEMPTS,
  SMS_FALLBACK_DELAY_MS,
  SMS_MAX_REQUESTS,
  initialLoginState,
  isLoggedIn,
  isLoggedInForCheckout,
  openLogin,
  closeLogin,
  canRequestSms,
  smsRequested,
  smsFallbackAt,
  backToLoginForm,
  loggedIn,
  customerRefreshed,
  loggedOut,
  customerInfoOf,
} from './session/login-state'
export type { LoginOptions, LoginFlow, LoginState } from './session/login-state'
export { ManualClock } from './session/manual-clock'
export { TIMER_TICK_MS, startCountdown, remainingSeconds, isExpired, runCountdown } from './session/timer'
export type { Countdown, CountdownListener, RunningCountdown } from './session/timer'

// validation
export { sanitizeAddress } from './validation/address'
export { ageAt, ageSuits, checkWaiverAge } from './validation/age'
export { passesLuhn, cardNumber, cardExpiry, cvv, validateCardForm } from './validation/card'
export type { CardFormValues, CardField, ValidCard } from './validation/card'
export { CUSTOMER_FORM_FIELDS, DEFAULT_CUSTOMER_FORM_CONFIG, customerFormConfig, shownFields } from './validation/customer-form-config'
export type { CustomerFormField, FieldConfig, CustomerFormConfig, CustomerFormOverrides } from './validation/customer-form-config'
export { validateCustomerForm } from './validation/customer-form'
export type { CustomerFormValues, CustomerFormErrorField } from './validation/customer-form'
export { integrationParams } from './validation/integration'
export type { IntegrationParams, QueryValue } from './validation/integration'
export {
  ISRAELI_ID_LENGTH,
  israeliIdCheckDigit,
  normalizeIsraeliId,
  isValidIsraeliId,
  parseIsraeliId,
  israeliId,
} from './validation/israeli-id'
export { LOCALES, DEFAULT_LOCALE, FALLBACK_LOCALE, isLocale, parseLocale, resolveLocale, textDirection } from './validation/locale'
export type { Locale, TextDirection } from './validation/locale'
export { validateLogin } from './validation/login'
export type { LoginValues, LoginField } from './validation/login'
export { VALIDATION_KEYS, validationMessage, allOf, validateFields } from './validation/message'
export type { ValidationKey, ValidationMessage, FieldCheck, FormErrors } from './validation/message'
export {
  ISRAEL_COUNTRY_CODE,
  normalizeMobile,
  isIsraeliMobile,
  displayMobile,
  toInternationalMobile,
  canonicalMobile,
  checkMobileNumbersMatch,
  israeliMobile,
} from './validation/mobile'
export { required, alpha, numeric, alphaNum, email, min, max } from './validation/rules'
export { slugify } from './validation/slug'

// ports
export type { EcommerceEventName, AnalyticsItem, EcommerceEvent, Analytics } from './ports/analytics'
export type { BestAvailableRequest, BestAvailableMatch, BestAvailable } from './ports/best-available'
export type { Captcha } from './ports/captcha'
export type {
  FeatureFilter,
  PresentationFilter,
  PresentationList,
  PresentationQuery,
  TicketGroupQuery,
  TicketGroupsOffer,
  TicketLookup,
  LookupCodeRequest,
  PresentationTimer,
  Catalog,
} from './ports/catalog'
export type { CustomerAreaLoginRequest, CustomerAreaLoginChallenge, CustomerArea } from './ports/customer-area'
export type { EmailLogin, MobileLoginRequest, SmsCodeValidation, Branch, CustomerDetailsUpdate, Customers } from './ports/customers'
export type { EnrolmentSeatRequest, EnrolmentSeatRelease, Enrolments } from './ports/enrolment'
export type { Integration } from './ports/integration'
export type {
  LiveFeatureKey,
  LiveFeature,
  LivePresentation,
  SeatFigures,
  SalesFigures,
  TicketTypeSales,
  PresentationSales,
  FeatureSales,
  DailySales,
  CapacityRow,
  LiveReports,
} from './ports/live-reports'
export type { ProducerReservationSearch, ProducerReservation, ProducerReservations } from './ports/producer-reservations'
export type { StaffCredentialsInput, StaffLoginStep, StaffSession } from './ports/staff-session'
export type { MembershipSeatRequest, MembershipSeatSelection, Memberships } from './ports/memberships'
export type { MembershipSeating, MembershipPresentation, MembershipOnSale, MembershipSales } from './ports/membership-sales'
export type { MiniSiteListing, MiniSiteValidation, MiniSite } from './ports/mini-site'
export type { PaymentFormRequest, CommitRequest, CommitResult, ProducerSeatsRequest, HoldPaymentRequest, Payments } from './ports/payments'
export type { CancellationOutcome, CancellationRequest, Reservations } from './ports/reservations'
export type { SaveCartRequest, SavedCartLink, RestoredCart, SavedCarts } from './ports/saved-carts'
export type { SalesContext, DateRange } from './ports/sales-context'
export type { SeatPlanKey, SeatPlans } from './ports/seat-plans'
export type { SeatStatusQuery, SeatStatusKey, SeatStatusEntry, SeatStatuses } from './ports/seat-statuses'
export type { VoucherHistoryEntry, VoucherReplacement, SystemVouchers } from './ports/system-vouchers'
export type { Vod } from './ports/vod'
export type { VoucherShop, VoucherSales } from './ports/voucher-sales'
export type { DonationDesk, DonationSales } from './ports/donation-sales'
export type {
  PriceRowKey,
  TicketReferenceItem,
  TicketReferenceNames,
  TicketReferenceOption,
  TicketReferenceAgent,
  TicketReferenceSales,
  ReferenceQuantityEdit,
  TicketReferenceAdmin,
} from './ports/ticket-reference-admin'
export type { VenueSettingsRepository, CurrentVenue } from './ports/venue-settings'
export type { ManagedVenue, VenueAdmin, VenueAuditEntry, VenueAuditPage, VenueSettingsRevision } from './ports/venue-admin'

// Issue 15 venues: settings per venue (business), their validation, the rules the server enforces, addresses
export {
  WCAG_AA_NORMAL_TEXT,
  contrastRatio,
  formatContrastRatio,
  meetsWcagAa,
  parseHexColour,
  relativeLuminance,
} from './venues/colour-contrast'
export type { HexColour } from './venues/colour-contrast'
export {
  DEFAULT_THEME_COLOUR,
  DEFAULT_THEME_TEXT_COLOUR,
  DEFAULT_VENUE_BUSINESS_ID,
  VENUE_LAYOUTS,
  defaultVenueSettings,
  publicVenueSettings,
  serviceChargeAtLocation,
  venueSettingsOfBusiness,
} from './venues/venue-settings'
export type {
  VenueLayout,
  VenueCancellation,
  VenueOrderRules,
  VenueLocation,
  VenueLook,
  VenueTextOverrides,
  VenueSettings,
  PublicVenueSettings,
} from './venues/venue-settings'
export { VENUE_LIMITS, isVenueHostName, isVenueSlug, validateVenueSettings } from './venues/venue-settings-validation'
export { cancellationFeeOf, checkVenueOrder, customerAreaCancelSettingsOf, globalServiceChargeOf } from './venues/venue-rules'
export type { VenueOrderFacts } from './venues/venue-rules'
export { VENUE_PATH_PREFIX, deepLinkPresentationOf, hostNameOf, venuePathOf } from './venues/venue-address'
export type { VenuePath, VenueAddress } from './venues/venue-address'
export { venueSettingsChanges } from './venues/venue-settings-changes'
export type { VenueSettingsChange } from './venues/venue-settings-changes'
