import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_CARDS } from './payment/test-cards'
import { staticApp, SECRET } from './test-support/built-uis'
import { CAPTCHA, newVisitor, visitorHeaders } from './test-support/demo-app'

const app = await staticApp({ bodyLimit: 4096 })
const unbuilt = await staticApp({
  staticDirs: { web: join(tmpdir(), 'kartis-none', 'web'), liveConsole: join(tmpdir(), 'kartis-none', 'console') },
})
const headers = () => visitorHeaders(newVisitor())

afterAll(async () => {
  await app.close()
  await unbuilt.close()
})

describe('GET /api/health', () => {
  it('answers status ok without a visitor uuid', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'ok', time: '2025-07-06T06:00:00.000Z' })
  })
})

describe('answers to bad input: 4xx JSON with a code, never 500', () => {
  it('an unknown /api address: 404 NOT_FOUND', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no/such/call', headers: headers() })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', requestId: response.headers['x-request-id'] } })
  })

  it('a known address with the wrong method: 404 NOT_FOUND', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/seats/lock-seat', headers: headers() })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', requestId: response.headers['x-request-id'] } })
  })

  it('malformed JSON: 400 BAD_REQUEST', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/seats/lock-seat',
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: '{"recaptchaToken": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } })
  })

  it('a content type the server does not read: 415 with a BAD_REQUEST body', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/seats/lock-seat',
      headers: { ...headers(), 'content-type': 'application/xml' },
      payload: '<seat/>',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } })
  })

  it('a body over the limit: 413 PAYLOAD_TOO_LARGE with a Hebrew message', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/seats/lock-seat',
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: JSON.stringify({ recaptchaToken: 'x'.repeat(10_000) }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'הבקשה גדולה מדי', requestId: expect.any(String) } })
  })

  it('a visitor uuid that is not a UUID: 400 INVALID_VISITOR_ID naming the header', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/features/', headers: { 'x-kartis-uuid': 'me' } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: { code: 'INVALID_VISITOR_ID', params: { header: 'x-kartis-uuid', reason: 'malformed' } },
    })
  })

  it('a malformed percent-encoding in a path parameter: 4xx JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/presentations/%E0%A4%A', headers: headers() })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    expect(response.json()).toHaveProperty('error.code')
  })
})

describe('the built UIs on the same port', () => {
  it('serves the storefront’s files at / and its index.html for client-side routes', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['content-type']).toMatch(/javascript/)
    expect(asset.headers['cache-control']).toContain('immutable')
    for (const url of ['/', '/booking/812', '/order?isHold=1']) {
      const page = await app.inject({ method: 'GET', url })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('<title>חנות</title>')
    }
  })

  it('serves the console under /PRES-live/ with its own fallback', async () => {
    expect((await app.inject({ method: 'GET', url: '/PRES-live/assets/app.js' })).statusCode).toBe(200)
    for (const url of ['/PRES-live/', '/PRES-live/reports/sales', '/PRES-live']) {
      const page = await app.inject({ method: 'GET', url })
      expect(page.body).toContain('<title>מסוף</title>')
    }
  })

  it('never serves a file from outside the build, and answers a missing file 404', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.body).not.toContain(SECRET)
    }
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404)
  })

  it('without a build, says so in Hebrew and how to build it', async () => {
    const page = await unbuilt.inject({ method: 'GET', url: '/booking' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<html lang="he" dir="rtl">')
    expect(page.body).toContain('npm run build -w @kartis/web')
    const console = await unbuilt.inject({ method: 'GET', url: '/PRES-live/' })
    expect(console.body).toContain('npm run build -w @kartis/live-console')
  })
})

describe('a real listening server', () => {
  let base = ''
  beforeAll(async () => {
    base = await app.listen({ port: 0, host: '127.0.0.1' })
  })

  it('answers over a socket, with keep-alive, JSON errors for raw garbage bodies', async () => {
    const health = await fetch(`${base}/api/health`)
    expect(await health.json()).toMatchObject({ status: 'ok' })
    const garbage = await fetch(`${base}/api/seats/lock-seat`, {
      method: 'PUT',
      headers: { ...headers(), 'content-type': 'application/json' },
      body: new Uint8Array([0xff, 0xfe, 0x00, 0x7b]),
    })
    expect(garbage.status).toBe(400)
    expect(await garbage.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } })
  })
})

describe('buildApp payment options', () => {
  it('configure the payment simulator: the page address and the slow card’s delay', async () => {
    const waits: number[] = []
    const configured = await staticApp(
      {},
      {
        config: { publicBaseUrl: 'https://pay.example', slowCardDelayMs: 1234 },
        wait: async (ms) => {
          waits.push(ms)
        },
      },
    )
    try {
      const form = await configured.inject({
        method: 'GET',
        url: `/api/payment/form/he?ssn=000000018&total=10&recaptchaToken=${CAPTCHA}`,
        headers: headers(),
      })
      const url: unknown = form.json<{ paymentFormURL?: unknown }>().paymentFormURL
      expect(typeof url === 'string' && url.startsWith('https://pay.example/api/payment/hosted/')).toBe(true)
      const [path, query] = String(url).slice('https://pay.example'.length).split('?')
      const page = await configured.inject({
        method: 'POST',
        url: `${path ?? ''}/submit?${query ?? ''}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ cardNumber: TEST_CARDS.slow, expiry: '12/30', cvv: '123', holderId: '000000018' }).toString(),
      })
      expect(page.statusCode).toBe(200)
      expect(waits).toEqual([1234])
    } finally {
      await configured.close()
    }
  })
})
