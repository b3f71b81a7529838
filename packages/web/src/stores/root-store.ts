import type { Clock } from '@kartis/core'
import { CatalogStore } from '../catalog/catalog-store'
import { CheckoutStore } from '../checkout/checkout-store'
import type { StorefrontPorts } from '../di/container'
import { OrderStore } from '../order/order-store'
import { UiStore, type UiStoreInit } from './ui-store'

/** What the storefront's stores are made from. */
export interface RootStoreInit {
  /** §7 the ports bound in the container (HTTP in the app, in-memory or fakes in tests). */
  readonly ports: StorefrontPorts
  readonly clock: Clock
  readonly ui: UiStoreInit
  /** §4 a full-page navigation (the countdown's url at zero). */
  readonly leave: (url: string) => void
}

/** The storefront's stores, made once per app: the UI store, and the catalog, order and checkout domain stores beside it. */
export class RootStore {
  readonly ui: UiStore
  readonly catalog: CatalogStore
  readonly order: OrderStore
  readonly checkout: CheckoutStore

  constructor({ ports, clock, ui, leave }: RootStoreInit) {
    this.ui = new UiStore(clock, ui)
    this.catalog = new CatalogStore(ports.catalog)
    this.order = new OrderStore({ ports, clock, ui: this.ui, leave })
    // Checkout works on the order in progress through its cart, updateCart and completed.
    this.checkout = new CheckoutStore({ order: this.order, ports, clock })
  }
}
