import { isSoldOut } from '@kartis/core'
import type { Catalog, Feature, KartisError, MiniSite, MiniSiteListing, Presentation } from '@kartis/core'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { MiniSiteEntry } from '../order/order-store'

/** §1/§7 where the mini-site's load is: running, not found (§8 NOT_FOUND: an unknown address), failed otherwise, or shown. */
export type MiniSiteLoad =
  | { readonly kind: 'loading' }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'failed'; readonly error: KartisError }
  | { readonly kind: 'ready'; readonly listing: MiniSiteListing; readonly features: readonly Feature[] }

/** §1 the codes a visitor types on entering a mini-site sold by reference. */
export interface ReferenceCodes {
  readonly reference1: string
  readonly reference2: string
}

/** §3 the labels the tickets' ref prompts give the two codes (the first ticket that has one), else null for the storefront's own. */
export const referencePrompts = (
  presentations: readonly Presentation[],
): { readonly reference1: string | null; readonly reference2: string | null } => {
  const tickets = presentations.flatMap((p) => p.ticketGroups.flatMap((group) => group.tickets))
  const first = (prompt: (ticket: (typeof tickets)[number]) => string | undefined): string | null =>
    tickets.map(prompt).find((text): text is string => text !== undefined && text.trim() !== '') ?? null
  return { reference1: first((ticket) => ticket.ref1prompt), reference2: first((ticket) => ticket.ref2prompt) }
}

/** §4 in mini-site mode a presentation is sold out only when flagged and no seat with an allocation is still available. */
export const isOnSaleInMiniSite = (presentation: Presentation): boolean => !isSoldOut(presentation, 'miniSite')

/**
 * §1/§2 /mini-site/{url}: the mini-site's listing (GET /mini-site/{url}) and its features' names,
 * and, for one sold by reference (issue 14), the codes the visitor enters, checked with GET
 * /mini-site/validate/{url} before its presentations may be bought. The entry is handed to the
 * order (`enter`), which carries the address and codes on every call and the commit.
 */
export class MiniSiteStore {
  load: MiniSiteLoad = { kind: 'loading' }
  /** A check of the codes is running. */
  checking = false
  /** The codes the box office accepted; null until then (a mini-site sold without codes needs none). */
  accepted: ReferenceCodes | null = null
  readonly #ports: { readonly miniSite: MiniSite; readonly catalog: Catalog }
  readonly #enter: (entry: MiniSiteEntry) => void

  constructor(
    readonly url: string,
    ports: { readonly miniSite: MiniSite; readonly catalog: Catalog },
    enter: (entry: MiniSiteEntry) => void,
  ) {
    this.#ports = ports
    this.#enter = enter
    makeAutoObservable<this>(this, { load: observableRef, accepted: observableRef, url: false }, { autoBind: true })
  }

  /** §1 sold by reference: its presentations are bought only after the codes are accepted. */
  get needsCodes(): boolean {
    return this.load.kind === 'ready' && this.load.listing.byReference === true
  }

  /** §1 the visitor may go on to a presentation: the codes were accepted, or none are needed. */
  get mayBuy(): boolean {
    return this.load.kind === 'ready' && (!this.needsCodes || this.accepted !== null)
  }

  /** §3 a feature's name, for the presentations listed under it. */
  featureName(featureId: number): string {
    return this.load.kind === 'ready' ? (this.load.features.find((feature) => feature.id === featureId)?.name ?? '') : ''
  }

  /** §7 GET /mini-site/{url} and the names of its features; a mini-site sold without codes is entered at once. */
  async open(): Promise<void> {
    this.load = { kind: 'loading' }
    const listing = await this.#ports.miniSite.miniSite(this.url)
    if (listing._tag === 'Left') {
      const error = listing.left
      runInAction(() => {
        this.load = error.code === 'NOT_FOUND' ? { kind: 'notFound' } : { kind: 'failed', error }
      })
      return
    }
    const featureIds = [...new Set(listing.right.presentations.map((p) => p.featureId))]
    const features = featureIds.length === 0 ? null : await this.#ports.catalog.features({ featureIds, miniSiteUrl: this.url })
    runInAction(() => {
      this.load = { kind: 'ready', listing: listing.right, features: features?._tag === 'Right' ? features.right : [] }
      if (listing.right.byReference !== true) this.#enter({ url: this.url })
    })
  }

  /**
   * §1/§7 the codes typed on entering: GET /mini-site/validate/{url} with no tickets yet (the box
   * office answers whether the pair may buy anything here); the error is returned to show (§8
   * REFERENCE_NOT_ELIGIBLE, REFERENCE_QUOTA_EXHAUSTED, TOO_MANY_REQUESTS), null when accepted.
   */
  async enterCodes(codes: ReferenceCodes): Promise<KartisError | null> {
    const reference1 = codes.reference1.trim()
    const reference2 = codes.reference2.trim()
    if (this.checking || reference1 === '') return null
    this.checking = true
    const entry: MiniSiteEntry = { url: this.url, reference1, ...(reference2 === '' ? {} : { reference2 }) }
    const checked = await this.#ports.miniSite.validate(this.url, { ticketIds: [], ...entry })
    return runInAction(() => {
      this.checking = false
      if (checked._tag === 'Left') return checked.left
      this.accepted = { reference1, reference2 }
      this.#enter(entry)
      return null
    })
  }

  /** §1 other codes: the presentations wait for them again. */
  changeCodes(): void {
    this.accepted = null
  }
}
