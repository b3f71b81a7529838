import type { Presentation } from '../model/presentation'

/** §9 venue types of video-on-demand presentations. */
export const VOD_VENUE_TYPE_IDS: readonly number[] = [101, 102, 103, 104]

/** §4 VOD and non-VOD presentations are told apart by venueTypeId (101–104 are VOD). */
export const isVodVenueType = (venueTypeId: number): boolean => VOD_VENUE_TYPE_IDS.includes(venueTypeId)

/** §4 a presentation is VOD when its venue type is one of 101–104. */
export const isVod = (presentation: Pick<Presentation, 'venueTypeId'>): boolean => isVodVenueType(presentation.venueTypeId)

/** An order's presentations split into VOD and the rest, each keeping the order's order. */
export interface VodSplit<P> {
  readonly vod: readonly P[]
  readonly nonVod: readonly P[]
}

/** §4 an order has VOD and non-VOD presentations: split them by venueTypeId. */
export const splitVod = <P extends Pick<Presentation, 'venueTypeId'>>(presentations: readonly P[]): VodSplit<P> => {
  const vod: P[] = []
  const nonVod: P[] = []
  for (const presentation of presentations) (isVod(presentation) ? vod : nonVod).push(presentation)
  return { vod, nonVod }
}

/**
 * §8 VOD playback is not supported on iPhone or iPad, nor in Safari (use Chrome): told from the
 * browser's user agent, and its touch points, since iPadOS asks for desktop sites as a Mac.
 * Chrome, Edge, Opera and Firefox say "Safari" in their agents too; a Safari agent without their
 * names is Safari.
 */
export const isVodUnsupportedBrowser = (userAgent: string, maxTouchPoints: number): boolean => {
  if (/iPhone|iPad|iPod/.test(userAgent)) return true
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return true
  return /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|CriOS\/|Edg\/|OPR\/|Firefox\/|FxiOS\/|Android/.test(userAgent)
}
