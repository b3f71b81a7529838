import { ManualClock } from '@kartis/core'
import { render } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { vi } from 'vitest'
import { App } from '../src/App'
import type { AppConfig, Layout } from '../src/config'
import type { StorefrontPorts } from '../src/di/container'
import { createI18n } from '../src/i18n/create-i18n'
import { PAGE_LOADERS, storefrontRoutes, type PageLoader, type PageName } from '../src/routes/routes'
import type { KeyValueStorage } from '../src/shell/environment'
import { fixedCatalog } from '../src/catalog/catalog-fixtures'
import { RootStore } from '../src/stores/root-store'
import { fakePorts } from './fake-ports'

/** A Map-backed stand-in for sessionStorage. */
export const fakeStorage = (initial: Record<string, string> = {}): KeyValueStorage & { readonly items: Map<string, string> } => {
  const items = new Map(Object.entries(initial))
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) }
}

export interface RenderAppOptions {
  readonly pages?: Partial<Record<PageName, PageLoader>>
  readonly layout?: Layout
  readonly redirectAllowList?: readonly string[]
  readonly storage?: KeyValueStorage
  readonly now?: number
  /** The ports the stores call; default an empty catalogue and fakes that fail for every other call (see fake-ports). */
  readonly ports?: StorefrontPorts
}

/** Renders the whole storefront at a path, in Hebrew to start with, with a memory router and fake browser actions. */
export const renderApp = (path: string, options: RenderAppOptions = {}) => {
  const clock = new ManualClock(options.now ?? 1_750_000_000_000)
  const layout = options.layout ?? 'default'
  const config: AppConfig = { layout, redirectAllowList: options.redirectAllowList ?? [] }
  const browser = { storage: options.storage ?? fakeStorage(), reload: vi.fn(), assign: vi.fn() }
  const store = new RootStore({ ports: options.ports ?? fakePorts({ clock, catalog: fixedCatalog([], []) }), clock, ui: { locale: 'he', layout }, leave: (url) => browser.assign(url) })
  const i18n = createI18n('he')
  const router = createMemoryRouter(storefrontRoutes({ ...PAGE_LOADERS, ...options.pages }), { initialEntries: [path] })
  const view = render(<App router={router} store={store} i18n={i18n} environment={{ config, clock, browser }} />)
  return { ...view, store, router, browser, clock, i18n }
}
