/** The parts of a location an external redirect reads. */
export interface PathLocation {
  readonly pathname: string
  readonly search: string
  readonly hash: string
}

/** §2 what a `/http…` path leads to: a redirect to an allowed host, a refusal, or nothing usable. */
export type ExternalTarget =
  | { readonly kind: 'redirect'; readonly url: string; readonly host: string }
  | { readonly kind: 'refused'; readonly host: string }
  | { readonly kind: 'not-a-url' }

/** §2 whether a path is an external redirect request: it begins with /http. */
export const isExternalPath = (pathname: string): boolean => pathname.slice(0, 5).toLowerCase() === '/http'

/**
 * §2 `/http…` paths: the address after the leading slash (with the query and fragment) is
 * followed only when it is an http(s) address without credentials whose host (with its port,
 * if any) is on the allow-list; any other host is refused (an open redirect is a security
 * hole). Null when the path is not a `/http…` path.
 */
export const externalTarget = (location: PathLocation, allowList: readonly string[]): ExternalTarget | null => {
  if (!isExternalPath(location.pathname)) return null
  return addressTarget(`${location.pathname.slice(1)}${location.search}${location.hash}`, allowList)
}

/**
 * §2 whether the storefront may send the browser to an address (a `/http…` path's, or issue 14
 * a partner's `ret`): an http(s) address without credentials whose host (with its port, if
 * any) is on the allow-list; any other host is refused.
 */
export const addressTarget = (address: string, allowList: readonly string[]): ExternalTarget => {
  if (!URL.canParse(address)) return { kind: 'not-a-url' }
  const url = new URL(address)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'not-a-url' }
  if (url.username !== '' || url.password !== '' || !allowList.includes(url.host)) return { kind: 'refused', host: url.host }
  return { kind: 'redirect', url: url.href, host: url.host }
}
