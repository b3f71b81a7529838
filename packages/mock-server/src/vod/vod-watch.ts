import * as E from 'fp-ts/Either'
import { kartisError, type CustomerAreaLoginChallenge, type Result, type VodGrant } from '@kartis/core'
import type { Asker } from '../customers/customer-logins'
import { mobileOf } from '../customers/customer-logins'
import { checkLoginCode, requestLoginCode, type OneTimeCodeDeps } from '../customers/one-time-codes'
import type { ReservationDetails } from '../storage/reservation-repository'
import { toJerusalemIso } from '../storage/jerusalem-time'
import { hasViewing, vodItemOfPhone, type VodItemRequest, type VodItemSources } from './vod-items'
import { signVodGrant, verifyVodGrant, type VodGrantClaims } from './vod-grant-token'

/** What the VOD screen's calls need: the phone's items, the one-time codes, the grant key and how long a grant lasts. */
export interface VodWatchDeps {
  readonly sources: VodItemSources
  readonly codes: OneTimeCodeDeps
  /** Keys the grants (the box office's customer secret, KARTIS_CUSTOMER_SECRET; grants derive a key of their own). */
  readonly secret: string
  readonly grantTtlMs: number
}

const denied = (): Result<never> => E.left(kartisError('VOD_ACCESS_DENIED'))

const grantOf = (reservation: ReservationDetails, claims: VodGrantClaims): VodGrant => ({
  vodId: claims.vodId,
  reservationIdentifier: claims.reservationIdentifier,
  featureName: reservation.featureName ?? '',
  expiresAt: toJerusalemIso(claims.expiresAt),
})

/**
 * §2 POST /vod/code: a one-time code (purpose 'vod') to the phone when it has the item, and
 * nowhere otherwise, with the same answer and the same time either way (the send is not
 * waited for), so the call tells nobody who bought what. Its limits are the login codes': per
 * visitor (the code and one §9 fallback), per number asked for and per phone an hour.
 * invalid_mobileNumber for a number that is not an Israeli mobile.
 */
export const requestVodCode = async (
  deps: Pick<VodWatchDeps, 'sources' | 'codes'>,
  asker: Asker,
  item: VodItemRequest,
  typedMobile: string,
): Promise<Result<CustomerAreaLoginChallenge>> => {
  const mobile = mobileOf(typedMobile)
  if (E.isLeft(mobile)) return mobile
  const owned = (await vodItemOfPhone(deps.sources, item, mobile.right)) !== null
  return requestLoginCode(deps.codes, {
    ...asker,
    purpose: 'vod',
    target: `mobile:${mobile.right}`,
    phone: owned ? mobile.right : null,
    customerId: null,
    createsCustomer: false,
    sendRevealsAccount: true,
  })
}

/** §2 the grant a right code earns, as the browser keeps it (token) and as the screen shows it (grant). */
export interface IssuedVodGrant {
  readonly token: string
  readonly grant: VodGrant
}

/**
 * §2 POST /vod/watch: the code sent to the phone (INVALID_SMS_CODE, OTP_ATTEMPTS_EXCEEDED after
 * 5 wrong tries) earns a grant for the item, which the phone must still have (VOD_ACCESS_DENIED
 * otherwise): the reservation named, or the phone's newest with the item; valid grantTtlMs.
 */
export const watchVod = async (
  deps: VodWatchDeps,
  visitorUuid: string,
  item: VodItemRequest,
  typedMobile: string,
  smsCode: string,
): Promise<Result<IssuedVodGrant>> => {
  const mobile = mobileOf(typedMobile)
  if (E.isLeft(mobile)) return mobile
  const code = await checkLoginCode(deps.codes, visitorUuid, 'vod', smsCode, mobile.right)
  if (E.isLeft(code)) return code
  const reservation = await vodItemOfPhone(deps.sources, item, mobile.right)
  if (reservation === null) return denied()
  const claims: VodGrantClaims = {
    reservationIdentifier: reservation.reservationIdentifier,
    vodId: item.vodId,
    expiresAt: deps.codes.clock.now() + deps.grantTtlMs,
  }
  return E.right({ token: signVodGrant(deps.secret, claims), grant: grantOf(reservation, claims) })
}

/**
 * §2 the grant a request carries for the item of its address, while it lasts and the
 * reservation still has the item: VOD_ACCESS_DENIED for no grant, a forged, altered or expired
 * one, one for another item or reservation, or a reservation cancelled since. The signature is
 * checked before anything is read.
 */
export const heldVodGrant = async (
  deps: Pick<VodWatchDeps, 'sources' | 'secret'> & { readonly now: number },
  token: string | undefined,
  reservationIdentifier: string,
  vodId: number,
): Promise<Result<VodGrant>> => {
  const claims = verifyVodGrant(deps.secret, token, deps.now)
  if (claims === null || claims.reservationIdentifier !== reservationIdentifier || claims.vodId !== vodId) return denied()
  const reservation = await deps.sources.reservations.get(reservationIdentifier)
  return reservation !== null && hasViewing(reservation, vodId) ? E.right(grantOf(reservation, claims)) : denied()
}
