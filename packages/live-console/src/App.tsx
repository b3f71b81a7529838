import type { i18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { ConsoleStore } from './console-store'
import { DocumentLanguage } from './shell/document-language'
import { StoreProvider } from './store-context'

export interface AppProps {
  /** The router with the console's routes: BrowserRouter under /PRES-live in the browser, a memory router in tests. */
  readonly routing: ReactNode
  readonly store: ConsoleStore
  readonly i18n: i18n
}

/** §2 the producer console at /PRES-live: providers, the document's language, the routes. */
export const App = ({ routing, store, i18n }: AppProps) => (
  <StoreProvider store={store}>
    <I18nextProvider i18n={i18n}>
      <DocumentLanguage i18n={i18n} />
      {routing}
    </I18nextProvider>
  </StoreProvider>
)
