import * as E from 'fp-ts/Either'
import { afterEach, describe, expect, it } from 'vitest'
import { cloudflareTurnstileCaptcha } from './cloudflare-turnstile'
import type { TurnstileRenderParams } from './turnstile-captcha'

afterEach(() => {
  Reflect.deleteProperty(window, 'turnstile')
})

describe('§9 the storefront’s Turnstile captcha in the window', () => {
  it('uses the window’s turnstile global (a fake here: no script is loaded), in a widget corner removed afterwards', async () => {
    const seen: { inBody: boolean; params: TurnstileRenderParams }[] = []
    Reflect.set(window, 'turnstile', {
      render: (container: HTMLElement, params: TurnstileRenderParams) => {
        seen.push({ inBody: document.body.contains(container), params })
        params.callback?.('XXXX.DUMMY.TOKEN.XXXX')
        return 'widget-1'
      },
      remove: () => undefined,
    })
    const scriptsBefore = document.querySelectorAll('script').length
    const captcha = cloudflareTurnstileCaptcha('1x00000000000000000000BB', window)
    expect(await captcha.token('lock_seat')).toEqual(E.right('XXXX.DUMMY.TOKEN.XXXX'))
    expect(seen).toMatchObject([{ inBody: true, params: { sitekey: '1x00000000000000000000BB', action: 'lock_seat' } }])
    expect(document.querySelectorAll('.captcha-widget')).toHaveLength(0)
    expect(document.querySelectorAll('script')).toHaveLength(scriptsBefore)
  })
})
