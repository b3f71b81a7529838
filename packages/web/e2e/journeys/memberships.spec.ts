import type { Page } from '@playwright/test'
import { checkJourneyStep, viewportOf, WIDTHS, type JourneyLocale, type Width } from '../support/page-checks'
import { expect, test } from '../support/test'
import { MembershipFlow, membershipOnSale, membershipPlan } from './support/membership-flow'
import { OrderFlow, TEST_CARDS } from './support/order-flow'
import { freePair, freeSingle } from './support/seat-picks'

// Issue 14 §2 the membership list and the membership order wizard against the real box office
// and its demo memberships (packages/api-adapter/DEMO-DATA.md): THEATRE4, a series (type 2) over
// the theatre's next four shows, a seat in each, whose member number buys member tickets (₪25 in
// the cinema hall); CINEMASEAT, one fixed seat in three screenings.

const checkStep = (page: Page, locale: JourneyLocale, width: Width, step: string): Promise<void> =>
  checkJourneyStep(page, {
    where: `memberships ${step} in ${locale} at ${width} px`,
    width,
    screenshot: `memberships-${locale}-${width}-${step}`,
  })

for (const width of WIDTHS) {
  for (const locale of ['he', 'en'] as const) {
    test(`the membership list, axe-clean in ${locale} at ${width} px`, async ({ page, boxOffice }) => {
      await page.setViewportSize(viewportOf(width))
      const flow = new MembershipFlow(page, locale)
      const series = await membershipOnSale(boxOffice, 'THEATRE4')
      await flow.openList()
      await expect(page.getByRole('heading', { level: 2, name: series.membership.name })).toBeVisible()
      await expect(page.getByText(flow.t('memberships.series', { count: series.presentations.length }))).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'he' ? 'rtl' : 'ltr')
      await checkStep(page, locale, width, 'list')
      await page.getByRole('link', { name: flow.t('memberships.buyNamed', { name: series.membership.name }) }).click()
      await flow.expectStep('memberships')
      await expect(page).toHaveURL(/\/membership\/THEATRE4/)
    })
  }
}

test('buys the series show by show, pays by card, and uses the member number as a ticket code in an event order', async ({
  page,
  boxOffice,
  demo,
}) => {
  // Two whole orders (four seat maps, two card payments) and three axe checks: more than the default minute on a shared machine.
  test.slow()
  const flow = new MembershipFlow(page)
  const order = new OrderFlow(page)
  const series = await membershipOnSale(boxOffice, 'THEATRE4')
  const id = series.membership.membershipId
  const count = series.presentations.length
  expect(series.seating).toBe('perPresentation')

  // §2 a code and a price code in the address preselect the membership and its rate.
  await flow.openWizard('/membership/THEATRE4/FULL')
  await expect(flow.rate(series.membership.name, 'FULL')).toHaveAttribute('aria-pressed', 'true')
  await checkStep(page, 'he', 1280, 'chosen')
  await flow.toSeats()

  // §4 one show at a time: a seat chosen and locked in each, then the next show.
  for (const [index, show] of series.presentations.entries()) {
    if (index > 0) await flow.nextShow(index + 1, count)
    const plan = await membershipPlan(boxOffice, id, show.presentationId)
    await order.follow(plan)
    const seat = freeSingle(plan)
    await order.seat(seat).click()
    await order.expectSeat(seat, 'selected')
    if (index === 0) await checkStep(page, 'he', 1280, 'seats')
  }
  await flow.toCheckout()
  await order.fillCustomer()
  await order.openCardDialog()
  await order.payByCard(TEST_CARDS.approved)
  await flow.expectStep('confirmation')

  // §2 the e-document shows the membership and its member number.
  await page.getByRole('link', { name: flow.t('checkout.viewMembership') }).click()
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 3, name: series.membership.name })).toBeVisible()
  const memberNumber = (await main.locator('.edocument__code').first().textContent())?.trim() ?? ''
  expect(memberNumber, 'a ten-digit member number on the e-document').toMatch(/^\d{10}$/)
  await checkStep(page, 'he', 1280, 'edocument')

  // §5 the member number is a ticket code: the server checks it is valid and has balance.
  const plan = await boxOffice.seatPlan(demo.cinema)
  await order.open(demo.cinema.id, plan)
  await order.chooseSeats(freePair(await boxOffice.planNow(demo.cinema)))
  await order.toTickets()
  await order.enterTicketCode(memberNumber)
  await expect(page.locator('.ticket-lines').getByText(memberNumber).first()).toBeVisible()
  await order.toProducts()
  await order.toCheckout()
  await order.fillCustomer()
  await order.openCardDialog()
  await order.payByCard(TEST_CARDS.approved)
  await order.expectConfirmation()
})

test('§5 a second membership replaces the first, and the seat chosen for the first is let go', async ({ page, boxOffice }) => {
  const flow = new MembershipFlow(page)
  const order = new OrderFlow(page)
  const series = await membershipOnSale(boxOffice, 'THEATRE4')
  const fixed = await membershipOnSale(boxOffice, 'CINEMASEAT')
  const [first] = series.presentations
  if (first === undefined) throw new Error('e2e: the series covers no show')

  await flow.openWizard('/membership')
  await flow.choose(series.membership.name, 'FULL')
  await flow.toSeats()
  const plan = await membershipPlan(boxOffice, series.membership.membershipId, first.presentationId)
  await order.follow(plan)
  const seat = freeSingle(plan)
  await order.seat(seat).click()
  await order.expectSeat(seat, 'selected')
  // Another visitor sees it taken (held for this one).
  const taken = await membershipPlan(boxOffice, series.membership.membershipId, first.presentationId)
  const statusIn = (of: typeof taken) =>
    of.sections
      .flatMap((section) => section.groups.flatMap((group) => group.rows.flatMap((row) => row.seats)))
      .find((candidate) => candidate.sectionId === seat.sectionId && candidate.x === seat.x && candidate.y === seat.y)?.status
  expect(statusIn(taken)).not.toBe('available')

  await page.getByRole('button', { name: flow.t('common.back') }).click()
  await flow.expectStep('memberships')
  await flow.choose(fixed.membership.name, 'FULL')
  await expect(flow.rate(series.membership.name, 'FULL')).toHaveAttribute('aria-pressed', 'false')
  await expect(page.locator('.sales-amount[aria-pressed="true"]')).toHaveCount(1)
  const summary = page.getByRole('region', { name: flow.t('checkout.summaryTitle') })
  await expect(summary).toContainText('99.00')
  await expect
    .poll(async () => statusIn(await membershipPlan(boxOffice, series.membership.membershipId, first.presentationId)))
    .toBe('available')
})

test('an unknown membership code says so in Hebrew, with the way to every membership', async ({ page }) => {
  const flow = new MembershipFlow(page)
  await page.goto('/membership/NO-SUCH-CODE')
  await expect(page.getByRole('heading', { level: 1, name: flow.t('memberships.notFound') })).toBeVisible()
  await page.getByRole('link', { name: flow.t('memberships.allMemberships') }).click()
  await expect(page.getByRole('heading', { level: 1, name: flow.t('memberships.title') })).toBeVisible()
})
