import { agorot } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import type { Translate } from '../i18n/translate'
import { featureSalesOf, presentationSalesOf } from '../test-support/fake-live-reports'
import { dailyChart, featureChart } from './charts'

const keys: Translate = (key) => key

describe('report charts', () => {
  it('places days by their distance apart and labels them in the locale', () => {
    const day = (date: number, ticketsSold: number) => ({
      ...featureSalesOf([presentationSalesOf()]),
      date: { year: 2026, month: 11, day: date },
      presentations: 1,
      ticketsSold,
    })
    const chart = dailyChart([day(20, 5), day(23, 9)], keys, 'en')
    expect(chart.x.map((x) => x - (chart.x[0] ?? 0))).toEqual([0, 3])
    expect(chart.y).toEqual([5, 9])
    expect(chart.categorical).toBe(false)
    expect(chart.xLabel(chart.x[1] ?? 0)).toBe('23 Nov 2026')
    expect(chart.label).toBe('reports.locations.chartLabel')
  })

  it('gives each feature its place, named, with its revenue in whole shekels on the axis', () => {
    const hamlet = featureSalesOf([presentationSalesOf({ revenue: agorot(356000) })])
    const dolls = featureSalesOf([presentationSalesOf({ featureId: 8, featureName: 'בית הבובות', revenue: agorot(12050) })])
    const chart = featureChart([hamlet, dolls], keys, 'en')
    expect(chart.x).toEqual([0, 1])
    expect(chart.y).toEqual([3560, 120.5])
    expect(chart.categorical).toBe(true)
    expect([chart.xLabel(0), chart.xLabel(1), chart.xLabel(2)]).toEqual(['המלט', 'בית הבובות', ''])
    expect(chart.yLabel(30000)).toBe('₪30,000')
  })
})
