import type { RootStoreInit } from '../stores/store-init'
import { VodStore, type BrowserFacts } from './vod-store'

/** §2 the VOD screens' session: makes the store of one item's screen over the VOD and catalog ports. */
export interface VodSession {
  /** The screen of /vod/{resId?}/{vodId}, its phone field filled with `mobileNumber` (a logged-in customer's). */
  watch(vodId: number, reservationIdentifier: string | null, mobileNumber: string, browser: BrowserFacts): VodStore
}

/** Makes the VOD session over the ports the app was given. */
export const createVodSession = ({ ports, clock }: RootStoreInit): VodSession => ({
  watch: (vodId, reservationIdentifier, mobileNumber, browser) =>
    new VodStore({ vod: ports.vod, catalog: ports.catalog, clock, browser }, vodId, reservationIdentifier, mobileNumber),
})
