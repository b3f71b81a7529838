import { lazyScreen } from '../shell/lazy-screen'

/** §2 the presentations report (266). */
export const PresentationsReportScreen = lazyScreen(() => import('./presentations-report-page').then((m) => m.PresentationsReportPage))

/** §7 location ticket sales by date and the capacity table (266). */
export const LocationSalesScreen = lazyScreen(() => import('./location-sales-page').then((m) => m.LocationSalesPage))

/** §7 feature ticket sales by date (266). */
export const FeatureSalesScreen = lazyScreen(() => import('./feature-sales-page').then((m) => m.FeatureSalesPage))
