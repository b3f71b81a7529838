import Papa from 'papaparse'
import type { ReportColumn } from './report-column'

/** The UTF-8 byte order mark: without it Excel reads a CSV in the machine's code page and Hebrew turns to gibberish. */
export const UTF8_BOM = '\uFEFF'

/**
 * §7 a report as a CSV file Excel opens correctly with Hebrew: the BOM, the columns' headers in
 * the interface language, then each row's raw values (numbers as numbers, dates YYYY-MM-DD,
 * money in shekels), CRLF line ends. A text starting like a formula (=, +, -, @) is quoted with
 * an apostrophe so Excel never runs it.
 */
export const csvBytes = <Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]): Uint8Array<ArrayBuffer> => {
  const text = Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row))),
    },
    { newline: '\r\n', escapeFormulae: true },
  )
  return new TextEncoder().encode(UTF8_BOM + text)
}

/** Lets the browser save the bytes as `fileName` (an object URL clicked, then released). */
export const downloadCsv = (fileName: string, bytes: Uint8Array<ArrayBuffer>): void => {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
