import type { Locale, PublicVenueSettings } from '@kartis/core'
import type { i18n } from 'i18next'
import { StrictMode, type ReactElement, type ReactNode } from 'react'
import { App } from './App'
import { config } from './config'
import type { StorefrontPorts } from './di/ports'
import { systemClock } from './di/system-clock'
import { createI18n } from './i18n/create-i18n'
import type { Catalogue } from './i18n/catalogue'
import type { OpenEventSource } from './order/live-seat-status'
import type { BrowserActions } from './shell/environment'
import { RootStore } from './stores/root-store'
import { VenueStore } from './venues/venue-store'

/**
 * Issue 16 §1 what a storefront page starts from. The browser (main.tsx) and the box office's first
 * screen (entry-server.tsx) read it from the same page, so both render the same first tree and the
 * browser hydrates the server's markup instead of drawing it again.
 */
export interface StorefrontStart {
  readonly ports: StorefrontPorts
  readonly venue: PublicVenueSettings
  /** §2 the address's ?lang= (or Hebrew). */
  readonly requested: Locale
  /** The requested language's texts; undefined when they could not be loaded (the Hebrew texts then). */
  readonly catalogue: Catalogue | undefined
  readonly customerSession: boolean | undefined
  readonly browser: BrowserActions
  readonly openEventSource?: OpenEventSource
}

/** The storefront made for one page: its element, language, stores and texts. */
export interface StorefrontApp {
  readonly element: ReactElement
  readonly locale: Locale
  readonly store: RootStore
  readonly i18n: i18n
}

/** The storefront's element under a router (`routing`: BrowserRouter in the browser, StaticRouter on the server) and its language. */
export const storefrontOf = (start: StorefrontStart, routing: ReactNode): StorefrontApp => {
  // §2 a ?lang= the venue does not offer shows the page in Hebrew.
  const locale = new VenueStore(start.venue).localeFor(start.requested)
  const store = new RootStore({
    ports: start.ports,
    clock: systemClock,
    ui: { locale, layout: start.venue.layout },
    leave: (url) => start.browser.assign(url),
    ...(start.openEventSource === undefined ? {} : { openEventSource: start.openEventSource }),
    venue: start.venue,
    customerSession: start.customerSession,
  })
  const catalogues = start.catalogue === undefined || locale !== start.requested ? {} : { [locale]: start.catalogue }
  const i18n = createI18n(locale, catalogues, start.venue)
  const element = (
    <StrictMode>
      <App routing={routing} store={store} i18n={i18n} environment={{ config, clock: systemClock, browser: start.browser }} />
    </StrictMode>
  )
  return { element, locale, store, i18n }
}
