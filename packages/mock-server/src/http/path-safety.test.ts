import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SECRET, parseRawAnswer, rawExchange, staticApp } from '../test-support/built-uis'
import { unsafePathReason } from './path-safety'

const TRAVERSALS = [
  '/../secret.txt',
  '/%2e%2e/secret.txt',
  '/%2E%2E/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/assets/..%2f..%2fsecret.txt',
  '/assets%2fapp.js',
  '/..\\secret.txt',
  '/%5c..%5csecret.txt',
  '/assets/app.js%00.html',
  '/%00',
  '/assets/./../../secret.txt',
  '/%E0%A4%A',
]
const ON_BOTH_SITES = [...TRAVERSALS, ...TRAVERSALS.map((path) => `/PRES-live${path}`)]

describe('unsafePathReason', () => {
  it('passes ordinary page and asset paths', () => {
    for (const path of ['/', '/booking/812', '/assets/index-CqRxa3ZE.js', '/PRES-live/', '/הופעה/%D7%90', '/a..b/c.d'])
      expect(unsafePathReason(path)).toBeNull()
  })

  it('names why each smuggling path is refused', () => {
    expect(unsafePathReason('/../x')).toBe('dot-segment')
    expect(unsafePathReason('/%2e%2e/x')).toBe('dot-segment')
    expect(unsafePathReason('/a%2Fb')).toBe('encoded-separator')
    expect(unsafePathReason('/a\\b')).toBe('backslash')
    expect(unsafePathReason('/a%00')).toBe('encoded-separator')
    expect(unsafePathReason('/%E0%A4%A')).toBe('bad-encoding')
  })
})

const app = await staticApp({})

describe('path traversal on the storefront and the console', () => {
  let base = ''
  beforeAll(async () => {
    base = await app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await app.close()
  })

  it('is refused with a JSON error, never a file outside the build (inject)', async () => {
    for (const url of ON_BOTH_SITES) {
      const response = await app.inject({ method: 'GET', url })
      expect([400, 404], url).toContain(response.statusCode)
      expect(response.json<{ error: { code: string } }>().error.code, url).toMatch(/^(BAD_REQUEST|NOT_FOUND)$/)
      expect(response.body).not.toContain(SECRET)
    }
  })

  it('is refused as sent over a socket, unnormalised by any client', async () => {
    for (const path of ON_BOTH_SITES) {
      const { status, body } = parseRawAnswer(
        await rawExchange(base, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
      )
      expect([400, 404], path).toContain(status)
      expect(body, path).not.toContain(SECRET)
      expect(JSON.parse(body), path).toHaveProperty('error.code')
    }
  })
})
