import type { Page } from '@playwright/test'
import { expectNoSeriousViolations } from '../support/axe'
import { expectNoSidewaysScroll, keepScreenshot, settle, viewportOf, type JourneyLocale, type Width } from '../support/page-checks'
import { expect, test } from '../support/test'
import { CustomerAreaFlow, DEMO_CUSTOMERS, type DemoCustomer } from './support/customer-area-flow'

/** Issue 12 every step: settled, no sideways scroll at 390 px, no serious axe violation, a screenshot kept. */
const checkStep = async (page: Page, locale: JourneyLocale, width: Width, step: string): Promise<void> => {
  const where = `login link by e-mail ${step} in ${locale} at ${width} px`
  await settle(page)
  if (width === 390) await expectNoSidewaysScroll(page, where)
  await expectNoSeriousViolations(page, where)
  await keepScreenshot(page, `email-login-link-${locale}-${width}-${step}`)
}

const CASES: readonly { readonly locale: JourneyLocale; readonly width: Width; readonly customer: DemoCustomer }[] = [
  { locale: 'he', width: 390, customer: DEMO_CUSTOMERS.noa },
  { locale: 'en', width: 1280, customer: DEMO_CUSTOMERS.michal },
]

test.describe('issue 12 §2 the login form’s "send by e-mail"', () => {
  for (const { locale, width, customer } of CASES) {
    test(`(${locale}, ${width} px) the link read from the e-mail logs in on a fresh browser; the asker's browser stays logged out`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize(viewportOf(width))
      const flow = new CustomerAreaFlow(page, locale)
      await flow.open()
      await flow.chooseMethod('emailLink')
      await checkStep(page, locale, width, '1-form')
      // An address no account has gets the same answer: nobody learns who has an account.
      await page.getByRole('textbox', { name: flow.t('fields.email'), exact: true }).fill('nobody@kartis.example')
      await page.getByRole('button', { name: flow.t('customer:login.sendLink') }).click()
      await expect(page.getByRole('status').filter({ hasText: flow.t('customer:login.linkSentHint') })).toBeVisible()
      await checkStep(page, locale, width, '2-sent')
      await page.getByRole('button', { name: flow.t('customer:login.backToLogin') }).click()

      const path = await flow.requestLoginLink(customer.email)
      const [mail] = (await flow.mails(customer.email)).slice(-1)
      expect(mail?.subject).toBe('קישור הכניסה שלך לאזור האישי בקרטיס')
      expect(mail?.html).toContain('dir="rtl"')
      expect(await flow.mails('nobody@kartis.example')).toEqual([])

      // The phone: another browser, without the asker's cookies.
      const phone = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'he-IL', timezoneId: 'Asia/Jerusalem' })
      const other = new CustomerAreaFlow(await phone.newPage(), locale)
      await other.page.setViewportSize(viewportOf(width))
      await other.open(path)
      await other.expectLoggedIn(customer)
      await checkStep(other.page, locale, width, '3-logged-in')
      await page.reload()
      await expect(page.getByRole('radio', { name: flow.t('customer:login.method.mobile') })).toBeVisible()
      await other.logout()
      await phone.close()
    })
  }
})
