import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { onTestFinished } from 'vitest'

/** What the stub gateway received. */
export interface ReceivedSms {
  readonly method: string
  readonly url: string
  readonly authorization: string | undefined
  readonly contentType: string | undefined
  readonly form: URLSearchParams
}

const bodyOf = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    request.on('end', () => resolve(text))
  })

/**
 * Test support: a local stand-in for Twilio's Messages API answering each message with `status`
 * and `body` (after `delayMs`); closed when the test finishes.
 */
export const stubTwilioGateway = async (status: number, body: unknown, delayMs = 0) => {
  const received: ReceivedSms[] = []
  const server = createServer((request, response) => {
    void bodyOf(request).then((text) => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form: new URLSearchParams(text),
      })
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const { port } = server.address() as AddressInfo
  return { baseUrl: `http://127.0.0.1:${port}`, received }
}
