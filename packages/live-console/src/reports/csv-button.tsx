import { useT } from '../i18n/translate'
import { csvBytes, downloadCsv } from './csv-export'
import type { ReportColumn } from './report-column'

/** Saves a report's rows as `<fileName>.csv` (UTF-8 with BOM, headers in the interface language). */
export const CsvButton = <Row,>({
  name,
  fileName,
  columns,
  rows,
}: {
  readonly name: string
  readonly fileName: string
  readonly columns: readonly ReportColumn<Row>[]
  readonly rows: readonly Row[]
}) => {
  const t = useT()
  return (
    <button
      type="button"
      className="button button--quiet report-csv"
      onClick={() => downloadCsv(`${fileName}.csv`, csvBytes(columns, rows))}
    >
      {t('reports.csv.export')}
      {/* Which report: said to screen readers, seen from the button's place on the page. */}
      <span className="visually-hidden"> ({name})</span>
    </button>
  )
}
