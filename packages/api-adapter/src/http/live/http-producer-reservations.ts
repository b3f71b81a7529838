import {
  formatCalendarDate,
  type ProducerReservation,
  type ProducerReservationSearch,
  type ProducerReservations,
  type Result,
} from '@kartis/core'
import { staffEndpoints } from '../../wire/live/staff-endpoints'
import { acknowledged, inBand } from '../answers'
import type { HttpTransport } from '../http-transport'

/** §7 producer reservations over HTTP (permission 268): search, send again, send to another mobile. */
export class HttpProducerReservations implements ProducerReservations {
  constructor(private readonly transport: HttpTransport) {}

  /** §7 GET /PRES-live/v2/producerReservations?q=&presentationId=&date= */
  search(search: ProducerReservationSearch): Promise<Result<readonly ProducerReservation[]>> {
    const text = search.text.trim()
    return this.transport.send(
      staffEndpoints.producerReservations,
      {
        ...(text === '' ? {} : { q: text }),
        ...(search.presentationId === null ? {} : { presentationId: search.presentationId }),
        ...(search.date === null ? {} : { date: formatCalendarDate(search.date) }),
      },
      undefined,
    )
  }

  /** §7 GET /PRES-live/v2/sendResAgain?resId= */
  async sendAgain(reservationIdentifier: string): Promise<Result<void>> {
    return acknowledged(inBand(await this.transport.send(staffEndpoints.sendResAgain, { resId: reservationIdentifier }, undefined)))
  }

  /** §7 POST /pres-live/sendTickets/{resId} { mobileNumber } */
  async sendTickets(reservationIdentifier: string, mobileNumber: string): Promise<Result<void>> {
    return acknowledged(inBand(await this.transport.send(staffEndpoints.sendTickets, { resId: reservationIdentifier }, { mobileNumber })))
  }
}
