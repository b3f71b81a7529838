import { ManualClock, SMS_FALLBACK_DELAY_MS, kartisError } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { GRANT, left, right, scriptedVod, vodCatalog, type VodScript } from './vod-fixtures'
import { VodStore, type BrowserFacts } from './vod-store'

const CHROME: BrowserFacts = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  maxTouchPoints: 0,
}
const IPHONE: BrowserFacts = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  maxTouchPoints: 5,
}

const open = (
  script: VodScript = {},
  options: { readonly resId?: string | null; readonly vodId?: number; readonly browser?: BrowserFacts } = {},
) => {
  const clock = new ManualClock(Date.UTC(2026, 6, 1, 12))
  const { vod, calls } = scriptedVod(script)
  const store = new VodStore(
    {
      vod,
      catalog: vodCatalog(),
      clock,
      browser: options.browser ?? CHROME,
    },
    options.vodId ?? 20,
    options.resId === undefined ? 'KR-7K3M9Q2A' : options.resId,
  )
  return { store, calls, clock }
}

describe('VodStore', () => {
  it('§2 looks the item up and asks for the phone; a grant the browser holds plays at once', async () => {
    const fresh = open()
    await fresh.store.load()
    expect(fresh.store.item).toEqual({ kind: 'ready', featureName: 'מדבר יהודה' })
    expect(fresh.store.step).toBe('phone')
    expect(fresh.calls).toEqual(['access KR-7K3M9Q2A 20'])

    const reload = open({ access: right(GRANT) })
    await reload.store.load()
    expect(reload.store.step).toBe('watching')
    expect(reload.store.media?.video).toBe('/api/vod/KR-7K3M9Q2A/20/media')
  })

  it('without a reservation in the address, asks nothing before the code', async () => {
    const { store, calls } = open({}, { resId: null })
    await store.load()
    expect(calls).toEqual([])
    expect(store.step).toBe('phone')
  })

  it('a presentation that is not VOD, or none, is not found', async () => {
    const notVod = open({}, { vodId: 30 })
    await notVod.store.load()
    expect(notVod.store.item).toEqual({ kind: 'notFound' })
    const none = open({}, { vodId: 99 })
    await none.store.load()
    expect(none.store.item).toEqual({ kind: 'notFound' })
  })

  it('§5 asks for a valid mobile number before sending, then the code field', async () => {
    const { store, calls } = open()
    await store.load()
    store.setMobileNumber('12345')
    expect(store.mobileError).toBeNull()
    expect(await store.sendCode()).toBe('invalid')
    expect(store.mobileError).toEqual({ key: 'validation.mobile', params: { name: 'mobileNumber' } })
    store.setMobileNumber(' 050-1234567 ')
    expect(await store.sendCode()).toBe('sent')
    expect(store.step).toBe('code')
    expect(calls.at(-1)).toBe('code 20 KR-7K3M9Q2A 050-1234567')
  })

  it('§5 the code is six digits; the grant it earns shows the player', async () => {
    const { store, calls } = open()
    await store.load()
    store.setMobileNumber('0501234567')
    await store.sendCode()
    store.setSmsCode('12a3')
    expect(store.smsCode).toBe('123')
    expect(await store.watch()).toBe('invalid')
    expect(store.codeError?.key).toBe('validation.min')
    store.setSmsCode('123456789')
    expect(store.smsCode).toBe('123456')
    expect(await store.watch()).toBe('watching')
    expect(calls.at(-1)).toBe('watch 0501234567 123456')
    expect(store.grant).toEqual(GRANT)
    expect(store.media?.video).toBe('/api/vod/KR-7K3M9Q2A/20/media')
  })

  it('§8 a refused code stays on the code field with the reason', async () => {
    const { store } = open({ watch: left(kartisError('INVALID_SMS_CODE')) })
    await store.load()
    store.setMobileNumber('0501234567')
    await store.sendCode()
    store.setSmsCode('000000')
    expect(await store.watch()).toBe('refused')
    expect(store.step).toBe('code')
    expect(store.error?.code).toBe('INVALID_SMS_CODE')
    expect(store.grant).toBeNull()
  })

  it('§8 a refused code request stays on the phone field', async () => {
    const { store } = open({ code: left(kartisError('TOO_MANY_REQUESTS')) })
    await store.load()
    store.setMobileNumber('0501234567')
    expect(await store.sendCode()).toBe('refused')
    expect(store.step).toBe('phone')
    expect(store.error?.code).toBe('TOO_MANY_REQUESTS')
  })

  it('§9 offers one more code 20 s after the first, then no more', async () => {
    const { store, clock, calls } = open()
    await store.load()
    store.setMobileNumber('0501234567')
    await store.sendCode()
    expect(store.secondsToResend).toBe(20)
    expect(store.canResend).toBe(false)
    clock.advance(SMS_FALLBACK_DELAY_MS - 1000)
    expect(store.secondsToResend).toBe(1)
    clock.advance(1000)
    expect(store.canResend).toBe(true)
    await store.resend()
    expect(calls.filter((call) => call.startsWith('code'))).toHaveLength(2)
    expect(store.resendAt).toBeNull()
    clock.advance(SMS_FALLBACK_DELAY_MS)
    expect(store.canResend).toBe(false)
  })

  it('back to the phone field to correct the number', async () => {
    const { store } = open()
    await store.load()
    store.setMobileNumber('0501234567')
    await store.sendCode()
    store.setSmsCode('12')
    store.changeNumber()
    expect(store.step).toBe('phone')
    expect(store.smsCode).toBe('')
  })

  it('§8 a load error shows; retrying plays again while the grant holds, else asks for a new code', async () => {
    const held = open({ access: right(GRANT) })
    await held.store.load()
    held.store.failPlayback()
    expect(held.store.playbackFailed).toBe(true)
    await held.store.retryPlayback()
    expect(held.store.playbackFailed).toBe(false)
    expect(held.store.playback).toBe(1)
    expect(held.store.step).toBe('watching')

    const ended = open()
    await ended.store.load()
    ended.store.setMobileNumber('0501234567')
    await ended.store.sendCode()
    ended.store.setSmsCode('123456')
    await ended.store.watch()
    ended.store.failPlayback()
    await ended.store.retryPlayback()
    expect(ended.store.step).toBe('phone')
    expect(ended.store.error?.code).toBe('VOD_ACCESS_DENIED')
    expect(ended.store.media).toBeNull()
  })

  it('§8 iPhone, iPad and Safari are unsupported: nothing is asked of the box office', async () => {
    const { store, calls } = open({ access: right(GRANT) }, { browser: IPHONE })
    await store.load()
    expect(store.unsupported).toBe(true)
    expect(calls).toEqual([])
    expect(store.step).toBe('phone')
  })
})
