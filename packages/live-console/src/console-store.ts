import type { KeyValueStorage } from '@kartis/api-adapter'
import type { Clock, Locale } from '@kartis/core'
import type { ConsolePorts } from './di/container'
import { MonitorStore } from './monitor/monitor-store'
import { ProducerTicketStore } from './producer-ticket/producer-ticket-store'
import { ReservationsStore } from './reservations/reservations-store'
import { SessionStore } from './session/session-store'
import { UiStore } from './shell/ui-store'

/** The console's stores, built once over its ports. */
export class ConsoleStore {
  readonly session: SessionStore
  readonly reservations: ReservationsStore
  readonly ui: UiStore
  readonly monitor: MonitorStore
  readonly producerTicket: ProducerTicketStore

  constructor(ports: ConsolePorts, locale: Locale, storage: KeyValueStorage, clock: Clock) {
    this.session = new SessionStore(ports.staffSession)
    this.reservations = new ReservationsStore(ports.producerReservations, ports.reservations, (error) => this.session.ended(error))
    this.ui = new UiStore(locale, storage)
    this.monitor = new MonitorStore(ports, clock, (error) => this.session.ended(error))
    this.producerTicket = new ProducerTicketStore(ports, clock, (error) => this.session.ended(error))
  }
}
