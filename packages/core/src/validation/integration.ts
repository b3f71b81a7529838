import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'

/** §5/§7 the query values an integration call needs (GET /integration with TS, ret, key). */
export interface IntegrationParams {
  readonly TS: string
  readonly ret: string
  readonly key: string
}

/** A query value as a router hands it over: absent, one value, or repeated. */
export type QueryValue = string | readonly string[] | null | undefined

const firstValue = (value: QueryValue): string =>
  (typeof value === 'string' ? value : value === null || value === undefined ? '' : (value[0] ?? '')).trim()

/**
 * §5 the integration call happens only if TS, ret and key are all present and non-blank (names
 * are case-sensitive; a repeated value counts by its first occurrence). Otherwise
 * INTEGRATION_PARAMS_MISSING, naming the missing ones in order.
 */
export const integrationParams = (query: Readonly<Record<string, QueryValue>>): Result<IntegrationParams> => {
  const params: IntegrationParams = { TS: firstValue(query.TS), ret: firstValue(query.ret), key: firstValue(query.key) }
  const missing = (['TS', 'ret', 'key'] as const).filter((name) => params[name] === '')
  return missing.length === 0 ? E.right(params) : E.left(kartisError('INTEGRATION_PARAMS_MISSING', { missing: missing.join(',') }))
}
