import './reports.css'
import type { FeatureSales } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo } from 'react'
import { useT } from '../i18n/translate'
import { useStores } from '../store-context'
import { featureChart } from './charts'
import { CsvButton } from './csv-button'
import { DayForm } from './day-form'
import { featureKeyOf } from './presentations-report-store'
import { RangeForm } from './range-form'
import { featureColumns } from './report-columns'
import { formatDay } from './report-format'
import { Loaded } from './report-states'
import { ReportTable } from './report-table'
import { SalesChart } from './sales-chart'

/** §7 feature ticket sales: each feature's sales over the range (chart, table, CSV), and each feature's sales on one day. */
export const FeatureSalesPage = observer(() => {
  const { featureSales: report } = useStores()
  const t = useT()
  useEffect(() => {
    void report.start()
  }, [report])
  return (
    <>
      <h1>{t('reports.features.title')}</h1>
      <RangeForm range={report.range} error={report.rangeError} onApply={() => void report.applyRange()} />
      <Loaded
        loader={report.overview}
        loading="reports.features.loading"
        empty="reports.features.empty"
        isEmpty={(features) => features.length === 0}
      >
        {(features) => <FeatureSalesReport features={features} />}
      </Loaded>
      <DaySection />
    </>
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
      <div className="report-actions">
        <CsvButton
          name={t('reports.features.table')}
          fileName={`feature-sales-${report.range.appliedLabel}`}
          columns={columns}
          rows={features}
        />
      </div>
      <ReportTable caption={t('reports.features.table')} columns={columns} rows={features} rowId={featureKeyOf} />
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
          <>
            <div className="report-actions">
              <CsvButton name={caption} fileName={`feature-sales-${report.date}`} columns={columns} rows={rows} />
            </div>
            <ReportTable caption={caption} columns={columns} rows={rows} rowId={featureKeyOf} />
          </>
        )}
      </Loaded>
    </section>
  )
})
