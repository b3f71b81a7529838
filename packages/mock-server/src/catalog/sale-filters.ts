import * as E from 'fp-ts/Either'
import { kartisError, type Clock, type Feature, type Result } from '@kartis/core'
import type { CatalogPresentation, CatalogRepository } from '../storage/catalog-repository'

/** §7 the filters the catalogue calls share. */
export interface SaleFilter {
  /** Empty: every feature. */
  readonly featureIds: readonly number[]
  readonly locationId?: number
  readonly miniSiteUrl?: string
}

/** What the catalogue queries read. */
export interface CatalogDeps {
  readonly catalog: CatalogRepository
  readonly clock: Pick<Clock, 'now'>
}

/** §1 mini-site mode: the presentation ids a mini-site sells; NOT_FOUND for an unknown URL. */
export const miniSitePresentationIds = async (catalog: CatalogRepository, url: string): Promise<Result<ReadonlySet<number>>> => {
  const site = await catalog.getMiniSite(url)
  return site === null ? E.left(kartisError('NOT_FOUND', { miniSiteUrl: url })) : E.right(new Set(site.presentationIds))
}

/**
 * §7 GET /presentations/ : the presentations on sale (untimed ones, and timed ones not yet
 * started), of `featureIds` when given, at `locationId` when given, and among the
 * mini-site's when `miniSiteUrl` is given (NOT_FOUND for an unknown mini-site).
 */
export const presentationsOnSale = async (deps: CatalogDeps, filter: SaleFilter): Promise<Result<readonly CatalogPresentation[]>> => {
  const site = filter.miniSiteUrl === undefined ? undefined : await miniSitePresentationIds(deps.catalog, filter.miniSiteUrl)
  if (site !== undefined && E.isLeft(site)) return site
  const listed = await deps.catalog.listPresentations({
    from: deps.clock.now(),
    ...(filter.featureIds.length === 0 ? {} : { featureIds: filter.featureIds }),
  })
  const { locationId } = filter
  return E.right(
    listed.filter((p) => (locationId === undefined || p.locationId === locationId) && (site === undefined || site.right.has(p.id))),
  )
}

/**
 * §7 GET /features/ : the features of `featureIds` (every feature when empty); with
 * `locationId` or `miniSiteUrl`, only those with a presentation on sale there.
 */
export const featuresOnSale = async (deps: CatalogDeps, filter: SaleFilter): Promise<Result<readonly Feature[]>> => {
  const features = await deps.catalog.listFeatures(filter.featureIds.length === 0 ? undefined : filter.featureIds)
  if (filter.locationId === undefined && filter.miniSiteUrl === undefined) return E.right(features)
  const presentations = await presentationsOnSale(deps, filter)
  if (E.isLeft(presentations)) return presentations
  const playing = new Set(presentations.right.map((p) => p.featureId))
  return E.right(features.filter((f) => playing.has(f.id)))
}

/** §7 the presentation list's flags: whether any presentation has reserved seats, and whether any has a GA section. */
export const listFlags = (presentations: readonly CatalogPresentation[]): { readonly hasReserved: boolean; readonly hasGA: boolean } => ({
  hasReserved: presentations.some((p) => p.isReserved),
  hasGA: presentations.some((p) => p.isGA > 0),
})
