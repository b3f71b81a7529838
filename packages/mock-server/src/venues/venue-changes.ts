import { PostgresListener } from '../storage/database/postgres-listener'
import { VENUE_SETTINGS_CHANNEL } from '../storage/sql-venue-settings'
import type { VenueManagement } from './venue-management'

export interface VenueChangesOptions {
  /** postgres://… of the box office's database. */
  readonly url: string
  /** Default VENUE_SETTINGS_CHANNEL (the one SqlVenueSettings notifies). */
  readonly channel?: string
  readonly onError?: (error: unknown) => void
}

/**
 * Issue 15 §4 "a change reaches the storefront without a restart, on every instance": this
 * instance forgets its cached venues whenever any instance saves one (the save's NOTIFY), and
 * after its listening connection comes back, since a save may have been missed meanwhile.
 */
export const listenForVenueChanges = (
  venues: Pick<VenueManagement, 'invalidate'>,
  options: VenueChangesOptions,
): Promise<PostgresListener> =>
  PostgresListener.start({
    url: options.url,
    channel: options.channel ?? VENUE_SETTINGS_CHANNEL,
    applicationName: 'kartis-venue-changes',
    onNotification: () => venues.invalidate(),
    onReconnected: () => venues.invalidate(),
    ...(options.onError === undefined ? {} : { onError: options.onError }),
  })
