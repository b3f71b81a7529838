import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { demoApp, newVisitor, visitorHeaders } from '../test-support/demo-app'

const demo = await demoApp()
afterAll(async () => {
  await demo.app.close()
})

const presentations = (acceptEncoding: string | null) =>
  demo.app.inject({
    method: 'GET',
    url: '/api/presentations/?isHold=0',
    headers: { ...visitorHeaders(newVisitor()), ...(acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding }) },
  })

describe('issue 16 §1 compressed API answers', () => {
  it('sends the presentations brotli- or gzip-compressed as accepted, the same JSON as uncompressed', async () => {
    const plain = await presentations(null)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const json: unknown = plain.json()

    const br = await presentations('gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(json)

    const gzip = await presentations('gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(json)
  })

  it('leaves a small answer as it is', async () => {
    const health = await demo.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } })
    expect(health.statusCode).toBe(200)
    expect(health.headers['content-encoding']).toBeUndefined()
  })
})
