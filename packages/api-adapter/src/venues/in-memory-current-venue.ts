import * as E from 'fp-ts/Either'
import {
  defaultVenueSettings,
  publicVenueSettings,
  type CurrentVenue,
  type PublicVenueSettings,
  type Result,
  type VenueSettings,
} from '@kartis/core'

/** Issue 15 §1 the CurrentVenue port without a server: one venue's settings (default: the install's default venue). */
export class InMemoryCurrentVenue implements CurrentVenue {
  constructor(private readonly settings: VenueSettings = defaultVenueSettings()) {}

  /** Issue 15 §1 the public part of the venue's settings, as GET /venue answers it. */
  current(): Promise<Result<PublicVenueSettings>> {
    return Promise.resolve(E.right(publicVenueSettings(this.settings)))
  }
}
