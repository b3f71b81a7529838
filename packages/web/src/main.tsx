import '@fontsource/heebo/hebrew-400.css'
import '@fontsource/heebo/hebrew-700.css'
import '@fontsource/heebo/latin-400.css'
import '@fontsource/heebo/latin-700.css'
import './styles/global.css'
import './styles/shell.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from './App'
import { config } from './config'
import { serverChosenCaptcha } from './captcha/server-chosen-captcha'
import { DEV_CAPTCHA_TOKEN } from './di/captcha'
import { createContainer, resolvePorts } from './di/container'
import { API_BASE, httpCaptchaConfigSource, httpStorefrontPorts } from './di/storefront-ports'
import { systemClock } from './di/system-clock'
import { createI18n } from './i18n/create-i18n'
import { loadCatalogue } from './i18n/languages'
import { StorefrontRoutes } from './routes/routes'
import { windowActions } from './shell/environment'
import { requestedLocale } from './shell/locale-query'
import { configureMobxStrict } from './stores/mobx-strict'
import { RootStore } from './stores/root-store'

if (import.meta.env.DEV) configureMobxStrict()

// The first render is already in the requested language: no flash of Hebrew before ?lang=en applies.
const locale = requestedLocale(window.location.search)
const browser = windowActions(window)
// §9 the captcha the box office verifies (GET /api/captcha-config): the development token (the
// build may name another), or Turnstile, whose code and Cloudflare script load only then.
const captcha = serverChosenCaptcha({
  config: httpCaptchaConfigSource({ clock: systemClock, storage: window.localStorage }),
  devToken: import.meta.env.VITE_CAPTCHA_TOKEN ?? DEV_CAPTCHA_TOKEN,
  turnstile: async (siteKey) => (await import('./captcha/cloudflare-turnstile')).cloudflareTurnstileCaptcha(siteKey, window),
})
const container = createContainer(httpStorefrontPorts({ clock: systemClock, storage: window.localStorage, captcha, dataLayerHost: window }))
const store = new RootStore({
  ports: resolvePorts(container),
  clock: systemClock,
  ui: { locale, layout: config.layout },
  leave: (url) => browser.assign(url),
  // Issue 11 live seat status: same origin, so the CSP's connect-src 'self' allows it.
  openEventSource: (apiPath) => new EventSource(`${API_BASE}${apiPath}`),
})
// Fetched before the first render; if it cannot be, the page starts with the Hebrew texts.
const catalogue = await loadCatalogue(locale).catch(() => undefined)
const i18n = createI18n(locale, catalogue === undefined ? {} : { [locale]: catalogue })
const environment = { config, clock: systemClock, browser }

const root = document.getElementById('root')
if (root === null) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App
      routing={
        // Without transitions a page still loading shows its loading state at once, not the old page.
        <BrowserRouter useTransitions={false}>
          <StorefrontRoutes />
        </BrowserRouter>
      }
      store={store}
      i18n={i18n}
      environment={environment}
    />
  </StrictMode>,
)
