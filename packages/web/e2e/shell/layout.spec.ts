import { expectNoSeriousViolations } from '../support/axe'
import type { DemoPresentations } from '../support/box-office'
import { expectNoSidewaysScroll, inLocale, JOURNEY_LOCALES, keepScreenshot, settle, viewportOf, WIDTHS } from '../support/page-checks'
import { test } from '../support/test'

interface ShellPage {
  readonly name: string
  readonly path: (demo: DemoPresentations) => string
  /** Issue 4 checks it with axe and keeps its screenshots; the others are checked for sideways scroll only. */
  readonly audited: boolean
}

/** Every page the storefront has (§2 routes), with the three issue 4 audits. */
const PAGES: readonly ShellPage[] = [
  { name: 'home', path: () => '/', audited: true },
  { name: 'not-found', path: () => '/no-such-page', audited: true },
  { name: 'order-cinema', path: (demo) => `/order/${demo.cinema.id}`, audited: true },
  { name: 'booking', path: () => '/booking', audited: false },
  { name: 'feature', path: (demo) => `/booking/features/${demo.cinema.featureId}`, audited: false },
  { name: 'order-club', path: (demo) => `/order/${demo.club.id}`, audited: false },
  { name: 'order-mixed', path: (demo) => `/order/${demo.mixed.id}`, audited: false },
  { name: 'checkout', path: () => '/booking/checkout', audited: false },
  { name: 'payment', path: () => '/booking/checkout/payment', audited: false },
  { name: 'edocument', path: () => '/edocument/no-such-ticket', audited: false },
  { name: 'redirect-refused', path: () => '/https://evil.example.org/', audited: false },
]

for (const width of WIDTHS) {
  for (const locale of JOURNEY_LOCALES) {
    const visited = PAGES.filter((page) => page.audited || width === 390)
    test(`${locale} at ${width} px: ${width === 390 ? 'no page scrolls sideways; ' : ''}no serious axe violation on /, the 404 page and the cinema order; screenshots kept`, async ({
      page,
      demo,
    }) => {
      await page.setViewportSize(viewportOf(width))
      for (const shellPage of visited) {
        const where = `${shellPage.name} in ${locale} at ${width} px`
        await page.goto(inLocale(shellPage.path(demo), locale))
        await settle(page)
        // Soft: one page's finding must not hide the others' (every page is checked and photographed).
        if (width === 390) await expectNoSidewaysScroll(page, where, { soft: true })
        if (!shellPage.audited) continue
        await expectNoSeriousViolations(page, where, { soft: true })
        await keepScreenshot(page, `${shellPage.name}-${locale}-${width}`)
      }
    })
  }
}
