import type { ReactNode } from 'react'

/** A cell's raw value: what the table sorts and filters by and what the CSV holds (numbers stay numbers). */
export type CellValue = string | number

/** A column of a report, shared by its table (formatted in the locale) and its CSV export (raw values). */
export interface ReportColumn<Row> {
  readonly id: string
  readonly header: string
  readonly value: (row: Row) => CellValue
  /** The cell as shown; the raw value when absent. */
  readonly display?: (row: Row) => string
  /** The cell as shown when it is more than a text (a link, an edit); `display` or the raw value when absent. */
  readonly render?: (row: Row) => ReactNode
  /** Numbers align to the end of the cell and sort numerically. */
  readonly numeric?: boolean
  /** Written left to right whatever the language (an id like −1, whose minus would otherwise follow it in RTL). */
  readonly ltr?: boolean
}
