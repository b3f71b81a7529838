import type { FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import {
  hostNameOf,
  publicVenueSettings,
  venuePathOf,
  type PublicVenueSettings,
  type Result,
  type VenueAddress,
  type VenueSettings,
  type VenueSettingsRepository,
} from '@kartis/core'
import type { CatalogRepository } from '../storage/catalog-repository'

/**
 * Issue 15 §2 how a request names its venue: the host it was sent to (request.host: the Host
 * header, or X-Forwarded-Host behind a trusted proxy), the /v/{slug} prefix it was sent under
 * (request.originalUrl: the app's rewriteUrl strips the prefix before routing), and a deep link's
 * presentation's business when the caller knows one.
 */
export const venueAddressOf = (request: FastifyRequest, businessId: number | null = null): VenueAddress => ({
  hostName: hostNameOf(request.host),
  slug: venuePathOf(request.originalUrl)?.slug ?? null,
  businessId,
})

/** Issue 15 §2 the venue of a request (VENUE_NOT_FOUND for an unknown /v/{slug}; the install's default when nothing names one). */
export const venueOfRequest = (
  venues: Pick<VenueSettingsRepository, 'resolve'>,
  request: FastifyRequest,
  businessId: number | null = null,
): Promise<Result<VenueSettings>> => venues.resolve(venueAddressOf(request, businessId))

/**
 * Issue 15 §2 the path a request is routed by: /v/{slug}/rest is served as /rest (the storefront
 * and the API alike), so one build serves every venue under its prefix; other paths unchanged.
 */
export const unprefixedUrl = (url: string): string => venuePathOf(url)?.rest ?? url

/**
 * Issue 15 §1/§2 the public settings of the venue a page belongs to: GET /venue's answer, and what
 * the storefront's index.html carries (issue 16 §1) — a deep link's presentation's business decides
 * when neither the host nor a prefix does (an unknown presentation decides nothing).
 */
export const publicVenueOfPage = async (
  storage: { readonly venues: Pick<VenueSettingsRepository, 'resolve'>; readonly catalog: Pick<CatalogRepository, 'getPresentation'> },
  request: FastifyRequest,
  presentationId: number | undefined,
): Promise<Result<PublicVenueSettings>> => {
  const presentation = presentationId === undefined ? null : await storage.catalog.getPresentation(presentationId)
  return E.map(publicVenueSettings)(await venueOfRequest(storage.venues, request, presentation?.businessId ?? null))
}
