import type { Page } from '@playwright/test'
import { expectNoSeriousViolations } from '../support/axe'
import { expectNoSidewaysScroll, keepScreenshot, settle, viewportOf, type JourneyLocale, type Width } from '../support/page-checks'
import { expect, test } from '../support/test'
import { CustomerAreaFlow, DEMO_CUSTOMERS } from './support/customer-area-flow'

/** Issue 12 every step: settled, no sideways scroll at 390 px, no serious axe violation, a screenshot kept. */
const checkStep = async (page: Page, locale: JourneyLocale, width: Width, step: string): Promise<void> => {
  const where = `customer area ${step} in ${locale} at ${width} px`
  await settle(page)
  if (width === 390) await expectNoSidewaysScroll(page, where)
  await expectNoSeriousViolations(page, where)
  await keepScreenshot(page, `customer-area-${locale}-${width}-${step}`)
}

test.describe('issue 12 §2 the customer area', () => {
  test('by mobile number and SMS code (he, 390 px): the tickets bought earlier with the same phone, cancel where allowed, the profile, logout', async ({
    page,
  }) => {
    const { dani } = DEMO_CUSTOMERS
    await page.setViewportSize(viewportOf(390))
    const flow = new CustomerAreaFlow(page, 'he')
    await flow.open()
    await checkStep(page, 'he', 390, '1-login')
    const code = await flow.requestCode('mobile', dani.mobile, dani.mobile)
    await checkStep(page, 'he', 390, '2-sms-code')
    // §8 a wrong code is said so, and the form stays.
    await flow.verify(code === '000000' ? '111111' : '000000')
    await expect(page.getByRole('alert')).toHaveText(flow.t('errors.INVALID_SMS_CODE'))
    await flow.verify(code)
    await flow.expectLoggedIn(dani)
    // His theatre and cinema seats, bought with his phone before he had an account.
    await expect(flow.tickets()).toHaveCount(2)
    for (const link of await page.getByRole('link', { name: new RegExp(flow.t('customer:tickets.eticket')) }).all())
      expect(await link.getAttribute('href')).toMatch(/^\/edocument\/.+/)
    await checkStep(page, 'he', 390, '3-tickets')

    // §4/§9 the theatre lets him cancel online (the cinema does not: no button there).
    await expect(page.getByRole('button', { name: new RegExp(flow.t('customer:tickets.cancel')) })).toHaveCount(1)
    await page.getByRole('button', { name: new RegExp(flow.t('customer:tickets.cancel')) }).click()
    const dialog = page.getByRole('alertdialog', { name: flow.t('customer:cancel.title') })
    await expect(dialog).toContainText(flow.t('customer:cancel.fee'))
    await checkStep(page, 'he', 390, '4-cancel')
    await dialog.getByRole('button', { name: flow.t('customer:cancel.confirm') }).click()
    await expect(page.getByRole('dialog', { name: flow.t('customer:cancel.title') })).toContainText(
      flow.t('customer:cancel.creditCode', { code: '' }).trim(),
    )
    await checkStep(page, 'he', 390, '5-cancelled')
    await page
      .getByRole('dialog')
      .getByRole('button', { name: flow.t('common.close') })
      .last()
      .click()
    await expect(flow.tickets()).toHaveCount(1)
    // The credit is his now: a voucher in the area, with its history.
    await flow.openTab('vouchers')
    await expect(flow.tickets()).toHaveCount(1)
    await page.getByRole('button', { name: flow.t('customer:vouchers.history') }).click()
    await expect(page.getByRole('button', { name: flow.t('customer:vouchers.hideHistory') })).toHaveAttribute('aria-expanded', 'true')
    await checkStep(page, 'he', 390, '6-vouchers')

    await flow.openTab('profile')
    await expect(page.getByRole('textbox', { name: flow.t('fields.mobileNumber'), exact: true })).toHaveValue(dani.mobile)
    await checkStep(page, 'he', 390, '7-profile')
    await flow.logout()
    await checkStep(page, 'he', 390, '8-logged-out')
  })

  test('by ID number and SMS code (en, 1280 px): the tickets bought logged in, no cancel where the venue refuses it, logout', async ({
    page,
  }) => {
    const { noa } = DEMO_CUSTOMERS
    await page.setViewportSize(viewportOf(1280))
    const flow = new CustomerAreaFlow(page, 'en')
    await flow.open()
    await checkStep(page, 'en', 1280, '1-login')
    await flow.verify(await flow.requestCode('ssn', noa.ssn, noa.mobile))
    await flow.expectLoggedIn(noa)
    await expect(flow.tickets()).toHaveCount(1)
    await expect(flow.tickets().first()).toContainText(flow.t('customer:tickets.quantity', { count: 2 }))
    await expect(page.getByRole('button', { name: new RegExp(flow.t('customer:tickets.cancel')) })).toHaveCount(0)
    await checkStep(page, 'en', 1280, '2-tickets')
    await flow.openTab('vouchers')
    await checkStep(page, 'en', 1280, '3-vouchers')
    await flow.logout()
  })

  test('by e-mail and password (he, 1280 px): tickets, memberships, the profile saved with the Hebrew message, logout', async ({
    page,
  }) => {
    const { noa } = DEMO_CUSTOMERS
    await page.setViewportSize(viewportOf(1280))
    const flow = new CustomerAreaFlow(page, 'he')
    await flow.open('/booking/customer-portal')
    await flow.loginByEmail(noa.email, 'not her password')
    await expect(page.getByRole('alert')).toHaveText(flow.t('errors.LOGIN_FAILED'))
    await flow.loginByEmail(noa.email, noa.password)
    await flow.expectLoggedIn(noa)
    await expect(flow.tickets()).toHaveCount(1)
    await checkStep(page, 'he', 1280, '1-tickets')
    await flow.openTab('memberships')
    await flow.openTab('profile')
    await page.getByRole('textbox', { name: flow.t('fields.city'), exact: true }).fill('חיפה')
    await page.getByRole('button', { name: flow.t('customer:profile.save') }).click()
    await expect(page.getByText(flow.t('customer.detailsSaved'))).toBeVisible()
    await checkStep(page, 'he', 1280, '2-profile-saved')
    await flow.logout()
    await checkStep(page, 'he', 1280, '3-logged-out')
  })

  test('a lost-login link (en, 390 px) logs in once; used again it says so and offers the login form', async ({ page, context }) => {
    const { michal } = DEMO_CUSTOMERS
    await page.setViewportSize(viewportOf(390))
    const flow = new CustomerAreaFlow(page, 'en')
    const link: unknown = await (await page.request.get(`/api/dev/login-link?mobile=${michal.mobile}`)).json()
    const path = typeof link === 'object' && link !== null ? Reflect.get(link, 'path') : null
    if (typeof path !== 'string') throw new Error(`e2e: no login link in ${JSON.stringify(link)}`)
    await flow.open(path)
    await flow.expectLoggedIn(michal)
    await expect(page).toHaveURL(/\/customer\?lang=en$/)
    await expect(page.getByText(flow.t('customer:tickets.empty'))).toBeVisible()
    await checkStep(page, 'en', 390, '1-link-tickets')
    await flow.openTab('profile')
    await checkStep(page, 'en', 390, '2-profile')
    await flow.logout()

    const again = new CustomerAreaFlow(await context.newPage(), 'en')
    await again.page.setViewportSize(viewportOf(390))
    await again.open(path)
    await expect(again.page.getByRole('alert')).toContainText(again.t('errors.CUSTOMER_TOKEN_REDEEMED'))
    await expect(again.page.getByRole('button', { name: again.t('customer:login.sendCode') })).toBeVisible()
    await checkStep(again.page, 'en', 390, '3-link-used')
  })
})
