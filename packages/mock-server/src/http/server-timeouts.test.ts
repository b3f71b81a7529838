import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseRawAnswer, rawExchange, staticApp } from '../test-support/built-uis'
import { DEFAULT_TIMEOUTS, timeoutOptionsOf } from './server-timeouts'

// Short limits so that the test waits a moment, not the production 30 s.
const app = await staticApp({ timeouts: { requestMs: 400, headersMs: 300, keepAliveMs: 300, connectionMs: 5_000, checkIntervalMs: 100 } })
let base = ''
beforeAll(async () => {
  base = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await app.close()
})

describe('slow clients are cut', () => {
  it('a request that promises a body and stalls: 408 REQUEST_TIMEOUT, the connection closed', async () => {
    const stalled =
      'PUT /api/seats/lock-seat HTTP/1.1\r\nHost: localhost\r\nx-kartis-uuid: 6f1c2f55-3f0e-4a47-9d53-2f7a3c0d9a11\r\n' +
      'content-type: application/json\r\ncontent-length: 1000\r\n\r\n{"recaptchaToken":'
    // rawExchange resolves only when the server closes the socket: without the timeouts this never ends.
    const { status, body } = parseRawAnswer(await rawExchange(base, stalled))
    expect(status).toBe(408)
    expect(JSON.parse(body)).toMatchObject({ error: { code: 'REQUEST_TIMEOUT', message: 'הבקשה לא הגיעה בשלמותה בזמן. נא לנסות שוב' } })
  })

  it('headers that never end: 408 REQUEST_TIMEOUT, the connection closed', async () => {
    const { status, body } = parseRawAnswer(await rawExchange(base, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1'))
    expect(status).toBe(408)
    expect(JSON.parse(body)).toMatchObject({ error: { code: 'REQUEST_TIMEOUT' } })
  })

  it('a normal request still works', async () => {
    const response = await fetch(`${base}/api/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok' })
  })
})

describe('the default timeouts', () => {
  it('keep the headers limit within the request limit and the connection limit above the slowest answer', () => {
    const options = timeoutOptionsOf(DEFAULT_TIMEOUTS)
    expect(options.http.headersTimeout).toBeLessThanOrEqual(DEFAULT_TIMEOUTS.requestMs)
    expect(options.connectionTimeout).toBeGreaterThan(120_000)
    expect(options.requestTimeout).toBeGreaterThan(0)
  })
})
