import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // One module graph per worker, not per file: importing the modules again for each of the
    // package's files cost more than its tests ran (README, "Tests"); a test that
    // needs a module's state fresh imports it after vi.resetModules().
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A file's first test often builds the whole in-memory demo box office (every venue's seat
    // plans): well under a second alone, but CI runs two packages' suites at once on two cores,
    // where one such test took 6.6 s against vitest's default 5 s. Tests assert behaviour, not speed.
    testTimeout: 20_000,
  },
})
