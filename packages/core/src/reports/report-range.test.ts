import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { defaultReportRange, reportRange } from './report-range'

const d = (year: number, month: number, day: number) => ({ year, month, day })

describe('§9 report ranges', () => {
  it('defaults to last month → today, keeping to the shorter month', () => {
    expect(defaultReportRange(d(2026, 3, 31))).toEqual({ startDate: d(2026, 2, 28), endDate: d(2026, 3, 31) })
    expect(defaultReportRange(d(2026, 1, 15))).toEqual({ startDate: d(2025, 12, 15), endDate: d(2026, 1, 15) })
  })

  it('fills a missing side and refuses a range that ends first or spans more than a year', () => {
    expect(reportRange(d(2026, 5, 10))).toEqual(E.right({ startDate: d(2026, 4, 10), endDate: d(2026, 5, 10) }))
    expect(reportRange(d(2026, 5, 10), d(2026, 5, 1))).toEqual(E.right({ startDate: d(2026, 5, 1), endDate: d(2026, 5, 10) }))
    expect(reportRange(d(2026, 5, 10), undefined, d(2026, 1, 31))).toEqual(E.right({ startDate: d(2025, 12, 31), endDate: d(2026, 1, 31) }))
    expect(E.isLeft(reportRange(d(2026, 5, 10), d(2026, 5, 11), d(2026, 5, 10)))).toBe(true)
    expect(E.isLeft(reportRange(d(2026, 5, 10), d(2025, 1, 1), d(2026, 5, 10)))).toBe(true)
  })
})
