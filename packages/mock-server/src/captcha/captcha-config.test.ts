import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { DEV_CAPTCHA_TOKEN } from './captcha-verifier'
import { captchaConfigFromEnv, captchaContentSources, captchaVerifierOf, type CaptchaSettings } from './captcha-config'
import type { SiteverifyFetch } from './turnstile-verifier'

const TURNSTILE = { KARTIS_CAPTCHA: 'turnstile', TURNSTILE_SITE_KEY: '0x4AAAAAAAexample', TURNSTILE_SECRET_KEY: '0x4AAAAAAAsecret' }

/** The one line main.ts prints, and the variable it names. */
const refusal = (env: Readonly<Record<string, string>>): readonly [unknown, string | undefined] => {
  const read = captchaConfigFromEnv(env)
  return E.isLeft(read) ? [read.left.params?.['path'], read.left.serverMessage] : ['started', undefined]
}

describe('captchaConfigFromEnv', () => {
  it('defaults to development mode with the development token (npm start, the tests)', () => {
    expect(captchaConfigFromEnv({})).toEqual(E.right({ mode: 'development', provider: { kind: 'dev' } }))
    expect(captchaConfigFromEnv({ KARTIS_MODE: ' development ', KARTIS_CAPTCHA: 'dev' })).toEqual(
      E.right({ mode: 'development', provider: { kind: 'dev' } }),
    )
  })

  it('reads Turnstile and its keys, in either mode', () => {
    const provider = { kind: 'turnstile', siteKey: '0x4AAAAAAAexample', secretKey: '0x4AAAAAAAsecret' }
    expect(captchaConfigFromEnv(TURNSTILE)).toEqual(E.right({ mode: 'development', provider }))
    expect(captchaConfigFromEnv({ ...TURNSTILE, KARTIS_MODE: 'production' })).toEqual(E.right({ mode: 'production', provider }))
  })

  it('stops the start, naming the variable, when Turnstile lacks a key', () => {
    expect(refusal({ ...TURNSTILE, TURNSTILE_SITE_KEY: '' })).toEqual([
      'TURNSTILE_SITE_KEY',
      'TURNSTILE_SITE_KEY must be set when KARTIS_CAPTCHA=turnstile',
    ])
    expect(refusal({ KARTIS_CAPTCHA: 'turnstile', TURNSTILE_SITE_KEY: 'site' })).toEqual([
      'TURNSTILE_SECRET_KEY',
      'TURNSTILE_SECRET_KEY must be set when KARTIS_CAPTCHA=turnstile',
    ])
    expect(refusal({ ...TURNSTILE, TURNSTILE_SITE_KEY: '<script>' })[0]).toBe('TURNSTILE_SITE_KEY')
  })

  it('refuses production without a real captcha, rather than run with one any bot passes', () => {
    expect(refusal({ KARTIS_MODE: 'production' })).toEqual([
      'KARTIS_CAPTCHA',
      'KARTIS_MODE=production needs a real captcha: set KARTIS_CAPTCHA=turnstile with TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY',
    ])
    expect(refusal({ KARTIS_MODE: 'production', KARTIS_CAPTCHA: 'dev' })[0]).toBe('KARTIS_CAPTCHA')
    // Cloudflare's always-pass test secret accepts any token: fine to try Turnstile in development, refused in production.
    expect(refusal({ ...TURNSTILE, KARTIS_MODE: 'production', TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA' })[0]).toBe(
      'TURNSTILE_SECRET_KEY',
    )
    expect(E.isRight(captchaConfigFromEnv({ ...TURNSTILE, TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA' }))).toBe(true)
  })

  it('refuses a mistyped mode or provider, naming the variable', () => {
    expect(refusal({ KARTIS_MODE: 'prod' })).toEqual(['KARTIS_MODE', "KARTIS_MODE must be 'development' or 'production', got 'prod'"])
    expect(refusal({ KARTIS_CAPTCHA: 'hcaptcha' })[0]).toBe('KARTIS_CAPTCHA')
  })
})

describe('captchaVerifierOf', () => {
  const passingSiteverify: SiteverifyFetch = () =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ success: true }) })
  const turnstile = (mode: CaptchaSettings['mode']): CaptchaSettings => ({
    mode,
    provider: { kind: 'turnstile', siteKey: 'site', secretKey: 'secret' },
  })

  it('development: the development verifier', async () => {
    const verifier = captchaVerifierOf({ mode: 'development', provider: { kind: 'dev' } })
    expect(verifier.browser).toEqual({ provider: 'dev' })
    expect(await verifier.verify(DEV_CAPTCHA_TOKEN)).toEqual(E.right(undefined))
    expect(await verifier.verify('robot')).toEqual(E.left({ code: 'invalid_captcha' }))
  })

  it('Turnstile in development still takes the development token; in production it is refused with 403 CAPTCHA_DEV_TOKEN_REFUSED', async () => {
    const development = captchaVerifierOf(turnstile('development'), { fetch: passingSiteverify })
    expect(development.browser).toEqual({ provider: 'turnstile', siteKey: 'site' })
    expect(await development.verify(DEV_CAPTCHA_TOKEN)).toEqual(E.right(undefined))
    const production = captchaVerifierOf(turnstile('production'), { fetch: passingSiteverify })
    const refused = await production.verify(DEV_CAPTCHA_TOKEN)
    expect(E.isLeft(refused) ? refused.left.code : 'accepted').toBe('CAPTCHA_DEV_TOKEN_REFUSED')
    expect(await production.verify('widget-token', { ip: '203.0.113.7' })).toEqual(E.right(undefined))
  })
})

describe('captchaContentSources', () => {
  it('Turnstile needs Cloudflare in script-src and frame-src; the development token needs nothing', () => {
    expect(captchaContentSources({ mode: 'production', provider: { kind: 'turnstile', siteKey: 's', secretKey: 'k' } })).toEqual({
      scriptSrc: ['https://challenges.cloudflare.com'],
      frameSrc: ['https://challenges.cloudflare.com'],
      connectSrc: [],
    })
    expect(captchaContentSources({ mode: 'development', provider: { kind: 'dev' } })).toEqual({
      scriptSrc: [],
      frameSrc: [],
      connectSrc: [],
    })
  })
})
