import type * as t from 'io-ts'
import { tolerantStruct } from './tolerant-keys'
import type { PathParamNames } from './url-template'

/** §7 how one call of an endpoint table is defined (the tables: endpoints.ts, live/live-endpoints.ts). */

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
