import { describe, expect, it, vi } from 'vitest'
import type { KeyValueStorage } from '../shell/environment'
import { LAST_RELOAD_KEY, RELOAD_GUARD_MS, isChunkLoadError, reloadOnce } from './chunk-reload'

const fakeStorage = (initial: Record<string, string> = {}): KeyValueStorage & { readonly items: Map<string, string> } => {
  const items = new Map(Object.entries(initial))
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) }
}

describe('§4 isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://kartis.example/assets/order-page-3f2a.js',
    'error loading dynamically imported module: https://kartis.example/assets/order-page-3f2a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/order-page-3f2a.css',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true)
  })

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })
})

describe('§9 reloadOnce: at most one reload per 60 s', () => {
  it('reloads the first time and remembers when', () => {
    const storage = fakeStorage()
    const reload = vi.fn()
    expect(reloadOnce({ storage, now: 1_000_000, reload })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(storage.items.get(LAST_RELOAD_KEY)).toBe('1000000')
  })

  it('does not reload again within 60 s', () => {
    const storage = fakeStorage({ [LAST_RELOAD_KEY]: '1000000' })
    const reload = vi.fn()
    expect(reloadOnce({ storage, now: 1_000_000 + RELOAD_GUARD_MS - 1, reload })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads again once 60 s have passed', () => {
    const storage = fakeStorage({ [LAST_RELOAD_KEY]: '1000000' })
    const reload = vi.fn()
    expect(reloadOnce({ storage, now: 1_000_000 + RELOAD_GUARD_MS, reload })).toBe(true)
    expect(storage.items.get(LAST_RELOAD_KEY)).toBe(String(1_000_000 + RELOAD_GUARD_MS))
  })

  it('treats a remembered time in the future as recent', () => {
    const reload = vi.fn()
    expect(reloadOnce({ storage: fakeStorage({ [LAST_RELOAD_KEY]: '5000000' }), now: 1_000_000, reload })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('ignores a value that is not a time', () => {
    const reload = vi.fn()
    expect(reloadOnce({ storage: fakeStorage({ [LAST_RELOAD_KEY]: 'soon' }), now: 1_000_000, reload })).toBe(true)
  })

  it('does not reload when storage fails (nothing would stop a loop)', () => {
    const reload = vi.fn()
    const broken: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
    }
    expect(reloadOnce({ storage: broken, now: 1_000_000, reload })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
