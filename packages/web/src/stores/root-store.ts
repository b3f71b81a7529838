import { CatalogStore } from '../catalog/catalog-store'
import type { OrderSession } from './order-session'
import type { RootStoreInit } from './store-init'
import { UiStore } from './ui-store'

/**
 * The storefront's stores, made once per app: the UI store and the catalog store at once, and
 * the order session (order and checkout stores) the first time a page needs it, so that its
 * code and the core's seating rules stay out of the first route (§9 first-route size).
 */
export class RootStore {
  readonly ui: UiStore
  readonly catalog: CatalogStore
  readonly #init: RootStoreInit
  #session: Promise<OrderSession> | null = null
  #loadedSession: OrderSession | null = null

  constructor(init: RootStoreInit) {
    this.#init = init
    this.ui = new UiStore(init.clock, init.ui)
    this.catalog = new CatalogStore(init.ports.catalog)
  }

  /** The order session, loaded and made on the first call; every later call gets the same one. */
  orderSession(): Promise<OrderSession> {
    this.#session ??= import('./order-session').then(
      (module) => {
        const session = module.createOrderSession(this.#init, this.ui)
        this.#loadedSession = session
        return session
      },
      (error: unknown) => {
        // A chunk that failed to load may load next time: do not keep the failure.
        this.#session = null
        throw error
      },
    )
    return this.#session
  }

  /** The order session if a page has made it already: there is nothing to keep alive before. */
  get loadedOrderSession(): OrderSession | null {
    return this.#loadedSession
  }
}
