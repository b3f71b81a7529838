import type { Locale, SeatSection } from '@kartis/core'
import { DEMO_AGENTS_MINI_SITE_URL } from '@kartis/api-adapter'
import type { Page } from '@playwright/test'
import type { Catalogue as ConsoleCatalogue } from '../../../live-console/src/i18n/catalogue'
import { ru as consoleRu } from '../../../live-console/src/i18n/locales/ru'
import { CONSOLE_TEXTS, PRODUCER } from '../journeys/support/console-session'
import { CustomerAreaFlow, DEMO_CUSTOMERS } from '../journeys/support/customer-area-flow'
import { DEMO_SEASON_MEMBERSHIP_ID } from '../journeys/support/enrolment-flow'
import { OrderFlow } from '../journeys/support/order-flow'
import { expectNoSeriousViolations } from '../support/axe'
import { expectNoSidewaysScroll, inLocale, LOADED_TIMEOUT, keepScreenshot, viewportOf, WIDTHS, type Width } from '../support/page-checks'
import { expect, test } from '../support/test'

/** Issue 16 §3 every page in the four languages the storefront speaks (the journeys check three). */
const LOCALES = ['he', 'en', 'ru', 'ar'] as const satisfies readonly Locale[]

/** The console's texts in each of the four languages (it has Russian too). */
const CONSOLE: Readonly<Record<(typeof LOCALES)[number], ConsoleCatalogue>> = { ...CONSOLE_TEXTS, ru: consoleRu }

const gaSection = (sections: readonly SeatSection[]): SeatSection => {
  const section = sections.find((candidate) => !candidate.isReserved)
  if (section === undefined) throw new Error('e2e: the demo club has no GA section')
  return section
}

/**
 * Issue 16 §3 the checks of one screen, as cheap as they can be: the page is drawn (an h1 of its
 * own and whatever `ready` waits for, no loading indicator), then axe's WCAG 2.2 AA rules and, at 390 px,
 * no sideways scroll. Soft: one screen's finding must not hide the next screen's.
 */
const audit = async (page: Page, where: string, width: Width, screenshot?: string): Promise<void> => {
  await expect(page.locator('h1:not([data-swept-before])').first(), `${where}: its heading`).toBeVisible()
  await expect(page.locator('.navigation-progress, [aria-busy="true"]')).toHaveCount(0, { timeout: LOADED_TIMEOUT })
  if (width === 390) await expectNoSidewaysScroll(page, where, { soft: true })
  await expectNoSeriousViolations(page, where, { soft: true })
  if (screenshot !== undefined) await keepScreenshot(page, screenshot)
}

/**
 * The 20,000-seat arena is audited at one width per language (he and ar at 390 px, en and ru at
 * 1280 px: each language and each width once): its overview is the slowest screen of the sweep
 * (11-40 s on a loaded machine, the plan's 12 MB read and drawn) and its texts do not change with
 * the width; the cinema's seat map is audited at both.
 */
const AUDITS_ARENA: Readonly<Record<(typeof LOCALES)[number], Width>> = { he: 390, ar: 390, en: 1280, ru: 1280 }

