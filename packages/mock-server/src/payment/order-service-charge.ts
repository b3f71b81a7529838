import { DEFAULT_VENUE_BUSINESS_ID, globalServiceChargeOf, type GlobalServiceCharge, type VenueSettingsRepository } from '@kartis/core'
import type { CatalogPresentation } from '../storage/catalog-repository'

/** Where the server reads a presentation's venue: the venue repository (cached, forgotten on every save). */
export type ChargeVenues = Pick<VenueSettingsRepository, 'ofBusiness'>

/**
 * §3/§9 issue 15 the charge added once per order of a presentation, as the catalogue serves it
 * (GET /presentations/{id}/ticketGroups) and the commit charges it: the core's rule
 * (globalServiceChargeOf) on the settings of the presentation's venue — its business's, read now,
 * so a manager's save is charged from the next order on; a presentation without a business is the
 * install's default venue's. The one place the server derives it, so the storefront shows what is charged.
 */
export const orderServiceChargeOf = async (venues: ChargeVenues, presentation: CatalogPresentation): Promise<GlobalServiceCharge | null> =>
  globalServiceChargeOf(await venues.ofBusiness(presentation.businessId ?? DEFAULT_VENUE_BUSINESS_ID), presentation)
