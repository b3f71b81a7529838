import type { FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import { embeddedVenueElement } from '@kartis/api-adapter'
import { deepLinkPresentationOf, type VenueSettingsRepository } from '@kartis/core'
import { pathnameOf } from '../http/error-handling'
import type { StorefrontHead } from '../static/static-sites'
import type { CatalogRepository } from '../storage/catalog-repository'
import { publicVenueOfPage } from './request-venue'

/**
 * Issue 16 §1 (issue 15 §2) each storefront page carries the venue GET /venue would answer for it —
 * by its host, its /v/{slug} prefix, its deep link's presentation — as a JSON data block, so the
 * first paint waits for no call; an unknown /v/{slug} carries nothing and the page asks as before.
 */
export const storefrontVenueHead =
  (storage: {
    readonly venues: Pick<VenueSettingsRepository, 'resolve'>
    readonly catalog: Pick<CatalogRepository, 'getPresentation'>
  }): StorefrontHead =>
  async (request: FastifyRequest) => {
    const venue = await publicVenueOfPage(storage, request, deepLinkPresentationOf(pathnameOf(request)))
    return E.isRight(venue) ? embeddedVenueElement(venue.right) : ''
  }
