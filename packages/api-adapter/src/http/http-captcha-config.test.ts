import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { HttpCaptchaConfig } from './http-captcha-config'
import { fakeCaptcha, json, pathOf, scriptedTransport } from './test-support/fake-fetch'

describe('HttpCaptchaConfig', () => {
  it('GET /captcha-config without a captcha token: the provider and its site key', async () => {
    const captcha = fakeCaptcha()
    const { transport, seen } = scriptedTransport(() => json(200, { provider: 'turnstile', siteKey: '1x00000000000000000000BB' }), captcha)
    expect(await new HttpCaptchaConfig(transport).captchaConfig()).toEqual(
      E.right({ provider: 'turnstile', siteKey: '1x00000000000000000000BB' }),
    )
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/captcha-config')
    expect(captcha.actions).toEqual([])
  })

  it('an answer naming no known provider is DECODE_ERROR, never a guess', async () => {
    const { transport } = scriptedTransport(() => json(200, { provider: 'recaptcha' }), fakeCaptcha())
    const answer = await new HttpCaptchaConfig(transport).captchaConfig()
    expect(E.isLeft(answer) ? answer.left.code : 'decoded').toBe('DECODE_ERROR')
  })
})
