import type { i18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { ActivityWatch } from './order/activity-watch'
import { DocumentSync } from './shell/document-sync'
import { EnvironmentProvider, type AppEnvironment } from './shell/environment'
import { ToastRegion } from './shell/toast-region'
import type { RootStore } from './stores/root-store'
import { StoreProvider } from './stores/store-context'

/** Everything the storefront is made of, built once at start-up (main.tsx) or per test. */
export interface AppProps {
  /** The router with the storefront's routes: BrowserRouter in the browser, a memory router in tests. */
  readonly routing: ReactNode
  readonly store: RootStore
  readonly i18n: i18n
  readonly environment: AppEnvironment
}

/** §2 the storefront: providers, the document's language and layout, the routes and the toasts. */
export const App = ({ routing, store, i18n, environment }: AppProps) => (
  <EnvironmentProvider environment={environment}>
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <DocumentSync i18n={i18n} />
        <ActivityWatch />
        {routing}
        <ToastRegion />
      </I18nextProvider>
    </StoreProvider>
  </EnvironmentProvider>
)
