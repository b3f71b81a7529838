import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import {
  turnstileActionOf,
  turnstileCaptcha,
  type CaptchaTimers,
  type TurnstileApi,
  type TurnstileRenderParams,
  type WidgetHost,
} from './turnstile-captcha'

/** A fake of Cloudflare's `window.turnstile`: records each render and lets the test play the widget's part. */
const fakeTurnstile = (play: (params: TurnstileRenderParams) => void = () => undefined) => {
  const rendered: { container: HTMLElement; params: TurnstileRenderParams; id: string }[] = []
  const removed: string[] = []
  const api: TurnstileApi = {
    render: (container, params) => {
      const id = `widget-${rendered.length + 1}`
      rendered.push({ container, params, id })
      play(params)
      return id
    },
    remove: (id) => removed.push(id),
  }
  return { api, rendered, removed }
}

const fakeHost = (): WidgetHost & { readonly mounted: HTMLElement[] } => {
  const mounted: HTMLElement[] = []
  return {
    mounted,
    mount: () => {
      const element = document.createElement('div')
      mounted.push(element)
      return element
    },
    unmount: (element) => mounted.splice(mounted.indexOf(element), 1),
  }
}

/** Timers the test fires by hand: no waiting, no timed assertion. */
const manualTimers = (): CaptchaTimers & { fire(): void; readonly pending: number } => {
  const timers = new Map<number, () => void>()
  let next = 0
  return {
    setTimeout: (run) => {
      next += 1
      timers.set(next, run)
      return next
    },
    clearTimeout: (handle) => {
      if (typeof handle === 'number') timers.delete(handle)
    },
    fire: () => {
      for (const run of [...timers.values()]) run()
      timers.clear()
    },
    get pending() {
      return timers.size
    },
  }
}

const captchaWith = (turnstile: ReturnType<typeof fakeTurnstile>, host = fakeHost(), timers = manualTimers()) => ({
  host,
  timers,
  captcha: turnstileCaptcha({ siteKey: '1x00000000000000000000BB', api: () => Promise.resolve(turnstile.api), host, timers }),
})

describe('§9 the Turnstile captcha', () => {
  it('renders an invisible-unless-needed widget with the site key and action, answers its token, and removes it', async () => {
    const turnstile = fakeTurnstile((params) => params.callback?.('XXXX.DUMMY.TOKEN.XXXX'))
    const { captcha, host, timers } = captchaWith(turnstile)
    expect(await captcha.token('lock_seat')).toEqual(E.right('XXXX.DUMMY.TOKEN.XXXX'))
    expect(turnstile.rendered[0]?.params).toMatchObject({
      sitekey: '1x00000000000000000000BB',
      action: 'lock_seat',
      appearance: 'interaction-only',
    })
    expect(turnstile.removed).toEqual(['widget-1'])
    expect(host.mounted).toEqual([])
    expect(timers.pending).toBe(0)
  })

  it('a fresh widget for each call: Turnstile tokens are single use', async () => {
    let issued = 0
    const turnstile = fakeTurnstile((params) => {
      issued += 1
      queueMicrotask(() => params.callback?.(`token-${issued}`))
    })
    const { captcha } = captchaWith(turnstile)
    expect([await captcha.token('lock_seat'), await captcha.token('commit')]).toEqual([E.right('token-1'), E.right('token-2')])
    expect(turnstile.rendered.map((r) => r.params.action)).toEqual(['lock_seat', 'commit'])
    expect(turnstile.removed).toEqual(['widget-1', 'widget-2'])
  })

  it('an error, an expiry or a challenge timeout is RECAPTCHA_FAILED, and the widget goes', async () => {
    for (const play of [
      (params: TurnstileRenderParams) => params['error-callback']?.('110200'),
      (params: TurnstileRenderParams) => params['expired-callback']?.(),
      (params: TurnstileRenderParams) => params['timeout-callback']?.(),
      (params: TurnstileRenderParams) => params.callback?.(''),
    ]) {
      const turnstile = fakeTurnstile(play)
      const { captcha, host } = captchaWith(turnstile)
      expect(await captcha.token('commit')).toMatchObject({ _tag: 'Left', left: { code: 'RECAPTCHA_FAILED' } })
      expect(turnstile.removed).toEqual(['widget-1'])
      expect(host.mounted).toEqual([])
    }
  })

  it('a widget that never answers gives up when its timer fires', async () => {
    const turnstile = fakeTurnstile()
    const { captcha, timers } = captchaWith(turnstile)
    const answer = captcha.token('commit')
    await Promise.resolve()
    await Promise.resolve()
    expect(turnstile.rendered).toHaveLength(1)
    timers.fire()
    expect(await answer).toMatchObject({ _tag: 'Left', left: { code: 'RECAPTCHA_FAILED', params: { reason: 'timeout' } } })
    expect(turnstile.removed).toEqual(['widget-1'])
  })

  it('Cloudflare unreachable (the script did not load) is RECAPTCHA_FAILED without a widget', async () => {
    const host = fakeHost()
    const captcha = turnstileCaptcha({ siteKey: 's', api: () => Promise.reject(new Error('blocked')), host, timers: manualTimers() })
    expect(await captcha.token('commit')).toMatchObject({ _tag: 'Left', left: { code: 'RECAPTCHA_FAILED', params: { reason: 'blocked' } } })
    expect(host.mounted).toEqual([])
  })

  it('keeps actions within what Turnstile accepts', () => {
    expect(turnstileActionOf('lock_seat')).toBe('lock_seat')
    expect(turnstileActionOf('voucher balance/look-up')).toBe('voucher_balance_look-up')
    expect(turnstileActionOf('x'.repeat(40))).toHaveLength(32)
  })
})
