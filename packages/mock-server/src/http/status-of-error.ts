import type { KartisErrorCode } from '@kartis/core'

/** Unknown ids and codes: the thing asked for does not exist. */
const NOT_FOUND: ReadonlySet<KartisErrorCode> = new Set<KartisErrorCode>([
  'NOT_FOUND',
  'PRSNT_NOT_FOUND',
  'RESERVATION_NOT_FOUND',
  'SEAT_NOT_FOUND',
  'CODE_NOT_FOUND',
  'CUSTOMER_NOT_FOUND',
  'MEMBER_NOT_FOUND',
  'SYSTEM_VOUCHER_NOT_FOUND',
  'CART_NOT_FOUND',
  'ENROLMENT_RATE_NOT_FOUND',
  'VENUE_NOT_FOUND',
])

/** The request itself is wrong: malformed input, a refused captcha, a missing parameter. */
const BAD_REQUEST: ReadonlySet<KartisErrorCode> = new Set<KartisErrorCode>([
  'BAD_REQUEST',
  'DECODE_ERROR',
  'invalid_captcha',
  'RECAPTCHA_FAILED',
  'INVALID_LOCALE',
  'INTEGRATION_PARAMS_MISSING',
  'invalid_mobileNumber',
  'invalid_ssn',
  'invalid_email',
  'FORM_INVALID',
  'MOBILE_NUMBERS_MISMATCH',
  // Issue 14 a commit's cart the box office does not sell as sent: too many of a line, two
  // memberships, nothing chosen, a donation outside its bounds or not an amount, vouchers paying
  // for vouchers, a line not on sale or of another order kind.
  'SELECTION_REQUIRED',
  'MAX_QUANTITY_EXCEEDED',
  'MAX_MEMBERSHIPS_REACHED',
  'INVALID_AMOUNT',
  'DONATION_AMOUNT_OUT_OF_RANGE',
  'VOUCHER_PAYMENT_NOT_ALLOWED',
  'UNABLE_TO_PROCESS_ORDER',
  // §5 the waiver's jumper is not of an age the voucher suits.
  'WAIVER_AGE_NOT_SUITED',
  // Issue 15 a venue's settings refused: a bad value, a theme colour failing WCAG AA.
  'VENUE_SETTING_INVALID',
  'VENUE_THEME_CONTRAST_TOO_LOW',
])

/** The request was fine but the state changed under it (another visitor was first). */
const CONFLICT: ReadonlySet<KartisErrorCode> = new Set<KartisErrorCode>([
  'SEAT_NO_LONGER_AVAILABLE',
  'SEAT_UNLOCK_FAILED',
  'NO_SEATS_LEFT_GA',
  'NO_SEATS_LEFT_RESERVED',
  'NO_SEATS_LEFT_SECTION',
  'NOT_ENOUGH_SEATS',
  'NOTHING_TO_CANCEL',
  'ALREADY_ENROLLED',
  // Issue 14 §3 an enrolment's seat is taken in one of the chosen events.
  'ENROLMENT_SEAT_TAKEN',
  'SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT',
  'CUSTOMER_TOKEN_REDEEMED',
  'MODIFICATION_OUTDATED',
  // Issue 13 others bought the pair's last tickets.
  'REFERENCE_QUOTA_EXHAUSTED',
  // Issue 14 the catalogue's price is not the one the cart was made with.
  'PRICE_CHANGED',
  // Issue 15 a slug or host name another venue already uses; settings another manager saved since they were read.
  'VENUE_ADDRESS_TAKEN',
  'VENUE_SETTINGS_OUTDATED',
])

/** Protections of the box office whose HTTP status says exactly what happened. */
const PROTECTION_STATUS: Readonly<Partial<Record<KartisErrorCode, number>>> = {
  INVALID_VISITOR_ID: 400,
  CAPTCHA_DEV_TOKEN_REFUSED: 403,
  VOD_ACCESS_DENIED: 403,
  REQUEST_TIMEOUT: 408,
  PAYMENT_ALREADY_USED: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  HEADERS_TOO_LARGE: 431,
  SERVER_BUSY: 503,
}

/**
 * Issue 12 customer sessions: no (or an ended) session, wrong login details 401; a cancel the
 * venue does not allow online 403; a one-time code's attempts used up 429 (ask for a new code).
 */
const SESSION_STATUS: Readonly<Partial<Record<KartisErrorCode, number>>> = {
  LOGIN_REQUIRED: 401,
  LOGIN_FAILED: 401,
  // §4 a hold order without a logged-in customer.
  HOLD_REQUIRES_LOGIN: 401,
  CANCEL_NOT_ALLOWED: 403,
  OTP_ATTEMPTS_EXCEEDED: 429,
  // Staff sessions (§6 the producer console): no session or wrong login details 401, a permission or business the user lacks 403.
  STAFF_LOGIN_REQUIRED: 401,
  STAFF_LOGIN_FAILED: 401,
  STAFF_TOTP_FAILED: 401,
  PERMISSION_DENIED: 403,
}

/** Faults of the server, never of the input. */
const SERVER_FAULT: ReadonlySet<KartisErrorCode> = new Set<KartisErrorCode>(['SERVER_ERROR', 'UNEXPECTED_FAULT', 'NETWORK_ERROR'])

/**
 * §8 the HTTP status of an expected failure: 404 unknown ids and codes, 400 bad input (a commit's
 * cart too) and captcha refusals, 409 conflicts with the current seat or order state, 500 server faults,
 * 422 every other rule the request broke (seat maximum, single-seat rule, expired voucher…);
 * the protections (rate limit, sizes, timeouts, visitor id, captcha, payment reuse, VOD grant, the
 * box office busy) and the customer sessions their own.
 */
export const httpStatusOf = (code: KartisErrorCode): number =>
  PROTECTION_STATUS[code] ??
  SESSION_STATUS[code] ??
  (NOT_FOUND.has(code) ? 404 : BAD_REQUEST.has(code) ? 400 : CONFLICT.has(code) ? 409 : SERVER_FAULT.has(code) ? 500 : 422)
