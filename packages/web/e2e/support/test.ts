import { expect, test as base } from '@playwright/test'
import { roomyForJourneys } from '../journeys/support/seat-picks'
import { BoxOffice, type DemoPresentations } from './box-office'
import { HYDRATION_RECOVERED } from '../../src/shell/hydration'
import { serverUrl } from './server-url'

/** What every e2e test is given besides Playwright's own fixtures. */
export interface KartisFixtures {
  /** §7 the server under test, as a visitor of its own (a second browser, or the harness reading state). */
  readonly boxOffice: BoxOffice
  /** §6 another visitor of the same server: a new uuid, or the given one (to act as a browser's visitor). */
  readonly visitor: (uuid?: string) => BoxOffice
  /** The demo presentations in each seating mode of the server global setup started, looked up for each test (the cinema with seats to spare). */
  readonly demo: DemoPresentations
  /** Issue 10 the box office's Content-Security-Policy blocks nothing the product does: a violation any page reports fails the test. */
  readonly withinContentSecurityPolicy: void
  /** Issue 16 §1 no page's first screen (drawn by the box office) is drawn again by the browser instead of hydrated. */
  readonly hydratedAsDrawn: void
}

/** Issue 4 Playwright's test with the server global setup started as baseURL, and the box-office helpers. */
export const test = base.extend<KartisFixtures>({
  // The port is chosen when the server starts, after the config is read: so baseURL is a fixture.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this destructuring and requires it, empty when there are none
  baseURL: async ({}, use) => {
    await use(serverUrl())
  },
  boxOffice: async ({ visitor }, use) => {
    await use(visitor())
  },
  visitor: async ({ baseURL }, use) => {
    const origin = baseURL ?? serverUrl()
    await use((uuid) => new BoxOffice(origin, uuid))
  },
  withinContentSecurityPolicy: [
    async ({ context }, use) => {
      const violations: string[] = []
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy'))
          violations.push(`${message.location().url}: ${message.text()}`)
      })
      await use()
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
  // Issue 16 §1 a page's first screen, drawn by the box office, is hydrated as it is, never drawn again.
  hydratedAsDrawn: [
    async ({ context }, use) => {
      const redrawn: string[] = []
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith(HYDRATION_RECOVERED))
          redrawn.push(`${message.location().url}: ${message.text()}`)
      })
      await use()
      expect(redrawn, 'first screens drawn again instead of hydrated').toEqual([])
    },
    { auto: true },
  ],
  demo: async ({ boxOffice }, use) => {
    await use(await boxOffice.demo(roomyForJourneys))
  },
})

export { expect }
