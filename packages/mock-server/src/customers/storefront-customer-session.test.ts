import { describe, expect, it } from 'vitest'
import { EMBEDDED_CUSTOMER_SESSION_ID, readEmbeddedCustomerSession } from '@kartis/api-adapter'
import { DEMO_CUSTOMERS } from '../demo/demo-customers'
import { demoWithBuiltUis } from '../test-support/built-uis'
import { customerBrowser, type CustomerBrowser } from '../test-support/customer-browser'
import { CAPTCHA } from '../test-support/demo-app'
import { DEFAULT_CUSTOMER_CONFIG } from './customer-config'

const NOA = DEMO_CUSTOMERS[0]
if (NOA === undefined) throw new Error('the demo has customers')

/** What the page `url` says of the browser's customer session (null: the page has no block). */
const pageSays = async (browser: CustomerBrowser, url = '/'): Promise<boolean | undefined | null> => {
  const page = await browser.request('GET', url)
  expect(page.status).toBe(200)
  const text = new RegExp(`<script type="application/json" id="${EMBEDDED_CUSTOMER_SESSION_ID}">([^<]*)</script>`).exec(
    String(page.body),
  )?.[1]
  return text === undefined ? null : readEmbeddedCustomerSession(text)
}

const logIn = (browser: CustomerBrowser, prefix = '') =>
  browser.request('POST', `${prefix}/api/customer/login`, { email: NOA.email, password: NOA.password ?? '', recaptchaToken: CAPTCHA })

describe('issue 16 §1 each storefront page says whether its visitor has a customer session', () => {
  it('an anonymous visitor’s page says none (the storefront asks nothing); a logged-in one’s says so, until logout', async () => {
    const demo = await demoWithBuiltUis()
    const browser = customerBrowser(demo.app)
    expect(await pageSays(browser)).toBe(false)
    expect(await pageSays(browser, '/order/5')).toBe(false)

    const login = await logIn(browser)
    expect(login.status).toBe(200)
    // The hint goes with every page, holds no secret and no script reads it.
    const hint = login.setCookies.find((line) => line.startsWith('kartis_customer_page=')) ?? ''
    expect(hint).toMatch(/; Path=\/;/)
    expect(hint).toMatch(/HttpOnly/)
    expect(hint).not.toContain(browser.cookies.get('kartis_customer') ?? 'no session')
    expect(await pageSays(browser)).toBe(true)
    expect(await pageSays(browser, '/edocument/KR-X')).toBe(true)

    expect((await browser.request('POST', '/api/customer/logout')).status).toBe(200)
    expect(await pageSays(browser)).toBe(false)
  })

  it('a session that ended by itself is forgotten at the first LOGIN_REQUIRED: the next page asks nothing', async () => {
    const demo = await demoWithBuiltUis()
    const browser = customerBrowser(demo.app)
    await logIn(browser)
    demo.clock.advance(DEFAULT_CUSTOMER_CONFIG.sessionIdleMs + 1)
    expect(await pageSays(browser)).toBe(true)
    expect((await browser.areaData()).status).toBe(401)
    expect(await pageSays(browser)).toBe(false)
  })

  it('issue 15 §2 a login under a venue’s prefix counts for that prefix’s pages, not for the plain host’s', async () => {
    const demo = await demoWithBuiltUis()
    const browser = customerBrowser(demo.app)
    const login = await logIn(browser, '/v/theatre')
    expect(login.status).toBe(200)
    expect(login.setCookies.find((line) => line.startsWith('kartis_customer_page='))).toMatch(/; Path=\/v\/theatre;/)
    expect(await pageSays(browser, '/v/theatre/')).toBe(true)
    // (This jar sends every cookie everywhere; a browser would not even send it there.)
    expect(await pageSays(browser, '/')).toBe(false)
  })
})
