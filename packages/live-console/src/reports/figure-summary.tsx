import type { SalesFigures, SeatFigures } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useT } from '../i18n/translate'
import { formatShekels } from '../shell/format'
import { useStores } from '../store-context'
import { formatCount, formatRatio } from './report-format'

/** §2 a feature's or a presentation's totals: sold / held / free of the capacity, the seat-taken ratio, tickets and revenue. */
export const FigureSummary = observer(({ figures }: { readonly figures: SeatFigures & SalesFigures }) => {
  const { ui } = useStores()
  const t = useT()
  const facts = [
    [t('reports.columns.capacity'), formatCount(figures.capacity, ui.locale)],
    [t('reports.columns.sold'), formatCount(figures.sold, ui.locale)],
    [t('reports.columns.held'), formatCount(figures.held, ui.locale)],
    [t('reports.columns.free'), formatCount(figures.free, ui.locale)],
    [t('reports.columns.seatTakenRatio'), formatRatio(figures.seatTakenRatio, ui.locale)],
    [t('reports.columns.ticketsSold'), formatCount(figures.ticketsSold, ui.locale)],
    [t('reports.columns.revenue'), formatShekels(figures.revenue, ui.locale)],
  ] as const
  return (
    <dl className="figures">
      {facts.map(([term, value]) => (
        <div key={term} className="figures__item">
          <dt>{term}</dt>
          <dd>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  )
})
