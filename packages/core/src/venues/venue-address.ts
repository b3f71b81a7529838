import { isVenueHostName, isVenueSlug } from './venue-settings-validation'

/** §2 the path prefix that names a venue on a shared host: /v/{slug}/… */
export const VENUE_PATH_PREFIX = '/v/'

/** Issue 15 §2 the host name of a Host header: lower case, without its port or a trailing dot; null when it is not a host name. */
export const hostNameOf = (hostHeader: string | undefined): string | null => {
  if (hostHeader === undefined) return null
  const trimmed = hostHeader.trim().toLowerCase()
  // An IPv6 literal ([::1]:8080) names no venue.
  if (trimmed.startsWith('[')) return null
  const host = trimmed.replace(/:\d+$/, '').replace(/\.$/, '')
  return host !== '' && isVenueHostName(host) ? host : null
}

/** Issue 15 §2 a path under a venue's prefix: the venue's slug and the rest of the path (always starting with '/'). */
export interface VenuePath {
  readonly slug: string
  readonly rest: string
}

/** Issue 15 §2 splits /v/{slug}/rest into the slug and /rest; null for a path outside the prefix or a malformed slug. */
export const venuePathOf = (path: string): VenuePath | null => {
  if (!path.startsWith(VENUE_PATH_PREFIX)) return null
  const after = path.slice(VENUE_PATH_PREFIX.length)
  const end = after.search(/[/?#]/)
  const slug = end < 0 ? after : after.slice(0, end)
  if (!isVenueSlug(slug)) return null
  const rest = end < 0 ? '/' : after.slice(end)
  return { slug, rest: rest.startsWith('/') ? rest : `/${rest}` }
}

/**
 * Issue 15 §2 a deep link's presentation (/order/{presentationId}, the path without a venue prefix):
 * its business decides the venue when nothing else does — the storefront asks GET /venue with it and
 * the box office embeds that venue in the page it serves (issue 16 §1).
 */
export const deepLinkPresentationOf = (path: string): number | undefined => {
  const match = /^\/order\/(\d{1,9})(?:[/?#]|$)/.exec(path)
  return match?.[1] === undefined ? undefined : Number(match[1])
}

/** Issue 15 §2 how a request names its venue, strongest first: its host, a path prefix, a presentation's business. */
export interface VenueAddress {
  readonly hostName: string | null
  readonly slug: string | null
  readonly businessId: number | null
}
