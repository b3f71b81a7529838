import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      // One module graph per worker, not per file: importing the modules again for each of the
      // package's files cost more than its tests ran (README, "Tests"); a test that
      // needs a module's state fresh imports it after vi.resetModules().
      isolate: false,
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      setupFiles: ['./test/setup.ts'],
      // A page test renders the whole console in happy-dom: 1–2 s alone, 5–8 s on a loaded
      // 2-core machine and past 20 s with the first import of a screen's chunk under full load;
      // the limit only guards against a hang.
      testTimeout: 60_000,
    },
  }),
)
