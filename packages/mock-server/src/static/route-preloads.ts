import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { venuePathOf } from '@kartis/core'

/** Issue 16 §1 the storefront build's route map, beside its index.html (packages/web/build/route-preloads.ts writes it). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

/** One route of the map: its path as the router writes it (`/order/:presentationId`), and what its first render loads. */
export interface RoutePreload {
  readonly path: string
  readonly modules: readonly string[]
  readonly styles: readonly string[]
}

/**
 * A same-origin script or stylesheet address, as a build names it: only characters that need no
 * escaping in an HTML attribute, and no way up (`..`), so nothing in the file can change the markup.
 */
const ASSET_ADDRESS = /^\/(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:js|css)$/

const isStringList = (value: unknown): value is readonly string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')

/** The map's routes, or none for a file that is not one (an old build, a hand-edited file): pages then load as before. */
export const parseRoutePreloads = (text: string): readonly RoutePreload[] => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return []
  }
  if (typeof json !== 'object' || json === null || !('routes' in json) || !Array.isArray(json.routes)) return []
  return json.routes.flatMap((route: unknown): RoutePreload[] =>
    typeof route === 'object' &&
    route !== null &&
    'path' in route &&
    typeof route.path === 'string' &&
    'modules' in route &&
    isStringList(route.modules) &&
    'styles' in route &&
    isStringList(route.styles)
      ? [
          {
            path: route.path,
            modules: route.modules.filter((address) => ASSET_ADDRESS.test(address)),
            styles: route.styles.filter((address) => ASSET_ADDRESS.test(address)),
          },
        ]
      : [],
  )
}

/** `/order/:presentationId` matches /order/5: a `:name` segment is any one non-empty segment, a trailing slash aside. */
const matches = (pattern: string, pathname: string): boolean => {
  const segments = (path: string): string[] => path.split('/').filter((segment) => segment !== '')
  const wanted = segments(pattern)
  const given = segments(pathname)
  return wanted.length === given.length && wanted.every((segment, index) => segment.startsWith(':') || segment === given[index])
}

/** Issue 16 §1 the map's route a page's path is (under /v/{slug}, the path after the prefix); undefined for one it does not list. */
export const routeOfPath = (routes: readonly RoutePreload[], pathname: string): RoutePreload | undefined => {
  const path = venuePathOf(pathname)?.rest ?? pathname
  return routes.find((candidate) => matches(candidate.path, path))
}

/**
 * Issue 16 §1 the links that let the browser fetch a route's chunks together with the entry (one round
 * trip) instead of one dynamic-import level after another. The route's modules are fetched at low
 * priority: on a slow phone link they otherwise share the bandwidth with the entry and framework chunks
 * and hold back the shell's first paint (Lighthouse, /order/5 and checkout: FCP 3.7 s → 2.2–2.3 s). Its
 * styles are preloaded, or applied (`stylesheet`) when the page comes with its first screen drawn in
 * it, which must not show unstyled until its chunk runs.
 */
export const routeLinks = (route: RoutePreload | undefined, styles: 'preload' | 'stylesheet'): string =>
  route === undefined
    ? ''
    : [
        ...route.styles.map((address) =>
          styles === 'preload'
            ? `<link rel="preload" as="style" crossorigin href="${address}">`
            : `<link rel="stylesheet" crossorigin href="${address}">`,
        ),
        ...route.modules.map((address) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${address}">`),
      ].join('')

/** The build's route map, read again only when the file changed (a rebuild while the server runs); a build without one has none. */
export const routePreloadsReader = (): ((root: string) => Promise<readonly RoutePreload[]>) => {
  const read = new Map<string, { readonly mtimeMs: number; readonly routes: readonly RoutePreload[] }>()
  return async (root) => {
    const path = join(root, ROUTE_PRELOADS_FILE)
    let mtimeMs: number
    try {
      mtimeMs = (await stat(path)).mtimeMs
    } catch {
      return []
    }
    const known = read.get(path)
    if (known?.mtimeMs === mtimeMs) return known.routes
    const routes = parseRoutePreloads(await readFile(path, 'utf8'))
    read.set(path, { mtimeMs, routes })
    return routes
  }
}
