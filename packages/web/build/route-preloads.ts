import { relative } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Issue 16 §1 what the first render of a route loads beyond the entry: its page, the stores it makes, the
 * HTTP adapters they call first. Each is a dynamic import today, asked for only once the module before it
 * ran, so a phone waited a round trip per level (HTML → entry → ports → page → stores → adapters). Named
 * here by source file, relative to the package; the build turns them into the chunks that hold them.
 */
export interface RoutePreloadSource {
  /** §2 the route as routes.tsx writes it, from the root: `/order/:presentationId`. */
  readonly path: string
  readonly modules: readonly string[]
}

/**
 * What every storefront page loads at once: the catalogue's adapter (main.tsx asks for it). Not the customer
 * session: the header asks for it only for a visitor the box office saw with one (a page of checkout's does).
 */
const EVERY_PAGE = ['src/di/http/http-catalog-port.ts']

/** §2 the ordering pages' stores and adapters: the order session, its HTTP adapters. */
const ORDERING = ['src/stores/order-session.ts', 'src/di/http/http-ordering-ports.ts']

/** The routes whose first render the box office preloads (issue 16 §1 names these pages). */
export const ROUTE_PRELOAD_SOURCES: readonly RoutePreloadSource[] = [
  { path: '/', modules: [...EVERY_PAGE, 'src/catalog/whats-on-page.tsx'] },
  { path: '/booking', modules: [...EVERY_PAGE, 'src/catalog/whats-on-page.tsx'] },
  {
    path: '/order/:presentationId',
    // The seat map and the captcha's configuration (the seats' status asks for a token) load with the first step.
    modules: [...EVERY_PAGE, ...ORDERING, 'src/order/order-page.tsx', 'src/seat-map/index.ts', 'src/di/http/http-captcha-config-port.ts'],
  },
  // Checkout's login step makes the customer session.
  { path: '/booking/checkout', modules: [...EVERY_PAGE, ...ORDERING, 'src/pages/checkout-page.tsx', 'src/customers/customer-session.ts'] },
  {
    path: '/edocument/:documentKey',
    modules: [...EVERY_PAGE, 'src/pages/edocument-page.tsx', 'src/edocument/edocument-store.ts', 'src/di/http/http-reservation-ports.ts'],
  },
]

/**
 * The build's route map (`route-preloads.json` beside index.html), which the box office reads to write
 * `<link rel="modulepreload">` (and style preloads) for the requested route into the page: the server
 * knows no chunk names, only this file's shape.
 */
export interface RoutePreloads {
  readonly routes: readonly { readonly path: string; readonly modules: readonly string[]; readonly styles: readonly string[] }[]
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

/** The part of a built chunk this needs (rolldown's OutputChunk, with Vite's CSS metadata). */
export interface BuiltChunk {
  readonly fileName: string
  readonly isEntry: boolean
  readonly moduleIds: readonly string[]
  readonly imports: readonly string[]
  readonly importedCss: ReadonlySet<string>
}

/**
 * A chunk's file and every chunk it imports statically, transitively (the browser fetches all before it
 * runs); only chunks the build writes (an import of a CSS-only chunk, which Vite drops, is none).
 */
const closureOf = (files: readonly string[], byFile: ReadonlyMap<string, BuiltChunk>): Set<string> => {
  const seen = new Set<string>()
  const visit = (file: string): void => {
    if (seen.has(file) || !byFile.has(file)) return
    seen.add(file)
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported)
  }
  files.forEach(visit)
  return seen
}

/**
 * Each route's chunks and stylesheets (as addresses under `base`) beyond what index.html already loads
 * (the entry and its imports). A source file no chunk holds fails the build: a renamed page would
 * otherwise silently lose its preloads.
 */
export const routePreloadsOf = (
  chunks: readonly BuiltChunk[],
  sources: readonly RoutePreloadSource[],
  root: string,
  base: string,
): RoutePreloads => {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const chunkOfModule = new Map<string, string>()
  for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOfModule.set(relative(root, id).split('\\').join('/'), chunk.fileName)
  const initial = closureOf(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    byFile,
  )
  const initialCss = new Set([...initial].flatMap((file) => [...(byFile.get(file)?.importedCss ?? [])]))
  return {
    routes: sources.map(({ path, modules }) => {
      const files = modules.map((module) => {
        const file = chunkOfModule.get(module)
        if (file === undefined) throw new Error(`route-preloads: no chunk holds ${module} (route ${path})`)
        return file
      })
      const needed = [...closureOf(files, byFile)].filter((file) => !initial.has(file))
      const styles = [...new Set(needed.flatMap((file) => [...(byFile.get(file)?.importedCss ?? [])]))].filter(
        (css) => !initialCss.has(css),
      )
      return { path, modules: needed.map((file) => `${base}${file}`), styles: styles.map((file) => `${base}${file}`) }
    }),
  }
}

/** Issue 16 §1 the Vite plugin that writes ROUTE_PRELOADS_FILE for `sources` into the build. */
export const routePreloads = (sources: readonly RoutePreloadSource[] = ROUTE_PRELOAD_SOURCES): Plugin => {
  let root = ''
  let base = '/'
  return {
    name: 'kartis-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    // After Vite's own bundle hooks: its CSS-only chunks are gone and their stylesheets moved to the importers.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks: BuiltChunk[] = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk'
            ? [
                {
                  fileName: output.fileName,
                  isEntry: output.isEntry,
                  moduleIds: output.moduleIds,
                  imports: output.imports,
                  importedCss: output.viteMetadata?.importedCss ?? new Set<string>(),
                },
              ]
            : [],
        )
        this.emitFile({
          type: 'asset',
          fileName: ROUTE_PRELOADS_FILE,
          source: JSON.stringify(routePreloadsOf(chunks, sources, root, base)),
        })
      },
    },
  }
}
