import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The public storefront, served at the site root (§2 /booking, /order, …). */
export default defineConfig({
  plugins: [react()],
})
