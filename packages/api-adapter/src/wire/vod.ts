import type * as t from 'io-ts'
import type { VodGrant } from '@kartis/core'
import { CustomerAreaLoginChallengeCodec } from './login-challenge'
import { JerusalemDateTime } from './date-codec'
import { nullable, withDefault } from './optionality'
import { orError } from './result-codec'
import { WireInt, WireString } from './scalars'
import { field, tolerantStruct, wireObject, wrapped, type WireObject } from './tolerant-keys'

/**
 * §2 the VOD screen's calls (designed: the spec names the screen, /vod/{resId?}/{vodId}, and its
 * phone and one-time-code fields, not its calls). vodId is the VOD presentation; the reservation
 * is optional (null: any of the phone's reservations of the item).
 */

const watchFields = {
  vodId: WireInt,
  reservationIdentifier: withDefault(nullable(WireString), null),
  mobileNumber: WireString,
}

/** POST /vod/code body: the item, the mobile number that bought it, recaptchaToken. */
export const VodCodeBody = tolerantStruct({ ...watchFields, recaptchaToken: WireString }, 'VOD code body')
export type VodCodeBody = t.TypeOf<typeof VodCodeBody>

/** POST /vod/code answer: as the customer-area login's, isFallbackEnabled (§9 one more code after 20 s), or a §8 code. */
export const VodCodeResponse = orError(CustomerAreaLoginChallengeCodec)

/** POST /vod/watch body: the item, the mobile number and the code it was sent. */
export const VodWatchBody = tolerantStruct({ ...watchFields, smsCode: WireString }, 'VOD watch body')
export type VodWatchBody = t.TypeOf<typeof VodWatchBody>

/** §2 a viewing grant: VodId, ReservationIdentifier, FeatureName, ExpiresAt (Jerusalem time). */
export const VodGrantCodec: t.Type<VodGrant, WireObject, unknown> = wireObject('VOD grant', {
  vodId: field('VodId', WireInt),
  reservationIdentifier: field('ReservationIdentifier', WireString),
  featureName: field('FeatureName', withDefault(WireString, '')),
  expiresAt: field('ExpiresAt', JerusalemDateTime),
})

/** POST /vod/watch and GET /vod/{resId}/{vodId}/access answer `{ vodGrant }` (the grant itself travels in an httpOnly cookie), or a §8 code. */
export const VodGrantResponse = orError(wrapped('vodGrant', VodGrantCodec))

/** GET /vod/{resId}/{vodId}/access path: the reservation and the item. */
export const VodItemParams = tolerantStruct({ resId: WireString, vodId: WireInt }, 'VOD item params')
export type VodItemParams = t.TypeOf<typeof VodItemParams>
