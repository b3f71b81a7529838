import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
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
