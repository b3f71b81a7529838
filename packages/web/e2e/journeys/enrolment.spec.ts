import type { Page } from '@playwright/test'
import { eventLabelOf, type EnrolmentEvent, type EnrolmentRate, type EnrolmentSeason, type Seat, type SeatPlan } from '@kartis/core'
import type { BoxOffice } from '../support/box-office'
import { checkJourneyStep, viewportOf, WIDTHS, type JourneyLocale, type Width } from '../support/page-checks'
import { expect, test } from '../support/test'
import { EnrolmentFlow, enrolmentPlan, seasonOnSale } from './support/enrolment-flow'
import { OrderFlow, TEST_CARDS } from './support/order-flow'
import { freeSingleInEach } from './support/seat-picks'

// Issue 14 §3 the membership enrolment wizard against the real box office and its demo season
// (packages/api-adapter/DEMO-DATA.md): membership 2001, season 2027, the theatre's next six
// shows, a full rate of 4–6 shows (₪540) and a trio of exactly 3 (₪390), ₪10 handling per order.

const checkStep = (page: Page, locale: JourneyLocale, width: Width, step: string): Promise<void> =>
  checkJourneyStep(page, {
    where: `enrolment ${step} in ${locale} at ${width} px`,
    width,
    screenshot: `enrolment-${locale}-${width}-${step}`,
  })

const trioOf = (season: EnrolmentSeason): EnrolmentRate => {
  const rate = season.rates.find((candidate) => candidate.minEvents === 3 && candidate.maxEvents === 3)
  if (rate === undefined) throw new Error('e2e: the demo season has no rate of exactly three shows')
  return rate
}

const eventsOf = (season: EnrolmentSeason, from: number): readonly [EnrolmentEvent, EnrolmentEvent, EnrolmentEvent] => {
  const [first, second, third] = season.events.slice(from, from + 3)
  if (first === undefined || second === undefined || third === undefined) throw new Error('e2e: the demo season offers too few shows')
  return [first, second, third]
}

/** §4 each show's own plan: the server keeps the single-seat rule per show, not on the combined map. */
const eachShowsPlan = (boxOffice: BoxOffice, shows: readonly EnrolmentEvent[]): Promise<SeatPlan[]> =>
  Promise.all(shows.map((show) => enrolmentPlan(boxOffice, [show])))

/** §4 the seat's status on a plan (as the visitor who read it sees it). */
const statusOn = (plan: SeatPlan, seat: Seat) =>
  plan.sections
    .flatMap((section) => section.groups.flatMap((group) => group.rows.flatMap((row) => row.seats)))
    .find((candidate) => candidate.sectionId === seat.sectionId && candidate.x === seat.x && candidate.y === seat.y)?.status

for (const width of WIDTHS) {
  for (const locale of ['he', 'en'] as const) {
    test(`the enrolment wizard, axe-clean in ${locale} at ${width} px`, async ({ page, boxOffice }) => {
      await page.setViewportSize(viewportOf(width))
      const season = await seasonOnSale(boxOffice)
      const flow = new EnrolmentFlow(page, season, locale)
      await flow.open()
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'he' ? 'rtl' : 'ltr')
      await checkStep(page, locale, width, 'rates')
      await flow.chooseRate(trioOf(season).name)
      await flow.toEvents()
      await flow.chooseEvents(eventsOf(season, 0))
      await checkStep(page, locale, width, 'events')
      await flow.toSeats()
      await checkStep(page, locale, width, 'seats')
    })
  }
}

test('the enrolment wizard in Arabic, right to left', async ({ page, boxOffice }) => {
  await page.setViewportSize(viewportOf(390))
  const season = await seasonOnSale(boxOffice)
  const flow = new EnrolmentFlow(page, season, 'ar')
  await flow.open()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await flow.chooseRate(trioOf(season).name)
  await flow.toEvents()
  await flow.chooseEvents(eventsOf(season, 0))
  await checkStep(page, 'ar', 390, 'events')
})

