import { describe, expect, it } from 'vitest'
import { TURNSTILE_SCRIPT_URL, turnstileLoader, type InsertScript } from './load-turnstile-script'
import type { TurnstileApi } from './turnstile-captcha'

const fakeApi: TurnstileApi = { render: () => 'widget', remove: () => undefined }

/** A page whose script inserts the test plays out: no test loads Cloudflare's script. */
const fakePage = (outcome: 'loads' | 'fails' | 'loads-empty') => {
  const global: { turnstile?: TurnstileApi } = {}
  const inserted: string[] = []
  const insertScript: InsertScript = (src, onLoad, onError) => {
    inserted.push(src)
    if (outcome === 'fails') return onError()
    if (outcome === 'loads') global.turnstile = fakeApi
    onLoad()
  }
  return { global, inserted, insertScript }
}

describe('§9 loading Cloudflare Turnstile', () => {
  it('inserts the explicit-render script once and answers window.turnstile', async () => {
    const page = fakePage('loads')
    const load = turnstileLoader(page.global, page.insertScript)
    expect(await load()).toBe(fakeApi)
    expect(await load()).toBe(fakeApi)
    expect(page.inserted).toEqual([TURNSTILE_SCRIPT_URL])
    expect(TURNSTILE_SCRIPT_URL).toBe('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit')
  })

  it('a script that fails to load, or loads without the API, rejects; the next call tries again', async () => {
    for (const outcome of ['fails', 'loads-empty'] as const) {
      const page = fakePage(outcome)
      const load = turnstileLoader(page.global, page.insertScript)
      await expect(load()).rejects.toThrow(/Turnstile script/)
      await expect(load()).rejects.toThrow(/Turnstile script/)
      expect(page.inserted).toHaveLength(2)
    }
  })

  it('uses an API already on the page without inserting the script again', async () => {
    const page = fakePage('loads')
    page.global.turnstile = fakeApi
    expect(await turnstileLoader(page.global, page.insertScript)()).toBe(fakeApi)
    expect(page.inserted).toEqual([])
  })
})
