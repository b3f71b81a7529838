import * as E from 'fp-ts/Either'
import type { ManagedVenue, Result, VenueAdmin, VenueAuditPage, VenueSettings, VenueSettingsRevision } from '@kartis/core'
import type { HttpTransport } from '../http/http-transport'
import { venueAdminEndpoints } from './venue-admin-endpoints'

/** Issue 15 §4 the venue manager's calls over HTTP (the staff session is the box office's httpOnly cookie). */
export class HttpVenueAdmin implements VenueAdmin {
  constructor(private readonly transport: HttpTransport) {}

  async venues(): Promise<Result<readonly ManagedVenue[]>> {
    return E.map((answer: { readonly venues: readonly ManagedVenue[] }) => answer.venues)(
      await this.transport.send(venueAdminEndpoints.managedVenues, {}, undefined),
    )
  }

  venue(businessId: number): Promise<Result<VenueSettingsRevision>> {
    return this.transport.send(venueAdminEndpoints.managedVenue, { businessId }, undefined)
  }

  /** PUT the whole settings over the revision read; VENUE_SETTINGS_OUTDATED (409) when another save came first. */
  save(settings: VenueSettings, revision: number): Promise<Result<VenueSettingsRevision>> {
    return this.transport.send(venueAdminEndpoints.saveManagedVenue, { businessId: settings.businessId }, { settings, revision })
  }

  audit(businessId: number, page: number): Promise<Result<VenueAuditPage>> {
    return this.transport.send(venueAdminEndpoints.managedVenueAudit, { businessId, page }, undefined)
  }
}
