import '@fontsource/heebo/hebrew-400.css'
import '@fontsource/heebo/hebrew-700.css'
import '@fontsource/heebo/latin-400.css'
import '@fontsource/heebo/latin-700.css'
import './styles/global.css'
import './styles/shell.css'
import { answeringFirstFrom, platformFetch } from '@kartis/api-adapter'
import { prepareJerusalemTime } from '@kartis/core'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { serverChosenCaptcha } from './captcha/server-chosen-captcha'
import { answersOfPage } from './catalog/embedded-answers'
import { DEV_CAPTCHA_TOKEN } from './di/captcha'
import { customerSessionOfPage } from './customers/embedded-customer-session'
import { httpCaptchaConfigSource, httpStorefrontPorts } from './di/storefront-ports'
import { systemClock } from './di/system-clock'
import { loadCatalogue } from './i18n/languages'
import { StorefrontRoutes } from './routes/routes'
import { windowActions } from './shell/environment'
import { requestedLocale } from './shell/locale-query'
import { HYDRATION_RECOVERED } from './shell/hydration'
import { yieldToMain } from './shell/yield-to-main'
import { configureMobxStrict } from './stores/mobx-strict'
import { apiBaseOf, pageAddressOf } from './venues/venue-address'
import { venueOfPage } from './venues/embedded-venue'
import { DEFAULT_PUBLIC_VENUE } from './venues/venue-store'
import { storefrontOf } from './storefront'

if (import.meta.env.DEV) configureMobxStrict()

// Issue 15 §2 under /v/{slug}/… every route and API call stays under the prefix; on a venue's own host nothing changes.
const address = pageAddressOf(window.location.pathname)
const apiBase = apiBaseOf(address.basePath)
const browser = windowActions(window)
// Issue 16 §1 the page's first answers come with it (the events list's, the order page's): its first
// render waits for no call, and the order page's seat statuses wait for no captcha setting. Each is
// handed over in a task of its own, as a network answer would be.
const firstAnswers = answersOfPage(document)
const fetch = answeringFirstFrom(firstAnswers, platformFetch, yieldToMain)
// §9 the captcha the box office verifies (GET /api/captcha-config): the development token (the
// build may name another), or Turnstile, whose code and Cloudflare script load only then.
const captcha = serverChosenCaptcha({
  config: httpCaptchaConfigSource({ clock: systemClock, storage: window.localStorage, apiBase, fetch }),
  devToken: import.meta.env.VITE_CAPTCHA_TOKEN ?? DEV_CAPTCHA_TOKEN,
  turnstile: async (siteKey) => (await import('./captcha/cloudflare-turnstile')).cloudflareTurnstileCaptcha(siteKey, window),
})
const root = document.getElementById('root')
if (root === null) throw new Error('index.html has no #root element')

/**
 * Issue 15 the venue (the one the page was served with, else GET /venue) and the requested language's
 * catalogue, both before the first render: the first paint is already the venue's, in its language.
 * A venue that cannot be read leaves the install's default look; a catalogue that cannot, the Hebrew texts.
 * Not a top-level await: the first route is one chunk (vite.config.ts) that lazy chunks import from, so
 * it must finish evaluating before the chunks it waits for here (GET /venue's adapter, a catalogue) can run.
 */
const start = async (rootElement: HTMLElement): Promise<void> => {
  // Issue 16 §1 the start in tasks of its own, not one: the modules' evaluation, the adapters, reading
  // the venue, and the store and texts. On a phone each took 20-40 ms, and together with the
  // evaluation one task blocked the main thread for ~170 ms (Lighthouse TBT).
  await yieldToMain()
  const ports = httpStorefrontPorts({
    clock: systemClock,
    storage: window.localStorage,
    captcha,
    dataLayerHost: window,
    apiBase,
    fetch,
  })
  await yieldToMain()
  const requested = requestedLocale(window.location.search)
  const [venueAnswer, catalogue] = await Promise.all([
    venueOfPage(document, ports.currentVenue, address.path),
    loadCatalogue(requested).catch(() => undefined),
  ])
  await yieldToMain()
  const { element } = storefrontOf(
    {
      ports,
      venue: venueAnswer._tag === 'Right' ? venueAnswer.right : DEFAULT_PUBLIC_VENUE,
      requested,
      catalogue,
      customerSession: customerSessionOfPage(document),
      browser,
      // Issue 11 live seat status: same origin, so the CSP's connect-src 'self' allows it.
      openEventSource: (apiPath) => new EventSource(`${apiBase}${apiPath}`),
    },
    // Without transitions a page still loading shows its loading state at once, not the old page.
    <BrowserRouter useTransitions={false} {...(address.basePath === '' ? {} : { basename: address.basePath })}>
      <StorefrontRoutes />
    </BrowserRouter>,
  )
  await yieldToMain()
  // Issue 16 §1 the first Intl date formatter loads the platform's date data (50-60 ms of a desktop's
  // main thread, four times that on a phone). A page that came with its answers reads their times
  // right after the first paint; made here, in a task of its own before that paint, it no longer
  // lengthens the task that decodes them. Other pages make it when the main thread is idle.
  if (firstAnswers.size > 0) {
    prepareJerusalemTime()
    await yieldToMain()
  } else if ('requestIdleCallback' in window) window.requestIdleCallback(prepareJerusalemTime)
  else setTimeout(prepareJerusalemTime, 0)

  // Issue 16 §1 the first render as a transition: React renders it in slices and lets the phone's
  // main thread breathe between them (Lighthouse TBT on /order/5: 1,213 → 740 ms; / 701 → 527 ms).
  // A page the box office drew (entry-server.tsx) is hydrated: its markup stays, React attaches to it.
  startTransition(() => {
    if (rootElement.hasChildNodes())
      // A first screen that differs from the browser's first render is drawn again by React; said here
      // in words of our own, so that the browser tests catch it (e2e/support/test.ts).
      hydrateRoot(rootElement, element, { onRecoverableError: (error) => console.error(HYDRATION_RECOVERED, error) })
    else createRoot(rootElement).render(element)
  })
}

void start(root)
