import '@fontsource/heebo/hebrew-400.css'
import '@fontsource/heebo/hebrew-700.css'
import '@fontsource/heebo/latin-400.css'
import '@fontsource/heebo/latin-700.css'
import './styles/global.css'
import './styles/shell.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { App } from './App'
import { config } from './config'
import { systemClock } from './di/system-clock'
import { createI18n } from './i18n/create-i18n'
import { storefrontRoutes } from './routes/routes'
import { windowActions } from './shell/environment'
import { requestedLocale } from './shell/locale-query'
import { configureMobxStrict } from './stores/mobx-strict'
import { RootStore } from './stores/root-store'

if (import.meta.env.DEV) configureMobxStrict()

// The first render is already in the requested language: no flash of Hebrew before ?lang=en applies.
const locale = requestedLocale(window.location.search)
const store = new RootStore(systemClock, { locale, layout: config.layout })
const i18n = createI18n(locale)
const router = createBrowserRouter(storefrontRoutes())
const environment = { config, clock: systemClock, browser: windowActions(window) }

const root = document.getElementById('root')
if (root === null) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App router={router} store={store} i18n={i18n} environment={environment} />
  </StrictMode>,
)
