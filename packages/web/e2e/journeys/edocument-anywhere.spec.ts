import { randomUUID } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { expectNoSeriousViolations } from '../support/axe'
import { BoxOffice } from '../support/box-office'
import { expectNoSidewaysScroll, inLocale, keepScreenshot, settle, viewportOf, WIDTHS, type JourneyLocale } from '../support/page-checks'
import { serverUrl } from '../support/server-url'
import { expect, test } from '../support/test'
import { OrderFlow, TEST_CARDS } from './support/order-flow'
import { freePair, roomyForJourneys } from './support/seat-picks'

/** Issue 12 §3 the languages the e-ticket is checked in: Hebrew (right to left) and English. */
const LOCALES = ['he', 'en'] as const satisfies readonly JourneyLocale[]

/** A browser that never saw the order: another phone, opening the link from the SMS. */
const freshPage = async (browser: Browser, baseURL: string | undefined): Promise<Page> => {
  const context = await browser.newContext({ baseURL, locale: 'he-IL', timezoneId: 'Asia/Jerusalem' })
  return context.newPage()
}

/** The same key with its last character changed: what a mistyped or forged link is. */
const altered = (key: string): string => `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`

/** PDF pages in Chromium's output: each page object is `/Type /Page` (the tree's root is `/Type /Pages`). */
const pdfPageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length

test.describe('§2 e-tickets that open anywhere (issue 12 §3)', () => {
  let key = ''
  let ticketIdentifiers: readonly string[] = []

  test.beforeAll(async ({ browser }) => {
    // Bought once, in a browser of its own; every test opens the link in browsers that never saw the order.
    const boxOffice = new BoxOffice(serverUrl())
    const demo = await boxOffice.demo(roomyForJourneys)
    const page = await freshPage(browser, serverUrl())
    try {
      const plan = await boxOffice.seatPlan(demo.cinema)
      const flow = new OrderFlow(page)
      await flow.open(demo.cinema.id, plan)
      await flow.chooseSeats(freePair(await boxOffice.planNow(demo.cinema)))
      await flow.continueToDetails()
      await flow.fillCustomer()
      await flow.openCardDialog()
      await flow.payByCard(TEST_CARDS.approved)
      const link = await flow.expectConfirmation()
      key = decodeURIComponent(link.replace(/^.*\/edocument\//, ''))
      // The link is the box office's signed key, not the bare reservation number.
      expect(key).toMatch(/^KR-[0-9A-Z]{8}-[0-9a-f]{16}$/)
      const reservationIdentifier = key.slice(0, key.lastIndexOf('-'))
      ticketIdentifiers = [`${reservationIdentifier}-01`, `${reservationIdentifier}-02`]
    } finally {
      await page.context().close()
    }
  })

  for (const locale of LOCALES) {
    for (const width of WIDTHS) {
      test(`opens in a fresh browser with its QR codes, and an altered key is not found, in ${locale} at ${width} px`, async ({
        browser,
        baseURL,
      }) => {
        const page = await freshPage(browser, baseURL)
        const t = new OrderFlow(page, locale).t
        const where = `e-ticket in ${locale} at ${width} px`
        try {
          await page.setViewportSize(viewportOf(width))
          await page.goto(inLocale(`/edocument/${key}`, locale))
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.edocument.title'))
          for (const ticket of ticketIdentifiers)
            await expect(page.getByRole('img', { name: t('edocument.qrLabel', { ticket }) })).toBeVisible()
          await expect(page.getByText(t('pages.edocument.lateNotice'))).toBeVisible()
          await settle(page)
          if (width === 390) await expectNoSidewaysScroll(page, where)
          await expectNoSeriousViolations(page, where)
          await keepScreenshot(page, `edocument-${locale}-${width}`)

          await page.goto(inLocale(`/edocument/${altered(key)}`, locale))
          await expect(page.getByText(t('pages.edocument.notFound'))).toBeVisible()
          await expect(page.getByRole('img')).toHaveCount(0)
          await settle(page)
          await expectNoSeriousViolations(page, `${where}, altered key`)
        } finally {
          await page.context().close()
        }
      })
    }
  }

  test('prints on one A4 page, right to left, without the site frame, the QR codes as vectors', async ({ browser, baseURL }) => {
    const page = await freshPage(browser, baseURL)
    const t = new OrderFlow(page, 'he').t
    try {
      await page.goto(`/edocument/${key}`)
      await expect(page.getByRole('img', { name: t('edocument.qrLabel', { ticket: ticketIdentifiers[0] ?? '' }) })).toBeVisible()
      await settle(page)
      await page.emulateMedia({ media: 'print' })
      await expect(page.locator('.site-header')).toBeHidden()
      await expect(page.getByRole('navigation', { name: t('a11y.languages') })).toBeHidden()
      await expect(page.getByRole('button', { name: t('edocument.print') })).toBeHidden()
      await expect(page.locator('.site-footer')).toBeHidden()
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      // The QR codes stay SVG paths drawn edge to edge, at least 35 mm wide on paper.
      const qr = page.locator('svg.edocument__qr').first()
      await expect(qr).toHaveAttribute('shape-rendering', 'crispEdges')
      expect((await qr.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(35 * (96 / 25.4))
      await page.setViewportSize({ width: 794, height: 1123 })
      await keepScreenshot(page, 'edocument-he-print')
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true })
      expect(pdfPageCount(pdf)).toBe(1)
    } finally {
      await page.context().close()
    }
  })

  test('a cancelled reservation’s link shows it cancelled, with no QR code', async ({ browser, baseURL, demo, visitor }) => {
    // Another purchase, cancelled by its visitor through the box office; then its link is opened elsewhere.
    const buyer = await freshPage(browser, baseURL)
    let cancelledKey = ''
    const uuid = randomUUID()
    try {
      await OrderFlow.asVisitor(buyer.context(), uuid)
      const office = visitor(uuid)
      const flow = new OrderFlow(buyer)
      await flow.open(demo.cinema.id, await office.seatPlan(demo.cinema))
      await flow.chooseSeats(freePair(await office.planNow(demo.cinema)))
      await flow.continueToDetails()
      await flow.fillCustomer()
      await flow.openCardDialog()
      await flow.payByCard(TEST_CARDS.approved)
      cancelledKey = decodeURIComponent((await flow.expectConfirmation()).replace(/^.*\/edocument\//, ''))
      const reservationIdentifier = cancelledKey.slice(0, cancelledKey.lastIndexOf('-'))
      const cancelled = await office.adapters.reservations.cancel({
        reservationIdentifier,
        itemsToCancel: [`${reservationIdentifier}-01`, `${reservationIdentifier}-02`],
        refundToTransactionCredit: true,
      })
      expect(cancelled._tag).toBe('Right')
    } finally {
      await buyer.context().close()
    }
    const page = await freshPage(browser, baseURL)
    const t = new OrderFlow(page, 'he').t
    try {
      await page.goto(`/edocument/${cancelledKey}`)
      await expect(page.getByRole('alert').filter({ hasText: t('edocument.cancelled') })).toBeVisible()
      await expect(page.getByRole('img')).toHaveCount(0)
      await settle(page)
      await expectNoSeriousViolations(page, 'cancelled e-ticket')
    } finally {
      await page.context().close()
    }
  })
})
