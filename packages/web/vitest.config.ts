import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      setupFiles: ['./test/setup.ts'],
      // The stylesheets are real in tests, so theme.test.ts can check their tokens and breakpoints.
      css: { include: [/\/src\/(styles|theme)\/.+\.css/] },
    },
  }),
)
