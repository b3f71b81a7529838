import { expect, type Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import type { Locale } from '@kartis/core'
import { expectNoSeriousViolations } from './axe'

/** Issue 4 the widths every journey is checked at: a phone and a desktop. */
export const WIDTHS = [390, 1280] as const
export type Width = (typeof WIDTHS)[number]

/** Issue 4 the languages the journeys are checked in: Hebrew (default, rtl), English (ltr), Arabic (rtl). */
export const JOURNEY_LOCALES = ['he', 'en', 'ar'] as const satisfies readonly Locale[]
export type JourneyLocale = (typeof JOURNEY_LOCALES)[number]

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url))

/** §2 an address in a locale: `?lang=` for every locale but the default Hebrew, which needs none. */
export const inLocale = (path: string, locale: Locale): string => {
  if (locale === 'he') return path
  return `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`
}

/** A viewport of the given width; the height is a phone's or a laptop's. */
export const viewportOf = (width: Width): { width: number; height: number } => ({ width, height: width === 390 ? 844 : 800 })

/** Issue 4 "nothing scrolls sideways at 390 px": the page is no wider than the viewport; `soft` lets the test go on. */
export const expectNoSidewaysScroll = async (
  page: Page,
  where: string,
  { soft = false }: { readonly soft?: boolean } = {},
): Promise<void> => {
  const widths = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth }
  })
  const check = soft ? expect.soft : expect
  check(
    widths.scrollWidth,
    `${where} scrolls sideways (scrollWidth ${widths.scrollWidth} > clientWidth ${widths.clientWidth})`,
  ).toBeLessThanOrEqual(widths.clientWidth)
}

/**
 * How long a page may take to finish loading. The 20,000-seat arena's plan is read and drawn in
 * 11-40 s on a loaded CI machine (a CI run failed at 10 s); how fast is the benchmarks' business,
 * these tests judge what is drawn once it is.
 */
export const LOADED_TIMEOUT = 45_000

/**
 * The page has finished loading: no loading indicator left and fonts drawn; with
 * `networkIdle` (default) also no request in flight. With the card dialog open the network
 * never goes idle (measured: networkidle times out), so that step settles without it.
 */
export const settle = async (page: Page, { networkIdle = true }: { readonly networkIdle?: boolean } = {}): Promise<void> => {
  if (networkIdle) await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    await document.fonts.ready
  })
  await expect(page.locator('.navigation-progress')).toHaveCount(0, { timeout: LOADED_TIMEOUT })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: LOADED_TIMEOUT })
}

/** Issue 4 a full-page screenshot kept as a test artefact under test-results/screenshots/. */
export const keepScreenshot = async (page: Page, name: string): Promise<void> => {
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true })
}

/**
 * Issue 4 a step of a journey: settled (`networkIdle` as for settle), no sideways scroll at 390 px,
 * no serious axe violation, and a screenshot kept under `screenshot`.
 */
export const checkJourneyStep = async (
  page: Page,
  step: { readonly where: string; readonly width: Width; readonly screenshot: string; readonly networkIdle?: boolean },
): Promise<void> => {
  await settle(page, { networkIdle: step.networkIdle ?? true })
  if (step.width === 390) await expectNoSidewaysScroll(page, step.where)
  await expectNoSeriousViolations(page, step.where)
  await keepScreenshot(page, step.screenshot)
}
