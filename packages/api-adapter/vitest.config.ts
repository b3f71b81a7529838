import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A file's first test often builds the whole in-memory demo box office (every venue's seat
    // plans): well under a second alone, but CI runs two packages' suites at once on two cores,
    // where one such test took 6.6 s against vitest's default 5 s. Tests assert behaviour, not speed.
    testTimeout: 20_000,
  },
})
