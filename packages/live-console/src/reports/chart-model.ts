/** What a report's chart draws: bars at positions along x, labelled and formatted in the interface language. */
export interface ChartModel {
  /** The chart in words, for screen readers (the figures themselves are in the report's table). */
  readonly label: string
  /** The series' name, shown beside the chart. */
  readonly seriesLabel: string
  /** Positions along x (days since 1970 for dates, 0…n−1 for named categories). */
  readonly x: readonly number[]
  readonly y: readonly number[]
  /** Categories: every position gets its tick; otherwise the chart spaces the ticks itself. */
  readonly categorical: boolean
  readonly xLabel: (x: number) => string
  readonly yLabel: (y: number) => string
}

const DAY_MS = 86_400_000

/** A YYYY-MM-DD date as its day number (days since 1970-01-01), the x of a chart by date. */
export const dayNumberOf = (isoDate: string): number => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS)

/** A day number back to YYYY-MM-DD. */
export const isoDateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10)
