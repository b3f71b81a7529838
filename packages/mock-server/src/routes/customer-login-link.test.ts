import * as E from 'fp-ts/Either'
import { afterEach, describe, expect, it } from 'vitest'
import { kartisError } from '@kartis/core'
import type { AppConfig } from '../app-deps'
import { DEMO_CUSTOMERS } from '../demo/demo-customers'
import type { EmailSender } from '../email/email-sender'
import { hebrewMessageOf } from '../http/hebrew-messages'
import { DEFAULT_RATE_LIMITS } from '../http/rate-limits'
import type { EmailOutbox } from '../storage/email-outbox'
import { customerBrowser, field, type BrowserAnswer } from '../test-support/customer-browser'
import { CAPTCHA, demoApp, type DemoApp, type DemoAppOptions } from '../test-support/demo-app'

const [NOA] = DEMO_CUSTOMERS
if (NOA === undefined) throw new Error('the demo has customers')

const apps: DemoApp[] = []
afterEach(async () => {
  for (const demo of apps.splice(0)) await demo.app.close()
})

const boxOffice = async (config: Partial<AppConfig> = {}, options: Omit<DemoAppOptions, 'config'> = {}): Promise<DemoApp> => {
  const demo = await demoApp({ config, ...options })
  apps.push(demo)
  return demo
}

const askLink = (browser: ReturnType<typeof customerBrowser>, email: string, recaptchaToken = CAPTCHA): Promise<BrowserAnswer> =>
  browser.request('POST', '/api/customer-area/login-link', { email, recaptchaToken })

const codeOf = (answer: BrowserAnswer) => [answer.status, field(answer.body, 'error', 'code')]

/** The e-mail sent to an address: it is sent after the answer, so the outbox is asked until it shows. */
const mailTo = async (outbox: EmailOutbox, address: string) => {
  await expect.poll(async () => (await outbox.listFor(address)).length).toBeGreaterThan(0)
  const [mail] = await outbox.listFor(address)
  if (mail === undefined) throw new Error(`no e-mail to ${address}`)
  return mail
}

const tokenOf = (text: string): string => /\/customer\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(text)?.[1] ?? ''

