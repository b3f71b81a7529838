import './reports.css'
import type { FeatureSales } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { useT } from '../i18n/translate'
import { useStores } from '../store-context'
import { featureChart } from './charts'
import { DayForm } from './day-form'
import { featureKeyOf } from './presentations-report-store'
import { featureColumns } from './report-columns'
import { formatDay } from './report-format'
import { ReportPage } from './report-page'
import { Loaded } from './report-states'
import { ReportTable } from './report-table'
import { SalesChart } from './sales-chart'

/** §7 feature ticket sales: each feature's sales over the range (chart, table, CSV), and each feature's sales on one day. */
export const FeatureSalesPage = observer(() => {
  const { featureSales: report } = useStores()
  const t = useT()
  return (
    <ReportPage title={t('reports.features.title')} report={report}>
      <Loaded
        loader={report.overview}
        loading="reports.features.loading"
        empty="reports.features.empty"
        isEmpty={(features) => features.length === 0}
      >
        {(features) => <FeatureSalesReport features={features} />}
      </Loaded>
      <DaySection />
    </ReportPage>
  )
})

const FeatureSalesReport = observer(({ features }: { readonly features: readonly FeatureSales[] }) => {
  const { featureSales: report, ui } = useStores()
  const t = useT()
  const columns = useMemo(() => featureColumns(t, ui.locale), [t, ui.locale])
  const chart = useMemo(() => featureChart(features, t, ui.locale), [features, t, ui.locale])
  return (
    <section className="report-section" aria-label={t('reports.features.table')}>
      <SalesChart title={t('reports.features.chartTitle')} model={chart} />
      <ReportTable
        caption={t('reports.features.table')}
        csvFileName={`feature-sales-${report.range.appliedLabel}`}
        columns={columns}
        rows={features}
        rowId={featureKeyOf}
      />
    </section>
  )
})

/** §7 each feature's sales on the day shown. */
const DaySection = observer(() => {
  const { featureSales: report, ui } = useStores()
  const t = useT()
  const columns = useMemo(() => featureColumns(t, ui.locale), [t, ui.locale])
  const caption = t('reports.features.dayOf', { date: formatDay(report.date, ui.locale) })
  return (
    <section className="report-section" aria-labelledby="feature-day-title">
      <h2 id="feature-day-title">{t('reports.features.dayTitle')}</h2>
      <DayForm date={report.date} label={t('reports.features.dayTitle')} onShow={(date) => void report.showDay(date)} />
      <Loaded
        loader={report.day}
        loading="reports.features.loadingDay"
        empty="reports.features.noDay"
        isEmpty={(rows) => rows.length === 0}
      >
        {(rows) => (
          <ReportTable caption={caption} csvFileName={`feature-sales-${report.date}`} columns={columns} rows={rows} rowId={featureKeyOf} />
        )}
      </Loaded>
    </section>
  )
})
