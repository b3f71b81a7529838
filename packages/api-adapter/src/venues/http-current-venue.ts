import type { CurrentVenue, PublicVenueSettings, Result } from '@kartis/core'
import type { HttpTransport } from '../http/http-transport'
import { venueEndpoints } from './venue-endpoints'

/** Issue 15 §1 the CurrentVenue port over HTTP: the box office decides the venue from the page's host or /v/{slug} prefix. */
export class HttpCurrentVenue implements CurrentVenue {
  constructor(private readonly transport: HttpTransport) {}

  /** Issue 15 §1 GET /venue: the public settings of the venue the storefront is served as (a deep link names its presentation). */
  current(presentationId?: number): Promise<Result<PublicVenueSettings>> {
    return this.transport.send(venueEndpoints.venue, presentationId === undefined ? {} : { presentationId }, undefined)
  }
}
