import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** §2 the producer area lives under /PRES-live. */
export default defineConfig({
  base: '/PRES-live/',
  plugins: [react()],
})
