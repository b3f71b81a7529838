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

const shell: Project = { name: 'shell', testDir: './e2e/shell' }
const journeys: Project = { name: 'journeys', testDir: './e2e/journeys' }

export default defineConfig({
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: './test-results/playwright',
  // KARTIS_E2E_WORKERS browsers at once, each with a box office of its own (global-setup.ts); no retries that would hide flakiness.
  workers: Number(process.env['KARTIS_E2E_WORKERS'] ?? '1'),
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: './test-results/playwright-report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    locale: 'he-IL',
    timezoneId: 'Asia/Jerusalem',
    screenshot: 'only-on-failure',
    // A failed test keeps its trace of actions, network and console. Without the DOM snapshots and
    // the screencast: recording those for every test cost a quarter of the suite's time (every-page
    // in he at 1280 px: 32 s with them, 24 s without), and a failure still keeps its screenshot.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: true },
    video: 'off',
  },
  projects: [shell, journeys],
})
