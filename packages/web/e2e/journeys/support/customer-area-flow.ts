import type { Locale } from '@kartis/core'
import { expect, type Locator, type Page } from '@playwright/test'
import { CUSTOMER_NAMESPACE } from '../../../src/customers/texts/customer-texts'
import type { CustomerAreaTab } from '../../../src/customers/customer-area-store'
import { createI18n } from '../../../src/i18n/create-i18n'
import { translatorOf, type Translate } from '../../../src/i18n/translate'
import { ALL_CATALOGUES, ALL_CUSTOMER_TEXTS } from '../../../test/all-catalogues'
import { inLocale } from '../../support/page-checks'
import { serverUrl } from '../../support/server-url'

/** A demo customer of the box office (mock-server src/demo/demo-customers.ts; README "Demo customers"). */
export interface DemoCustomer {
  readonly firstName: string
  readonly mobile: string
  readonly ssn: string
  readonly email: string
  readonly password: string | null
}

/**
 * Issue 12 the box office's demo customers: Noa bought two cinema seats logged in (the cinema
 * lets no one cancel online); Dani bought two theatre seats (cancel allowed) and a cinema seat
 * with his phone before he had an account; Michal has nothing.
 */
export const DEMO_CUSTOMERS = {
  noa: { firstName: 'נועה', mobile: '0549876543', ssn: '034567826', email: 'noa.levi@kartis.example', password: 'Kartis-Demo-1' },
  dani: { firstName: 'דני', mobile: '0527654321', ssn: '204987655', email: 'dani.avraham@kartis.example', password: null },
  michal: { firstName: 'מיכל', mobile: '0587654321', ssn: '314572868', email: 'michal.peretz@kartis.example', password: 'Kartis-Demo-3' },
} as const satisfies Readonly<Record<string, DemoCustomer>>

/** The development outbox's answer (GET /api/dev/sms-outbox?to=). */
interface Outbox {
  readonly messages: readonly { readonly text: string }[]
}

const isOutbox = (value: unknown): value is Outbox =>
  typeof value === 'object' && value !== null && Array.isArray(Reflect.get(value, 'messages'))

/**
 * Issue 12 a visitor in the customer area, in one locale: every locator is built from the app's
 * own texts (the main catalogue and the customer area's namespace), so the steps read like
 * the visitor's and follow the texts when they change. Login codes are read from the box
 * office's development SMS outbox, as the customer would read their phone.
 */
export class CustomerAreaFlow {
  readonly t: Translate

  constructor(
    readonly page: Page,
    readonly locale: Locale = 'he',
  ) {
    const i18n = createI18n(locale, ALL_CATALOGUES)
    for (const [code, texts] of Object.entries(ALL_CUSTOMER_TEXTS)) i18n.addResourceBundle(code, CUSTOMER_NAMESPACE, texts)
    this.t = translatorOf(i18n)
  }

  /** §2 opens the customer area (or another of its addresses) and waits for its heading. */
  async open(path = '/customer'): Promise<void> {
    await this.page.goto(inLocale(path, this.locale))
    await expect(this.page.getByRole('heading', { level: 1, name: this.t('customer:area.title') })).toBeVisible()
  }

  /** Issue 12 the texts the development outbox holds for a number. */
  async texts(mobile: string): Promise<readonly string[]> {
    // On the server's own address: a venue's host name (issue 15) is resolved by the browser only.
    const response = await this.page.request.get(`${serverUrl()}/api/dev/sms-outbox?to=${mobile}`)
    expect(response.ok(), `GET /api/dev/sms-outbox?to=${mobile}`).toBe(true)
    const body: unknown = await response.json()
    if (!isOutbox(body)) throw new Error(`e2e: unexpected outbox answer ${JSON.stringify(body)}`)
    return body.messages.map((message) => message.text)
  }

  /** Issue 12 the 6-digit code of the first text that arrives after `before` texts (an ID-number login sends it in the background). */
  async nextCode(mobile: string, before: number): Promise<string> {
    await expect.poll(async () => (await this.texts(mobile)).length, { message: `an SMS to ${mobile}` }).toBeGreaterThan(before)
    const last = (await this.texts(mobile)).at(-1) ?? ''
    const code = /\b(\d{6})\b/.exec(last)?.[1]
    if (code === undefined) throw new Error(`e2e: no 6-digit code in "${last}"`)
    return code
  }

