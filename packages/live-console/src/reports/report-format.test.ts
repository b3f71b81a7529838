import { agorot, withAllCinemasTotal } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import type { Translate } from '../i18n/translate'
import { dayNumberOf, isoDateOfDay } from './chart-model'
import { csvBytes } from './csv-export'
import { capacityColumns, featureColumns } from './report-columns'
import { formatCount, formatDay, formatRatio, formatWholeShekels } from './report-format'
import { featureSalesOf, presentationSalesOf } from '../test-support/fake-live-reports'

/** The message key itself: enough to see which text a column asks for. */
const keys: Translate = (key) => key

describe('report figures in the interface language', () => {
  it('writes §9 seat-taken ratios as percentages with one decimal, in each locale’s digits', () => {
    expect(formatRatio(0.333, 'en')).toBe('33.3%')
    expect(formatRatio(0.333, 'he')).toBe('33.3%')
    expect(formatRatio(0.333, 'ru')).toBe('33,3\u00a0%')
    expect(formatRatio(0.25, 'ar')).toContain('٢٥')
  })

  it('groups counts, writes days and whole shekels as the locale does', () => {
    expect(formatCount(12345, 'en')).toBe('12,345')
    expect(formatCount(12345, 'ru')).toBe('12\u00a0345')
    expect(formatDay('2026-11-25', 'en')).toBe('25 Nov 2026')
    expect(formatDay('2026-11-25', 'he')).toContain('2026')
    expect(formatWholeShekels(30000, 'en')).toBe('₪30,000')
  })

  it('places days on a chart by their number and back', () => {
    expect(dayNumberOf('1970-01-02')).toBe(1)
    expect(isoDateOfDay(dayNumberOf('2026-03-29'))).toBe('2026-03-29')
    expect(dayNumberOf('2026-03-30') - dayNumberOf('2026-03-29')).toBe(1)
  })
})

describe('report CSV rows', () => {
  it('holds raw numbers, shekels and the −1 all-cinemas total by its id', () => {
    const rows = withAllCinemasTotal([
      { locationId: 1, name: 'אונליין', capacity: 100, sold: 50, availability: 50 },
      { locationId: 2, name: 'קולנוע', capacity: 1200, sold: 10, availability: 1190 },
    ])
    const text = new TextDecoder().decode(csvBytes(capacityColumns(keys, 'he'), rows))
    expect(text.split('\r\n')).toEqual([
      'reports.columns.location,reports.columns.locationId,reports.columns.capacity,reports.columns.sold,reports.columns.availability',
      'אונליין,1,100,50,50',
      'קולנוע,2,1200,10,1190',
      'reports.capacity.allCinemas,-1,1200,10,1190',
    ])
  })

  it('writes revenue in decimal shekels and the ratio as its 3-decimal number', () => {
    const feature = featureSalesOf([presentationSalesOf({ revenue: agorot(123456) })])
    const line = new TextDecoder().decode(csvBytes(featureColumns(keys, 'he'), [feature])).split('\r\n')[1]
    expect(line).toBe('המלט,100,40,5,55,0.45,40,1234.56')
  })
})
