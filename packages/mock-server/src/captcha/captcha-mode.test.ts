import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hebrewMessageOf } from '../http/hebrew-messages'
import { demoApp, newVisitor, visitorClient, type DemoApp } from '../test-support/demo-app'
import { DEV_CAPTCHA_TOKEN } from './captcha-verifier'
import { captchaVerifierOf } from './captcha-config'
import type { SiteverifyFetch } from './turnstile-verifier'

/** Cloudflare, faked: accepts exactly the token 'widget-token'. No test reaches the internet. */
const siteverify: SiteverifyFetch = (_url, init) =>
  Promise.resolve({
    ok: true,
    status: 200,
    json: () => Promise.resolve({ success: new URLSearchParams(init.body).get('response') === 'widget-token' }),
  })

const balance = (demo: DemoApp, token: string) =>
  visitorClient(demo.app, newVisitor()).get(`/api/payment/voucher?reference=GIFT-500&recaptchaToken=${token}`)

let development: DemoApp
let production: DemoApp

// Seeding the demo takes seconds on a loaded two-core machine: a generous timeout, not a fast machine.
beforeAll(async () => {
  development = await demoApp()
  production = await demoApp({
    config: {
      captcha: captchaVerifierOf(
        { mode: 'production', provider: { kind: 'turnstile', siteKey: 'site-key', secretKey: 'secret' } },
        { fetch: siteverify },
      ),
    },
  })
}, 60_000)

afterAll(async () => {
  await development.app.close()
  await production.app.close()
})

describe('the development captcha token by server mode', () => {
  it('development mode (npm start, the tests) accepts it', async () => {
    expect((await balance(development, DEV_CAPTCHA_TOKEN)).status).toBe(200)
    expect((await balance(development, 'robot')).status).toBe(400)
  })

  it('production mode refuses it: 403 CAPTCHA_DEV_TOKEN_REFUSED with the Hebrew message, in the one error shape', async () => {
    const answer = await balance(production, DEV_CAPTCHA_TOKEN)
    expect(answer.status).toBe(403)
    expect(answer.body).toEqual({
      error: {
        code: 'CAPTCHA_DEV_TOKEN_REFUSED',
        message: hebrewMessageOf('CAPTCHA_DEV_TOKEN_REFUSED'),
        requestId: expect.any(String),
      },
    })
  })

  it('production mode accepts what Turnstile accepts, and nothing else', async () => {
    expect((await balance(production, 'widget-token')).status).toBe(200)
    expect((await balance(production, 'forged')).status).toBe(400)
  })

  it('GET /api/captcha-config tells the storefront which captcha to use, without the secret', async () => {
    expect((await visitorClient(development.app).get('/api/captcha-config')).body).toEqual({ provider: 'dev' })
    const answer = await visitorClient(production.app).get('/api/captcha-config')
    expect(answer).toMatchObject({ status: 200, body: { provider: 'turnstile', siteKey: 'site-key' } })
    expect(JSON.stringify(answer.body)).not.toContain('secret')
  })
})
