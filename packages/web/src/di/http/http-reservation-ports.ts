import { HttpReservations, HttpSystemVouchers, HttpTransport, type HttpTransportOptions } from '@kartis/api-adapter'
import type { Reservations, SystemVouchers } from '@kartis/core'

/** §7 reservations (with the §2 e-ticket) and system vouchers: a chunk of their own, loaded by checkout, the e-ticket or the customer area. */
export const httpReservationPorts = (
  options: HttpTransportOptions,
): { readonly reservations: Reservations; readonly systemVouchers: SystemVouchers } => {
  const transport = new HttpTransport(options)
  return { reservations: new HttpReservations(transport, options.visitor), systemVouchers: new HttpSystemVouchers(transport) }
}
