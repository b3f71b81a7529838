import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

/** §2 the producer area lives under /PRES-live. */
export default defineConfig({
  base: '/PRES-live/',
  // Brotli and gzip copies beside each built file, served as they are by the box office
  // (@fastify/static preCompressed): nothing is compressed per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  build: {
    rollupOptions: {
      // The storefront's modules have no side effects but their stylesheets: what the console
      // does not use of `@kartis/web/shared` (the seat map and svg.js, on its first screen) is left out.
      // The entry `shared/index.ts` keeps its own: it imports the theme's tokens (colours, radii),
      // which nothing names, so without it every `var(--colour-…)` of the console was left unset.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !id.includes('/packages/web/src/') || id.endsWith('.css') || id.endsWith('/packages/web/src/shared/index.ts'),
      },
    },
  },
})
