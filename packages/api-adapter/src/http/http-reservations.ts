import type { CancellationOutcome, CancellationRequest, EDocument, Reservation, Reservations, Result } from '@kartis/core'
import { edocumentEndpoints } from '../wire/edocument-endpoints'
import { reservationEndpoints } from '../wire/reservation-endpoints'
import { acknowledged, inBand } from './answers'
import type { HttpTransport } from './http-transport'
import type { VisitorIdentity } from './visitor-identity'

/** §7 reservations over HTTP: look-up, e-ticket, cancel, producer cancel. */
export class HttpReservations implements Reservations {
  constructor(
    private readonly transport: HttpTransport,
    /** §7 GET /reservations/{resId} carries the uuid as data as well as in the header. */
    private readonly visitor: VisitorIdentity,
  ) {}

  /** §7 GET /reservations/{resId}?uuid: the visitor's reservation. */
  async reservation(resId: string): Promise<Result<Reservation>> {
    return inBand(await this.transport.send(reservationEndpoints.reservation, { resId, uuid: this.visitor.uuid() }, undefined))
  }

  /** §2 GET /edocuments/{documentKey}: the e-ticket by its signed key, whoever asks; NOT_FOUND for a key the box office did not issue. */
  edocument(documentKey: string): Promise<Result<EDocument>> {
    return this.transport.send(edocumentEndpoints.edocument, { documentKey }, undefined)
  }

  /**
   * §7 POST /reservations/{id}/cancel { itemsToCancel, refundToTransactionCredit }: the fee, the
   * refund and the transaction credit's code (§9); §8 customer-area codes on failure.
   */
  async cancel(request: CancellationRequest): Promise<Result<CancellationOutcome>> {
    return inBand(
      await this.transport.send(
        reservationEndpoints.cancelReservation,
        { id: request.reservationIdentifier },
        { itemsToCancel: request.itemsToCancel, refundToTransactionCredit: request.refundToTransactionCredit },
      ),
    )
  }

  /** §7 POST /reservations/{id}/producerCancel: "returns success or err". */
  async producerCancel(reservationIdentifier: string): Promise<Result<void>> {
    return acknowledged(inBand(await this.transport.send(reservationEndpoints.producerCancel, { id: reservationIdentifier }, undefined)))
  }
}
