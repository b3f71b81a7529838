import * as E from 'fp-ts/Either'
import { DEMO_ENROLMENT_SEASONS, DEMO_MEMBERSHIPS, enrolmentListing, enrolmentSeasonsOnSale, membershipOnSale } from '@kartis/api-adapter'
import { kartisError, type MembershipOnSale, type Result } from '@kartis/core'
import type { CatalogRepository } from '../storage/catalog-repository'

/**
 * §2/§4 the memberships the box office sells at `now`: the demo's definitions
 * (@kartis/api-adapter demo-memberships, documented in DEMO-DATA.md), each with the
 * presentations of the catalogue it covers now (the soonest still on sale); one that cannot
 * cover as many as it promises is not on sale.
 */
export const membershipsOnSaleAt = async (catalog: Pick<CatalogRepository, 'listPresentations' | 'listFeatures'>, now: number) => {
  const venueIds = [...new Set(DEMO_MEMBERSHIPS.map((definition) => definition.covers.venueId))]
  const presentations = await catalog.listPresentations({ venueIds, from: now, includeUntimed: false })
  const features = await catalog.listFeatures([...new Set(presentations.map((p) => p.featureId))])
  return DEMO_MEMBERSHIPS.flatMap((definition) => membershipOnSale(definition, presentations, features, now) ?? [])
}

/**
 * §2 GET /memberships: the memberships on sale, then the enrolment seasons on sale as list entries
 * marked with their season (issue 14 §3, the list's enroll button: @kartis/api-adapter
 * enrolmentListing); §8 NO_MEMBERSHIP_TYPES when nothing is on sale.
 */
export const listMembershipsOnSale = async (
  catalog: Pick<CatalogRepository, 'listPresentations' | 'listFeatures'>,
  now: number,
): Promise<Result<readonly MembershipOnSale[]>> => {
  const venueIds = [...new Set(DEMO_ENROLMENT_SEASONS.map((definition) => definition.covers.venueId))]
  const presentations = await catalog.listPresentations({ venueIds, from: now, includeUntimed: false })
  const features = await catalog.listFeatures([...new Set(presentations.map((p) => p.featureId))])
  const seasons = enrolmentSeasonsOnSale(presentations, features, now).map(enrolmentListing)
  const onSale = [...(await membershipsOnSaleAt(catalog, now)), ...seasons]
  return onSale.length === 0 ? E.left(kartisError('NO_MEMBERSHIP_TYPES')) : E.right(onSale)
}

/** §2 /membership/{membershipCode}: the membership on sale with the code (any case); NOT_FOUND otherwise. */
export const membershipOnSaleByCode = async (
  catalog: Pick<CatalogRepository, 'listPresentations' | 'listFeatures'>,
  now: number,
  code: string,
): Promise<Result<MembershipOnSale>> => {
  const found = (await membershipsOnSaleAt(catalog, now)).find((m) => m.membership.code.toUpperCase() === code.trim().toUpperCase())
  return found === undefined ? E.left(kartisError('NOT_FOUND', { membershipCode: code })) : E.right(found)
}

/** §7 the membership on sale with the id (the seat calls and the commit name it by id); NOT_FOUND otherwise. */
export const membershipOnSaleById = async (
  catalog: Pick<CatalogRepository, 'listPresentations' | 'listFeatures'>,
  now: number,
  membershipId: number,
): Promise<Result<MembershipOnSale>> => {
  const found = (await membershipsOnSaleAt(catalog, now)).find((m) => m.membership.membershipId === membershipId)
  return found === undefined ? E.left(kartisError('NOT_FOUND', { membershipId })) : E.right(found)
}
