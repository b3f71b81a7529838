import type { DemoPresentations } from '../support/box-office'
import { expectNoSidewaysScroll, inLocale, JOURNEY_LOCALES, settle, viewportOf } from '../support/page-checks'
import { test } from '../support/test'

/**
 * §2 the pages a link can open directly that the every-page sweep (every-page.spec.ts: axe,
 * sideways scroll and the screenshots of /, the 404 page and the cinema order, in four languages
 * at two widths) reaches only in the app or not at all: opened by their address, none scrolls
 * sideways on a phone.
 */
const DIRECT_PAGES: readonly { readonly name: string; readonly path: (demo: DemoPresentations) => string }[] = [
  { name: 'booking', path: () => '/booking' },
  { name: 'order-mixed', path: (demo) => `/order/${demo.mixed.id}` },
  { name: 'checkout', path: () => '/booking/checkout' },
  { name: 'payment', path: () => '/booking/checkout/payment' },
  { name: 'edocument', path: () => '/edocument/no-such-ticket' },
  { name: 'redirect-refused', path: () => '/https://evil.example.org/' },
]

for (const locale of JOURNEY_LOCALES) {
  test(`${locale} at 390 px: no page opened by its address scrolls sideways`, async ({ page, demo }) => {
    await page.setViewportSize(viewportOf(390))
    for (const direct of DIRECT_PAGES) {
      await page.goto(inLocale(direct.path(demo), locale))
      await settle(page)
      // Soft: one page's finding must not hide the others'.
      await expectNoSidewaysScroll(page, `${direct.name} in ${locale} at 390 px`, { soft: true })
    }
  })
}
