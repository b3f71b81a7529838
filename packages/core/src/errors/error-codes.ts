import type { Either } from 'fp-ts/Either'

/**
 * §8 error catalogue: every expected failure the product knows, as a stable code.
 * The core returns codes; each UI turns them into translated text. Codes that the
 * specification quotes from the server (the customer-area and membership codes) are
 * kept exactly as the server spells them.
 */
export const ERROR_CODES = [
  // Seats (§4, §8)
  'SEAT_NO_LONGER_AVAILABLE',
  'SEAT_UNLOCK_FAILED',
  'SEAT_MAXIMUM_REACHED',
  'SINGLE_SEAT_LEFT',
  'SEAT_NOT_FOUND',
  'NO_SEATS_LEFT_GA',
  'NO_SEATS_LEFT_RESERVED',
  'NO_SEATS_LEFT_SECTION',
  'NO_PRICE_LIST',
  'NOT_ENOUGH_SEATS',
  // Coupons, vouchers and ticket look-ups (§5, §8)
  'COUPON_NEEDS_ONE_MORE_TICKET',
  'COUPON_NEEDS_MORE_TICKETS',
  'COUPON_ALREADY_USED',
  'COUPON_NO_APPLICABLE_TICKETS',
  'COUPON_NOT_APPLIED',
  'VOUCHER_NOTHING_DUE',
  'VOUCHER_ALREADY_APPLIED',
  'PRICE_CODE_ALREADY_ENTERED',
  'MEMBER_BALANCE_INSUFFICIENT',
  'RECAPTCHA_FAILED',
  'CODE_NOT_FOUND',
  'TICKET_NOT_IN_EVENT',
  'VOUCHER_WITHOUT_BALANCE',
  'VOUCHER_EXPIRED',
  'INVALID_ID',
  'MEMBER_NOT_FOUND',
  'NO_VALID_MEMBER',
  'MEMBER_NOT_STARTED',
  'MEMBER_EXPIRED',
  'NO_ACTIVE_MEMBER',
  'MEMBER_SALE_NOT_ALLOWED',
  'REFERENCE_NOT_ELIGIBLE',
  'REFERENCE_CHECK_ERROR',
  // §3 the reference pair's option has no tickets left (issue 13's ticket-reference quantity).
  'REFERENCE_QUOTA_EXHAUSTED',
  'SENIOR_BENEFIT_ERROR',
  'SENIOR_BENEFIT_TICKET_NOT_FOUND',
  'SENIOR_BENEFIT_NO_BALANCE',
  // Order submission (§8)
  'FORM_INVALID',
  'UNABLE_TO_PROCESS_ORDER',
  'ORDER_PROCESSING_ERROR',
  'PAYMENT_ERROR',
  'PAYMENT_EXPIRED',
  'UNEXPECTED_FAULT',
  'CARD_PROVIDER_ERROR',
  'MOBILE_NUMBERS_MISMATCH',
  'HOLD_REQUIRES_LOGIN',
  'HOLD_REQUIRES_ACTIVE_MEMBERSHIP',
  'PREMIUM_SEAT_CANNOT_BE_HELD',
  'MAX_QUANTITY_EXCEEDED',
  'SELECTION_REQUIRED',
  'INVALID_AMOUNT',
  'DONATION_AMOUNT_OUT_OF_RANGE',
  // Issue 14 the server prices a voucher or donation line otherwise than the cart did; vouchers pay no voucher order
  'PRICE_CHANGED',
  'VOUCHER_PAYMENT_NOT_ALLOWED',
  // §5 the waiver's age check, on the box office: the voucher does not suit the jumper's age
  'WAIVER_AGE_NOT_SUITED',
  // Customer save (§8)
  'CUSTOMER_SAVE_FAILED',
  // Customer area (§8, as the server sends them)
  'NOTHING_TO_CANCEL',
  'BALANCE_IS_DUE',
  'CUSTOMER_NOT_FOUND',
  'INVALID_SMS_CODE',
  'LOGIN_FAILED',
  'invalid_captcha',
  'invalid_mobileNumber',
  'invalid_ssn',
  'SMS_FAILED',
  'invalid_email',
  'EMAIL_FAILED',
  'SYSTEM_VOUCHER_NOT_FOUND',
  'SYSTEM_VOUCHER_NOT_ACTIVE',
  'SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT',
  'SYSTEM_VOUCHER_NOT_SOLD_IN_OUTLET',
  'CUSTOMER_TOKEN_REDEEMED',
  'CUSTOMER_TOKEN_EXPIRED',
  'CUSTOMER_TOKEN_ERROR',
  'PRSNT_NOT_FOUND',
  'CONTACT_PROVIDER',
  'TOO_CLOSE_TO_PRSNT_DATE',
  'TOO_FAR_FROM_PURCHASE_DATE',
  'PROVIDER_REFUND_NOT_ALLOWED',
  'NOT_POSSIBLE_TO_CHANGE_DATE_FOR_EVENT',
  'CANNOT_REFUND_CREDIT_TRANSACTION',
  'VOUCHER_CANCELLATION_NOT_ALLOWED',
  'SYSTEM_VOUCHER_PARTIAL_REDEMPTION_NOT_ALLOWED',
  'RESERVATION_NOT_FOUND',
  // Memberships and members (§8)
  'ALREADY_ENROLLED',
  'GENERAL_ERROR',
  'CUSTOMER_NO_MOBILE',
  'NO_MEMBERSHIP_TYPES',
  'MEMBERSHIP_PRICE_CODE_ERROR',
  'MEMBERSHIP_PRICE_CODE_NOT_FOUND',
  'MEMBERSHIP_REFERENCE_INVALID',
  'MAX_MEMBERSHIPS_REACHED',
  'NO_VOUCHERS_FOR_SALE',
  'NO_DONATIONS',
  // Enrolment (issue 14 §3): a rate the season does not sell, a choice of events outside the rate's bounds, a seat taken in one chosen event
  'ENROLMENT_RATE_NOT_FOUND',
  'ENROLMENT_EVENT_COUNT',
  'ENROLMENT_SEAT_TAKEN',
  // Login (§8)
  'LOGIN_INVALID_DETAILS',
  'LOGIN_WRONG_DETAILS',
  'SOCIAL_LOGIN_UNAVAILABLE',
  'OTP_ATTEMPTS_EXCEEDED',
  // Customer sessions: a call that needs a logged-in customer, and a cancel the venue does not allow online (§6)
  'LOGIN_REQUIRED',
  'CANCEL_NOT_ALLOWED',
  // Staff (producer console, §6): no staff session, a permission or business the user lacks, wrong login details or second factor
  'STAFF_LOGIN_REQUIRED',
  'PERMISSION_DENIED',
  'STAFF_LOGIN_FAILED',
  'STAFF_TOTP_FAILED',
  // Ticket-reference admin (issue 13): a quantity set below what the reference pair already bought
  'REFERENCE_QUANTITY_BELOW_SOLD',
  // Saved carts: a /cart/{resId} link the box office does not know, or no longer keeps (§2, §7 POST /cart)
  'CART_NOT_FOUND',
  // Modifying a reservation from /cart/{resId}: nothing changed; the reservation changed since it was opened (§4, §9)
  'NOTHING_TO_MODIFY',
  'MODIFICATION_OUTDATED',
  // VOD (§8); VOD_ACCESS_DENIED: no valid viewing grant (no code entered, expired, forged, or another's item)
  'VOD_UNSUPPORTED_BROWSER',
  'VOD_LOAD_ERROR',
  'VOD_ACCESS_DENIED',
  // Validation (§5)
  'INVALID_LOCALE',
  'INTEGRATION_PARAMS_MISSING',
  // Transport and routing
  'NOT_FOUND',
  'BAD_REQUEST',
  'SERVER_ERROR',
  'NETWORK_ERROR',
  'DECODE_ERROR',
  // Protection of the box office: rate limits, sizes, timeouts, visitor ids, captcha, payment reuse
  'TOO_MANY_REQUESTS',
  'TOO_MANY_SEATS_HELD',
  'PAYLOAD_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'INVALID_VISITOR_ID',
  'PAYMENT_ALREADY_USED',
  'CAPTCHA_DEV_TOKEN_REFUSED',
  // Issue 15 venues: a setting refused (naming its field), a theme colour whose text fails WCAG AA
  // (naming the ratio), a slug or host name another venue uses, a venue the install does not know,
  // hold orders the venue does not offer
  'VENUE_SETTING_INVALID',
  'VENUE_THEME_CONTRAST_TOO_LOW',
  'VENUE_ADDRESS_TAKEN',
  'VENUE_NOT_FOUND',
  'HOLD_ORDERS_NOT_OFFERED',
  // Issue 15 §4 a manager saved over settings another manager changed since they were read
  'VENUE_SETTINGS_OUTDATED',
  // The box office is overloaded for a moment (its database connections all busy): 503, try again shortly
  'SERVER_BUSY',
] as const

export type KartisErrorCode = (typeof ERROR_CODES)[number]

/** Parameters a message may interpolate, e.g. `{ count: 2 }` for COUPON_NEEDS_MORE_TICKETS. */
export type ErrorParams = Readonly<Record<string, string | number>>

/** §8 an expected failure: a stable code, optional parameters, and server text when a server sent one. */
export interface KartisError {
  readonly code: KartisErrorCode
  readonly params?: ErrorParams
  /** Text from the server, shown verbatim where §8 says so (payment commit, failed requests). */
  readonly serverMessage?: string
}

/** Every expected failure is a value of this type. */
export type Result<T> = Either<KartisError, T>

/** Builds a KartisError; the only way the core creates one. */
export const kartisError = (code: KartisErrorCode, params?: ErrorParams, serverMessage?: string): KartisError => ({
  code,
  ...(params === undefined ? {} : { params }),
  ...(serverMessage === undefined ? {} : { serverMessage }),
})

const codeSet: ReadonlySet<string> = new Set(ERROR_CODES)

/** Narrows a string (from a server, say) to a known code. */
export const isKartisErrorCode = (value: string): value is KartisErrorCode => codeSet.has(value)
