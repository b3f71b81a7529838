import type { FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import { STAFF_PERMISSIONS } from '@kartis/core'
import type { OthersLockStatus } from '../seats/visitor-statuses'
import type { CatalogRepository } from '../storage/catalog-repository'
import { businessOf } from './producer-seats-guard'
import type { StaffGuard } from './staff-guard'

/**
 * Issue 13 how a seats-status request is shown other visitors' locks: as held ('hold', places
 * being bought) only for a producer watching its presentation live — the live domain (presLive)
 * AND a staff session holding 266 (presentations report) for the business of the presentation's
 * venue. The domain alone proves nothing (anyone may send it); anything short of that session
 * (none, no 266, another business, an unknown presentation) gets the public's view,
 * 'unavailable', never an error: the storefront's answer is unchanged.
 */
export const liveSeatView = async (
  guard: Pick<StaffGuard, 'forBusiness'>,
  catalog: Pick<CatalogRepository, 'getPresentation' | 'getVenue'>,
  request: FastifyRequest,
  query: { readonly domain?: 'presLive'; readonly presentationId: number },
): Promise<OthersLockStatus> => {
  if (query.domain !== 'presLive') return 'unavailable'
  const business = await businessOf(catalog, query.presentationId)
  const staff = await guard.forBusiness(request, STAFF_PERMISSIONS.presentationsReport, business)
  return E.isRight(staff) ? 'hold' : 'unavailable'
}
