import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      // A page test renders the whole console in happy-dom: 1–2 s alone, 5–8 s on a loaded
      // 2-core machine, past vitest's 5 s default; the limit only guards against a hang.
      testTimeout: 20_000,
    },
  }),
)
