import { ALL_CINEMAS_LOCATION_ID, type CapacityRow } from '@kartis/core'
import { CsvButton } from './csv-button'
import { reportCells } from './report-cells'
import type { ReportColumn } from './report-column'

/**
 * §3 the capacity table: one row per location in the server's order, then §9's all-cinemas
 * total (id −1, location 1 left out) as the table's foot, so no sort or filter can move it.
 */
export const CapacityTable = ({
  caption,
  csvFileName,
  columns,
  rows,
}: {
  readonly caption: string
  /** The CSV file's name without `.csv` (the rows in the server's order, the total last). */
  readonly csvFileName: string
  readonly columns: readonly ReportColumn<CapacityRow>[]
  readonly rows: readonly CapacityRow[]
}) => {
  const locations = rows.filter((row) => row.locationId !== ALL_CINEMAS_LOCATION_ID)
  const total = rows.filter((row) => row.locationId === ALL_CINEMAS_LOCATION_ID)
  const line = (row: CapacityRow) => (
    <tr key={row.locationId} className={row.locationId === ALL_CINEMAS_LOCATION_ID ? 'capacity__total' : undefined}>
      {reportCells(columns, row)}
    </tr>
  )
  return (
    <>
      <div className="report-actions">
        <CsvButton name={caption} fileName={csvFileName} columns={columns} rows={rows} />
      </div>
      <table className="results capacity">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.numeric === true ? 'report-table__number' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{locations.map(line)}</tbody>
        <tfoot>{total.map(line)}</tfoot>
      </table>
    </>
  )
}
