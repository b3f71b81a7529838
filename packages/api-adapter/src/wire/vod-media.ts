import type { VodGrant, VodMedia } from '@kartis/core'
import { fillTemplate } from './url-template'

/** The media of a granted item: bytes with HTTP ranges, not a call of the endpoint table (a video element fetches it). */
export const VOD_MEDIA_PATH = '/vod/:resId/:vodId/media'

/** The captions of a granted item (WebVTT), for the video element's track. */
export const VOD_CAPTIONS_PATH = '/vod/:resId/:vodId/captions'

const under = (apiBase: string, template: string, grant: Pick<VodGrant, 'vodId' | 'reservationIdentifier'>): string =>
  `${apiBase}${fillTemplate(template, { resId: grant.reservationIdentifier, vodId: grant.vodId }).replace(/^\//, '')}`

/** The addresses of an item's media and captions under an API base ending in /api/: {base}vod/{resId}/{vodId}/media and …/captions. */
export const vodMediaOf = (apiBase: string, grant: Pick<VodGrant, 'vodId' | 'reservationIdentifier'>): VodMedia => ({
  video: under(apiBase, VOD_MEDIA_PATH, grant),
  captions: under(apiBase, VOD_CAPTIONS_PATH, grant),
})
