import { afterEach, describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { STAFF_PERMISSIONS } from '@kartis/core'
import { NO_RATE_LIMITS } from '../http/rate-limits'
import type { AppConfig } from '../app-deps'
import { addStaff } from '../staff/staff-admin'
import { newTotpSecret, totpOf } from '../staff/staff-login'
import { customerBrowser, field } from '../test-support/customer-browser'
import { demoApp, type DemoApp } from '../test-support/demo-app'

const MINUTE = 60_000
const apps: DemoApp[] = []
afterEach(async () => {
  for (const demo of apps.splice(0)) await demo.app.close()
})

const PRODUCER = {
  email: 'Maya@Example.org',
  name: 'מאיה לוי',
  password: 'correct horse battery',
  totpSecret: null,
  permissions: [STAFF_PERMISSIONS.presentationsReport, STAFF_PERMISSIONS.producerReservations],
  businessIds: [2],
}

const boxOffice = async (config: Partial<AppConfig> = {}, totpSecret: string | null = null): Promise<DemoApp> => {
  const demo = await demoApp({ config })
  apps.push(demo)
  const added = await addStaff(demo.storage.staff, { ...PRODUCER, totpSecret })
  if (E.isLeft(added)) throw new Error(added.left.code)
  return demo
}

const codeOf = (answer: { readonly status: number; readonly body: unknown }) => [answer.status, field(answer.body, 'error', 'code')]
const staffCookieLine = (setCookies: readonly string[]): string => setCookies.find((line) => line.startsWith('kartis_staff=')) ?? ''

describe('staff login (issue 13)', () => {
  it('logs in by e-mail (any case) and password: userInfo with permissions and businesses, an httpOnly Strict cookie for /api', async () => {
    const demo = await boxOffice()
    const browser = customerBrowser(demo.app)
    expect(codeOf(await browser.request('GET', '/api/PRES-live/me'))).toEqual([401, 'STAFF_LOGIN_REQUIRED'])
    const login = await browser.request('POST', '/api/PRES-live/login', { email: 'maya@example.org', password: PRODUCER.password })
    expect(login.status).toBe(200)
    expect(login.body).toEqual({
      userInfo: { StaffId: expect.any(Number), Name: 'מאיה לוי', Email: 'Maya@Example.org', Permissions: [266, 268], BusinessIds: [2] },
      totpChallenge: null,
    })
    const cookie = staffCookieLine(login.setCookies)
    expect(cookie).toMatch(/^kartis_staff=[A-Za-z0-9_-]{43};/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Strict/)
    expect(cookie).toMatch(/Path=\/api/)
    expect(browser.cookies.get('kartis_customer')).toBeUndefined()
    const me = await browser.request('GET', '/api/PRES-live/me')
    expect([me.status, field(me.body, 'userInfo', 'BusinessIds')]).toEqual([200, [2]])
  })

  it('answers a wrong password, an unknown e-mail and a disabled account alike: 401 STAFF_LOGIN_FAILED, no cookie', async () => {
    const demo = await boxOffice()
    const browser = customerBrowser(demo.app)
    for (const attempt of [
      { email: PRODUCER.email, password: 'wrong password!' },
      { email: 'nobody@example.org', password: PRODUCER.password },
    ]) {
      const answer = await browser.request('POST', '/api/PRES-live/login', attempt)
      expect(codeOf(answer)).toEqual([401, 'STAFF_LOGIN_FAILED'])
      expect(staffCookieLine(answer.setCookies)).toBe('')
    }
    const logged = await browser.request('POST', '/api/PRES-live/login', { email: PRODUCER.email, password: PRODUCER.password })
    expect(logged.status).toBe(200)
    expect(await demo.storage.staff.disable(PRODUCER.email)).toBe(true)
    expect(codeOf(await browser.request('GET', '/api/PRES-live/me'))).toEqual([401, 'STAFF_LOGIN_REQUIRED'])
    expect(codeOf(await browser.request('POST', '/api/PRES-live/login', { email: PRODUCER.email, password: PRODUCER.password }))).toEqual([
      401,
      'STAFF_LOGIN_FAILED',
    ])
  })

  it('logs out (the session is gone, the cookie cleared) and ends a session idle for 30 minutes', async () => {
    const demo = await boxOffice()
    const browser = customerBrowser(demo.app)
    await browser.request('POST', '/api/PRES-live/login', { email: PRODUCER.email, password: PRODUCER.password })
    const stolen = browser.cookies.get('kartis_staff') ?? ''
    const out = await browser.request('POST', '/api/PRES-live/logout')
    expect([out.status, out.body]).toEqual([200, { success: true }])
    expect(browser.cookies.get('kartis_staff')).toBeUndefined()
    browser.cookies.set('kartis_staff', stolen)
    expect(codeOf(await browser.request('GET', '/api/PRES-live/me'))).toEqual([401, 'STAFF_LOGIN_REQUIRED'])

    await browser.request('POST', '/api/PRES-live/login', { email: PRODUCER.email, password: PRODUCER.password })
    demo.clock.advance(29 * MINUTE)
    expect((await browser.request('GET', '/api/PRES-live/me')).status).toBe(200)
    demo.clock.advance(31 * MINUTE)
    expect(codeOf(await browser.request('GET', '/api/PRES-live/me'))).toEqual([401, 'STAFF_LOGIN_REQUIRED'])
  })

  it('asks an account with TOTP for its code: no session before it, a wrong code 401, the right one logs in once', async () => {
    const secret = newTotpSecret()
    const demo = await boxOffice({}, secret)
    const browser = customerBrowser(demo.app)
    const first = await browser.request('POST', '/api/PRES-live/login', { email: PRODUCER.email, password: PRODUCER.password })
    expect(first.status).toBe(200)
    expect(field(first.body, 'userInfo')).toBeNull()
    const challenge = String(field(first.body, 'totpChallenge'))
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(staffCookieLine(first.setCookies)).toBe('')
    expect((await browser.request('GET', '/api/PRES-live/me')).status).toBe(401)

    const code = totpOf(secret).generate({ timestamp: demo.clock.now() })
    const wrong = code === '000000' ? '111111' : '000000'
    expect(codeOf(await browser.request('POST', '/api/PRES-live/login/totp', { challenge, code: wrong }))).toEqual([
      401,
      'STAFF_TOTP_FAILED',
    ])
    const right = await browser.request('POST', '/api/PRES-live/login/totp', { challenge, code })
    expect([right.status, field(right.body, 'userInfo', 'Email')]).toEqual([200, PRODUCER.email])
    expect(staffCookieLine(right.setCookies)).toMatch(/^kartis_staff=/)
    expect((await browser.request('GET', '/api/PRES-live/me')).status).toBe(200)
    // The code is used up (no replay, even with a new challenge), as is the challenge; a forged one is nothing.
    const again = await browser.request('POST', '/api/PRES-live/login', { email: PRODUCER.email, password: PRODUCER.password })
    const replayed = await browser.request('POST', '/api/PRES-live/login/totp', {
      challenge: String(field(again.body, 'totpChallenge')),
      code,
    })
    expect(codeOf(replayed)).toEqual([401, 'STAFF_TOTP_FAILED'])
    demo.clock.advance(30_000)
    const next = totpOf(secret).generate({ timestamp: demo.clock.now() })
    expect(
      (await browser.request('POST', '/api/PRES-live/login/totp', { challenge: String(field(again.body, 'totpChallenge')), code: next }))
        .status,
    ).toBe(200)
    expect(codeOf(await browser.request('POST', '/api/PRES-live/login/totp', { challenge, code }))).toEqual([401, 'STAFF_TOTP_FAILED'])
    expect(codeOf(await browser.request('POST', '/api/PRES-live/login/totp', { challenge: 'x'.repeat(43), code }))).toEqual([
      401,
      'STAFF_TOTP_FAILED',
    ])
  })

  it('allows 5 codes per challenge and 5 minutes for them', async () => {
    const secret = newTotpSecret()
    const demo = await boxOffice({}, secret)
    const browser = customerBrowser(demo.app)
    const challengeOf = async () =>
      String(
        field(
          (await browser.request('POST', '/api/PRES-live/login', { email: PRODUCER.email, password: PRODUCER.password })).body,
          'totpChallenge',
        ),
      )
    const code = () => totpOf(secret).generate({ timestamp: demo.clock.now() })
    const tried = await challengeOf()
    const wrong = code() === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt += 1)
      await browser.request('POST', '/api/PRES-live/login/totp', { challenge: tried, code: wrong })
    expect((await browser.request('POST', '/api/PRES-live/login/totp', { challenge: tried, code: code() })).status).toBe(401)
    const expired = await challengeOf()
    demo.clock.advance(6 * MINUTE)
    expect((await browser.request('POST', '/api/PRES-live/login/totp', { challenge: expired, code: code() })).status).toBe(401)
  })

  it('limits login attempts per address (staffLogins)', async () => {
    const demo = await boxOffice({ rateLimits: { ...NO_RATE_LIMITS, staffLogins: [{ per: 'address', max: 3, windowMs: MINUTE }] } })
    const browser = customerBrowser(demo.app)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await browser.request('POST', '/api/PRES-live/login', { email: PRODUCER.email, password: 'guess number one' })).status)
    expect(statuses).toEqual([401, 401, 401, 429])
  })

  it('refuses a malformed login body with 400', async () => {
    const demo = await boxOffice()
    expect(codeOf(await customerBrowser(demo.app).request('POST', '/api/PRES-live/login', { email: 5 }))).toEqual([400, 'BAD_REQUEST'])
  })
})
