import type { CustomerAreaLoginChallenge, Result, Vod, VodGrant, VodMedia, VodWatchRequest } from '@kartis/core'
import { vodEndpoints } from '../wire/vod-endpoints'
import { vodMediaOf } from '../wire/vod-media'
import { inBand } from './answers'
import type { HttpTransport } from './http-transport'

/**
 * §2 the VOD screen over HTTP: a code to the phone, the grant it earns, the grant held. The grant
 * is the box office's httpOnly cookie (scoped to the item's path), which the browser sends with
 * these same-origin calls and with the video element's requests for the media.
 */
export class HttpVod implements Vod {
  constructor(private readonly transport: HttpTransport) {}

  /** POST /vod/code { vodId, reservationIdentifier, mobileNumber, recaptchaToken } */
  requestCode(request: VodWatchRequest): Promise<Result<CustomerAreaLoginChallenge>> {
    return this.transport.withCaptcha(vodEndpoints.vodCode.name, async (recaptchaToken) =>
      inBand(await this.transport.send(vodEndpoints.vodCode, {}, { ...request, recaptchaToken })),
    )
  }

  /** POST /vod/watch { vodId, reservationIdentifier, mobileNumber, smsCode }: the grant (and its cookie). */
  async watch(request: VodWatchRequest, smsCode: string): Promise<Result<VodGrant>> {
    return inBand(await this.transport.send(vodEndpoints.vodWatch, {}, { ...request, smsCode }))
  }

  /** GET /vod/{resId}/{vodId}/access: the grant the browser's cookie holds, or VOD_ACCESS_DENIED. */
  async access(vodId: number, reservationIdentifier: string): Promise<Result<VodGrant>> {
    return inBand(await this.transport.send(vodEndpoints.vodAccess, { resId: reservationIdentifier, vodId }, undefined))
  }

  /** /api/vod/{resId}/{vodId}/media and …/captions: the video element's sources (no ts: its range requests share one address). */
  media(grant: Pick<VodGrant, 'vodId' | 'reservationIdentifier'>): VodMedia {
    return vodMediaOf(this.transport.apiBase, grant)
  }
}
