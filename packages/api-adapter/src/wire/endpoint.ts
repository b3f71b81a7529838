import type * as t from 'io-ts'
import { isRecord, tolerantStruct } from './tolerant-keys'
import { fillTemplate, type PathParamNames } from './url-template'

/**
 * §7 how one call is described, for the HTTP client (which encodes with its codecs) and the
 * server (which decodes every parameter and body with them and answers 400 with a code when
 * they fail). Paths are relative to the API base, which ends in /api/. Each capability lists its
 * calls in its own table (`*-endpoints.ts`); endpoints.ts assembles them.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT'

/** How an answer travels: JSON decoded by `response`, or bytes (images). */
export type ResponseType = 'json' | 'binary'

/** One call: its method, path template, and the codecs of its parameters (path and query), body and answer. */
export interface Endpoint<
  Name extends string = string,
  Path extends string = string,
  P extends t.Mixed = t.Mixed,
  B extends t.Mixed | null = t.Mixed | null,
  R extends t.Mixed = t.Mixed,
> {
  readonly name: Name
  readonly method: HttpMethod
  readonly path: Path
  /** Path and query parameters together, as one object. */
  readonly params: P
  readonly body: B
  readonly response: R
  readonly responseType: ResponseType
}

/** Refuses (as `never`) a params codec whose domain lacks one of the path's `:name` parameters. */
type WithPathParams<Path extends string, P extends t.Mixed> =
  t.TypeOf<P> extends Readonly<Record<PathParamNames<Path>, unknown>> ? unknown : never

/** §7 defines one call; a params codec missing one of the path's parameters does not compile. */
export const endpoint = <
  const Name extends string,
  const Path extends string,
  P extends t.Mixed,
  B extends t.Mixed | null,
  R extends t.Mixed,
>(definition: {
  readonly name: Name
  readonly method: HttpMethod
  readonly path: Path
  readonly params: P & WithPathParams<Path, P>
  readonly body: B
  readonly response: R
  readonly responseType?: ResponseType
}): Endpoint<Name, Path, P, B, R> => ({ ...definition, responseType: definition.responseType ?? 'json' })

/** §7 calls without parameters (commit, cart, lock and unlock carry theirs in the body). */
export const NoParams = tolerantStruct({}, 'no params')

/** The parameters a call takes (path and query), in domain terms. */
export type ParamsOf<E extends Endpoint> = t.TypeOf<E['params']>
/** The body a call sends, in domain terms; undefined for calls without one. */
export type BodyOf<E extends Endpoint> = E['body'] extends t.Mixed ? t.TypeOf<E['body']> : undefined
/** What a call answers, in domain terms. */
export type ResponseOf<E extends Endpoint> = t.TypeOf<E['response']>

/** §7 a call's address: its path filled from the encoded parameters, the rest as the query (no `ts`, no base). */
export const urlOf = <E extends Endpoint>(call: E, params: ParamsOf<E>): string => {
  // Every parameter codec encodes to an object (tolerantObject); io-ts types encode() loosely.
  const encoded: unknown = call.params.encode(params)
  return fillTemplate(call.path, isRecord(encoded) ? encoded : {})
}