  /** Issue 12 the e-mail the development outbox holds for an address (GET /api/dev/email-outbox?to=), oldest first. */
  async mails(address: string): Promise<readonly { readonly text: string; readonly html: string; readonly subject: string }[]> {
    const response = await this.page.request.get(`${serverUrl()}/api/dev/email-outbox?to=${encodeURIComponent(address)}`)
    expect(response.ok(), `GET /api/dev/email-outbox?to=${address}`).toBe(true)
    const body: unknown = await response.json()
    if (!isOutbox(body)) throw new Error(`e2e: unexpected outbox answer ${JSON.stringify(body)}`)
    return body.messages.map((message) => ({
      text: message.text,
      html: String(Reflect.get(message, 'html') ?? ''),
      subject: String(Reflect.get(message, 'subject') ?? ''),
    }))
  }

  /**
   * §2 "send by e-mail": asks for a login link to the address and reads the path of the one the
   * outbox receives (sent after the answer), as the customer would open it from their mail.
   */
  async requestLoginLink(address: string): Promise<string> {
    const before = (await this.mails(address)).length
    await this.chooseMethod('emailLink')
    await this.page.getByRole('textbox', { name: this.t('fields.email'), exact: true }).fill(address)
    await this.page.getByRole('button', { name: this.t('customer:login.sendLink') }).click()
    await expect(this.page.getByRole('status').filter({ hasText: this.t('customer:login.linkSentHint') })).toBeVisible()
    await expect.poll(async () => (await this.mails(address)).length, { message: `an e-mail to ${address}` }).toBeGreaterThan(before)
    const text = (await this.mails(address)).at(-1)?.text ?? ''
    const path = /\/customer\/[\w-]+\.[\w-]+\.[\w-]+/.exec(text)?.[0]
    if (path === undefined) throw new Error(`e2e: no /customer/{token} link in "${text}"`)
    return path
  }

  /** §2 chooses a login method. */
  async chooseMethod(method: 'mobile' | 'ssn' | 'email' | 'emailLink'): Promise<void> {
    await this.page.getByRole('radio', { name: this.t(`customer:login.method.${method}`) }).check()
  }

  /** §2 the SMS verification form's code field. */
  codeField(): Locator {
    return this.page.getByRole('textbox', { name: this.t('fields.smsCode') })
  }

  /** §2/§4 asks for a code by mobile number or ID number; the verification form follows. Returns the code texted. */
  async requestCode(method: 'mobile' | 'ssn', value: string, mobile: string): Promise<string> {
    const before = (await this.texts(mobile)).length
    await this.chooseMethod(method)
    await this.page
      .getByRole('textbox', { name: this.t(method === 'mobile' ? 'fields.mobileNumber' : 'fields.ssn'), exact: true })
      .fill(value)
    await this.page.getByRole('button', { name: this.t('customer:login.sendCode') }).click()
    await expect(this.codeField()).toBeVisible()
    return this.nextCode(mobile, before)
  }

  /** §2 types the code and sends it. */
  async verify(code: string): Promise<void> {
    await this.codeField().fill(code)
    await this.page.getByRole('button', { name: this.t('customer:login.verify') }).click()
  }

  /** §6 e-mail and password. */
  async loginByEmail(email: string, password: string): Promise<void> {
    await this.chooseMethod('email')
    await this.page.getByRole('textbox', { name: this.t('fields.email'), exact: true }).fill(email)
    await this.page.getByLabel(this.t('fields.password'), { exact: true }).fill(password)
    await this.page.getByRole('button', { name: this.t('customer:login.logIn') }).click()
  }

  /** §2 logged in: the area greets the customer, and so does the header link. */
  async expectLoggedIn(customer: DemoCustomer): Promise<void> {
    await expect(this.page.getByText(this.t('customer:area.greeting', { name: customer.firstName }), { exact: true })).toBeVisible()
    await expect(this.page.getByRole('link', { name: this.t('nav.hello', { name: customer.firstName }) })).toBeVisible()
  }

  /** §2 the ticket cards on the tickets tab. */
  tickets(): Locator {
    return this.page.getByRole('tabpanel').getByRole('article')
  }

  /** §2 shows a tab. */
  async openTab(tab: CustomerAreaTab): Promise<void> {
    const label = this.t(`customer:area.${tab}`)
    await this.page.getByRole('tab', { name: label }).click()
    await expect(this.page.getByRole('tabpanel', { name: label })).toBeVisible()
  }

  /** §2/§4 logs out through the dialog; the login form is back and the header says 'my account'. */
  async logout(): Promise<void> {
    await this.page.getByRole('button', { name: this.t('customer:area.logout') }).click()
    const dialog = this.page.getByRole('alertdialog', { name: this.t('customer:logout.title') })
    await dialog.getByRole('button', { name: this.t('customer:logout.confirm') }).click()
    await expect(this.page.getByRole('radio', { name: this.t('customer:login.method.mobile') })).toBeVisible()
    await expect(this.page.getByRole('link', { name: this.t('nav.customerArea') })).toBeVisible()
  }
}
