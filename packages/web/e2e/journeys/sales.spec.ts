import type { Page } from '@playwright/test'
import { checkJourneyStep, viewportOf, WIDTHS, type JourneyLocale, type Width } from '../support/page-checks'
import { expect, test } from '../support/test'
import { CUSTOMER, OrderFlow, TEST_CARDS } from './support/order-flow'
import { SalesFlow } from './support/sales-flow'
import { freePair } from './support/seat-picks'

// Issue 14 the voucher shop and the donation wizard against the real box office and its demo
// sales (packages/api-adapter/DEMO-DATA.md): gift cards of ₪100/₪200/₪500, the trampoline
// voucher for ages 6–14, the accessibility fund taking a free amount of ₪10–₪10,000.
const GIFT_200 = 'כרטיס מתנה ₪200'
const FUND = 'קרן הנגשה'

const checkStep = (page: Page, locale: JourneyLocale, width: Width, step: string, networkIdle = true): Promise<void> =>
  checkJourneyStep(page, {
    where: `sales ${step} in ${locale} at ${width} px`,
    width,
    screenshot: `sales-${locale}-${width}-${step}`,
    networkIdle,
  })

for (const width of WIDTHS) {
  for (const locale of ['he', 'en'] as const) {
    test(`a gift card up to the card payment, and a donation's bounds, in ${locale} at ${width} px`, async ({ page }) => {
      await page.setViewportSize(viewportOf(width))
      const sales = new SalesFlow(page, locale)
      const flow = new OrderFlow(page, locale)
      await sales.openShop()
      await checkStep(page, locale, width, '1-vouchers')
      await sales.addVoucher(GIFT_200, 2)
      await sales.toCheckoutWithoutAccount()
      // §2 a voucher order is not paid with vouchers.
      await expect(page.getByRole('button', { name: flow.t('checkout.payWithVoucher') })).toHaveCount(0)
      await flow.fillCustomer()
      await checkStep(page, locale, width, '2-details')
      await flow.openCardDialog()
      await checkStep(page, locale, width, '3-card', false)

      await sales.openDonations()
      await sales.donate(FUND, '20000')
      await expect(page.getByRole('alert')).toHaveText(sales.t('errors.DONATION_AMOUNT_OUT_OF_RANGE', { min: 10, max: 10000 }))
      await checkStep(page, locale, width, '4-donation-refused')
    })
  }
}

test('§5 an out-of-bounds donation says so in Hebrew, naming the bounds', async ({ page }) => {
  const sales = new SalesFlow(page)
  await sales.openDonations()
  await sales.donate(FUND, '5')
  await expect(page.getByRole('alert')).toHaveText('אפשר לתרום סכום בין ₪10 ל־₪10000')
  await expect(sales.freeAmount(FUND)).toHaveAttribute('aria-invalid', 'true')
})

test('donates a free amount: paid by card, confirmed with the receipt link', async ({ page }) => {
  const sales = new SalesFlow(page)
  const flow = new OrderFlow(page)
  await sales.openDonations()
  await sales.donate(FUND, '75')
  await expect(page.getByRole('status').filter({ hasText: sales.t('sales.amountAdded') })).toBeVisible()
  await sales.donationsToCheckout()
  // §2 a donation may be paid with a voucher or gift card.
  await expect(page.getByRole('button', { name: flow.t('checkout.payWithVoucher') })).toBeVisible()
  await flow.fillCustomer()
  await flow.openCardDialog()
  await flow.payByCard(TEST_CARDS.approved)
  await sales.expectStep({ kind: 'donations', step: 'confirmation' })
  const receipt = page.getByRole('link', { name: sales.t('checkout.viewReceipt') })
  await expect(receipt).toHaveAttribute('href', /\/edocument\//)
  await receipt.click()
  // §2 the receipt names the cause and the amount given.
  await expect(page.getByRole('heading', { level: 3, name: sales.t('edocument.receipt') })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(FUND)
  await expect(page.getByRole('main')).toContainText('75.00')
  await checkStep(page, 'he', 1280, 'edocument-receipt')
})

test('buys a gift card, then pays an event order with it in a fresh browser context', async ({ page, browser, demo, boxOffice }) => {
  const sales = new SalesFlow(page)
  const flow = new OrderFlow(page)
  await sales.openShop('/vouchers/1')
  await sales.addVoucher(GIFT_200)
  await sales.toCheckoutWithoutAccount()
  await flow.fillCustomer()
  await flow.openCardDialog()
  await flow.payByCard(TEST_CARDS.approved)
  await sales.expectStep({ kind: 'vouchers', step: 'confirmation' })
  const link = page.getByRole('link', { name: sales.t('checkout.viewVouchers') })
  await link.click()
  // §2 the gift card's code is on the e-document the box office made for the order.
  const main = page.getByRole('main')
  await expect(main).toContainText(GIFT_200)
  const cards = main.getByRole('list', { name: sales.t('edocument.vouchers') })
  const code = (await cards.locator('.edocument__code').first().textContent())?.trim()
  expect(code, 'a gift-card code on the e-document').toMatch(/^GC(-[0-9A-Z]{4}){5}$/)
  await checkStep(page, 'he', 1280, 'edocument-vouchers')
  expect((await boxOffice.voucherBalance(code ?? '')).balance).toBe(20_000)

  const fresh = await browser.newContext()
  const other = new OrderFlow(await fresh.newPage())
  const plan = await boxOffice.seatPlan(demo.cinema)
  await other.open(demo.cinema.id, plan)
  await other.chooseSeats(freePair(await boxOffice.planNow(demo.cinema)))
  await other.continueToDetails()
  await other.fillCustomer()
  await other.payByVoucher(code ?? '')
  await other.completeOrder()
  await other.expectConfirmation()
  expect((await boxOffice.voucherBalance(code ?? '')).balance).toBeLessThan(20_000)
  await fresh.close()
})

test('§4 from a voucher cart to an event order: the cart empties, the customer details stay', async ({ page, demo, boxOffice }) => {
  const sales = new SalesFlow(page)
  const flow = new OrderFlow(page)
  await sales.openShop()
  await sales.addVoucher(GIFT_200)
  await sales.toCheckoutWithoutAccount()
  await flow.fillCustomer()
  // The details go into the cart when the form is sent; the card dialog is closed unpaid.
  await flow.openCardDialog()
  await page.keyboard.press('Escape')

  // To an event order inside the app (a page load would start a new, empty session anyway).
  const plan = await boxOffice.seatPlan(demo.cinema)
  await flow.openInApp(demo.cinema.id, plan)
  await flow.chooseSeats(freePair(await boxOffice.planNow(demo.cinema)))
  await flow.continueToDetails()
  const summary = page.getByRole('region', { name: flow.t('checkout.summaryTitle') })
  await expect(summary.getByText(flow.t('checkout.vouchers'))).toHaveCount(0)
  await expect(summary.getByText(flow.t('checkout.seats'))).toBeVisible()
  await expect(page.getByLabel(new RegExp(`^${flow.t('fields.firstName')}`))).toHaveValue(CUSTOMER.firstName)
  await expect(page.getByLabel(new RegExp(`^${flow.t('fields.email')}`))).toHaveValue(CUSTOMER.email)
})
