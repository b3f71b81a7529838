import { afterEach, describe, expect, it, vi } from 'vitest'
import { platformFetch } from './fetch-function'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('platformFetch', () => {
  it('calls the global fetch on globalThis, looked up at call time', async () => {
    const calls: unknown[] = []
    vi.stubGlobal('fetch', function (this: unknown, url: string) {
      calls.push([this === globalThis, url])
      return Promise.resolve({ status: 204, text: () => Promise.resolve('') })
    })
    const response = await platformFetch('/api/cart', { method: 'POST', headers: {} })
    expect(response.status).toBe(204)
    expect(calls).toEqual([[true, '/api/cart']])
  })

  it('rejects when the platform has no fetch', async () => {
    vi.stubGlobal('fetch', undefined)
    await expect(platformFetch('/api/cart', { method: 'GET', headers: {} })).rejects.toThrow('no fetch')
  })
})
