import { observable, runInAction, type IObservableValue } from 'mobx'
import { CatalogStore } from '../catalog/catalog-store'
import type { CustomerSession } from '../customers/customer-session'
import type { EdocumentStore } from '../edocument/edocument-store'
import { LazySession } from './lazy-session'
import type { OrderSession } from './order-session'
import type { RootStoreInit } from './store-init'
import { UiStore } from './ui-store'
import { VenueStore } from '../venues/venue-store'
import type { VodSession } from '../vod/vod-session'

/**
 * The storefront's stores, made once per app: the UI store and the catalog store at once; the
 * order session (order and checkout stores) the first time a page needs it, the customer
 * session (login, customer area) when the header first asks, and the VOD session when a VOD
 * screen does, so that their code and the core's rules stay out of the first route (§9
 * first-route size).
 */
export class RootStore {
  readonly ui: UiStore
  readonly catalog: CatalogStore
  /** Issue 15 the venue the page belongs to: its look, languages, form and order rules. */
  readonly venue: VenueStore
  readonly #order: LazySession<OrderSession>
  readonly #customer: LazySession<CustomerSession>
  readonly #vod: LazySession<VodSession>
  readonly #edocument: LazySession<EdocumentStore>
  /** The customer session once made, observable: the header shows the customer's name whichever page made it. */
  readonly #customerMade: IObservableValue<CustomerSession | null> = observable.box(null, { deep: false })
  /**
   * Issue 16 §1 whether the box office saw a customer session come with the page (undefined: not known).
   * Without one nothing at start needs the customer session: its chunks load when a page or a login asks.
   */
  readonly customerSessionOnPage: boolean | undefined

  constructor(init: RootStoreInit) {
    this.venue = new VenueStore(init.venue)
    this.customerSessionOnPage = init.customerSession
    this.ui = new UiStore(init.clock, init.ui)
    this.catalog = new CatalogStore(init.ports.catalog)
    // Issue 12 a logged-in customer's purchase is in the customer area at once: the area is read again after each order.
    this.#order = new LazySession(() =>
      import('./order-session').then((module) =>
        module.createOrderSession(init, this.ui, this.venue, () => void this.#customer.loaded?.customer.orderCompleted()),
      ),
    )
    this.#customer = new LazySession(() =>
      import('../customers/customer-session').then((module) => {
        // §6/§9 the venue's customerAreaAllowEnableCancel and replacement window. The install's default venue
        // lists every business's orders, so there each reservation's own venue decides (the server's quote).
        const session = module.createCustomerSession({
          ...init,
          settings: {
            cancel: { customerAreaAllowEnableCancel: this.venue.isDefault || this.venue.cancellationAllowed },
            replacementWindowDays: this.venue.settings.replacementWindowDays,
          },
        })
        // §4 server initialisation: a logged-in customer's session is restored at once (issue 16 §1: only a visitor who has one).
        void session.customer.restore(init.customerSession)
        runInAction(() => this.#customerMade.set(session))
        return session
      }),
    )
    this.#vod = new LazySession(() => import('../vod/vod-session').then((module) => module.createVodSession(init)))
    // §2 the e-ticket needs only its reservation port: not the order session, whose chunk and stores
    // cost a phone ~0.1 s before the ticket could show (issue 16 §1).
    this.#edocument = new LazySession(() =>
      import('../edocument/edocument-store').then((module) => new module.EdocumentStore(init.ports.reservations)),
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

  /** §2 the VOD screens' session, made on the first call. */
  vodSession(): Promise<VodSession> {
    return this.#vod.get()
  }

  /** §2 the e-ticket page's store, made on the first call; every later call gets the same one. */
  edocumentStore(): Promise<EdocumentStore> {
    return this.#edocument.get()
  }

  /** The customer session if it was made already. */
  get loadedCustomerSession(): CustomerSession | null {
    return this.#customerMade.get()
  }
}
