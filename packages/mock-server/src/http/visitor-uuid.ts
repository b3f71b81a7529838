import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '@kartis/core'

/** §6/§7 the header every /api call carries: the visitor's generated uuid. */
export const VISITOR_UUID_HEADER = 'x-kartis-uuid'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * §6 an anonymous visitor is identified by a generated uuid sent with each request: the
 * header's value, lower-cased, when it is one UUID; BAD_REQUEST naming the header otherwise.
 */
export const visitorUuidOf = (header: string | readonly string[] | undefined): Result<string> =>
  typeof header === 'string' && UUID.test(header.trim())
    ? E.right(header.trim().toLowerCase())
    : E.left(
        kartisError(
          'BAD_REQUEST',
          { path: `header.${VISITOR_UUID_HEADER}` },
          `the ${VISITOR_UUID_HEADER} header must be the visitor's uuid`,
        ),
      )
