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
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      setupFiles: ['./test/setup.ts'],
      // A page test waits for several lazy routes (see test/setup.ts); on a loaded machine that passes
      // vitest's 5 s default. The limit only guards against a hang.
      testTimeout: 20_000,
      // The stylesheets are real in tests, so theme.test.ts can check their tokens and breakpoints.
      css: { include: [/\/src\/(styles|theme)\/.+\.css/] },
    },
  }),
)
