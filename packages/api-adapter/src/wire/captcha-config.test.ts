import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { CaptchaConfigResponse } from './captcha-config'

describe('CaptchaConfigResponse', () => {
  it('reads the development captcha and Turnstile with its site key', () => {
    expect(CaptchaConfigResponse.decode({ provider: 'dev' })).toEqual(E.right({ provider: 'dev' }))
    expect(CaptchaConfigResponse.decode({ provider: 'turnstile', siteKey: '1x00000000000000000000BB' })).toEqual(
      E.right({ provider: 'turnstile', siteKey: '1x00000000000000000000BB' }),
    )
  })

  it('refuses an unknown provider, and Turnstile without a usable site key', () => {
    for (const bad of [
      { provider: 'recaptcha' },
      { provider: 'turnstile' },
      { provider: 'turnstile', siteKey: '' },
      { provider: 'turnstile', siteKey: 'a"><script>' },
      null,
    ])
      expect(E.isLeft(CaptchaConfigResponse.decode(bad))).toBe(true)
  })

  it('writes only the public keys, whatever else the server holds', () => {
    const held = { provider: 'turnstile' as const, siteKey: 'site', secretKey: 'never-sent' }
    expect(CaptchaConfigResponse.encode(held)).toEqual({ provider: 'turnstile', siteKey: 'site' })
  })
})
