import { randomInt } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { indexSeatPlan, seatNumber, type Seat } from '@kartis/core'
import type { BoxOffice } from '../support/box-office'
import { viewportOf, type Width } from '../support/page-checks'
import { expect, test } from '../support/test'
import { downloadBytes, expectExcelCsv, outboxTexts } from './support/console-files'
import { LIVE_MS, figureOf, watchSoonestSale, rowFigure } from './support/console-monitor'
import { checkConsoleStep, CONSOLE_TEXTS, fill, logIn, openFromMenu, PRODUCER, type ConsoleLocale } from './support/console-session'
import { OrderFlow } from './support/order-flow'
import { freePair } from './support/seat-picks'

/**
 * An Israeli mobile of this run alone, so a search by it finds only this run's reservation. 0528
 * and any six digits: libphonenumber (the server's reading of a mobile) gives 0521 to no one, so
 * a number there would be sent to but never found in the outbox.
 */
const freshMobile = (): string => `0528${String(randomInt(0, 1_000_000)).padStart(6, '0')}`

const SEAT_CLASS = (display: 'unavailable' | 'selected') => new RegExp(`(^| )seat--${display}( |$)`)

/**
 * Issue 13 "Done when", in one piece: a producer logs in and sees today's sales; a customer in
 * another browser buys two seats and the monitor shows them within 2 s; the producer resends
 * the tickets (the SMS outbox has them) and cancels the reservation, and the seats are free on
 * the storefront's map; the producer sells one of them from the console at a ticket of their
 * choice; and exports the sales by date as CSV for Excel.
 */
