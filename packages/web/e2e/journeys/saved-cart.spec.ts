import type { Page } from '@playwright/test'
import { describeSeat } from '../../src/order/seat-description'
import { checkJourneyStep, inLocale, viewportOf, WIDTHS, type JourneyLocale, type Width } from '../support/page-checks'
import type { BoxOffice, DemoPresentations } from '../support/box-office'
import { expect, test } from '../support/test'
import { OrderFlow, TEST_CARDS } from './support/order-flow'
import { freePair } from './support/seat-picks'

/** Issue 12 the saved-cart journey is checked in Hebrew (right to left) and English. */
const LOCALES = ['he', 'en'] as const satisfies readonly JourneyLocale[]

/** Each run sends its link to a number of its own: the box office sends at most three links an hour to one number. */
const MOBILES: Readonly<Record<string, string>> = {
  'he-390': '0521110390',
  'he-1280': '0521111280',
  'en-390': '0522220390',
  'en-1280': '0522221280',
}

/** Issue 4 a step of the journey: settled, no sideways scroll at 390 px, no serious axe violation, a screenshot kept. */
const checkStep = (page: Page, locale: JourneyLocale, width: Width, step: string): Promise<void> =>
  checkJourneyStep(page, {
    where: `saved cart ${step} in ${locale} at ${width} px`,
    width,
    screenshot: `saved-cart-${locale}-${width}-${step}`,
  })

/** The summary's total, as shown. */
const totalShown = async (page: Page, flow: OrderFlow): Promise<string> =>
  (await page
    .getByRole('region', { name: flow.t('orderFlow.summary') })
    .locator('.order-summary__total dd')
    .textContent()) ?? ''

/** At `width`, two neighbouring free seats of the cinema chosen, each with the first ticket of its group: the seats and the flow. */
const twoSeatsWithTickets = async (page: Page, boxOffice: BoxOffice, demo: DemoPresentations, width: Width, locale: JourneyLocale) => {
  await page.setViewportSize(viewportOf(width))
  const plan = await boxOffice.seatPlan(demo.cinema)
  const seats = freePair(await boxOffice.planNow(demo.cinema))
  const flow = new OrderFlow(page, locale)
  await flow.open(demo.cinema.id, plan)
  await flow.chooseSeats(seats)
  await flow.toTickets()
  await flow.chooseTickets()
  return { seats, flow }
}

for (const width of WIDTHS) {
  for (const locale of LOCALES) {
    test(`§2 a cart saved in one browser, opened from its link in a fresh one, a ticket changed and paid, in ${locale} at ${width} px`, async ({
      page,
      browser,
      baseURL,
      demo,
      boxOffice,
    }) => {
      // The first browser: two seats with the first ticket each, then "save the cart".
      const { seats, flow } = await twoSeatsWithTickets(page, boxOffice, demo, width, locale)
      await page.getByRole('button', { name: flow.t('savedCart.save') }).click()
      const dialog = page.getByRole('dialog', { name: flow.t('savedCart.dialogTitle') })
      await dialog.getByLabel(flow.t('savedCart.mobileLabel')).fill(MOBILES[`${locale}-${width}`] ?? '')
      await dialog.getByRole('button', { name: flow.t('savedCart.submit') }).click()
      await expect(dialog.getByRole('status')).toContainText(flow.t('savedCart.smsSent'))
      await checkStep(page, locale, width, '1-saved')
      const link = await dialog.getByLabel(flow.t('savedCart.linkLabel')).inputValue()
      expect(link).toMatch(/\/cart\/[A-Za-z0-9_-]{22}$/)
      await dialog.getByRole('button', { name: flow.t('common.close') }).click()
      const totalSaved = await totalShown(page, flow)

      // A fresh browser (another visitor, nothing shared) opens the link.
      const fresh = await browser.newContext({ baseURL, locale: locale === 'he' ? 'he-IL' : 'en-IL', timezoneId: 'Asia/Jerusalem' })
      try {
        const other = await fresh.newPage()
        await other.setViewportSize(viewportOf(width))
        const otherFlow = new OrderFlow(other, locale)
        await other.goto(inLocale(new URL(link).pathname, locale))
        await expect(other.getByRole('heading', { level: 1, name: otherFlow.t('savedCart.title') })).toBeVisible()
        const yourSeats = other.getByRole('region', { name: otherFlow.t('savedCart.yourSeats') })
        for (const seat of seats) await expect(yourSeats).toContainText(describeSeat(otherFlow.t, seat))
        await expect(other.getByRole('alert')).toHaveCount(0)
        expect(await totalShown(other, otherFlow)).toBe(totalSaved)
        await checkStep(other, locale, width, '2-restored')
        // The seats moved with the cart: the first browser's visitor no longer holds them.
        expect(await boxOffice.statusOf(demo.cinema, seats[0])).toBe('unavailable')

        // Change the first seat's ticket to the group's second ticket: the total follows.
        await other.getByRole('button', { name: otherFlow.t('savedCart.changeTickets') }).click()
        await otherFlow.expectStep('tickets')
        const select = other.getByLabel(otherFlow.t('orderFlow.ticketFor', { seat: describeSeat(otherFlow.t, seats[0]) }))
        const second = await select.locator('option:not([disabled])').nth(1).getAttribute('value')
        await select.selectOption(second ?? '')
        await expect.poll(() => totalShown(other, otherFlow)).not.toBe(totalSaved)
        await checkStep(other, locale, width, '3-ticket-changed')
        await otherFlow.toProducts()
        await otherFlow.toCheckout()
        await otherFlow.fillCustomer()
        await otherFlow.openCardDialog()
        await otherFlow.payByCard(TEST_CARDS.approved)
        await otherFlow.expectConfirmation()
        await checkStep(other, locale, width, '4-confirmation')
      } finally {
        await fresh.close()
      }
      for (const seat of seats) expect(await boxOffice.statusOf(demo.cinema, seat)).toBe('unavailable')
    })
  }
}

