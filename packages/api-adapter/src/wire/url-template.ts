import type { WireObject } from './tolerant-keys'

/**
 * §7 call addresses are path templates such as '/presentations/:id/ticketGroups'. The
 * client fills them from encoded parameters (the rest become the query string; the `ts`
 * stamp is the client's to add); the server matches a path against them.
 */

/** The names of a template's `:name` segments, as a type. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** §7 the names of a call template's `:name` segments. */
export const pathParamNames = (template: string): readonly string[] =>
  template
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1))

const queryText = (key: string, value: unknown): string | null => {
  if (value === undefined || value === null) return null
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value)
  // Params codecs encode to scalars; anything else is a codec bug.
  throw new Error(`query parameter ${key} encoded to a ${typeof value}`)
}

/**
 * §7 the address of a call: each `:name` of the template replaced by its encoded value
 * (URI-encoded), every other defined parameter appended as the query string in the
 * order the codec wrote them. Undefined and null values are left out.
 */
export const fillTemplate = (template: string, encoded: WireObject): string => {
  const pathNames = new Set(pathParamNames(template))
  const path = template
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment
      const text = queryText(segment, encoded[segment.slice(1)])
      if (text === null) throw new Error(`path parameter ${segment} has no value`)
      return encodeURIComponent(text)
    })
    .join('/')
  const search = Object.entries(encoded)
    .flatMap(([key, value]) => {
      const text = pathNames.has(key) ? null : queryText(key, value)
      return text === null ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(text)}`]
    })
    .join('&')
  return search === '' ? path : `${path}?${search}`
}

/**
 * §7 the server's side: the path parameters of a request path if it matches the
 * template (decoded from URI encoding), else null. A trailing slash is not significant.
 */
export const matchTemplate = (template: string, pathname: string): Readonly<Record<string, string>> | null => {
  const trim = (p: string): readonly string[] => p.replace(/\/+$/, '').split('/')
  const expected = trim(template)
  const actual = trim(pathname)
  if (expected.length !== actual.length) return null
  const params: [string, string][] = []
  for (const [i, segment] of expected.entries()) {
    const value = actual[i] ?? ''
    if (segment.startsWith(':')) {
      if (value === '') return null
      try {
        params.push([segment.slice(1), decodeURIComponent(value)])
      } catch {
        return null
      }
    } else if (segment !== value) return null
  }
  return Object.fromEntries(params)
}
