import { CatalogStore } from '../catalog/catalog-store'
import type { CustomerSession } from '../customers/customer-session'
import { LazySession } from './lazy-session'
import type { OrderSession } from './order-session'
import type { RootStoreInit } from './store-init'
import { UiStore } from './ui-store'

/**
 * The storefront's stores, made once per app: the UI store and the catalog store at once; the
 * order session (order and checkout stores) the first time a page needs it, and the customer
 * session (login, customer area) when the header first asks, so that their code and the
 * core's rules stay out of the first route (§9 first-route size).
 */
export class RootStore {
  readonly ui: UiStore
  readonly catalog: CatalogStore
  readonly #order: LazySession<OrderSession>
  readonly #customer: LazySession<CustomerSession>

  constructor(init: RootStoreInit) {
    this.ui = new UiStore(init.clock, init.ui)
    this.catalog = new CatalogStore(init.ports.catalog)
    this.#order = new LazySession(() => import('./order-session').then((module) => module.createOrderSession(init, this.ui)))
    this.#customer = new LazySession(() =>
      import('../customers/customer-session').then((module) => {
        const session = module.createCustomerSession(init)
        // §4 server initialisation: a logged-in customer's session is restored at once.
        void session.customer.restore()
        return session
      }),
    )
  }

  /** The order session, loaded and made on the first call; every later call gets the same one. */
  orderSession(): Promise<OrderSession> {
    return this.#order.get()
  }

  /** The order session if a page has made it already: there is nothing to keep alive before. */
  get loadedOrderSession(): OrderSession | null {
    return this.#order.loaded
  }

  /** §4 the customer session (who is logged in, the login dialog, the customer area), made and restored on the first call. */
  customerSession(): Promise<CustomerSession> {
    return this.#customer.get()
  }

  /** The customer session if it was made already. */
  get loadedCustomerSession(): CustomerSession | null {
    return this.#customer.loaded
  }
}
