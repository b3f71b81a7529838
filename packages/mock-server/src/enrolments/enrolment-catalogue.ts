import * as E from 'fp-ts/Either'
import { DEMO_ENROLMENT_SEASONS, enrolmentSeasonsOnSale } from '@kartis/api-adapter'
import { kartisError, type EnrolmentSeason, type Result } from '@kartis/core'
import type { CatalogRepository } from '../storage/catalog-repository'

/**
 * §2 GET /enroll/{membershipId}: the enrolment season the box office offers at `now` under the
 * membership id — the demo's definitions (@kartis/api-adapter demo-enrolment, DEMO-DATA.md), each
 * with the catalogue's presentations it offers now; NOT_FOUND for another id or a season that
 * cannot offer as many events as its rates need.
 */
export const enrolmentSeasonById = async (
  catalog: Pick<CatalogRepository, 'listPresentations' | 'listFeatures'>,
  now: number,
  membershipId: number,
): Promise<Result<EnrolmentSeason>> => {
  const definitions = DEMO_ENROLMENT_SEASONS.filter((definition) => definition.membershipId === membershipId)
  if (definitions.length === 0) return E.left(kartisError('NOT_FOUND', { membershipId }))
  const venueIds = [...new Set(definitions.map((definition) => definition.covers.venueId))]
  const presentations = await catalog.listPresentations({ venueIds, from: now, includeUntimed: false })
  const features = await catalog.listFeatures([...new Set(presentations.map((p) => p.featureId))])
  const found = enrolmentSeasonsOnSale(presentations, features, now).find((season) => season.membershipId === membershipId)
  return found === undefined ? E.left(kartisError('NOT_FOUND', { membershipId })) : E.right(found)
}
