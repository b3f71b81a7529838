import '../reports/reports.css'
import './references.css'
import type { TicketReferenceSales } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { useT } from '../i18n/translate'
import { formatCount } from '../reports/report-format'
import { ReportPage } from '../reports/report-page'
import { Loaded } from '../reports/report-states'
import { ReportTable } from '../reports/report-table'
import { formatShekels } from '../shell/format'
import { useStores } from '../store-context'
import { referenceSalesColumns } from './reference-columns'
import { pairKeyOf, salesTotals } from './references-store'
import { ReferencesNav } from './references-nav'

/** Issue 13 §7 TicketReferencePromptAdminTicketSales: tickets and revenue per reference pair over the range, with the range's totals. */
export const ReferenceSalesPage = observer(() => {
  const { references } = useStores()
  const t = useT()
  return (
    <>
      <ReferencesNav />
      <ReportPage title={t('references.sales.title')} report={references}>
        <Loaded
          loader={references.sales}
          loading="references.sales.loading"
          empty="references.sales.empty"
          isEmpty={(sales) => sales.length === 0}
        >
          {(sales) => <SalesReport sales={sales} />}
        </Loaded>
      </ReportPage>
    </>
  )
})

const SalesReport = observer(({ sales }: { readonly sales: readonly TicketReferenceSales[] }) => {
  const { references, ui } = useStores()
  const t = useT()
  const columns = useMemo(() => referenceSalesColumns(t, ui.locale), [t, ui.locale])
  const totals = salesTotals(sales)
  return (
    <section className="report-section" aria-label={t('references.sales.table')}>
      <h2 className="references-totals__title">{t('references.sales.totals')}</h2>
      <dl className="figures">
        <div className="figures__item">
          <dt>{t('references.columns.ticketsSold')}</dt>
          <dd>
            <bdi>{formatCount(totals.ticketsSold, ui.locale)}</bdi>
          </dd>
        </div>
        <div className="figures__item">
          <dt>{t('references.columns.revenue')}</dt>
          <dd>
            <bdi>{formatShekels(totals.revenue, ui.locale)}</bdi>
          </dd>
        </div>
      </dl>
      <ReportTable
        caption={t('references.sales.table')}
        csvFileName={`ticket-reference-sales-${references.range.appliedLabel}`}
        columns={columns}
        rows={sales}
        rowId={pairKeyOf}
      />
    </section>
  )
})
