import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // One module graph per worker, not per file: importing the modules again for each of the
    // package's files cost more than its tests ran (README, "Tests"); a test that
    // needs a module's state fresh imports it after vi.resetModules().
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
})
