/** Where global setup leaves the started server's origin for the tests. */
export const SERVER_URL_ENV = 'KARTIS_E2E_BASE_URL'

/** §2 the origin of the server under test (global setup started it); a missing one is a harness bug. */
export const serverUrl = (): string => {
  const url = process.env[SERVER_URL_ENV]
  if (url === undefined || url === '')
    throw new Error(`${SERVER_URL_ENV} is not set: run the tests with playwright.config.ts, whose global setup starts the server`)
  return url
}
