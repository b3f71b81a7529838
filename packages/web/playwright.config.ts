import { defineConfig, type Project } from '@playwright/test'

/**
 * Browser tests of the storefront (issue 4) against the real box-office server and its demo
 * data: `shell` (document, layout, accessibility in every locale) and `journeys` (whole orders,
 * seat races, vouchers, the timer). `--project=shell` runs the quick half alone.
 */

/** Debian's Chromium (toolchain.md): Playwright's own browsers are never downloaded. */
const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

/**
 * `npm test` runs the suite in two parts (scripts/test-lanes.mjs): the first from the start, in a
 * lane of its own; the second, these specs, once the lint, typecheck and unit tests of the other
 * lane are done, so that both lanes end at about the same time. Chosen by their times in a full
 * run (about a quarter of the suite's); KARTIS_E2E_PART=first or second picks a part, unset runs all.
 */
const SECOND_PART = ['shell/every-page.spec.ts', 'journeys/saved-cart.spec.ts', 'journeys/producer-monitor.spec.ts'].map(
  (spec) => `**/e2e/${spec}`,
)
const PART = process.env['KARTIS_E2E_PART']?.trim() || 'all'
if (!['all', 'first', 'second'].includes(PART)) throw new Error(`KARTIS_E2E_PART is first, second or unset, not ${PART}`)
const partOfSuite: Pick<Project, 'testMatch' | 'testIgnore'> =
  PART === 'second' ? { testMatch: SECOND_PART } : PART === 'first' ? { testIgnore: SECOND_PART } : {}

const shell: Project = { name: 'shell', testDir: './e2e/shell', ...partOfSuite }
const journeys: Project = { name: 'journeys', testDir: './e2e/journeys', ...partOfSuite }
/** Each part's results (traces, screenshots, the report, the servers' logs) in a folder of its own. */
const RESULTS = PART === 'all' ? './test-results' : `./test-results/${PART}`

export default defineConfig({
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: `${RESULTS}/playwright`,
  // KARTIS_E2E_WORKERS browsers at once, each with a box office of its own (global-setup.ts); no retries that would hide flakiness.
  workers: Number(process.env['KARTIS_E2E_WORKERS'] ?? '1'),
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: `${RESULTS}/playwright-report`, open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    locale: 'he-IL',
    timezoneId: 'Asia/Jerusalem',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    video: 'off',
  },
  projects: [shell, journeys],
})
