import { isSoldOut } from '@kartis/core'
import type { Catalog, Feature, KartisError, Presentation } from '@kartis/core'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { firstShowing, scheduleOf, type Schedule } from './schedule'

/** Where a load is: not started, running, done, or failed with the error to show. */
export type LoadState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready' }
  | { readonly kind: 'failed'; readonly error: KartisError }

/** §2 one feature on the event list: its poster, its schedule, and whether any of it is VOD. */
export interface FeatureListing {
  readonly feature: Feature
  /** §7 the server's image address (the feature's own, else its placeholder image). */
  readonly poster: string | null
  readonly schedule: Schedule
  readonly presentationCount: number
}

/** §4 a presentation can be bought on the public site: not sold out (the soldout flag decides there). */
export const isOnSale = (presentation: Presentation): boolean => !isSoldOut(presentation, 'public')

/**
 * §2/§7 the catalogue as the event list shows it: the features and their presentations, loaded
 * once (again after a failure); listings are derived.
 */
export class CatalogStore {
  state: LoadState = { kind: 'idle' }
  features: readonly Feature[] = []
  presentations: readonly Presentation[] = []
  /** Image addresses the catalog gave for features without their own. */
  placeholderPosters: ReadonlyMap<number, string> = new Map()
  readonly #catalog: Catalog

  constructor(catalog: Catalog) {
    this.#catalog = catalog
    // The catalogue is replaced whole, never edited: references, not deep observables — making
    // ~140 KB of presentations observable, object by object, cost a phone ~0.3 s on / (issue 16).
    makeAutoObservable(
      this,
      { state: observableRef, features: observableRef, presentations: observableRef, placeholderPosters: observableRef },
      { autoBind: true },
    )
  }

  /** §7 loads every feature and presentation on sale (GET /features/ and /presentations/ with no ids: all of them). */
  async load(): Promise<void> {
    if (this.state.kind === 'loading' || this.state.kind === 'ready') return
    this.state = { kind: 'loading' }
    const [features, presentations] = await Promise.all([
      this.#catalog.features({ featureIds: [] }),
      this.#catalog.presentations({ featureIds: [] }),
    ])
    if (features._tag === 'Left') return this.#failed(features.left)
    if (presentations._tag === 'Left') return this.#failed(presentations.left)
    const withoutImage = features.right.filter((feature) => feature.imageUrl === undefined)
    const placeholders = await Promise.all(
      withoutImage.map(async (feature) => [feature.id, await this.#catalog.featureImageUrl(feature.id)] as const),
    )
    runInAction(() => {
      this.features = features.right
      this.presentations = presentations.right.presentations
      this.placeholderPosters = new Map(placeholders.flatMap(([id, url]) => (url._tag === 'Right' ? [[id, url.right] as const] : [])))
      this.state = { kind: 'ready' }
    })
  }

  #failed(error: KartisError): void {
    runInAction(() => {
      this.state = { kind: 'failed', error }
    })
  }

  /** §2 features that have presentations, soonest first (untimed and VOD-only ones last), each with its schedule. */
  get listings(): readonly FeatureListing[] {
    const byFeature = new Map<number, Presentation[]>()
    for (const presentation of this.presentations)
      byFeature.set(presentation.featureId, [...(byFeature.get(presentation.featureId) ?? []), presentation])
    return this.features
      .flatMap((feature) => {
        const presentations = byFeature.get(feature.id) ?? []
        if (presentations.length === 0) return []
        return [{ feature, presentations }]
      })
      .sort((a, b) => firstShowing(a.presentations) - firstShowing(b.presentations) || a.feature.id - b.feature.id)
      .map(({ feature, presentations }) => ({
        feature,
        poster: feature.imageUrl ?? this.placeholderPosters.get(feature.id) ?? null,
        schedule: scheduleOf(presentations),
        presentationCount: presentations.length,
      }))
  }

  /** §2 /booking/features/{featureId}: one feature's listing, undefined when it has no presentations. */
  listingOf(featureId: number): FeatureListing | undefined {
    return this.listings.find((listing) => listing.feature.id === featureId)
  }
}
