import type { LiveReports, ProducerReservations, Reservations, StaffSession, TicketReferenceAdmin, VenueAdmin } from '@kartis/core'
import type { ProducerTicketPorts } from '../producer-ticket/producer-ticket-store'
import { Container } from 'inversify'
import type { SeatMapPorts } from '../monitor/presentation-seats'

/** The core's ports the console uses, one implementation each (HTTP in the browser, fakes in tests). */
export interface ConsolePorts {
  readonly staffSession: StaffSession
  readonly producerReservations: ProducerReservations
  /** §7 POST /reservations/{id}/producerCancel */
  readonly reservations: Pick<Reservations, 'producerCancel'>
  /** §7 the live reports (permission 266). */
  readonly liveReports: LiveReports
  /** §7 the ticket-reference admin (permission 269). */
  readonly ticketReferences: TicketReferenceAdmin
  /** §7 a presentation, its seat plan and seat status: the seat maps of the monitor and the producer ticket. */
  readonly catalog: ProducerTicketPorts['catalog']
  readonly seatPlans: SeatMapPorts['seatPlans']
  readonly seatStatuses: SeatMapPorts['seatStatuses']
  /** §7 seat locks and the commit of producer seats (the producer ticket). */
  readonly seatLocks: ProducerTicketPorts['seatLocks']
  readonly payments: ProducerTicketPorts['payments']
  /** Issue 15 §4 the venue manager's calls (permission 270). */
  readonly venueAdmin: VenueAdmin
}

/** A container token that remembers the type bound to it. */
export type PortToken<T> = symbol & { readonly __port: T }

// The only place a token is made: the cast brands a fresh symbol with its port's type.
const token = <T>(name: string): PortToken<T> => Symbol.for(`kartis.console.port.${name}`) as PortToken<T>

export const PORT_TOKENS: { readonly [K in keyof ConsolePorts]: PortToken<ConsolePorts[K]> } = {
  staffSession: token('staffSession'),
  producerReservations: token('producerReservations'),
  reservations: token('reservations'),
  liveReports: token('liveReports'),
  ticketReferences: token('ticketReferences'),
  catalog: token('catalog'),
  seatPlans: token('seatPlans'),
  seatStatuses: token('seatStatuses'),
  seatLocks: token('seatLocks'),
  payments: token('payments'),
  venueAdmin: token('venueAdmin'),
}

/** Binds each port to its implementation. */
export const createContainer = (ports: ConsolePorts): Container => {
  const container = new Container()
  container.bind(PORT_TOKENS.staffSession).toConstantValue(ports.staffSession)
  container.bind(PORT_TOKENS.producerReservations).toConstantValue(ports.producerReservations)
  container.bind(PORT_TOKENS.reservations).toConstantValue(ports.reservations)
  container.bind(PORT_TOKENS.liveReports).toConstantValue(ports.liveReports)
  container.bind(PORT_TOKENS.ticketReferences).toConstantValue(ports.ticketReferences)
  container.bind(PORT_TOKENS.catalog).toConstantValue(ports.catalog)
  container.bind(PORT_TOKENS.seatPlans).toConstantValue(ports.seatPlans)
  container.bind(PORT_TOKENS.seatStatuses).toConstantValue(ports.seatStatuses)
  container.bind(PORT_TOKENS.seatLocks).toConstantValue(ports.seatLocks)
  container.bind(PORT_TOKENS.payments).toConstantValue(ports.payments)
  container.bind(PORT_TOKENS.venueAdmin).toConstantValue(ports.venueAdmin)
  return container
}

/** The ports as the container resolves them (what the stores are given). */
export const resolvePorts = (container: Container): ConsolePorts => ({
  staffSession: container.get(PORT_TOKENS.staffSession),
  producerReservations: container.get(PORT_TOKENS.producerReservations),
  reservations: container.get(PORT_TOKENS.reservations),
  liveReports: container.get(PORT_TOKENS.liveReports),
  ticketReferences: container.get(PORT_TOKENS.ticketReferences),
  catalog: container.get(PORT_TOKENS.catalog),
  seatPlans: container.get(PORT_TOKENS.seatPlans),
  seatStatuses: container.get(PORT_TOKENS.seatStatuses),
  seatLocks: container.get(PORT_TOKENS.seatLocks),
  payments: container.get(PORT_TOKENS.payments),
  venueAdmin: container.get(PORT_TOKENS.venueAdmin),
})
