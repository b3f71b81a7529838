import { lazy, Suspense, type ReactNode } from 'react'
import { useT } from '../i18n/translate'

// The report screens (their table, CSV and chart code) load when one is opened, not with the console's first screen.
const PresentationsReportPage = lazy(() => import('./presentations-report-page').then((m) => ({ default: m.PresentationsReportPage })))
const LocationSalesPage = lazy(() => import('./location-sales-page').then((m) => ({ default: m.LocationSalesPage })))
const FeatureSalesPage = lazy(() => import('./feature-sales-page').then((m) => ({ default: m.FeatureSalesPage })))

const Loading = ({ children }: { readonly children: ReactNode }) => {
  const t = useT()
  return <Suspense fallback={<p role="status">{t('app.loading')}</p>}>{children}</Suspense>
}

/** §2 the presentations report (266). */
export const PresentationsReportScreen = () => (
  <Loading>
    <PresentationsReportPage />
  </Loading>
)

/** §7 location ticket sales by date and the capacity table (266). */
export const LocationSalesScreen = () => (
  <Loading>
    <LocationSalesPage />
  </Loading>
)

/** §7 feature ticket sales by date (266). */
export const FeatureSalesScreen = () => (
  <Loading>
    <FeatureSalesPage />
  </Loading>
)
