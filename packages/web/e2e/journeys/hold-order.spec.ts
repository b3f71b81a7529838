import type { Page } from '@playwright/test'
import { SeatAttribute } from '@kartis/core'
import { expectNoSeriousViolations } from '../support/axe'
import { expectNoSidewaysScroll, keepScreenshot, settle, viewportOf, type JourneyLocale, type Width } from '../support/page-checks'
import { expect, test } from '../support/test'
import { CustomerAreaFlow, type DemoCustomer } from './support/customer-area-flow'
import { OrderFlow, TEST_CARDS } from './support/order-flow'
import { freePair, freePairOf } from './support/seat-picks'

/** §4 the demo's member (mock-server src/demo/demo-members.ts): an annual membership, so she may place hold orders. */
const YAEL: DemoCustomer = {
  firstName: 'יעל',
  mobile: '0523334455',
  ssn: '318456720',
  email: 'yael.mizrahi@kartis.example',
  password: 'Kartis-Demo-4',
}

/** Issue 12 every step: settled, no sideways scroll at 390 px, no serious axe violation, a screenshot kept. */
const checkStep = async (page: Page, locale: JourneyLocale, width: Width, step: string, networkIdle = true): Promise<void> => {
  const where = `hold order ${step} in ${locale} at ${width} px`
  await settle(page, { networkIdle })
  if (width === 390) await expectNoSidewaysScroll(page, where)
  await expectNoSeriousViolations(page, where)
  await keepScreenshot(page, `hold-order-${locale}-${width}-${step}`)
}

/** §2/§4 logs the member in on the customer area by SMS (the code read from the development outbox). */
const logInAsMember = async (page: Page, locale: JourneyLocale): Promise<CustomerAreaFlow> => {
  const area = new CustomerAreaFlow(page, locale)
  await area.open()
  await area.verify(await area.requestCode('mobile', YAEL.mobile, YAEL.mobile))
  await area.expectLoggedIn(YAEL)
  return area
}

const CASES: readonly { readonly locale: JourneyLocale; readonly width: Width }[] = [
  { locale: 'he', width: 390 },
  { locale: 'en', width: 1280 },
]

for (const { locale, width } of CASES)
  test(`§4 a member's hold order (${locale}, ${width} px): reserved unpaid with ?isHold=1, unpaid first in the customer area, paid there by card`, async ({
    page,
    demo,
    boxOffice,
  }) => {
    await page.setViewportSize(viewportOf(width))
    const area = await logInAsMember(page, locale)
    const plan = await boxOffice.seatPlan(demo.cinema)
    const seats = freePair(await boxOffice.planNow(demo.cinema))
    const flow = new OrderFlow(page, locale)
    const t = area.t

    await flow.open(demo.cinema.id, plan, '?isHold=1')
    await flow.chooseSeats(seats)
    await flow.continueToDetails()
    // The member's details come from her account; the hold is chosen, with its message.
    await expect(page.getByText(t('customer:login.loggedInAs', { name: 'יעל מזרחי' }))).toBeVisible()
    await expect(page.getByRole('radio', { name: new RegExp(t('customer:holds.payLater')) })).toBeChecked()
    await expect(page.getByText(t('customer:holds.releaseNote'))).toBeVisible()
    await expect(page.getByRole('button', { name: t('checkout.payWithVoucher') })).toHaveCount(0)
    await page.getByLabel(t('checkout.terms')).check()
    await checkStep(page, locale, width, '1-details')
    await page.getByRole('button', { name: t('checkout.reserveUnpaid') }).click()

    await flow.expectStep('confirmation')
    await expect(page.getByText(t('customer:holds.confirmationTitle'))).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: t('pages.payment.holdTitle') })).toBeVisible()
    await expect(page.getByText(t('checkout.paid'), { exact: true })).toHaveCount(0)
    const number = (await page.locator('.confirmation__number bdi').textContent()) ?? ''
    expect(number).toMatch(/^KR-/)
    await checkStep(page, locale, width, '2-confirmation')

    // The customer area: the hold, unpaid, with what it costs and until when.
    await page.getByRole('link', { name: t('customer:holds.payInArea') }).click()
    // Unpaid first (§4): the list opens with an unpaid hold, this one among them.
    const hold = area.tickets().filter({ hasText: number })
    await expect(hold).toContainText(t('customer:tickets.unpaid'))
    await expect(area.tickets().first()).toContainText(t('customer:tickets.unpaid'))
    const pay = hold.getByRole('button', { name: new RegExp(`^${t('customer:holds.pay')}`) })
    await expect(pay).toBeVisible()
    await checkStep(page, locale, width, '3-area-unpaid')

    await pay.click()
    await expect(flow.cardFrame().locator('#cardNumber')).toBeVisible()
    await checkStep(page, locale, width, '4-card', false)
    await flow.payByCard(TEST_CARDS.approved)
    await expect(page.getByRole('status').filter({ hasText: t('customer:holds.paid', { id: number }) })).toBeVisible()
    await expect(hold).not.toContainText(t('customer:tickets.unpaid'))
    await expect(hold.getByRole('button', { name: new RegExp(`^${t('customer:holds.pay')}`) })).toHaveCount(0)
    await checkStep(page, locale, width, '5-area-paid')
  })

test('§4 premium seats cannot be held (he, 1280 px): they are named, and the switch to a regular order is offered', async ({
  page,
  demo,
  boxOffice,
}) => {
  await page.setViewportSize(viewportOf(1280))
  const area = await logInAsMember(page, 'he')
  const t = area.t
  const plan = await boxOffice.seatPlan(demo.theatre)
  // §4 two neighbouring premium seats of the theatre's orchestra.
  const seats = freePairOf(
    await boxOffice.planNow(demo.theatre),
    (seat) => seat.ticketGroupId !== null && seat.attributes.includes(SeatAttribute.premium),
  )
  const flow = new OrderFlow(page, 'he')
  await flow.open(demo.theatre.id, plan, '?isHold=1')
  await flow.chooseSeats(seats)
  await flow.continueToDetails()
  const problem = page.locator('.hold-choice__problem')
  await expect(problem).toContainText(t('errors.PREMIUM_SEAT_CANNOT_BE_HELD'))
  await expect(problem).toContainText(seats[0].seatName)
  await checkStep(page, 'he', 1280, 'premium')
  await problem.getByRole('button', { name: t('customer:holds.switchToRegular') }).click()
  await expect(page.getByRole('radio', { name: t('customer:holds.payNow') })).toBeChecked()
  await expect(page.getByRole('button', { name: t('checkout.payByCard') })).toBeVisible()
})