for (const width of WIDTHS) {
  test(`§4/§9 a reservation bought is opened from /cart/{resId} by its buyer, a ticket changed to a dearer one and the difference paid, at ${width} px`, async ({
    page,
    demo,
    boxOffice,
  }) => {
    // Bought: the first seat with the group's second (cheaper) ticket, the other with its first.
    const { seats, flow } = await twoSeatsWithTickets(page, boxOffice, demo, width, 'he')
    const ticketFor = (seat: (typeof seats)[number]) => page.getByLabel(flow.t('orderFlow.ticketFor', { seat: describeSeat(flow.t, seat) }))
    const cheaper = await ticketFor(seats[0]).locator('option:not([disabled])').nth(1).getAttribute('value')
    const dearer = await ticketFor(seats[0]).locator('option:not([disabled])').first().getAttribute('value')
    await ticketFor(seats[0]).selectOption(cheaper ?? '')
    await flow.toProducts()
    await flow.toCheckout()
    await flow.fillCustomer()
    await flow.openCardDialog()
    await flow.payByCard(TEST_CARDS.approved)
    const ticket = await flow.expectConfirmation()
    const resId = /\/edocument\/(KR-[0-9A-Z]{8})/.exec(ticket)?.[1] ?? ''
    expect(resId).not.toBe('')

    // The buyer opens /cart/{resId}: the booking to change, its tickets credited, nothing due yet.
    await page.goto(`/cart/${resId}`)
    await expect(page.getByRole('heading', { level: 1, name: flow.t('savedCart.modifyTitle') })).toBeVisible()
    await expect(page.getByText(flow.t('orderFlow.modificationCredit'))).toBeVisible()
    await checkStep(page, 'he', width, 'modify-1-opened')
    await page.getByRole('button', { name: flow.t('savedCart.changeTickets') }).click()
    await flow.expectStep('tickets')
    await ticketFor(seats[0]).selectOption(dearer ?? '')
    await checkStep(page, 'he', width, 'modify-2-dearer-ticket')
    await flow.toProducts()
    await flow.toCheckout()
    await flow.fillCustomer()
    await checkStep(page, 'he', width, 'modify-3-details')
    await flow.openCardDialog()
    await flow.payByCard(TEST_CARDS.approved)
    await flow.expectConfirmation()
    // Both seats are still the buyer's: sold, never let go in between.
    for (const seat of seats) expect(await boxOffice.statusOf(demo.cinema, seat)).toBe('unavailable')
  })
}
