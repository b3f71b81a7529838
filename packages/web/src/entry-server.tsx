import { textDirection, type Captcha } from '@kartis/core'
import { enableStaticRendering } from 'mobx-react-lite'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { customerSessionOfPage } from './customers/embedded-customer-session'
import { httpStorefrontPorts } from './di/storefront-ports'
import { systemClock } from './di/system-clock'
import { loadCatalogue } from './i18n/languages'
import { StorefrontRoutes } from './routes/routes'
import { titleOf } from './shell/document-sync'
import type { BrowserActions, KeyValueStorage } from './shell/environment'
import { requestedLocale } from './shell/locale-query'
import { dataBlocksOfMarkup } from './shell/page-data-blocks'
import { storefrontOf } from './storefront'
import { embeddedVenueOf } from './venues/embedded-venue'
import { apiBaseOf, pageAddressOf } from './venues/venue-address'

// Observers on the server render once and watch nothing: no reaction is made that would never be disposed.
enableStaticRendering(true)

/** The page's mount point as index.html has it: the first screen is written inside. */
const EMPTY_ROOT = '<div id="root"></div>'

/** The opening tag of index.html's <html>: written again with the page's language and look. */
const HTML_OPENING = /<html[^>]*>/

/** How long the first screen may take to draw before the page goes out without it (the browser then draws it). */
const RENDER_LIMIT_MS = 2_000

const memoryStorage = (): KeyValueStorage => {
  const items = new Map<string, string>()
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) }
}

/** Nothing on the server answers: what a page asks for in its effects, it asks again in the browser. */
const unanswered = <T,>(): Promise<T> => new Promise<T>(() => undefined)

const noCaptcha: Captcha = { token: () => unanswered() }

/** A browser that is not there, one per drawing: the first screen navigates nowhere; it only draws. */
const noBrowser = (): BrowserActions => ({ storage: memoryStorage(), reload: () => undefined, assign: () => undefined })

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeText = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// React's stream ends each chunk on a whole character (TextEncoder.encodeInto), so chunks decode one by one.
const readAll = async (stream: AsyncIterable<Buffer | string>): Promise<string> => {
  let text = ''
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8')
  return text
}

/**
 * Issue 16 §1 the page's first screen, drawn by the box office: the storefront rendered for `url` from
 * what the page already carries (its venue, the customer-session hint) and the address's language,
 * written into the page's #root, with <html>'s language, direction, layout and venue and the title
 * set as the browser would set them (the venue's colours, custom properties the CSP allows only from
 * script, come with hydration). Its effects do not run here, so each page is drawn as it first
 * is in the browser (its loading state), which then hydrates it (main.tsx) from the same inputs.
 * A page without its venue is left as it was; a drawing that fails or takes over `limitMs` throws
 * (the box office then sends the page undrawn).
 */
export const renderStorefrontPage = async (page: string, url: string, limitMs = RENDER_LIMIT_MS): Promise<string> => {
  const blocks = dataBlocksOfMarkup(page)
  const venue = embeddedVenueOf(blocks)
  if (venue === undefined || !page.includes(EMPTY_ROOT)) return page
  const { pathname, search } = new URL(url, 'http://storefront.invalid')
  const address = pageAddressOf(pathname)
  const requested = requestedLocale(search)
  const app = storefrontOf(
    {
      ports: httpStorefrontPorts({
        clock: systemClock,
        storage: memoryStorage(),
        captcha: noCaptcha,
        dataLayerHost: {},
        apiBase: apiBaseOf(address.basePath),
        fetch: unanswered,
      }),
      venue,
      requested,
      catalogue: await loadCatalogue(requested).catch(() => undefined),
      customerSession: customerSessionOfPage(blocks),
      browser: noBrowser(),
    },
    <StaticRouter location={`${pathname}${search}`} {...(address.basePath === '' ? {} : { basename: address.basePath })}>
      <StorefrontRoutes />
    </StaticRouter>,
  )
  const errors: unknown[] = []
  const { prelude } = await prerenderToNodeStream(app.element, {
    signal: AbortSignal.timeout(limitMs),
    onError: (error) => void errors.push(error),
  })
  const markup = await readAll(prelude)
  if (errors.length > 0) throw new Error('the first screen could not be drawn', { cause: errors[0] })

  const { locale, store, i18n } = app
  const opening =
    `<html lang="${locale}" dir="${textDirection(locale)}" data-layout="${escapeAttribute(store.ui.layout)}"` +
    ` data-venue="${escapeAttribute(store.venue.settings.slug)}">`
  return page
    .replace(HTML_OPENING, () => opening)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(titleOf(i18n, store.venue))}</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      () => `<meta name="theme-color" content="${escapeAttribute(store.venue.themeColour)}"`,
    )
    .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`)
}
