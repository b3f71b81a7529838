import type { Page } from '@playwright/test'
import type { Presentation } from '@kartis/core'
import type { BoxOffice } from '../../support/box-office'
import { expect } from '../../support/test'
import { CONSOLE_TEXTS, type ConsoleLocale } from './console-session'

/** Issue 13: a sale shows on the monitor within 2 s. */
export const LIVE_MS = 2000
/** Room before a presentation starts for the storefront to still sell it. */
const SALE_MARGIN_MS = 2 * 60 * 60 * 1000

/**
 * The latest presentation the storefront sells with reserved seats, shown on the monitor:
 * its day is chosen in the monitor's day form when it is not today (late in the evening, or on
 * a Friday afternoon, today has nothing left to sell).
 */
export const watchSoonestSale = async (
  page: Page,
  locale: ConsoleLocale,
  boxOffice: BoxOffice,
): Promise<{ readonly presentation: Presentation; readonly name: string }> => {
  const t = CONSOLE_TEXTS[locale]
  const features = await boxOffice.adapters.catalog.features({ featureIds: [] })
  if (features._tag === 'Left') throw new Error('e2e: no features')
  const list = await boxOffice.adapters.catalog.presentations({ featureIds: features.right.map((feature) => feature.id) })
  if (list._tag === 'Left') throw new Error('e2e: no presentations')
  const now = Date.now()
  const startOf = (p: Presentation) => (p.startDateTime === null ? Number.POSITIVE_INFINITY : Date.parse(p.startDateTime))
  const found = list.right.presentations
    .filter((p) => p.isReserved && !p.soldout && p.venueTypeId <= 2 && startOf(p) - now > SALE_MARGIN_MS && startOf(p) < Infinity)
    // The latest on sale: the other journeys take their seats from the soonest, and would run out of pairs.
    .sort((a, b) => startOf(b) - startOf(a))[0]
  if (found === undefined || found.startDateTime === null) throw new Error('e2e: the demo has no seated presentation on sale')
  // The box office writes times in Jerusalem with their offset: the date is the Jerusalem day.
  const day = found.startDateTime.slice(0, 10)
  const dayForm = page.getByRole('form', { name: t.monitor.dayForm })
  if ((await dayForm.getByLabel(t.reports.day.label).inputValue()) !== day) {
    await dayForm.getByLabel(t.reports.day.label).fill(day)
    await dayForm.getByRole('button', { name: t.reports.day.show }).click()
  }
  await expect(page.locator(`tr[data-presentation="${found.id}"]`)).toBeVisible()
  return { presentation: found, name: features.right.find((feature) => feature.id === found.featureId)?.name ?? '' }
}

export type MonitorFigure = 'sold' | 'held' | 'inCarts' | 'free'

/** The figure `name` of a presentation's row on the monitor. */
export const rowFigure = (page: Page, presentationId: number, name: MonitorFigure) =>
  page.locator(`tr[data-presentation="${presentationId}"] [data-figure="${name}"]`)

/** The figure `name` of a presentation's row, as a number. */
export const figureOf = async (page: Page, presentationId: number, name: MonitorFigure): Promise<number> =>
  Number(((await rowFigure(page, presentationId, name).textContent()) ?? '').replace(/\D/g, ''))
