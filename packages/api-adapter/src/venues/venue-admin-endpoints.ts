import { endpoint, NoParams } from '../wire/endpoint'
import {
  ManagedVenuesResponse,
  VenueAuditParams,
  VenueAuditResponse,
  VenueBusinessParams,
  VenueSettingsRevisionCodec,
} from './venue-admin-codec'

/**
 * Issue 15 §4 the venue manager's calls in the producer console (permission 270, the user's
 * businesses only; designed, not §7): the venues, one venue's settings with their revision, the
 * save of the whole settings over that revision, and the venue's audit log.
 */
export const venueAdminEndpoints = {
  managedVenues: endpoint({
    name: 'managedVenues',
    method: 'GET',
    path: '/PRES-live/venues',
    params: NoParams,
    body: null,
    response: ManagedVenuesResponse,
  }),
  managedVenue: endpoint({
    name: 'managedVenue',
    method: 'GET',
    path: '/PRES-live/venues/:businessId',
    params: VenueBusinessParams,
    body: null,
    response: VenueSettingsRevisionCodec,
  }),
  saveManagedVenue: endpoint({
    name: 'saveManagedVenue',
    method: 'PUT',
    path: '/PRES-live/venues/:businessId',
    params: VenueBusinessParams,
    body: VenueSettingsRevisionCodec,
    response: VenueSettingsRevisionCodec,
  }),
  managedVenueAudit: endpoint({
    name: 'managedVenueAudit',
    method: 'GET',
    path: '/PRES-live/venues/:businessId/audit',
    params: VenueAuditParams,
    body: null,
    response: VenueAuditResponse,
  }),
} as const
