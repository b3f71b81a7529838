import type { Clock } from '@kartis/core'
import { UiStore, type UiStoreInit } from './ui-store'

/** The storefront's stores, made once per app: UI state here, domain stores beside it as they come. */
export class RootStore {
  readonly ui: UiStore

  constructor(clock: Clock, init: UiStoreInit) {
    this.ui = new UiStore(clock, init)
  }
}
