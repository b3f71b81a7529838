import { STAFF_PERMISSIONS, type StaffPermission } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { Route, Routes } from 'react-router'
import { HomePage } from './pages/home-page'
import { NotFoundPage, NotPermittedPage } from './pages/status-pages'
import { ReferenceAgentsScreen, ReferenceDetailScreen, ReferenceOptionsScreen, ReferenceSalesScreen } from './references/references-screens'
import { FeatureSalesScreen, LocationSalesScreen, PresentationsReportScreen } from './reports/report-screens'
import { ConsoleShell } from './shell/console-shell'
import { lazyScreen } from './shell/lazy-screen'
import { useStores } from './store-context'

/** A screen shown only to a user holding its permission (the server refuses its calls to anyone else anyway). */
const Permitted = observer(({ permission, children }: { readonly permission: StaffPermission; readonly children: ReactNode }) => {
  const { session } = useStores()
  return session.may(permission) ? children : <NotPermittedPage />
})

// Each screen's code (the seat map and svg.js for two of them) loads when the screen opens.
const ReservationsPage = lazyScreen(() => import('./reservations/reservations-page').then((m) => m.ReservationsPage))
const MonitorPage = lazyScreen(() => import('./monitor/monitor-page').then((m) => m.MonitorPage))
const ProducerTicketPage = lazyScreen(() => import('./producer-ticket/producer-ticket-page').then((m) => m.ProducerTicketPage))
// Issue 15 §4 the venue screen brings the storefront's catalogues for its text search: its own chunk.
const VenuePage = lazyScreen(() => import('./venue/venue-page').then((m) => m.VenuePage))

/** §2 the presentations report's screens (permission 266). */
const REPORT_ROUTES = [
  { path: 'reports/presentations', screen: PresentationsReportScreen },
  { path: 'reports/locations', screen: LocationSalesScreen },
  { path: 'reports/features', screen: FeatureSalesScreen },
] as const

/** Issue 13 the ticket-reference admin's screens (permission 269); a pair's detail is /references/{reference1}/{reference2}, each URL-encoded. */
const REFERENCE_ROUTES = [
  { path: 'references', screen: ReferenceOptionsScreen },
  { path: 'references/sales', screen: ReferenceSalesScreen },
  { path: 'references/agents', screen: ReferenceAgentsScreen },
  { path: 'references/:reference1/:reference2', screen: ReferenceDetailScreen },
] as const

/** §2 the console's routes under /PRES-live (the server sends /PRES-live-v1 here). */
export const ConsoleRoutes = () => (
  <Routes>
    <Route element={<ConsoleShell />}>
      <Route index element={<HomePage />} />
      <Route
        path="reservations"
        element={
          <Permitted permission={STAFF_PERMISSIONS.producerReservations}>
            <ReservationsPage />
          </Permitted>
        }
      />
      {REPORT_ROUTES.map(({ path, screen: Screen }) => (
        <Route
          key={path}
          path={path}
          element={
            <Permitted permission={STAFF_PERMISSIONS.presentationsReport}>
              <Screen />
            </Permitted>
          }
        />
      ))}
      {REFERENCE_ROUTES.map(({ path, screen: Screen }) => (
        <Route
          key={path}
          path={path}
          element={
            <Permitted permission={STAFF_PERMISSIONS.ticketReferenceAdmin}>
              <Screen />
            </Permitted>
          }
        />
      ))}
      <Route
        path="monitor"
        element={
          <Permitted permission={STAFF_PERMISSIONS.presentationsReport}>
            <MonitorPage />
          </Permitted>
        }
      />
      <Route
        path="producer-ticket"
        element={
          <Permitted permission={STAFF_PERMISSIONS.producerTicket}>
            <ProducerTicketPage />
          </Permitted>
        }
      />
      <Route
        path="venue"
        element={
          <Permitted permission={STAFF_PERMISSIONS.venueSettings}>
            <VenuePage />
          </Permitted>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Routes>
)
