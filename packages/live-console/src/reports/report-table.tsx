import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowSortingFeature,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
  type RowData,
  type SortDirection,
} from '@tanstack/react-table'
import { useId, useMemo } from 'react'
import { useT } from '../i18n/translate'
import { CsvButton } from './csv-button'
import { reportCells } from './report-cells'
import type { ReportColumn } from './report-column'

// Module scope: the table's features must keep their identity across renders.
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic, text: sortFn_text },
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString },
})

const ariaSortOf = (direction: false | SortDirection): 'ascending' | 'descending' | 'none' =>
  direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'

interface ReportTableProps<Row extends RowData> {
  readonly caption: string
  /** The CSV file's name without `.csv`; the export holds the rows as shown (filtered, in their order). */
  readonly csvFileName: string
  readonly columns: readonly ReportColumn<Row>[]
  readonly rows: readonly Row[]
  /** The row's key (stable across sorts). */
  readonly rowId: (row: Row) => string
  /** Marks a row as the one whose detail is shown. */
  readonly selectedId?: string | null
  /** An action per row (e.g. "show this day"), rendered in a last cell. */
  readonly action?: (row: Row) => { readonly label: string; readonly onClick: () => void }
}

/**
 * A report's table: sortable by any column (a header's button on a desktop, the sort select on a
 * phone, where each row becomes a card whose cells carry their column's name), filtered by a
 * text over every column, exported as CSV as shown. TanStack Table keeps the order and the
 * filter; the markup is ours.
 */
export const ReportTable = <Row extends RowData>({
  caption,
  csvFileName,
  columns,
  rows,
  rowId,
  selectedId = null,
  action,
}: ReportTableProps<Row>) => {
  const t = useT()
  const filterId = useId()
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>()
    return helper.columns(
      columns.map((column) =>
        helper.accessor((row) => column.value(row), {
          id: column.id,
          header: column.header,
          sortFn: column.numeric === true ? 'basic' : 'text',
          sortDescFirst: column.numeric === true,
        }),
      ),
    )
  }, [columns])
  const data = useMemo(() => [...rows], [rows])
  const table = useTable({
    features,
    columns: tableColumns,
    data,
    getRowId: (row) => rowId(row),
    globalFilterFn: 'includesString',
  })
  const visible = table.getRowModel().rows
  const sorting = table.state.sorting
  const sortedBy = sorting[0]
  const byId = new Map(columns.map((column) => [column.id, column]))
  return (
    <div className="report-table">
      <div className="report-actions">
        <CsvButton name={caption} fileName={csvFileName} columns={columns} rows={visible.map((row) => row.original)} />
      </div>
      <div className="report-table__tools">
        <label className="field" htmlFor={`${filterId}-filter`}>
          <span>{t('reports.table.filter')}</span>
          <input
            id={`${filterId}-filter`}
            type="search"
            value={String(table.state.globalFilter ?? '')}
            onChange={(event) => table.setGlobalFilter(event.target.value)}
          />
        </label>
        <label className="field report-table__sort" htmlFor={`${filterId}-sort`}>
          <span>{t('reports.table.sortBy')}</span>
          <select
            id={`${filterId}-sort`}
            value={sortedBy === undefined ? '' : `${sortedBy.id}:${sortedBy.desc ? 'desc' : 'asc'}`}
            onChange={(event) => {
              const [id, direction] = event.target.value.split(':')
              table.setSorting(id === undefined || id === '' ? [] : [{ id, desc: direction === 'desc' }])
            }}
          >
            <option value="">{t('reports.table.unsorted')}</option>
            {columns.flatMap((column) => [
              <option key={`${column.id}:asc`} value={`${column.id}:asc`}>
                {t('reports.table.ascending', { column: column.header })}
              </option>,
              <option key={`${column.id}:desc`} value={`${column.id}:desc`}>
                {t('reports.table.descending', { column: column.header })}
              </option>,
            ])}
          </select>
        </label>
      </div>
      <table className="results report-table__table">
        <caption>{t('reports.table.caption', { caption, shown: visible.length, total: rows.length })}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = byId.get(header.column.id)
                const direction = header.column.getIsSorted()
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={ariaSortOf(direction)}
                    className={column?.numeric === true ? 'report-table__number' : undefined}
                  >
                    <button type="button" className="report-table__sort-button" onClick={header.column.getToggleSortingHandler()}>
                      {column?.header}
                      <span aria-hidden="true" className="report-table__arrow">
                        {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                      </span>
                    </button>
                  </th>
                )
              })}
              {action === undefined ? null : (
                <th scope="col">
                  <span className="visually-hidden">{t('reports.table.actions')}</span>
                </th>
              )}
            </tr>
          ))}
        </thead>
        <tbody>
          {visible.length === 0 ? (
            <tr>
              <td colSpan={columns.length + (action === undefined ? 0 : 1)}>{t('reports.table.noMatch')}</td>
            </tr>
          ) : (
            visible.map((row) => {
              const original = row.original
              const act = action?.(original)
              return (
                <tr key={row.id} aria-selected={selectedId === null ? undefined : row.id === selectedId}>
                  {reportCells(columns, original)}
                  {act === undefined ? null : (
                    <td>
                      <button type="button" className="button button--quiet" onClick={act.onClick}>
                        {act.label}
                      </button>
                    </td>
                  )}
                </tr>
              )
            })
          )}
        </tbody>
      </table>
    </div>
  )
}