for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test(`issue 16 §3 every storefront page and console screen in ${locale} at ${width} px: no serious axe finding${width === 390 ? ', no sideways scroll' : ''}`, async ({
      page,
      demo,
      boxOffice,
    }) => {
      test.setTimeout(180_000)
      await page.setViewportSize(viewportOf(width))
      const at = (name: string): string => `${name} in ${locale} at ${width} px`
      // In the app, as a link would: a page load per screen (and axe injected again each time) would
      // cost more than the checks. The old page's h1 is marked first, so that its screen is not
      // audited again in the new one's place: the audit waits for an h1 the new screen drew.
      // Between two order pages the page may stay and keep its h1: there `mark` is off, and the
      // seat map of the new presentation is waited for instead.
      const inApp = (path: string, { mark = true }: { readonly mark?: boolean } = {}) =>
        page.evaluate(
          ({ to, marking }) => {
            if (marking) for (const heading of document.querySelectorAll('h1')) heading.dataset['sweptBefore'] = ''
            window.history.pushState({}, '', to)
            window.dispatchEvent(new PopStateEvent('popstate'))
          },
          { to: inLocale(path, locale), marking: mark },
        )
      const visit = async (name: string, path: string, ready?: (page: Page) => Promise<void>, screenshot?: string): Promise<void> => {
        await inApp(path)
        await ready?.(page)
        await audit(page, at(name), width, screenshot)
      }
      const order = new OrderFlow(page, locale)
      const visible = (selector: string) => async (p: Page) => expect(p.locator(selector).first()).toBeVisible()

      // §2 the lists and the order pages of a seated (cinema), an arena and a GA (club) presentation.
      await page.goto(inLocale('/', locale))
      await audit(page, at('home'), width, `home-${locale}-${width}`)
      await visit('feature', `/booking/features/${demo.cinema.featureId}`)
      await inApp(`/order/${demo.cinema.id}`)
      await expect(page.getByRole('application', { name: order.t('seatMap.label') })).toBeVisible()
      await audit(page, at('order cinema (seated)'), width, `order-cinema-${locale}-${width}`)
      if (AUDITS_ARENA[locale] === width) {
        // The arena opens on its overview of sections (no seat is drawn until a section is chosen).
        await inApp(`/order/${demo.arena.id}`, { mark: false })
        await expect(page.locator('.seat-map__svg--overview')).toBeVisible({ timeout: 60_000 })
        await audit(page, at('order arena'), width)
      }
      // §2 the wizard's steps a visitor reaches without paying: one GA place, tickets (with the code
      // look-up), products, details and payment, and the card dialog.
      await inApp(`/order/${demo.club.id}`, { mark: false })
      await expect(page.getByRole('heading', { name: order.t('seatMap.ga.title') })).toBeVisible()
      await audit(page, at('order club (GA)'), width)
      await order.chooseGaPlaces(gaSection((await boxOffice.seatPlan(demo.club)).sections).name, 1)
      await order.toTickets()
      await audit(page, at('tickets step'), width)
      await order.chooseTickets()
      await page.getByRole('button', { name: order.t('orderFlow.toProducts') }).click()
      await order.expectStep('products')
      await audit(page, at('products step'), width)
      await order.toCheckout()
      await audit(page, at('details and payment step'), width)
      // The card dialog with the server's hosted page: opening it pays nothing.
      await order.fillCustomer()
      await order.openCardDialog()
      await audit(page, at('card dialog'), width)

      // §2 the other wizards' first steps, the mini-site, VOD and the 404.
      // (The two voucher shops are one page: another page between them, so each draws its own h1.)
      await visit('vouchers', '/vouchers', visible('.sales-card'))
      await visit('memberships', '/memberships', visible('.sales-card'))
      await visit('system vouchers', '/system-vouchers', visible('.sales-card'))
      await visit('membership wizard', '/membership', visible('.sales-amount'))
      await visit('donations', '/donations', visible('.sales-free'))
      await visit('enrolment', `/enroll/${DEMO_SEASON_MEMBERSHIP_ID}`, visible('.enrolment-rate'))
      await visit('mini-sites', '/mini-site')
      await visit('mini-site', `/mini-site/${DEMO_AGENTS_MINI_SITE_URL}`)
      await visit('vod list', '/vod')
      await visit('not found', '/no-such-page', undefined, `not-found-${locale}-${width}`)

      // §2 the customer area: its login, then Noa's tabs and the e-ticket of one of her orders.
      const area = new CustomerAreaFlow(page, locale)
      await inApp('/customer')
      await expect(page.getByRole('heading', { level: 1, name: area.t('customer:area.title') })).toBeVisible()
      await audit(page, at('customer login'), width)
      await area.loginByEmail(DEMO_CUSTOMERS.noa.email, DEMO_CUSTOMERS.noa.password)
      await area.expectLoggedIn(DEMO_CUSTOMERS.noa)
      await audit(page, at('customer tickets'), width)
      const eTicket = await page
        .getByRole('link', { name: new RegExp(area.t('customer:tickets.eticket')) })
        .first()
        .getAttribute('href')
      for (const tab of ['memberships', 'vouchers', 'vod', 'profile'] as const) {
        await area.openTab(tab)
        await audit(page, at(`customer ${tab}`), width)
      }
      // The logout dialog, left by its 'back' button.
      await page.getByRole('button', { name: area.t('customer:area.logout') }).click()
      const logout = page.getByRole('alertdialog', { name: area.t('customer:logout.title') })
      await expect(logout).toBeVisible()
      await audit(page, at('customer logout dialog'), width)
      await logout.getByRole('button', { name: area.t('customer:logout.keep') }).click()
      expect(eTicket, 'an e-ticket link on the tickets tab').toMatch(/^\/edocument\/.+/)
      await visit('e-ticket', eTicket ?? '')

      // §2 the producer console: its login, then each screen of the demo producer's menu.
      const texts = CONSOLE[locale]
      await page.goto(`/PRES-live/?lang=${locale}`)
      await expect(page.getByRole('heading', { level: 1, name: texts.login.title })).toBeVisible()
      await audit(page, at('console login'), width)
      await page.getByLabel(texts.login.email).fill(PRODUCER.email)
      await page.getByLabel(texts.login.password).fill(PRODUCER.password)
      await page.getByRole('button', { name: texts.login.submit }).click()
      const menu = page.getByRole('navigation', { name: texts.header.menu })
      await expect(menu).toBeVisible()
      await audit(page, at('console home'), width)
      const screens = await menu.getByRole('link').allTextContents()
      for (const screen of screens.slice(1)) {
        await page.evaluate(() => {
          for (const heading of document.querySelectorAll('h1')) heading.dataset['sweptBefore'] = ''
        })
        await menu.getByRole('link', { name: screen, exact: true }).click()
        await audit(page, at(`console ${screen}`), width)
      }
      expect(screens.length, 'the producer sees the console menu').toBeGreaterThan(4)
    })
  }
}
