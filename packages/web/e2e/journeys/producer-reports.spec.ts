import type { Page } from '@playwright/test'
import { viewportOf, type Width } from '../support/page-checks'
import { expect, test } from '../support/test'
import { downloadBytes, expectExcelCsv } from './support/console-files'
import { checkConsoleStep, CONSOLE_TEXTS, fill, logIn, PRODUCER, type ConsoleLocale } from './support/console-session'

/** Today in Jerusalem and `days` earlier, as the date inputs take them (YYYY-MM-DD). */
const jerusalemDay = (daysBefore = 0): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date(Date.now() - daysBefore * 86_400_000))

/**
 * A day the development box office's history surely has: it runs up to the day before the server
 * started, and a suite started before midnight in Jerusalem may reach this journey after it, when
 * yesterday is the server's first day (no past shows). Two days ago is in the history either way.
 */
const HISTORY_DAY = (): string => jerusalemDay(2)

/** §9 the default range starts a month before today (the day clamped to the shorter month). */
const monthBefore = (isoDay: string): string => {
  const [year = 0, month = 1, day = 1] = isoDay.split('-').map(Number)
  const y = month === 1 ? year - 1 : year
  const m = month === 1 ? 12 : month - 1
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return `${y}-${String(m).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`
}

/** The demo theatre's Hamlet (feature 6 at location 3) has presentations and sales around today. */
const HAMLET = { name: 'המלט', location: '3' }

/**
 * Issue 13 §3 the presentations report journey: a feature and a range, its figures and a
 * presentation's ticket types; sales by date with its chart, sorting, filter and CSV; the
 * capacity table with the all-cinemas total (−1); feature sales with its chart.
 */
const reportsJourney = async (page: Page, locale: ConsoleLocale, width: Width) => {
  const t = CONSOLE_TEXTS[locale]
  const r = t.reports
  const step = (name: string) => checkConsoleStep(page, locale, width, `reports-${name}`)
  await page.setViewportSize(viewportOf(width))
  await logIn(page, locale, PRODUCER)
  await expect(page.getByRole('heading', { level: 1, name: fill(t.home.title, { name: PRODUCER.name }) })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: r.menu.presentations }).click()

  // The presentations report: the §9 default range, then a range of our own and a feature.
  await expect(page.getByRole('heading', { level: 1, name: r.presentations.title })).toBeVisible()
  const today = jerusalemDay()
  await expect(page.getByLabel(r.range.from)).toHaveValue(monthBefore(today))
  await expect(page.getByLabel(r.range.to)).toHaveValue(today)
  await page.getByLabel(r.range.from).fill(jerusalemDay(14))
  await page.getByRole('button', { name: r.range.apply }).click()
  const feature = page.getByRole('combobox', { name: r.presentations.feature, exact: true })
  await feature.selectOption({ label: fill(r.presentations.featureOption, HAMLET) })
  await expect(page.getByRole('heading', { level: 2, name: fill(r.presentations.featureTitle, { name: HAMLET.name }) })).toBeVisible()
  const presentations = page.getByRole('table', { name: new RegExp(r.presentations.presentationsTable) })
  await expect(presentations.getByRole('row').nth(1)).toBeVisible()
  await presentations.getByRole('button', { name: r.presentations.show }).first().click()
  await expect(page.getByRole('table', { name: new RegExp(r.presentations.ticketTypes) })).toBeVisible()
  await step('1-presentation')

  // Sales by date: the chart, a sort, a filter, the CSV.
  await page.getByRole('navigation', { name: t.header.menu }).getByRole('link', { name: r.menu.locations }).click()
  await expect(page.getByRole('heading', { level: 1, name: r.locations.title })).toBeVisible()
  await expect(page.getByRole('img', { name: r.locations.chartLabel }).locator('canvas').first()).toBeVisible()
  const days = page.getByRole('table', { name: new RegExp(r.locations.table) })
  const rows = days.getByRole('row')
  await expect(rows.nth(1)).toBeVisible()
  const sortBy = page.getByRole('combobox', { name: r.table.sortBy }).first()
  if (width === 390) await sortBy.selectOption({ label: fill(r.table.descending, { column: r.columns.ticketsSold }) })
  else await days.getByRole('button', { name: r.columns.ticketsSold }).click()
  await expect(days.getByRole('columnheader', { name: r.columns.ticketsSold })).toHaveAttribute('aria-sort', 'descending')
  const total = await rows.count()
  await page.getByLabel(r.table.filter).first().fill('1999-01-01')
  await expect(days.getByRole('cell', { name: r.table.noMatch })).toBeVisible()
  // A day of the development box office's last month: its row alone; an empty filter shows all again.
  await page.getByLabel(r.table.filter).first().fill(HISTORY_DAY())
  await expect(rows).toHaveCount(2)
  await page.getByLabel(r.table.filter).first().fill('')
  await expect(rows).toHaveCount(total)
  expectExcelCsv(await downloadBytes(page, page.getByRole('button', { name: `${r.csv.export} (${r.locations.table})` })), r.columns.date)
  await step('2-by-date')

  // A past day's capacity table (the development box office's last month always has one; today's
  // shows may all be over) ends with the all-cinemas total, id −1.
  const capacityDay = page.getByRole('form', { name: r.locations.capacityTitle })
  await capacityDay.getByLabel(r.day.label).fill(HISTORY_DAY())
  await capacityDay.getByRole('button', { name: r.day.show }).click()
  const capacity = page.getByRole('table', { name: new RegExp(fill(r.locations.capacityOf, { date: '.*' })) })
  const totalRow = capacity.getByRole('row').last()
  await expect(totalRow.getByRole('rowheader')).toHaveText(r.capacity.allCinemas)
  await expect(totalRow.getByRole('cell').first()).toHaveText('-1')
  const csv = await downloadBytes(page, page.getByRole('button', { name: r.csv.export }).last())
  expectExcelCsv(csv, r.columns.location)
  expect(csv.toString('utf8')).toContain(`${r.capacity.allCinemas},-1,`)
  await step('3-capacity')

  // Feature sales by date: the chart of revenue by feature and its table.
  await page.getByRole('navigation', { name: t.header.menu }).getByRole('link', { name: r.menu.features }).click()
  await expect(page.getByRole('img', { name: r.features.chartLabel }).locator('canvas').first()).toBeVisible()
  await expect(page.getByRole('table', { name: new RegExp(r.features.table) }).getByRole('rowheader', { name: HAMLET.name })).toBeVisible()
  await step('4-features')
}

const RUNS: readonly (readonly [ConsoleLocale, Width])[] = [
  ['he', 1280],
  ['en', 390],
  ['he', 390],
  ['en', 1280],
  // Arabic: right to left with Arabic-Indic digits.
  ['ar', 390],
]

test.describe('issue 13 the producer reports (266)', () => {
  for (const [locale, width] of RUNS)
    test(`a producer picks a feature and a range, sees the tables, a chart, the −1 total, and exports CSV (${locale}, ${width} px)`, async ({
      page,
    }) => {
      await reportsJourney(page, locale, width)
    })
})