test('enrols from the membership list with one fixed seat across three shows, pays by card, and the e-document lists the three shows with the same seat', async ({
  page,
  boxOffice,
}) => {
  test.slow()
  const season = await seasonOnSale(boxOffice)
  const flow = new EnrolmentFlow(page, season)
  const order = new OrderFlow(page)
  const shows = eventsOf(season, 0)

  // §2 the membership list's enroll button opens the wizard.
  await page.goto('/memberships')
  await page.getByRole('link', { name: flow.t('memberships.enrollNamed', { name: season.name }) }).click()
  await flow.expectStep('rates')
  await expect(page).toHaveURL(/\/enroll\/2001$/)

  await flow.chooseRate(trioOf(season).name)
  const summary = page.getByRole('region', { name: flow.t('checkout.summaryTitle') })
  await expect(summary).toContainText('400.00')
  await flow.toEvents()
  await flow.chooseEvents(shows)
  await flow.toSeats()
  const plan = await enrolmentPlan(boxOffice, shows)
  await order.follow(plan)
  const seat = freeSingleInEach([plan, ...(await eachShowsPlan(boxOffice, shows))])
  await order.seat(seat).click()
  await order.expectSeat(seat, 'selected')
  // Locked in all three shows: another visitor sees it taken in each.
  for (const show of shows) expect(statusOn(await enrolmentPlan(boxOffice, [show]), seat)).not.toBe('available')
  await checkStep(page, 'he', 1280, 'fixed-seat')

  await flow.toCheckout()
  await order.fillCustomer()
  await order.openCardDialog()
  await order.payByCard(TEST_CARDS.approved)
  await flow.expectStep('confirmation')

  await page.getByRole('link', { name: flow.t('checkout.viewEnrolment') }).click()
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 3, name: season.name })).toBeVisible()
  const tickets = main.locator('.edocument__ticket')
  await expect(tickets).toHaveCount(3)
  for (const [index, show] of shows.entries()) {
    const ticket = tickets.nth(index)
    await expect(ticket.locator('.edocument__show')).toContainText(show.featureName)
    await expect(ticket.locator('.edocument__seat')).toContainText(seat.seatName)
    await expect(ticket.locator('.edocument__seat')).toContainText(seat.rowName)
  }
  const places = await tickets.locator('.edocument__seat').allTextContents()
  expect(new Set(places).size, 'the same seat in every show').toBe(1)
  await checkStep(page, 'he', 1280, 'edocument')
})

test('§8 a fixed seat bought meanwhile in one of the shows is refused in Hebrew naming the show, and nothing stays locked', async ({
  page,
  browser,
  baseURL,
  boxOffice,
}) => {
  test.slow()
  const season = await seasonOnSale(boxOffice)
  const flow = new EnrolmentFlow(page, season)
  const order = new OrderFlow(page)
  const shows = eventsOf(season, 3)
  const [, , last] = shows

  await flow.open()
  await flow.chooseRate(trioOf(season).name)
  await flow.toEvents()
  await flow.chooseEvents(shows)
  await flow.toSeats()
  const plan = await enrolmentPlan(boxOffice, shows)
  await order.follow(plan)
  const seat = freeSingleInEach([plan, ...(await eachShowsPlan(boxOffice, shows))])
  await order.expectSeat(seat, 'available')

  // Another browser buys the seat in the last show first, while this page still shows it free.
  const other = await browser.newContext({ baseURL, locale: 'he-IL', timezoneId: 'Asia/Jerusalem' })
  try {
    const rival = new OrderFlow(await other.newPage())
    await rival.buySeatsByCard(last.presentationId, plan, [seat])
  } finally {
    await other.close()
  }

  await order.seat(seat).click()
  await order.expectToast(flow.t('errors.ENROLMENT_SEAT_TAKEN', eventLabelOf(last)))
  await expect(order.seat(seat)).not.toHaveClass(/seat--(selected|pending)/)
  await expect(page.getByText(flow.t('memberships.noSeat'))).toBeVisible()
  // All or none: the seat is not held in the shows where it was free.
  for (const show of shows.slice(0, 2)) expect(statusOn(await enrolmentPlan(boxOffice, [show]), seat)).toBe('available')
  await checkStep(page, 'he', 1280, 'seat-taken')
})
