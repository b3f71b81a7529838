import { resolve } from 'node:path'

/** What rolldown tells a chunk group's `name` about a module: the modules it imports statically. */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): { readonly importedIds: readonly string[] } | null
}

/**
 * Code that only some pages need and that is large: the seat map with svg.js (the order and seat-stop
 * pages) and Cloudflare's captcha (only when the box office chooses it). It stays in chunks of its own.
 */
const OWN_CHUNK = /[\\/](seat-map|captcha[\\/]cloudflare-turnstile)[\\/.]|[\\/]node_modules[\\/]@svgdotjs[\\/]/

/** The events list, the page most visitors land on (`/`, `/booking`). */
export const EVENTS_LIST_PAGE = resolve(import.meta.dirname, '../src/catalog/whats-on-page.tsx')

/**
 * Issue 16 §1 the chunk of a module that two or more lazy pages share (rolldown's `minShareCount: 2`),
 * by name: `listing` for what the events list reaches by static imports, `shared` for the rest of what
 * pages share; none (its own chunk, as automatic splitting makes it) for OWN_CHUNK. The reach goes through
 * `@kartis/core`'s index, which imports every core module: the core rules pages share (seating, orders,
 * pricing; ~9 KB gzip) land in `listing` although the events list never runs them.
 *
 * Left to automatic splitting, what pages share became one chunk per set of pages that share it: the
 * order page loaded 37 chunks beside the first route's, checkout 43, most of a few hundred bytes. On
 * HTTP/1.1's six connections a phone fetches them in rounds, one round trip each (Lighthouse's slow 4G:
 * 150 ms), and the page's first render waited for the last round. Two shared chunks keep the events
 * list from loading the purchase's stores, forms and adapters, and every other page to a handful of requests.
 */
export const sharedChunkName = (listingPage: string): ((moduleId: string, graph: ModuleGraph) => string | null) => {
  let listing: ReadonlySet<string> | null = null
  /** Every module the page reaches by static imports (its dynamic imports are chunks of their own). */
  const reachedFrom = (page: string, graph: ModuleGraph): ReadonlySet<string> => {
    const reached = new Set<string>()
    const pending = [page]
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (reached.has(id)) continue
      reached.add(id)
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
    }
    return reached
  }
  return (moduleId, graph) => {
    if (OWN_CHUNK.test(moduleId)) return null
    listing ??= reachedFrom(listingPage, graph)
    return listing.has(moduleId) ? 'listing' : 'shared'
  }
}
