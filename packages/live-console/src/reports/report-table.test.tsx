import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from '../i18n/create-i18n'
import { ALL_LOCALE_TEXTS } from '../test-support/all-locale-texts'
import { he } from '../i18n/locales/he'
import type { ReportColumn } from './report-column'
import { ReportTable } from './report-table'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

interface Row {
  readonly name: string
  readonly sold: number
}

const columns: readonly ReportColumn<Row>[] = [
  { id: 'name', header: 'הפקה', value: (row) => row.name },
  { id: 'sold', header: 'נמכרו', value: (row) => row.sold, numeric: true },
]
const ROWS: readonly Row[] = [
  { name: 'המלט', sold: 12 },
  { name: 'בית הבובות', sold: 40 },
  { name: 'המסע אל הים', sold: 3 },
]

const show = () =>
  render(
    <I18nextProvider i18n={createI18n('he', ALL_LOCALE_TEXTS)}>
      <ReportTable caption="מכירות" csvFileName="sales" columns={columns} rows={ROWS} rowId={(row) => row.name} />
    </I18nextProvider>,
  )

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)

describe('a report table', () => {
  it('sorts by a header: a number column biggest first, then smallest; aria-sort says which', () => {
    show()
    const sold = screen.getByRole('button', { name: /נמכרו/ })
    fireEvent.click(sold)
    expect(names()).toEqual(['בית הבובות', 'המלט', 'המסע אל הים'])
    expect(screen.getByRole('columnheader', { name: /נמכרו/ }).getAttribute('aria-sort')).toBe('descending')
    fireEvent.click(sold)
    expect(names()).toEqual(['המסע אל הים', 'המלט', 'בית הבובות'])
    expect(screen.getByRole('columnheader', { name: /נמכרו/ }).getAttribute('aria-sort')).toBe('ascending')
  })

  it('filters by a text, says when nothing matches, and exports the rows as shown', async () => {
    show()
    const filter = screen.getByLabelText(he.reports.table.filter)
    fireEvent.change(filter, { target: { value: 'המ' } })
    expect(names()).toEqual(['המלט', 'המסע אל הים'])
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe('מכירות (2 מתוך 3)')
    let saved: Blob | null = null
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob instanceof Blob ? blob : null
      return 'blob:report'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    fireEvent.click(screen.getByRole('button', { name: `${he.reports.csv.export} (מכירות)` }))
    const bytes = saved === null ? new Uint8Array() : new Uint8Array(await (saved as Blob).arrayBuffer())
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\uFEFFהפקה,נמכרו\r\nהמלט,12\r\nהמסע אל הים,3')
    fireEvent.change(filter, { target: { value: 'אין כזה' } })
    expect(screen.getByRole('cell', { name: he.reports.table.noMatch })).toBeTruthy()
  })
})
