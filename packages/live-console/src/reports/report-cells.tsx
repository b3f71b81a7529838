import type { ReportColumn } from './report-column'

/** A report row's cells: the first a row header, each carrying its column's name (the phone's cards show it). */
export const reportCells = <Row,>(columns: readonly ReportColumn<Row>[], row: Row) =>
  columns.map((column, index) => {
    const text = column.display === undefined ? String(column.value(row)) : column.display(row)
    const className = column.numeric === true ? 'report-table__number' : undefined
    const cell = column.render === undefined ? <bdi dir={column.ltr === true ? 'ltr' : undefined}>{text}</bdi> : column.render(row)
    return index === 0 ? (
      <th key={column.id} scope="row" data-label={column.header} className={className}>
        {cell}
      </th>
    ) : (
      <td key={column.id} data-label={column.header} className={className}>
        {cell}
      </td>
    )
  })
