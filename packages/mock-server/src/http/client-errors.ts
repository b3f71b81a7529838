import type { Socket } from 'node:net'
import { kartisError, type KartisErrorCode } from '@kartis/core'
import { errorBodyOf } from '@kartis/api-adapter'
import { httpStatusOf } from './status-of-error'
import { hebrewMessageOf } from './hebrew-messages'

/** Node's names for the request-line and header faults that make a request too large to read. */
const TOO_LARGE = new Set(['HPE_HEADER_OVERFLOW', 'ERR_HTTP_HEADERS_TOO_LARGE'])
const TIMED_OUT = new Set(['ERR_HTTP_REQUEST_TIMEOUT', 'ERR_HTTP_HEADERS_TIMEOUT'])

const codeOf = (nodeCode: string | undefined): KartisErrorCode => {
  if (nodeCode !== undefined && TOO_LARGE.has(nodeCode)) return 'HEADERS_TOO_LARGE'
  if (nodeCode !== undefined && TIMED_OUT.has(nodeCode)) return 'REQUEST_TIMEOUT'
  return 'BAD_REQUEST'
}

/** The raw HTTP/1.1 answer for a request Node refused before fastify saw it. */
export const clientErrorResponse = (nodeCode: string | undefined): string => {
  const code = codeOf(nodeCode)
  const body = JSON.stringify(errorBodyOf(kartisError(code, nodeCode === undefined ? {} : { reason: nodeCode }, hebrewMessageOf(code))))
  const status = httpStatusOf(code)
  return [
    `HTTP/1.1 ${status} ${code}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'x-content-type-options: nosniff',
    'connection: close',
    '',
    body,
  ].join('\r\n')
}

/**
 * §8 one error shape even before a handler runs: a request line or headers over Node's limit
 * (431 HEADERS_TOO_LARGE), a request that did not arrive in time (408 REQUEST_TIMEOUT), or one
 * Node cannot parse — an unknown method among them — (400 BAD_REQUEST) get the JSON body every
 * other error has, then the connection closes. fastify's `clientErrorHandler`.
 */
export const answerClientError = (error: Error & { code?: string }, socket: Socket): void => {
  // A reset or an already-answered socket has no one left to read an answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  socket.end(clientErrorResponse(error.code))
}
