import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Many tests first build the demo database (seconds); in `npm test` the browser tests share
    // the two cores, so a file's first test has taken 9 s. A hang still fails, after 60 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
