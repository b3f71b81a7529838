import { ManualClock, type PublicVenueSettings } from '@kartis/core'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { App } from '../src/App'
import type { AppConfig, Layout } from '../src/config'
import type { StorefrontPorts } from '../src/di/ports'
import { createI18n } from '../src/i18n/create-i18n'
import { PAGE_LOADERS, StorefrontRoutes, storefrontRoutes, type PageLoader, type PageName } from '../src/routes/routes'
import type { KeyValueStorage } from '../src/shell/environment'
import { fixedCatalog } from '../src/catalog/catalog-fixtures'
import { RootStore } from '../src/stores/root-store'
import { DEFAULT_PUBLIC_VENUE } from '../src/venues/venue-store'
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
  /** Issue 15 the venue the storefront is served as (default: the install's default venue); its layout unless `layout` says otherwise. */
  readonly venue?: PublicVenueSettings
  /** Issue 16 §1 whether the page said its visitor has a customer session (default: it did not say). */
  readonly customerSession?: boolean
}

/** The app around some routing, in Hebrew to start with, with fake browser actions. */
const renderWith = (routing: ReactNode, options: RenderAppOptions) => {
  const clock = new ManualClock(options.now ?? 1_750_000_000_000)
  const venue = options.venue ?? DEFAULT_PUBLIC_VENUE
  const layout = options.layout ?? venue.layout
  const config: AppConfig = { redirectAllowList: options.redirectAllowList ?? [] }
  const browser = { storage: options.storage ?? fakeStorage(), reload: vi.fn<() => void>(), assign: vi.fn<(url: string) => void>() }
  const store = new RootStore({
    ports: options.ports ?? fakePorts({ clock, catalog: fixedCatalog([], []) }),
    clock,
    ui: { locale: 'he', layout },
    leave: (url) => browser.assign(url),
    venue,
    ...(options.customerSession === undefined ? {} : { customerSession: options.customerSession }),
  })
  const i18n = createI18n('he', {}, venue)
  const view = render(<App routing={routing} store={store} i18n={i18n} environment={{ config, clock, browser }} />)
  return { ...view, store, browser, clock, i18n }
}

/** Renders the whole storefront at a path with a memory router the test can drive (`router.navigate`). */
export const renderApp = (path: string, options: RenderAppOptions = {}) => {
  const router = createMemoryRouter(storefrontRoutes({ ...PAGE_LOADERS, ...options.pages }), { initialEntries: [path] })
  return { ...renderWith(<RouterProvider router={router} useTransitions={false} />, options), router }
}

/** Renders the whole storefront at a path with the plain router and routes the browser uses (main.tsx). */
export const renderAsInBrowser = (path: string, options: Omit<RenderAppOptions, 'pages'> = {}) =>
  renderWith(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <StorefrontRoutes />
    </MemoryRouter>,
    options,
  )
