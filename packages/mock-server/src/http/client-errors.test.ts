import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseRawAnswer, rawExchange, staticApp } from '../test-support/built-uis'

const app = await staticApp({})
let base = ''
beforeAll(async () => {
  base = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await app.close()
})

const send = async (request: string): Promise<{ status: number; json: unknown }> => {
  const { status, body } = parseRawAnswer(await rawExchange(base, request))
  return { status, json: JSON.parse(body) }
}

describe('§8 one error shape for what Node refuses before fastify sees it (real socket)', () => {
  it('a query string over the header limit: 431 HEADERS_TOO_LARGE', async () => {
    const answer = await send(`GET /api/health?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
    expect(answer.status).toBe(431)
    expect(answer.json).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'כתובת הבקשה או הכותרות שלה ארוכות מדי', params: { reason: 'HPE_HEADER_OVERFLOW' } },
    })
  })

  it('a header over the limit: 431 HEADERS_TOO_LARGE', async () => {
    const answer = await send(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'y'.repeat(20_000)}\r\nConnection: close\r\n\r\n`)
    expect(answer.status).toBe(431)
    expect(answer.json).toMatchObject({ error: { code: 'HEADERS_TOO_LARGE' } })
  })

  it('a method HTTP does not know: 400 BAD_REQUEST', async () => {
    const answer = await send('BREW /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ error: { code: 'BAD_REQUEST', message: 'הבקשה אינה תקינה' } })
  })

  it('a method HTTP knows but the box office does not serve: 404 NOT_FOUND', async () => {
    for (const method of ['PROPFIND', 'TRACE', 'OPTIONS']) {
      const answer = await send(`${method} /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
      expect(answer.status, method).toBe(404)
      expect(answer.json, method).toMatchObject({ error: { code: 'NOT_FOUND' } })
    }
  })

  it('a request line that is not HTTP: 400 BAD_REQUEST', async () => {
    const answer = await send('hello\r\n\r\n')
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ error: { code: 'BAD_REQUEST' } })
  })

  it('a body over 256 KiB by default: 413 PAYLOAD_TOO_LARGE', async () => {
    const body = JSON.stringify({ recaptchaToken: 'x'.repeat(300 * 1024) })
    const response = await fetch(`${base}/api/seats/lock-seat`, {
      method: 'PUT',
      headers: { 'x-kartis-uuid': '6f1c2f55-3f0e-4a47-9d53-2f7a3c0d9a11', 'content-type': 'application/json' },
      body,
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'הבקשה גדולה מדי', requestId: expect.any(String) },
    })
    const justUnder = await fetch(`${base}/api/seats/lock-seat`, {
      method: 'PUT',
      headers: { 'x-kartis-uuid': '6f1c2f55-3f0e-4a47-9d53-2f7a3c0d9a11', 'content-type': 'application/json' },
      body: JSON.stringify({ recaptchaToken: 'x'.repeat(200 * 1024) }),
    })
    expect(justUnder.status).not.toBe(413)
  })
})
