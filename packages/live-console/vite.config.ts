import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

/** §2 the producer area lives under /PRES-live. */
export default defineConfig({
  base: '/PRES-live/',
  // Brotli and gzip copies beside each built file, served as they are by the box office
  // (@fastify/static preCompressed): nothing is compressed per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
})
