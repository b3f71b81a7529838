import type { Result } from '../errors/error-codes'
import type { VodGrant, VodMedia, VodWatchRequest } from '../model/vod'
import type { CustomerAreaLoginChallenge } from './customer-area'

/** §2 /vod/{resId?}/{vodId}: a one-time code to the phone that bought a VOD item, then the item to watch. */
export interface Vod {
  /**
   * Sends a one-time code to the mobile number when it bought the item; the answer is the same
   * when it did not (nothing is sent), so it tells nobody who bought what. TOO_MANY_REQUESTS,
   * invalid_mobileNumber, SMS_FAILED.
   */
  requestCode(request: VodWatchRequest): Promise<Result<CustomerAreaLoginChallenge>>
  /** The grant to watch the item, for the code sent to the phone: INVALID_SMS_CODE, OTP_ATTEMPTS_EXCEEDED, VOD_ACCESS_DENIED. */
  watch(request: VodWatchRequest, smsCode: string): Promise<Result<VodGrant>>
  /** The browser's grant for the item while it lasts (a reload plays on without a new code); VOD_ACCESS_DENIED otherwise. */
  access(vodId: number, reservationIdentifier: string): Promise<Result<VodGrant>>
  /** Where the video element plays the granted item from (ranges, with the grant the browser holds), and its captions. */
  media(grant: Pick<VodGrant, 'vodId' | 'reservationIdentifier'>): VodMedia
}
