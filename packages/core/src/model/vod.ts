/**
 * §2 what the VOD screen asks for: a VOD item (the VOD presentation, vodId) of a reservation
 * (resId; null when the address names none: then any of the phone's reservations of the item),
 * and the mobile number that bought it.
 */
export interface VodWatchRequest {
  readonly vodId: number
  readonly reservationIdentifier: string | null
  readonly mobileNumber: string
}

/** §2 a VOD item the browser may play now: the grant the one-time code earned, until it expires. */
export interface VodGrant {
  readonly vodId: number
  /** The reservation that bought the item (found by the phone when the request named none). */
  readonly reservationIdentifier: string
  readonly featureName: string
  /** Jerusalem time, ISO 8601; the browser asks for a new code after it. */
  readonly expiresAt: string
}

/** §2 the addresses of a granted item: its video and its captions (WebVTT, Hebrew). */
export interface VodMedia {
  readonly video: string
  readonly captions: string
}

/** §2 how long a viewing grant lasts from its code: a feature film and a pause (then a new code is asked for). */
export const VOD_GRANT_VALIDITY_MS = 3 * 60 * 60_000
