import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { EVENTS_LIST, ORDER_PAGE, sharedChunkName } from './build/page-chunks'
import { routePreloads } from './build/route-preloads'

/** The server's API during development and preview (§7 calls go to /api/…). */
const API_PROXY = { '/api': { target: 'http://localhost:8080', changeOrigin: true } }

/**
 * The libraries every page needs, in one long-cached chunk. Listed by name so that libraries
 * only lazy pages use (svg.js for the seat map) stay in those pages' chunks.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|mobx|mobx-react-lite|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/

/**
 * Issue 16 §1 every other module the first route runs, in one chunk: left to automatic splitting they
 * were ~28 chunks of a few hundred bytes each, whose requests queue on a phone's six HTTP/1.1
 * connections (several round trips before the first render could start). Lazy pages import from it.
 */
const FIRST_ROUTE = { name: 'app', tags: ['$initial' as const] }

/** Issue 16 §1 what lazy pages share, in three chunks (build/page-chunks.ts says why). */
const PAGES_SHARE = { name: sharedChunkName([EVENTS_LIST, ORDER_PAGE]), minShareCount: 2 }

/**
 * Issue 16 §1 the box office's drawing of a page's first screen (src/entry-server.tsx), built apart
 * (`vite build --ssr src/entry-server.tsx`) into dist-server/: one module with everything it needs, which the box office
 * loads at run time as it reads dist/index.html. Nothing of it is served to browsers.
 */
const SERVER_ENTRY_BUILD = defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  build: { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false },
})

/** The public storefront, served at the site root (§2 /booking, /order, …); pages are lazy chunks. */
export const STOREFRONT_BUILD = defineConfig({
  base: '/',
  // Brotli and gzip copies beside each built file, served as they are by the box office
  // (@fastify/static preCompressed): nothing is compressed per request. The route map tells the box
  // office which chunks each page's first render needs (issue 16 §1).
  plugins: [react(), routePreloads(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  server: { proxy: API_PROXY },
  preview: { proxy: API_PROXY },
  build: {
    // Every browser the storefront supports preloads modules itself (Chromium 66, Safari 17, Firefox
    // 115); the polyfill only cost its check on every first load (~20 ms of a 4×-slowed start).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'framework', test: FRAMEWORK }, FIRST_ROUTE, PAGES_SHARE],
        },
      },
    },
  },
})

export default defineConfig(({ isSsrBuild }) => (isSsrBuild === true ? SERVER_ENTRY_BUILD : STOREFRONT_BUILD))
