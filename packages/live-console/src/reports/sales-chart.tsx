import { lazy, Suspense } from 'react'
import { useT } from '../i18n/translate'
import type { ChartModel } from './chart-model'

// The chart library loads with the first chart shown, not with the console's first screen.
const SalesChartCanvas = lazy(() => import('./sales-chart-canvas'))

/** A report's chart with its name; a status while the chart code loads. */
export const SalesChart = ({ title, model }: { readonly title: string; readonly model: ChartModel }) => {
  const t = useT()
  return (
    <figure className="sales-chart">
      <figcaption className="sales-chart__title">
        {title}
        <span className="sales-chart__key">
          <span className="sales-chart__swatch" aria-hidden="true" />
          {model.seriesLabel}
        </span>
      </figcaption>
      <Suspense fallback={<p role="status">{t('reports.chartLoading')}</p>}>
        <SalesChartCanvas model={model} />
      </Suspense>
    </figure>
  )
}
