import type { DailySales, FeatureSales, Locale } from '@kartis/core'
import type { Translate } from '../i18n/translate'
import { dayNumberOf, isoDateOfDay, type ChartModel } from './chart-model'
import { csvShekels, formatCount, formatDay, formatWholeShekels, isoDay } from './report-format'

/** §7 location ticket sales by date as a chart: tickets sold on each day. */
export const dailyChart = (days: readonly DailySales[], t: Translate, locale: Locale): ChartModel => ({
  label: t('reports.locations.chartLabel'),
  seriesLabel: t('reports.columns.ticketsSold'),
  x: days.map((day) => dayNumberOf(isoDay(day.date))),
  y: days.map((day) => day.ticketsSold),
  categorical: false,
  xLabel: (x) => formatDay(isoDateOfDay(x), locale),
  yLabel: (y) => formatCount(y, locale),
})

/** §7 feature ticket sales over a range as a chart: each feature's revenue. */
export const featureChart = (features: readonly FeatureSales[], t: Translate, locale: Locale): ChartModel => ({
  label: t('reports.features.chartLabel'),
  seriesLabel: t('reports.columns.revenue'),
  x: features.map((_, index) => index),
  y: features.map((feature) => csvShekels(feature.revenue)),
  categorical: true,
  xLabel: (x) => features[x]?.name ?? '',
  yLabel: (y) => formatWholeShekels(y, locale),
})
