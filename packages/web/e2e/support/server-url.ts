/** Where global setup leaves the started servers' origins for the tests (comma-separated, one per worker). */
export const SERVER_URL_ENV = 'KARTIS_E2E_BASE_URL'

/**
 * §2 the origin of the server under test: each of Playwright's parallel workers has a box office of
 * its own (global setup started one per worker), so two workers' seat locks, SMS outboxes and demo
 * data never meet. A missing one is a harness bug.
 */
export const serverUrl = (): string => {
  const urls = (process.env[SERVER_URL_ENV] ?? '').split(',').filter((url) => url !== '')
  const url = urls[Number(process.env['TEST_PARALLEL_INDEX'] ?? '0') % Math.max(urls.length, 1)]
  if (url === undefined)
    throw new Error(`${SERVER_URL_ENV} is not set: run the tests with playwright.config.ts, whose global setup starts the server`)
  return url
}
