import './reports.css'
import { ALL_CINEMAS_LOCATION_ID, type DailySales } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { useT } from '../i18n/translate'
import { useStores } from '../store-context'
import { CapacityTable } from './capacity-table'
import { dailyChart } from './charts'
import { DayForm } from './day-form'
import { capacityColumns, dailyColumns } from './report-columns'
import { formatDay, isoDay } from './report-format'
import { ReportPage } from './report-page'
import { Loaded } from './report-states'
import { ReportTable } from './report-table'
import { SalesChart } from './sales-chart'

/** §7 location ticket sales: sales per day of presentations over the range (chart, table, CSV), and one day's capacity table with the §9 total. */
export const LocationSalesPage = observer(() => {
  const { locationSales: report } = useStores()
  const t = useT()
  return (
    <ReportPage title={t('reports.locations.title')} report={report}>
      <Loaded
        loader={report.overview}
        loading="reports.locations.loading"
        empty="reports.locations.empty"
        isEmpty={(days) => days.length === 0}
      >
        {(days) => <DailySalesReport days={days} />}
      </Loaded>
      <CapacitySection />
    </ReportPage>
  )
})

const DailySalesReport = observer(({ days }: { readonly days: readonly DailySales[] }) => {
  const { locationSales: report, ui } = useStores()
  const t = useT()
  const columns = useMemo(() => dailyColumns(t, ui.locale), [t, ui.locale])
  const chart = useMemo(() => dailyChart(days, t, ui.locale), [days, t, ui.locale])
  return (
    <section className="report-section" aria-label={t('reports.locations.table')}>
      <SalesChart title={t('reports.locations.chartTitle')} model={chart} />
      <ReportTable
        caption={t('reports.locations.table')}
        csvFileName={`sales-by-date-${report.range.appliedLabel}`}
        columns={columns}
        rows={days}
        rowId={(row) => isoDay(row.date)}
        selectedId={report.date}
        action={(row) => ({ label: t('reports.locations.showCapacity'), onClick: () => void report.showDay(isoDay(row.date)) })}
      />
    </section>
  )
})

/** §3 the capacity table of the day shown, with §9's all-cinemas total. */
const CapacitySection = observer(() => {
  const { locationSales: report, ui } = useStores()
  const t = useT()
  const columns = useMemo(() => capacityColumns(t, ui.locale), [t, ui.locale])
  const caption = t('reports.locations.capacityOf', { date: formatDay(report.date, ui.locale) })
  return (
    <section className="report-section" aria-labelledby="capacity-title">
      <h2 id="capacity-title">{t('reports.locations.capacityTitle')}</h2>
      <DayForm date={report.date} label={t('reports.locations.capacityTitle')} onShow={(date) => void report.showDay(date)} />
      <Loaded
        loader={report.day}
        loading="reports.locations.loadingCapacity"
        empty="reports.locations.noCapacity"
        isEmpty={(rows) => rows.every((row) => row.locationId === ALL_CINEMAS_LOCATION_ID)}
      >
        {(rows) => <CapacityTable caption={caption} csvFileName={`capacity-${report.date}`} columns={columns} rows={rows} />}
      </Loaded>
    </section>
  )
})
