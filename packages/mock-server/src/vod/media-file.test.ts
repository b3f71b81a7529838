import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendMediaFile } from './media-file'

const CLIP = { path: fileURLToPath(new URL('../../assets/vod/demo-clip.webm', import.meta.url)), contentType: 'video/webm' }

const app = Fastify()
app.get('/clip', (request, reply) => sendMediaFile(reply, CLIP, request.headers.range))
let bytes: Buffer

beforeAll(async () => {
  bytes = await readFile(CLIP.path)
  await app.ready()
})
afterAll(() => app.close())

describe('sendMediaFile: the demo clip as a video element asks for it', () => {
  it('the whole file without a Range header, saying ranges are accepted', async () => {
    const response = await app.inject({ method: 'GET', url: '/clip' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['accept-ranges']).toBe('bytes')
    expect(response.headers['content-type']).toBe('video/webm')
    expect(Number(response.headers['content-length'])).toBe(bytes.length)
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.rawPayload.equals(bytes)).toBe(true)
  })

  it('206 with the bytes of the range and where they lie', async () => {
    const response = await app.inject({ method: 'GET', url: '/clip', headers: { range: 'bytes=1000-1999' } })
    expect(response.statusCode).toBe(206)
    expect(response.headers['content-range']).toBe(`bytes 1000-1999/${bytes.length}`)
    expect(response.headers['content-length']).toBe('1000')
    expect(response.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true)
  })

  it('an open range to the end, and a suffix', async () => {
    const open = await app.inject({ method: 'GET', url: '/clip', headers: { range: `bytes=${bytes.length - 10}-` } })
    expect(open.statusCode).toBe(206)
    expect(open.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true)
    const suffix = await app.inject({ method: 'GET', url: '/clip', headers: { range: 'bytes=-4' } })
    expect(suffix.headers['content-range']).toBe(`bytes ${bytes.length - 4}-${bytes.length - 1}/${bytes.length}`)
    expect(suffix.rawPayload.equals(bytes.subarray(bytes.length - 4))).toBe(true)
  })

  it('416 with the size for a range past the end', async () => {
    const response = await app.inject({ method: 'GET', url: '/clip', headers: { range: `bytes=${bytes.length}-` } })
    expect(response.statusCode).toBe(416)
    expect(response.headers['content-range']).toBe(`bytes */${bytes.length}`)
    expect(response.rawPayload.length).toBe(0)
  })

  it('HEAD answers the headers alone', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/clip', headers: { range: 'bytes=0-99' } })
    expect(response.statusCode).toBe(206)
    expect(response.headers['content-length']).toBe('100')
    expect(response.rawPayload.length).toBe(0)
  })
})
