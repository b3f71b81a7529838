import { dirname, resolve } from 'node:path'

/** What rolldown tells a chunk group's `name` about a module: the modules it imports statically, and its code. */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): { readonly importedIds: readonly string[]; readonly code: string | null } | null
}

/** A workspace package's public surface, `packages/<name>/src/index.ts`, imported as `@kartis/<name>`. */
const PACKAGE_INDEX = /[\\/]packages[\\/]([^\\/]+)[\\/]src[\\/]index\.ts$/

/**
 * The names in `{ a, b as c, type T }` (type-only names vanish at run time): each as the module it
 * comes from names it (`from`: a, b), or as it is named here (`as`: a, c).
 */
const namesIn = (list: string, side: 'from' | 'as'): string[] =>
  list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && !entry.startsWith('type '))
    .map((entry) => {
      const [name = '', alias] = entry.split(/\s+as\s+/)
      return side === 'as' ? (alias ?? name) : name
    })

/**
 * The names a module's code takes from `specifier` (imports and re-exports); null when it takes the
 * whole module (a namespace, a default or `export *`), so the walk must follow all of it.
 */
export const namesTakenFrom = (code: string, specifier: string): string[] | null => {
  const quoted = `["']${specifier.replace(/[/.]/g, '\\$&')}["']`
  if (new RegExp(`(?:import|export)\\s*(?:\\*|[\\w$]+\\s*(?:,|from))[^;\\n]*?from\\s*${quoted}`).test(code)) return null
  return [...code.matchAll(new RegExp(`(?:import|export)\\s*\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g'))].flatMap((match) =>
    namesIn(match[1] ?? '', 'from'),
  )
}

/** A package index's names, each with the module (as written, relative to the index) that defines it. */
export const definedIn = (indexCode: string): ReadonlyMap<string, string> =>
  new Map(
    [...indexCode.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)].flatMap((match) =>
      namesIn(match[1] ?? '', 'as').map((name) => [name, match[2] ?? ''] as const),
    ),
  )

/**
 * Code that only some pages need and that is large: the seat map with svg.js (the order and seat-stop
 * pages) and Cloudflare's captcha (only when the box office chooses it). It stays in chunks of its own.
 */
const OWN_CHUNK = /[\\/](seat-map|captcha[\\/]cloudflare-turnstile)[\\/.]|[\\/]node_modules[\\/]@svgdotjs[\\/]/

/** A chunk of what lazy pages share: its name, and the modules a page loads that its reach starts from. */
export interface SharedChunk {
  readonly name: string
  readonly entries: readonly string[]
}

const source = (path: string): string => resolve(import.meta.dirname, '../src', path)

/**
 * What the events list (`/`, `/booking`), the page most visitors land on, loads: its page and the
 * catalogue's port, which the first route imports when the list first asks for events.
 */
export const EVENTS_LIST: SharedChunk = {
  name: 'listing',
  entries: [source('catalog/whats-on-page.tsx'), source('di/http/http-catalog-port.ts')],
}

/** What the order page, where a purchase starts (a link in an SMS or a post), loads beside the events list's. */
export const ORDER_PAGE: SharedChunk = {
  name: 'ordering',
  entries: [
    source('order/order-page.tsx'),
    source('stores/order-session.ts'),
    source('di/http/http-ordering-ports.ts'),
    source('di/http/http-captcha-config-port.ts'),
  ],
}

/**
 * Issue 16 §1 the chunk of a module that two or more lazy pages share (rolldown's `minShareCount: 2`),
 * by name: the first of `chunks` whose entries reach it by static imports (`listing`, then `ordering`),
 * `shared` for the rest of what pages share; none (its own chunk, as automatic splitting makes it) for
 * OWN_CHUNK. The reach walks past the packages' indexes (`@kartis/core` imports every core module): only
 * the modules defining the names a module takes from an index count as reached, so the core rules the
 * purchase needs stay out of `listing`.
 *
 * Left to automatic splitting, what pages share became one chunk per set of pages that share it: the
 * order page loaded 37 chunks beside the first route's, checkout 43, most of a few hundred bytes. On
 * HTTP/1.1's six connections a phone fetches them in rounds, one round trip each (Lighthouse's slow 4G:
 * 150 ms), and the page's first render waited for the last round. Three shared chunks keep the events
 * list from loading the purchase's code, the order page from loading checkout's and the customer
 * area's, and every page to a handful of requests.
 */
export const sharedChunkName = (chunks: readonly SharedChunk[]): ((moduleId: string, graph: ModuleGraph) => string | null) => {
  let reaches: readonly { readonly name: string; readonly reached: ReadonlySet<string> }[] | null = null
  /**
   * The modules defining the names `importer` takes from a package index (its `export { … } from`
   * lines); null when a name or the code cannot be traced, and the whole index counts as reached.
   */
  const definingModules = (importer: string | null, index: string, packageName: string, graph: ModuleGraph): string[] | null => {
    const info = graph.getModuleInfo(index)
    const code = importer === null ? null : (graph.getModuleInfo(importer)?.code ?? null)
    if (info === null || info.code === null || code === null) return null
    const names = namesTakenFrom(code, `@kartis/${packageName}`)
    if (names === null) return null
    const defined = definedIn(info.code)
    const modules: string[] = []
    for (const name of names) {
      const specifier = defined.get(name)
      const path = specifier === undefined ? null : resolve(dirname(index), specifier)
      const module = info.importedIds.find((id) => id.replace(/\.tsx?$/, '') === path || id.replace(/[\\/]index\.tsx?$/, '') === path)
      if (module === undefined) return null
      modules.push(module)
    }
    return modules
  }
  /**
   * Every module the entries reach by static imports (their dynamic imports are chunks of their own). A
   * package's index is walked past: only the modules defining what the importer takes are reached.
   */
  const reachedFrom = (entries: readonly string[], graph: ModuleGraph): ReadonlySet<string> => {
    const reached = new Set<string>()
    const pending: { id: string; from: string | null }[] = entries.map((id) => ({ id, from: null }))
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      const { id, from } = next
      const packageName = PACKAGE_INDEX.exec(id)?.[1]
      const modules = packageName === undefined ? null : definingModules(from, id, packageName, graph)
      if (modules !== null) {
        pending.push(...modules.map((module) => ({ id: module, from: id })))
        continue
      }
      if (reached.has(id)) continue
      reached.add(id)
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []).map((imported) => ({ id: imported, from: id })))
    }
    return reached
  }
  return (moduleId, graph) => {
    if (OWN_CHUNK.test(moduleId)) return null
    reaches ??= chunks.map(({ name, entries }) => ({ name, reached: reachedFrom(entries, graph) }))
    return reaches.find(({ reached }) => reached.has(moduleId))?.name ?? 'shared'
  }
}
