import * as E from 'fp-ts/Either'
import { kartisError, type Result, type SeatLockRequest } from '@kartis/core'
import type { CatalogPresentation } from '../storage/catalog-repository'
import type { PlanSection } from '@kartis/api-adapter'
import type { SeatingLayout, SeatPlans } from './seating-layouts'

/** §7 the presentation, plan and section a lock or unlock request names. */
export interface SeatTarget {
  readonly presentation: CatalogPresentation
  readonly layout: SeatingLayout
  readonly section: PlanSection
}

/** §8 a seat the request names but the presentation's plan does not have. */
export const seatNotFound = (request: Pick<SeatLockRequest, 'sectionId' | 'x' | 'y'>): Result<never> =>
  E.left(kartisError('SEAT_NOT_FOUND', { sectionId: request.sectionId, x: request.x, y: request.y ?? 'ga' }))

/**
 * §7 resolves a lock-seat or unlock-seat payload: PRSNT_NOT_FOUND for an unknown
 * presentation; SEAT_NOT_FOUND when the venue or seat plan is not the presentation's, the
 * presentation has no plan (VOD), or the plan has no such section.
 */
export const resolveSeatTarget = async (layouts: SeatPlans, request: SeatLockRequest): Promise<Result<SeatTarget>> => {
  const presentation = await layouts.presentation(request.presentationId)
  if (presentation === null) return E.left(kartisError('PRSNT_NOT_FOUND', { presentationId: request.presentationId }))
  if (presentation.venueId !== request.venueId || presentation.seatplanId !== request.seatplanId) return seatNotFound(request)
  const layout = await layouts.layoutOf(presentation.venueId, presentation.seatplanId)
  const section = layout?.sections.get(request.sectionId)
  if (layout === null || section === undefined) return seatNotFound(request)
  return E.right({ presentation, layout, section })
}
