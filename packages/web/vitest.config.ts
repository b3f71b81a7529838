import { defineConfig, mergeConfig } from 'vitest/config'
import { STOREFRONT_BUILD } from './vite.config'

/** Issue 16 §1 the tests of what the box office runs (the first screen's drawing): in Node, as it runs there. */
const SERVER_TESTS = ['src/entry-server.test.tsx']

export default mergeConfig(
  STOREFRONT_BUILD,
  defineConfig({
    test: {
      // A page test waits for several lazy routes (see test/setup.ts); on a loaded machine that passes
      // vitest's 5 s default. The limit only guards against a hang.
      testTimeout: 20_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'browser',
            environment: 'happy-dom',
            // One module graph per worker, not per file: importing the modules again for each of the
            // package's files cost more than its tests ran (README, "Tests"); a test that
            // needs a module's state fresh imports it after vi.resetModules().
            isolate: false,
            include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
            exclude: SERVER_TESTS,
            setupFiles: ['./test/setup.ts'],
            // The stylesheets are real in tests, so theme.test.ts can check their tokens and breakpoints.
            css: { include: [/\/src\/(styles|theme)\/.+\.css/] },
          },
        },
        // React's server renderer and the browser's share React's context slots: in one module graph a
        // server render left a router's context behind for the next file's browser render.
        { extends: true, test: { name: 'server', environment: 'node', include: SERVER_TESTS } },
      ],
    },
  }),
)
