import { defineConfig, type Project } from '@playwright/test'

/**
 * Browser tests of the storefront (issue 4) against the real box-office server and its demo
 * data. `shell` always runs; `journeys` (the ordering flows) runs only with
 * KARTIS_E2E_JOURNEYS=1 while the order wizard and checkout are being built.
 */

/** Debian's Chromium (toolchain.md): Playwright's own browsers are never downloaded. */
const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
}

const shell: Project = { name: 'shell', testDir: './e2e/shell' }
const journeys: Project = { name: 'journeys', testDir: './e2e/journeys' }

export default defineConfig({
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: './test-results/playwright',
  // Two cores shared with the server and the browser: one worker, and no retries that would hide flakiness.
  workers: 1,
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
    trace: 'retain-on-failure',
    video: 'off',
  },
  projects: process.env['KARTIS_E2E_JOURNEYS'] === '1' ? [shell, journeys] : [shell],
})