describe('POST /customer-area/login-link: the login form’s "send by e-mail"', () => {
  it('e-mails the customer with the address (any case) a Hebrew, right-to-left /customer/{token} link that logs in once, on any browser', async () => {
    const demo = await boxOffice()
    const asked = await askLink(customerBrowser(demo.app), `  ${NOA.email.toUpperCase()} `)
    expect([asked.status, asked.body, asked.setCookies]).toEqual([200, { success: true }, []])
    const mail = await mailTo(demo.storage.email, NOA.email)
    expect(mail.to).toBe(NOA.email)
    expect(mail.subject).toBe('קישור הכניסה שלך לאזור האישי בקרטיס')
    expect(mail.text).toContain('שלום נועה,')
    expect(mail.text).toContain('הקישור בתוקף 15 דקות')
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="he" dir="rtl">/)
    expect(mail.html).toContain('<body dir="rtl"')
    const token = tokenOf(mail.text)
    expect(mail.text).toContain(`http://localhost:8080/customer/${token}`)
    expect(mail.html).toContain(`href="http://localhost:8080/customer/${token}"`)
    const phone = customerBrowser(demo.app)
    const opened = await phone.request('GET', `/api/customer-area/customerAreaData?jwtToken=${token}`)
    expect(opened.status).toBe(200)
    expect(field(opened.body, 'customerAreaInfo', 'FirstName')).toBe('נועה')
    expect(opened.setCookies.some((line) => line.startsWith('kartis_customer='))).toBe(true)
    expect(field((await phone.areaData()).body, 'customerAreaInfo', 'FirstName')).toBe('נועה')
    const again = await customerBrowser(demo.app).request('GET', `/api/customer-area/customerAreaData?jwtToken=${token}`)
    expect(codeOf(again)).toEqual([409, 'CUSTOMER_TOKEN_REDEEMED'])
  })

  it('answers an unknown address exactly as a known one, and sends it nothing', async () => {
    const demo = await boxOffice()
    const known = await askLink(customerBrowser(demo.app), NOA.email)
    const unknown = await askLink(customerBrowser(demo.app), 'stranger@kartis.example')
    expect([unknown.status, unknown.body, unknown.setCookies]).toEqual([known.status, known.body, known.setCookies])
    await mailTo(demo.storage.email, NOA.email)
    expect(await demo.storage.email.listFor('stranger@kartis.example')).toEqual([])
  })

  it('does not tell the asker that the e-mail failed: the answer is the same, the failure is only logged', async () => {
    const attempts: string[] = []
    const failing: EmailSender = {
      send: (message) => {
        attempts.push(message.to)
        return Promise.resolve(E.left(kartisError('EMAIL_FAILED')))
      },
    }
    const demo = await boxOffice({}, { email: failing })
    const asked = await askLink(customerBrowser(demo.app), NOA.email)
    expect([asked.status, asked.body]).toEqual([200, { success: true }])
    await expect.poll(() => attempts).toEqual([NOA.email])
  })

  it('refuses an address that is not one (§5’s e-mail rule) with invalid_email and its Hebrew text, and a refused captcha', async () => {
    const demo = await boxOffice()
    const browser = customerBrowser(demo.app)
    for (const bad of ['', 'noa', 'noa@', 'noa@kartis', 'נועה@@kartis.example']) {
      const refused = await askLink(browser, bad)
      expect(codeOf(refused)).toEqual([400, 'invalid_email'])
      expect(field(refused.body, 'error', 'message')).toBe(hebrewMessageOf('invalid_email'))
    }
    expect(codeOf(await askLink(browser, NOA.email, 'forged'))[1]).toBe('invalid_captcha')
    expect(await demo.storage.email.listFor(NOA.email)).toEqual([])
  })

  it('sends at most 3 links an hour to one address, known or not (the same answer), whoever asks', async () => {
    const demo = await boxOffice()
    for (const address of [NOA.email, 'stranger@kartis.example']) {
      for (let i = 0; i < 3; i += 1) expect((await askLink(customerBrowser(demo.app), address)).status).toBe(200)
      const refused = await askLink(customerBrowser(demo.app), address.toUpperCase())
      expect(codeOf(refused)).toEqual([429, 'TOO_MANY_REQUESTS'])
      expect(field(refused.body, 'error', 'params', 'retryAfterSeconds')).toBe(3600)
    }
    await expect.poll(async () => (await demo.storage.email.listFor(NOA.email)).length).toBe(3)
    demo.clock.advance(60 * 60_000 + 1)
    expect((await askLink(customerBrowser(demo.app), NOA.email)).status).toBe(200)
  })

  it('counts in the customerLogins rate limit per visitor and address: the 11th request of a visitor in a minute is 429', async () => {
    const demo = await boxOffice({ rateLimits: DEFAULT_RATE_LIMITS })
    const browser = customerBrowser(demo.app)
    for (let i = 0; i < 10; i += 1) expect((await askLink(browser, `guest${i}@kartis.example`)).status).toBe(200)
    expect(codeOf(await askLink(browser, 'guest10@kartis.example'))).toEqual([429, 'TOO_MANY_REQUESTS'])
  })
})

describe('GET /api/dev/email-outbox', () => {
  it('lists the e-mail the outbox holds for an address (any case), in development mode only', async () => {
    const demo = await boxOffice()
    const browser = customerBrowser(demo.app)
    await askLink(browser, NOA.email)
    await mailTo(demo.storage.email, NOA.email)
    const outbox = await browser.request('GET', `/api/dev/email-outbox?to=${encodeURIComponent(NOA.email.toUpperCase())}`)
    expect(outbox.status).toBe(200)
    expect(field(outbox.body, 'messages')).toEqual([
      expect.objectContaining({ to: NOA.email, subject: 'קישור הכניסה שלך לאזור האישי בקרטיס', createdAt: expect.any(Number) }),
    ])
    expect(codeOf(await browser.request('GET', '/api/dev/email-outbox?to=nope'))).toEqual([400, 'invalid_email'])
    const production = await boxOffice({ mode: 'production' })
    expect(codeOf(await customerBrowser(production.app).request('GET', `/api/dev/email-outbox?to=${NOA.email}`))).toEqual([
      404,
      'NOT_FOUND',
    ])
  })
})