const producerDay = async (page: Page, browser: Browser, baseURL: string, boxOffice: BoxOffice, locale: ConsoleLocale, width: Width) => {
  const t = CONSOLE_TEXTS[locale]
  const step = (name: string) => checkConsoleStep(page, locale, width, `day-${name}`)
  const buyerMobile = freshMobile()
  await page.setViewportSize(viewportOf(width))
  await logIn(page, locale, PRODUCER)
  await expect(page.getByRole('heading', { level: 1, name: fill(t.home.title, { name: PRODUCER.name }) })).toBeVisible()

  // Today's sales, and a presentation's seat map.
  await openFromMenu(page, locale, t.monitor.menu)
  await expect(page.getByRole('heading', { level: 1, name: t.monitor.title })).toBeVisible()
  await expect(page.getByRole('form', { name: t.monitor.dayForm })).toBeVisible()
  const { presentation, name } = await watchSoonestSale(page, locale, boxOffice)
  await page
    .locator(`tr[data-presentation="${presentation.id}"]`)
    .getByRole('button', { name: `${t.monitor.showSeats} ${name}` })
    .click()
  const monitorMap = page.getByRole('region', { name: fill(t.monitor.mapTitle, { name }) })
  await expect(monitorMap.locator('.seat').first()).toBeVisible()
  const plan = await boxOffice.seatPlan(presentation)
  const index = indexSeatPlan(plan)
  const onMap = (seat: Seat) => page.locator(`.seat-map__svg [data-seat="${String(seatNumber(index, seat))}"]`)
  const soldBefore = await figureOf(page, presentation.id, 'sold')
  await step('1-monitor')

  // A customer in another browser buys two seats by card.
  const seats = freePair(await boxOffice.planNow(presentation))
  const buyer = await browser.newContext({ baseURL, locale: 'he-IL', timezoneId: 'Asia/Jerusalem' })
  try {
    await new OrderFlow(await buyer.newPage()).buySeatsByCard(presentation.id, plan, seats, buyerMobile)
  } finally {
    await buyer.close()
  }
  await expect(rowFigure(page, presentation.id, 'sold')).toHaveText(String(soldBefore + 2), { timeout: LIVE_MS })
  for (const seat of seats) await expect(onMap(seat)).toHaveClass(SEAT_CLASS('unavailable'), { timeout: LIVE_MS })
  await step('2-sold-live')

  // The producer finds the reservation by the customer's mobile and sends the tickets again.
  await openFromMenu(page, locale, t.menu.producerReservations)
  await page.getByLabel(t.reservations.text).fill(buyerMobile)
  await page.getByRole('button', { name: t.reservations.submit }).click()
  const results = page.getByRole('table')
  await expect(results.getByRole('row')).toHaveCount(2)
  const id = (await results.getByRole('rowheader').first().textContent()) ?? ''
  expect(id).toMatch(/^KR-/)
  await results.getByRole('button', { name: `${t.reservations.details} ${id}` }).click()
  const details = page.getByRole('region', { name: fill(t.reservations.detailsOf, { id }) })
  const sentBefore = (await outboxTexts(page, buyerMobile)).length
  await details.getByRole('button', { name: t.reservations.sendAgain }).click()
  await expect(details.getByRole('status')).toHaveText(fill(t.reservations.sent, { mobile: buyerMobile }))
  const texts = await outboxTexts(page, buyerMobile)
  expect(texts).toHaveLength(sentBefore + 1)
  expect(texts.at(-1)).toContain(id)
  await step('3-resent')

  // … and cancels it: the storefront's map shows both seats free again.
  await details.getByRole('button', { name: t.reservations.cancel }).click()
  const confirm = page.getByRole('alertdialog', { name: fill(t.reservations.cancelTitle, { id }) })
  await expect(confirm).toContainText('₪')
  await confirm.getByRole('button', { name: t.reservations.confirmCancel }).click()
  await expect(page.getByText(fill(t.reservations.cancelled, { id }))).toBeVisible()
  await step('4-cancelled')
  const visitor = await browser.newContext({ baseURL, locale: 'he-IL', timezoneId: 'Asia/Jerusalem' })
  try {
    const storefront = new OrderFlow(await visitor.newPage())
    await storefront.open(presentation.id, plan)
    // Free again: on sale, or held back by the single-seat rule until its neighbour is taken with it.
    for (const seat of seats) await expect(storefront.seat(seat)).toHaveClass(/(^| )seat--(available|blocked)( |$)/)
  } finally {
    await visitor.close()
  }

  // The producer sells one of the freed seats from the console, at a ticket other than the regular one.
  const [seat] = seats
  if (seat === undefined) throw new Error('e2e: no seat to sell')
  await openFromMenu(page, locale, t.producerTicket.menu)
  await page.getByLabel(t.producerTicket.presentation).selectOption(String(presentation.id))
  await onMap(seat).click()
  await expect(onMap(seat)).toHaveClass(SEAT_CLASS('selected'))
  const seatName = fill(t.producerTicket.seat, { section: seat.sectionName, row: seat.rowName, seat: seat.seatName })
  const ticket = page.getByRole('combobox', { name: fill(t.producerTicket.ticketOf, { seat: seatName }) })
  const regularTotal = (await page.locator('.producer-ticket__total').textContent()) ?? ''
  await ticket.selectOption({ index: 1 })
  await expect(page.locator('.producer-ticket__total')).not.toHaveText(regularTotal)
  await page.getByLabel(t.producerTicket.customerName).fill('יוסי לוי')
  await page.getByLabel(t.producerTicket.mobileNumber).fill(freshMobile())
  await step('5-producer-ticket')
  await page.getByRole('button', { name: t.producerTicket.save }).click()
  const saved = page.getByRole('status').filter({ hasText: /KR-/ })
  await expect(saved).toBeVisible()
  await expect(onMap(seat)).toHaveClass(SEAT_CLASS('unavailable'))
  expect(await boxOffice.statusOf(presentation, seat)).toBe('unavailable')

  // Sales by date for Excel: a UTF-8 BOM, the headers in the interface language, today's row.
  const r = t.reports
  await openFromMenu(page, locale, r.menu.locations)
  await expect(page.getByRole('heading', { level: 1, name: r.locations.title })).toBeVisible()
  const days = page.getByRole('table', { name: new RegExp(r.locations.table) }).getByRole('row')
  await expect(days.nth(1)).toBeVisible()
  const csv = await downloadBytes(page, page.getByRole('button', { name: `${r.csv.export} (${r.locations.table})` }))
  expectExcelCsv(csv, r.columns.date)
  // The rows as shown, one line each under the headers (CRLF, ending with one).
  expect(csv.toString('utf8').trimEnd().split('\r\n')).toHaveLength(await days.count())
  await step('6-csv')
}

test.describe('issue 13 a producer’s day in the console', () => {
  for (const [locale, width] of [
    ['he', 1280],
    ['en', 390],
  ] as const)
    test(`sees today's sales, a customer's purchase live, resends and cancels it, sells a seat, exports CSV (${locale}, ${width} px)`, async ({
      page,
      browser,
      baseURL,
      boxOffice,
    }) => {
      // Three browsers, two purchases and five console screens: longer than one journey's minute.
      test.slow()
      if (baseURL === undefined) throw new Error('e2e: no base URL')
      await producerDay(page, browser, baseURL, boxOffice, locale, width)
    })
})
