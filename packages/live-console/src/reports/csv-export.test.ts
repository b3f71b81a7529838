import { describe, expect, it } from 'vitest'
import { csvBytes } from './csv-export'
import type { ReportColumn } from './report-column'

interface Row {
  readonly name: string
  readonly sold: number
  readonly revenue: number
}

const columns: readonly ReportColumn<Row>[] = [
  { id: 'name', header: 'הפקה', value: (row) => row.name },
  { id: 'sold', header: 'נמכרו', value: (row) => row.sold, numeric: true },
  { id: 'revenue', header: 'הכנסות (₪)', value: (row) => row.revenue, numeric: true },
]

const bytesOf = (text: string): number[] => [...new TextEncoder().encode(text)]

describe('CSV export for Excel', () => {
  it('starts with the UTF-8 BOM, then the Hebrew header in UTF-8, rows on CRLF lines', () => {
    const bytes = [...csvBytes(columns, [{ name: 'המלט, ערב', sold: 12, revenue: 1068.5 }])]
    expect(bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf])
    // "הפקה" is U+05D4 U+05E4 U+05E7 U+05D4: two bytes each in UTF-8.
    expect(bytes.slice(3, 11)).toEqual([0xd7, 0x94, 0xd7, 0xa4, 0xd7, 0xa7, 0xd7, 0x94])
    expect(bytes.slice(3)).toEqual(bytesOf('הפקה,נמכרו,הכנסות (₪)\r\n"המלט, ערב",12,1068.5'))
  })

  it('quotes a text that Excel would run as a formula, not a negative number', () => {
    const text = new TextDecoder().decode(csvBytes(columns, [{ name: '=HYPERLINK("x")', sold: -1, revenue: 0 }]))
    expect(text.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",-1,0`)
  })

  it('is the header alone without rows', () => {
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(csvBytes(columns, []))).toBe('\uFEFFהפקה,נמכרו,הכנסות (₪)\r\n')
  })
})
