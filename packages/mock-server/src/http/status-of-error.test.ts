import { describe, expect, it } from 'vitest'
import { ERROR_CODES, type KartisErrorCode } from '@kartis/core'
import { httpStatusOf } from './status-of-error'

describe('httpStatusOf', () => {
  it('maps unknown ids to 404, bad input and captcha to 400, conflicts to 409, faults to 500, other rules to 422', () => {
    expect(httpStatusOf('PRSNT_NOT_FOUND')).toBe(404)
    expect(httpStatusOf('RESERVATION_NOT_FOUND')).toBe(404)
    expect(httpStatusOf('invalid_captcha')).toBe(400)
    expect(httpStatusOf('DECODE_ERROR')).toBe(400)
    expect(httpStatusOf('SEAT_NO_LONGER_AVAILABLE')).toBe(409)
    expect(httpStatusOf('NO_SEATS_LEFT_GA')).toBe(409)
    expect(httpStatusOf('SERVER_ERROR')).toBe(500)
    expect(httpStatusOf('SINGLE_SEAT_LEFT')).toBe(422)
    expect(httpStatusOf('SEAT_MAXIMUM_REACHED')).toBe(422)
  })

  it('issue 14 a commit refused for its cart is 400, for a price or seat that changed under it 409', () => {
    const badCart: readonly KartisErrorCode[] = [
      'MAX_QUANTITY_EXCEEDED',
      'DONATION_AMOUNT_OUT_OF_RANGE',
      'INVALID_AMOUNT',
      'VOUCHER_PAYMENT_NOT_ALLOWED',
      'SELECTION_REQUIRED',
      'UNABLE_TO_PROCESS_ORDER',
    ]
    expect(badCart.map(httpStatusOf)).toEqual(badCart.map(() => 400))
    expect([httpStatusOf('PRICE_CHANGED'), httpStatusOf('SEAT_NO_LONGER_AVAILABLE')]).toEqual([409, 409])
  })

  it('gives the protections their own statuses', () => {
    expect(httpStatusOf('TOO_MANY_REQUESTS')).toBe(429)
    expect(httpStatusOf('PAYLOAD_TOO_LARGE')).toBe(413)
    expect(httpStatusOf('HEADERS_TOO_LARGE')).toBe(431)
    expect(httpStatusOf('REQUEST_TIMEOUT')).toBe(408)
    expect(httpStatusOf('INVALID_VISITOR_ID')).toBe(400)
    expect(httpStatusOf('CAPTCHA_DEV_TOKEN_REFUSED')).toBe(403)
    expect(httpStatusOf('VOD_ACCESS_DENIED')).toBe(403)
    expect(httpStatusOf('PAYMENT_ALREADY_USED')).toBe(409)
    expect(httpStatusOf('TOO_MANY_SEATS_HELD')).toBe(422)
    expect(httpStatusOf('SERVER_BUSY')).toBe(503)
  })

  it('gives customer sessions theirs: 401 without a login or with wrong details, 403 a cancel not allowed, 429 a code tried out', () => {
    expect(httpStatusOf('LOGIN_REQUIRED')).toBe(401)
    expect(httpStatusOf('HOLD_REQUIRES_LOGIN')).toBe(401)
    expect(httpStatusOf('LOGIN_FAILED')).toBe(401)
    expect(httpStatusOf('CANCEL_NOT_ALLOWED')).toBe(403)
    expect(httpStatusOf('OTP_ATTEMPTS_EXCEEDED')).toBe(429)
    expect(httpStatusOf('INVALID_SMS_CODE')).toBe(422)
  })

  it('gives staff sessions theirs: 401 without a staff login or with wrong details or code, 403 a permission or business lacking', () => {
    const codes: readonly KartisErrorCode[] = ['STAFF_LOGIN_REQUIRED', 'STAFF_LOGIN_FAILED', 'STAFF_TOTP_FAILED', 'PERMISSION_DENIED']
    expect(codes.map(httpStatusOf)).toEqual([401, 401, 401, 403])
  })

  it('answers a 4xx for every code but the server faults and the box office being busy (503)', () => {
    const faults = ERROR_CODES.filter((code) => httpStatusOf(code) >= 500)
    expect(faults).toEqual(['UNEXPECTED_FAULT', 'SERVER_ERROR', 'NETWORK_ERROR', 'SERVER_BUSY'])
  })
})
