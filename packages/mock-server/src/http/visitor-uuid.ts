import type { IncomingHttpHeaders } from 'node:http'
import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '@kartis/core'
import { VISITOR_UUID_HEADER } from '@kartis/api-adapter'
import { hebrewMessageOf } from './hebrew-messages'

/** §6/§7 the header our HttpTransport carries the visitor's uuid in (the api-adapter's own constant, so both sides agree). */
export { VISITOR_UUID_HEADER }

/** §7 "all requests carry … the uuid header": the spec's own name for it, accepted as well. */
export const SPEC_UUID_HEADER = 'uuid'

/** §6 the headers a visitor id may come in, the spec's first. */
export const VISITOR_ID_HEADERS: readonly string[] = [SPEC_UUID_HEADER, VISITOR_UUID_HEADER]

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Issue 10 INVALID_VISITOR_ID (400) naming the header that is wrong and why, in params and in the message. */
const invalidVisitorId = (header: string, reason: 'missing' | 'malformed' | 'conflicting') =>
  kartisError('INVALID_VISITOR_ID', { header, reason }, `${hebrewMessageOf('INVALID_VISITOR_ID')} (${header}: ${reason})`)

/**
 * §6 an anonymous visitor is identified by a generated uuid sent with each request: the
 * header's value, lower-cased, when it is one UUID; INVALID_VISITOR_ID naming the header otherwise.
 */
export const visitorUuidOf = (header: string | readonly string[] | undefined, name: string = VISITOR_UUID_HEADER): Result<string> => {
  if (header === undefined) return E.left(invalidVisitorId(name, 'missing'))
  return typeof header === 'string' && UUID.test(header.trim())
    ? E.right(header.trim().toLowerCase())
    : E.left(invalidVisitorId(name, 'malformed'))
}

/**
 * §6/§7 the visitor id of a request, from `uuid` or `x-kartis-uuid`: Right(null) when neither
 * is sent; INVALID_VISITOR_ID naming the header when one is not a UUID (or is repeated), or when
 * both are sent and differ.
 */
export const visitorIdOfHeaders = (headers: IncomingHttpHeaders): Result<string | null> => {
  const found: string[] = []
  for (const name of VISITOR_ID_HEADERS) {
    const value = headers[name]
    if (value === undefined) continue
    const id = visitorUuidOf(value, name)
    if (E.isLeft(id)) return id
    found.push(id.right)
  }
  const [first, ...others] = found
  if (first === undefined) return E.right(null)
  return others.every((id) => id === first) ? E.right(first) : E.left(invalidVisitorId(VISITOR_ID_HEADERS.join(', '), 'conflicting'))
}

/** §6 the visitor id a call that needs one is given: INVALID_VISITOR_ID (missing, naming both headers) when none was sent. */
export const requiredVisitorIdOf = (headers: IncomingHttpHeaders): Result<string> => {
  const id = visitorIdOfHeaders(headers)
  if (E.isLeft(id)) return id
  return id.right === null ? E.left(invalidVisitorId(VISITOR_ID_HEADERS.join(' or '), 'missing')) : E.right(id.right)
}
