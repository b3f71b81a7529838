import type { FastifyInstance } from 'fastify'
import { kartisError } from '@kartis/core'
import { errorBodyOf } from '@kartis/api-adapter'
import { isApiPath, pathnameOf } from './error-handling'
import { hebrewMessageOf } from './hebrew-messages'

/** Encoded slash, backslash or NUL: no file name of a build has one, and they are how paths are smuggled. */
const ENCODED_SEPARATOR = /%(2f|5c|00)/i

/**
 * Why a page path (not /api) may not reach the files of a build, or null when it may: it does
 * not decode, holds a backslash, an encoded slash or backslash, a NUL, or a `.`/`..` segment
 * (before or after decoding). @fastify/send refuses most of these too, but with a 403 page;
 * this answers them all in the API's error shape, before any file is looked up.
 */
export const unsafePathReason = (pathname: string): string | null => {
  if (pathname.includes('\\')) return 'backslash'
  if (ENCODED_SEPARATOR.test(pathname)) return 'encoded-separator'
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return 'bad-encoding'
  }
  if (decoded.includes('\0')) return 'nul'
  return decoded.split('/').some((segment) => segment === '.' || segment === '..') ? 'dot-segment' : null
}

/** §8 a page path that could leave a build (traversal, encoded separators, NUL) answers 400 BAD_REQUEST as JSON. */
export const refuseUnsafePaths = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request, reply) => {
    const pathname = pathnameOf(request)
    if (isApiPath(pathname)) return
    const reason = unsafePathReason(pathname)
    if (reason !== null)
      return reply.status(400).send(errorBodyOf(kartisError('BAD_REQUEST', { path: 'url', reason }, hebrewMessageOf('BAD_REQUEST'))))
  })
}
