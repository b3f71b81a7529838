import { embeddedCustomerSessionElement, embeddedVenueElement } from '@kartis/api-adapter'
import { describe, expect, it } from 'vitest'
import { renderStorefrontPage } from './entry-server'
import { ar } from './i18n/locales/ar'
import { en } from './i18n/locales/en'
import { he } from './i18n/locales/he'
import { DEFAULT_PUBLIC_VENUE } from './venues/venue-store'

/** The page the box office sends: the build's index.html with its data blocks in the head. */
const pageWith = (head: string): string =>
  '<!doctype html>\n<html lang="he" dir="rtl">\n  <head>\n    <meta name="theme-color" content="#FFC500" />\n' +
  `    <title>כרטיס</title>\n${head}</head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`

const venuePage = pageWith(embeddedVenueElement(DEFAULT_PUBLIC_VENUE) + embeddedCustomerSessionElement(false))

/** A test's first import of a page compiles it, which can take seconds on a loaded machine: not the box office's limit. */
const draw = (page: string, url: string): Promise<string> => renderStorefrontPage(page, url, 20_000)

const rootOf = (page: string): string => page.slice(page.indexOf('<div id="root">'), page.lastIndexOf('</body>'))

describe('issue 16 §1 the first screen the box office draws (entry-server)', () => {
  it('draws the shell and the page for the address, in Hebrew, right to left', async () => {
    const page = await draw(venuePage, '/')
    expect(page).toMatch(/<html lang="he" dir="rtl" data-layout="default" data-venue="[^"]*">/)
    expect(rootOf(page)).toContain('<header class="site-header">')
    expect(rootOf(page)).toContain(`<h1>${he.pages.home.title}</h1>`)
    expect(page).toContain(`<title>${he.meta.title}</title>`)
    // Its effects did not run: the list is as the browser's first render has it, loading.
    expect(rootOf(page)).toContain('aria-busy="true"')
  })

  it('draws the language the address asks for, in its direction', async () => {
    const english = await draw(venuePage, '/?lang=en')
    expect(english).toMatch(/<html lang="en" dir="ltr"/)
    expect(rootOf(english)).toContain(`<h1>${en.pages.home.title.replace("'", '&#x27;')}</h1>`)
    const arabic = await draw(venuePage, '/order/5?lang=ar')
    expect(arabic).toMatch(/<html lang="ar" dir="rtl"/)
    expect(rootOf(arabic)).toContain(ar.steps.events.seats)
  })

  it('draws under a venue’s /v/{slug} prefix with the prefix in its links', async () => {
    const page = await draw(venuePage, '/v/theatre/booking/checkout')
    expect(rootOf(page)).toContain('href="/v/theatre/customer"')
  })

  it('leaves a page without its venue, or already drawn, as it came', async () => {
    const withoutVenue = pageWith(embeddedCustomerSessionElement(false))
    expect(await draw(withoutVenue, '/')).toBe(withoutVenue)
    const drawn = await draw(venuePage, '/')
    expect(await draw(drawn, '/')).toBe(drawn)
  })

  it('writes what the page’s texts hold as text, never as markup', async () => {
    const venue = { ...DEFAULT_PUBLIC_VENUE, slug: 'a"b' }
    const page = await draw(pageWith(embeddedVenueElement(venue)), '/?x=<script>')
    expect(page).toContain('data-venue="a&quot;b"')
    expect(page).not.toContain('<script>')
  })
})
