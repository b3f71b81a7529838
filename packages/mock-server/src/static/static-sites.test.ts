import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { staticApp } from '../test-support/built-uis'

const app = await staticApp({})
afterAll(async () => {
  await app.close()
})

describe('the built UIs through @fastify/static', () => {
  it('serves a hashed asset precompressed as the browser accepts it, cached for good', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe('console.log("חנות")')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers.vary).toMatch(/accept-encoding/i)

    const gzip = await app.inject({ method: 'GET', url: '/PRES-live/assets/app.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe('console.log("מסוף")')

    const plain = await app.inject({ method: 'GET', url: '/assets/app.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe('console.log("חנות")')
  })

  it('revalidates index.html, whether asked for or given to a client-side route', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/booking/812',
      '/PRES-live/',
      '/PRES-live/reports',
      // §2 a lost-login link: a signed token with dots is a page, not a file.
      '/customer/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.Qm9uZ3VzLXNpZ25hdHVyZS1mb3ItdGhlLXRlc3Qtb25seQ',
    ]) {
      const page = await app.inject({ method: 'GET', url })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      expect(page.headers['cache-control']).toBe('no-cache')
    }
  })

  it('never serves /api from a build: an /api path with no route is the JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/x' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', requestId: expect.any(String) } })
    const file = await app.inject({ method: 'GET', url: '/api/health' })
    expect(file.json()).toMatchObject({ status: 'ok' })
  })

  it('answers a missing file with the JSON 404, not with the page', async () => {
    for (const url of ['/assets/nope.js', '/favicon.ico', '/PRES-live/assets/nope.css']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
    }
  })

  it('answers other methods on pages with the JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/booking', payload: {} })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', requestId: expect.any(String) } })
  })
})

describe('§2 /PRES-live-v1, the console’s other address', () => {
  it('redirects permanently to the same place under /PRES-live/', async () => {
    for (const [from, to] of [
      ['/PRES-live-v1', '/PRES-live/'],
      ['/PRES-live-v1/', '/PRES-live/'],
      ['/PRES-live-v1/reports/sales?day=2025-07-06', '/PRES-live/reports/sales?day=2025-07-06'],
      ['/PRES-live-v1//example.com', '/PRES-live/example.com'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: from })
      expect(response.statusCode).toBe(301)
      expect(response.headers.location).toBe(to)
    }
    const landed = await app.inject({ method: 'GET', url: '/PRES-live/reports/sales?day=2025-07-06' })
    expect(landed.body).toContain('<title>מסוף</title>')
  })
})
