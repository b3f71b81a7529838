import * as E from 'fp-ts/Either'
import { kartisError } from '@kartis/core'
import type { Captcha, Result } from '@kartis/core'
import type { CaptchaConfigResponse } from '@kartis/api-adapter'
import { describe, expect, it } from 'vitest'
import { serverChosenCaptcha } from './server-chosen-captcha'

/** A box office answering the given configs in turn, and a Turnstile factory that records its site keys. */
const setup = (
  answers: Result<CaptchaConfigResponse>[],
  turnstile: (siteKey: string) => Promise<Captcha> = (siteKey) =>
    Promise.resolve({ token: (action) => Promise.resolve(E.right(`${siteKey}:${action}`)) }),
) => {
  const asked: number[] = []
  const loaded: string[] = []
  const captcha = serverChosenCaptcha({
    config: () => {
      asked.push(asked.length)
      return Promise.resolve(answers[Math.min(asked.length - 1, answers.length - 1)] ?? E.left(kartisError('NETWORK_ERROR')))
    },
    devToken: 'kartis-dev-captcha',
    turnstile: (siteKey) => {
      loaded.push(siteKey)
      return turnstile(siteKey)
    },
  })
  return { captcha, asked, loaded }
}

describe('§9 the captcha the box office chooses', () => {
  it('the development verifier: the development token, and Turnstile is never loaded', async () => {
    const { captcha, asked, loaded } = setup([E.right({ provider: 'dev' })])
    expect(await captcha.token('lock_seat')).toEqual(E.right('kartis-dev-captcha'))
    expect(await captcha.token('commit')).toEqual(E.right('kartis-dev-captcha'))
    expect(asked).toHaveLength(1) // asked once, then remembered
    expect(loaded).toEqual([])
  })

  it('Turnstile: its captcha, loaded once with the site key, answers every call', async () => {
    const { captcha, loaded } = setup([E.right({ provider: 'turnstile', siteKey: '1x00000000000000000000BB' })])
    expect(await captcha.token('lock_seat')).toEqual(E.right('1x00000000000000000000BB:lock_seat'))
    expect(await captcha.token('commit')).toEqual(E.right('1x00000000000000000000BB:commit'))
    expect(loaded).toEqual(['1x00000000000000000000BB'])
  })

  it('a box office that cannot be asked fails this call; the next one asks again', async () => {
    const { captcha, asked } = setup([E.left(kartisError('NETWORK_ERROR')), E.right({ provider: 'dev' })])
    expect(await captcha.token('lock_seat')).toEqual(E.left(kartisError('NETWORK_ERROR')))
    expect(await captcha.token('lock_seat')).toEqual(E.right('kartis-dev-captcha'))
    expect(asked).toHaveLength(2)
  })

  it('a Turnstile adapter that cannot load is RECAPTCHA_FAILED, and is tried again', async () => {
    let attempts = 0
    const { captcha, loaded } = setup([E.right({ provider: 'turnstile', siteKey: 'site' })], (siteKey) => {
      attempts += 1
      return attempts === 1
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve({ token: () => Promise.resolve(E.right(siteKey)) })
    })
    expect(await captcha.token('commit')).toMatchObject({ _tag: 'Left', left: { code: 'RECAPTCHA_FAILED' } })
    expect(await captcha.token('commit')).toEqual(E.right('site'))
    expect(loaded).toEqual(['site', 'site'])
  })
})
