import type { Page } from '@playwright/test'
import { checkJourneyStep, JOURNEY_LOCALES, viewportOf, WIDTHS, type JourneyLocale, type Width } from '../support/page-checks'
import { test } from '../support/test'
import { OrderFlow, TEST_CARDS } from './support/order-flow'
import { freePair } from './support/seat-picks'

/** Issue 4 every step of the journey: settled, no sideways scroll at 390 px, no serious axe violation, a screenshot kept. */
const checkStep = (page: Page, locale: JourneyLocale, width: Width, step: string, networkIdle = true): Promise<void> =>
  checkJourneyStep(page, {
    where: `journey ${step} in ${locale} at ${width} px`,
    width,
    screenshot: `journey-${locale}-${width}-${step}`,
    networkIdle,
  })

for (const width of WIDTHS) {
  for (const locale of JOURNEY_LOCALES) {
    test(`the cinema journey in ${locale} at ${width} px`, async ({ page, demo, boxOffice }) => {
      await page.setViewportSize(viewportOf(width))
      const plan = await boxOffice.seatPlan(demo.cinema)
      const seats = freePair(await boxOffice.planNow(demo.cinema))
      const flow = new OrderFlow(page, locale)

      await flow.open(demo.cinema.id, plan)
      await checkStep(page, locale, width, '1-seats')
      await flow.chooseSeats(seats)
      await checkStep(page, locale, width, '2-seats-chosen')
      await flow.toTickets()
      await checkStep(page, locale, width, '3-tickets')
      await flow.toProducts()
      await checkStep(page, locale, width, '4-products')
      await flow.toCheckout()
      await flow.fillCustomer()
      await checkStep(page, locale, width, '5-details')
      await flow.openCardDialog()
      await checkStep(page, locale, width, '6-card', false)
      await flow.payByCard(TEST_CARDS.approved)
      const ticket = await flow.expectConfirmation()
      await checkStep(page, locale, width, '7-confirmation')
      await page.goto(ticket)
      await checkStep(page, locale, width, '8-e-ticket')
    })
  }
}
