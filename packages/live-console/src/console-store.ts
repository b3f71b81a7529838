import type { KeyValueStorage } from '@kartis/api-adapter'
import { jerusalemDate, type CapacityRow, type Clock, type DailySales, type FeatureSales, type Locale } from '@kartis/core'
import type { ConsolePorts } from './di/container'
import { MonitorStore } from './monitor/monitor-store'
import { ProducerTicketStore } from './producer-ticket/producer-ticket-store'
import { PresentationsReportStore } from './reports/presentations-report-store'
import { SalesByDateStore } from './reports/sales-by-date-store'
import { TicketReferencesStore } from './references/references-store'
import { ReservationsStore } from './reservations/reservations-store'
import { SessionStore } from './session/session-store'
import { UiStore } from './shell/ui-store'
import { VenueEditorStore } from './venue/venue-editor-store'

/** The console's stores, built once over its ports. */
export class ConsoleStore {
  readonly session: SessionStore
  readonly reservations: ReservationsStore
  readonly ui: UiStore
  readonly presentationsReport: PresentationsReportStore
  readonly locationSales: SalesByDateStore<readonly DailySales[], readonly CapacityRow[]>
  readonly featureSales: SalesByDateStore<readonly FeatureSales[], readonly FeatureSales[]>

  readonly references: TicketReferencesStore
  readonly monitor: MonitorStore
  readonly producerTicket: ProducerTicketStore
  readonly venueEditor: VenueEditorStore

  /** `clock` gives today in Jerusalem, the end of the reports' default range (§9), and the monitor's beat. */
  constructor(ports: ConsolePorts, locale: Locale, storage: KeyValueStorage, clock: Clock) {
    this.session = new SessionStore(ports.staffSession)
    this.reservations = new ReservationsStore(ports.producerReservations, ports.reservations, (error) => this.session.ended(error))
    const ended = (error: Parameters<SessionStore['ended']>[0]) => this.session.ended(error)
    const today = jerusalemDate(clock.now())
    const reports = ports.liveReports
    this.presentationsReport = new PresentationsReportStore(reports, today, ended)
    this.locationSales = new SalesByDateStore(
      { overRange: (range) => reports.salesByDate(range), ofDay: (date) => reports.locationTicketSales(date) },
      today,
      ended,
    )
    this.featureSales = new SalesByDateStore(
      { overRange: (range) => reports.featureTicketSalesOverview(range), ofDay: (date) => reports.featureTicketSales(date) },
      today,
      ended,
    )
    this.references = new TicketReferencesStore(ports.ticketReferences, today, ended)
    this.ui = new UiStore(locale, storage)
    this.monitor = new MonitorStore(ports, clock, (error) => this.session.ended(error))
    this.producerTicket = new ProducerTicketStore(ports, clock, (error) => this.session.ended(error))
    this.venueEditor = new VenueEditorStore(ports.venueAdmin, ended)
  }
}
