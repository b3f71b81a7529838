import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '@kartis/core'
import type { CatalogRepository } from '../storage/catalog-repository'
import { miniSitePresentationIds } from './sale-filters'

/**
 * §7 GET /mini-site/validate/{url}: the tickets chosen may be sold under the mini-site when
 * each is a ticket of a ticket group one of its presentations sells (reference1 and
 * reference2 are accepted as given: the demo box office checks no references).
 * NOT_FOUND for an unknown mini-site; REFERENCE_NOT_ELIGIBLE naming the first other ticket.
 */
export const validateMiniSiteTickets = async (
  catalog: CatalogRepository,
  url: string,
  ticketIds: readonly number[],
): Promise<Result<true>> => {
  const ids = await miniSitePresentationIds(catalog, url)
  if (E.isLeft(ids)) return ids
  const presentations = await catalog.listPresentations({ ids: [...ids.right] })
  const sold = new Set(presentations.flatMap((p) => p.ticketGroups.flatMap((g) => [...g.tickets, ...g.voucherTickets].map((t) => t.id))))
  const other = ticketIds.find((id) => !sold.has(id))
  return other === undefined ? E.right(true) : E.left(kartisError('REFERENCE_NOT_ELIGIBLE', { ticketId: other }))
}
