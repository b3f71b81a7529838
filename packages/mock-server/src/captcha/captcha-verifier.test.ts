import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { DEV_CAPTCHA_TOKEN, DevCaptchaVerifier, requireCaptcha } from './captcha-verifier'

describe('DevCaptchaVerifier', () => {
  it('accepts the documented development token and nothing else', async () => {
    const verifier = new DevCaptchaVerifier()
    expect(DEV_CAPTCHA_TOKEN).toBe('kartis-dev-captcha')
    expect(await verifier.verify('kartis-dev-captcha')).toEqual(E.right(undefined))
    for (const token of [undefined, '', 'KARTIS-DEV-CAPTCHA', ' kartis-dev-captcha'])
      expect(E.isLeft(await verifier.verify(token))).toBe(true)
  })

  it('requireCaptcha turns a refusal into invalid_captcha', async () => {
    const verifier = new DevCaptchaVerifier()
    expect(await requireCaptcha(verifier, DEV_CAPTCHA_TOKEN)).toEqual(E.right(undefined))
    expect(await requireCaptcha(verifier, 'robot')).toEqual(E.left({ code: 'invalid_captcha' }))
  })

  it('tells the storefront to use the development token', () => {
    expect(new DevCaptchaVerifier().browser).toEqual({ provider: 'dev' })
  })
})
