import { VENUE_PATH_PREFIX, venuePathOf } from '@kartis/core'

/** Issue 15 §2 where a page sits: under a venue's /v/{slug} prefix on a shared host, or at the root of a venue's own host. */
export interface PageAddress {
  /** The router's basename and the API's prefix: '/v/{slug}' under a prefix, '' otherwise. */
  readonly basePath: string
  /** The page's path without that prefix (always starting with '/'). */
  readonly path: string
}

/** Issue 15 §2 splits a page's path into the venue prefix it was opened under (if any) and the storefront path. */
export const pageAddressOf = (pathname: string): PageAddress => {
  const venuePath = venuePathOf(pathname)
  return venuePath === null ? { basePath: '', path: pathname } : { basePath: `${VENUE_PATH_PREFIX}${venuePath.slug}`, path: venuePath.rest }
}

/** §7 the API base under a page's prefix: /api/ on a venue's host, /v/{slug}/api/ under its prefix (the server strips it). */
export const apiBaseOf = (basePath: string): string => `${basePath}/api/`

/**
 * Issue 15 §2 an address of the box office's own (a root path such as a poster's
 * /api/features/1/placeholderImage or a logo's /venues/…) under the page's venue prefix, so that
 * everything a venue's page loads stays under /v/{slug}/; another site's address (https://…, //…),
 * one already under the prefix and every address on a venue's own host are unchanged.
 */
export const venueAssetUrlOf = (basePath: string, url: string): string =>
  basePath === '' || !url.startsWith('/') || url.startsWith('//') || url === basePath || url.startsWith(`${basePath}/`)
    ? url
    : `${basePath}${url}`
