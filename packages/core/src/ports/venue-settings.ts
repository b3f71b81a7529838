import type { Result } from '../errors/error-codes'
import type { PublicVenueSettings, VenueSettings } from '../venues/venue-settings'
import type { VenueAddress } from '../venues/venue-address'

/**
 * Issue 15 §1/§2 where venues' settings are kept (the box office's storage): a venue by its
 * business, the venue a request names (host, then path prefix, then a presentation's business,
 * else the install's default), and a manager's save, validated and whole or not at all.
 */
export interface VenueSettingsRepository {
  /** The venue of a business; the defaults (defaultVenueSettings) when none was configured. */
  ofBusiness(businessId: number): Promise<VenueSettings>
  /**
   * Issue 15 §2 the venue a request names: a known host name's, else the path prefix's (an
   * unknown prefix is VENUE_NOT_FOUND, never another venue), else the presentation's business's,
   * else the install's default venue.
   */
  resolve(address: VenueAddress): Promise<Result<VenueSettings>>
  /** VENUE_SETTING_INVALID, VENUE_THEME_CONTRAST_TOO_LOW, VENUE_ADDRESS_TAKEN; nothing is saved on a refusal. */
  save(settings: VenueSettings): Promise<Result<VenueSettings>>
  /** Every configured venue, by business id. */
  list(): Promise<readonly VenueSettings[]>
}

/** Issue 15 §1 GET /venue: the public settings of the venue the storefront is served as (a deep link names its presentation). */
export interface CurrentVenue {
  current(presentationId?: number): Promise<Result<PublicVenueSettings>>
}
