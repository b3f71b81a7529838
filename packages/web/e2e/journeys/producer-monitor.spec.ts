import type { Page } from '@playwright/test'
import { indexSeatPlan, seatNumber } from '@kartis/core'
import { viewportOf, type Width } from '../support/page-checks'
import { expect, test } from '../support/test'
import { figureOf, LIVE_MS, watchSoonestSale, rowFigure } from './support/console-monitor'
import {
  checkConsoleStep as checkStep,
  CONSOLE_TEXTS,
  fill,
  logIn,
  openFromMenu,
  PRODUCER,
  type ConsoleLocale,
} from './support/console-session'
import { OrderFlow, TEST_CARDS } from './support/order-flow'
import { freePair, freeSingle } from './support/seat-picks'

/** Logs the producer in and opens a screen from the menu. */
const openScreen = async (page: Page, locale: ConsoleLocale, width: Width, menu: string) => {
  await page.setViewportSize(viewportOf(width))
  await logIn(page, locale, PRODUCER)
  await openFromMenu(page, locale, menu)
}

/** Logs the producer in and opens the sales monitor from the menu. */
const openMonitor = async (page: Page, locale: ConsoleLocale, width: Width) => {
  const t = CONSOLE_TEXTS[locale]
  await openScreen(page, locale, width, t.monitor.menu)
  await expect(page.getByRole('heading', { level: 1, name: t.monitor.title })).toBeVisible()
  await expect(page.getByRole('form', { name: t.monitor.dayForm })).toBeVisible()
}

test.describe('issue 13 the presentation sales monitor', () => {
  for (const { locale, width } of [
    { locale: 'he', width: 1280 },
    { locale: 'he', width: 390 },
    { locale: 'en', width: 390 },
  ] as const) {
    test(`a customer buys two seats in the storefront: the producer's monitor shows them held while in the cart, sold once paid, each within 2 s (${locale}, ${width} px)`, async ({
      page,
      browser,
      baseURL,
      boxOffice,
    }) => {
      const t = CONSOLE_TEXTS[locale]
      await openMonitor(page, locale, width)
      const { presentation, name } = await watchSoonestSale(page, locale, boxOffice)
      const row = page.locator(`tr[data-presentation="${presentation.id}"]`)
      await row.getByRole('button', { name: `${t.monitor.showSeats} ${name}` }).click()
      const map = page.getByRole('region', { name: fill(t.monitor.mapTitle, { name }) })
      await expect(map.locator('.seat').first()).toBeVisible()
      const soldBefore = await figureOf(page, presentation.id, 'sold')
      const inCartsBefore = await figureOf(page, presentation.id, 'inCarts')
      const takenBefore = await map.locator('.seat--unavailable').count()
      const heldBefore = await map.locator('.seat--held').count()
      await checkStep(page, locale, width, '1-monitor')

      // A customer in another browser chooses two seats: locked in the cart, not paid.
      const plan = await boxOffice.seatPlan(presentation)
      const seats = freePair(await boxOffice.planNow(presentation))
      const buyer = await browser.newContext({ baseURL, locale: 'he-IL', timezoneId: 'Asia/Jerusalem' })
      try {
        const order = new OrderFlow(await buyer.newPage())
        await order.open(presentation.id, plan)
        await order.chooseSeats(seats)

        // Issue 13: the producer sees them held (in a cart) within 2 s, not sold.
        await expect(rowFigure(page, presentation.id, 'inCarts')).toHaveText(String(inCartsBefore + 2), { timeout: LIVE_MS })
        await expect(map.locator('.seat--held')).toHaveCount(heldBefore + 2, { timeout: LIVE_MS })
        await expect(map.locator('.seat--unavailable')).toHaveCount(takenBefore)
        await expect(rowFigure(page, presentation.id, 'sold')).toHaveText(String(soldBefore))
        await expect(map.locator('.seat-legend__item[data-state="held"]')).toHaveText(t.seatMap.states.held)
        await checkStep(page, locale, width, '2-in-cart')

        // Paid by card.
        await order.toTickets()
        await order.toProducts()
        await order.toCheckout()
        await order.fillCustomer()
        await order.openCardDialog()
        await order.payByCard(TEST_CARDS.approved)
        await order.expectConfirmation()
      } finally {
        await buyer.close()
      }

      await expect(rowFigure(page, presentation.id, 'sold')).toHaveText(String(soldBefore + 2), { timeout: LIVE_MS })
      await expect(map.locator('.seat--unavailable')).toHaveCount(takenBefore + 2, { timeout: LIVE_MS })
      await expect(map.locator('.seat--held')).toHaveCount(heldBefore)
      await expect(rowFigure(page, presentation.id, 'inCarts')).toHaveText(String(inCartsBefore))
      await checkStep(page, locale, width, '3-sold')
    })
  }

  for (const { locale, width } of [
    { locale: 'he', width: 390 },
    { locale: 'en', width: 1280 },
  ] as const) {
    test(`the producer sells a seat from the producer ticket: it is in producer reservations and sold on the storefront map (${locale}, ${width} px)`, async ({
      page,
      browser,
      baseURL,
      demo,
      boxOffice,
    }) => {
      const t = CONSOLE_TEXTS[locale]
      const presentation = demo.theatre
      const plan = await boxOffice.seatPlan(presentation)
      const seat = freeSingle(await boxOffice.planNow(presentation))
      const mobile = locale === 'he' ? '0541112233' : '0541112244'
      await openScreen(page, locale, width, t.producerTicket.menu)
      await expect(page.getByRole('heading', { level: 1, name: t.producerTicket.title })).toBeVisible()
      await page.getByLabel(t.producerTicket.presentation).selectOption(String(presentation.id))
      const mapSeat = page.locator(`.seat-map__svg [data-seat="${String(seatNumber(indexSeatPlan(plan), seat))}"]`)
      await mapSeat.click()
      await expect(mapSeat).toHaveClass(/(^| )seat--selected( |$)/)
      await page.getByLabel(t.producerTicket.customerName).fill('יוסי לוי')
      await page.getByLabel(t.producerTicket.mobileNumber).fill(mobile)
      await checkStep(page, locale, width, '4-producer-ticket')
      await page.getByRole('button', { name: t.producerTicket.save }).click()
      const saved = page.getByRole('status').filter({ hasText: /KR-/ })
      await expect(saved).toBeVisible()
      const id = /KR-[0-9A-Z]+/.exec((await saved.textContent()) ?? '')?.[0] ?? ''
      await expect(saved).toHaveText(fill(t.producerTicket.saved, { id }))
      await expect(mapSeat).toHaveClass(/(^| )seat--unavailable( |$)/)
      await checkStep(page, locale, width, '5-saved')

      // The reservation is the producer's customer's: found in producer reservations by the mobile.
      await page.getByRole('navigation', { name: t.header.menu }).getByRole('link', { name: t.menu.producerReservations }).click()
      await page.getByLabel(t.reservations.text).fill(mobile)
      await page.getByRole('button', { name: t.reservations.submit }).click()
      await expect(page.getByRole('table').getByRole('rowheader', { name: id })).toBeVisible()

      // A storefront visitor sees the seat sold.
      const customer = await browser.newContext({ baseURL, locale: 'he-IL', timezoneId: 'Asia/Jerusalem' })
      try {
        const storefront = new OrderFlow(await customer.newPage())
        await storefront.open(presentation.id, plan)
        await storefront.expectSeat(seat, 'unavailable')
      } finally {
        await customer.close()
      }
      expect(await boxOffice.statusOf(presentation, seat)).toBe('unavailable')
    })
  }
})
