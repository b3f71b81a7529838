import * as E from 'fp-ts/Either'
import { ReservationState, type ProducerReservation } from '@kartis/core'
import { quoteOf } from '../payment/cancel-order'
import type { ReservationDetails } from '../storage/reservation-repository'
import { toJerusalemIso } from '../storage/jerusalem-time'

/**
 * §7 a reservation as a producer sees it: who bought what, for how much, and what a producer
 * cancel would keep and refund now (§9 the fee rule stored at sale; null once cancelled).
 */
export const producerReservationOf = (details: ReservationDetails): ProducerReservation => {
  const quote = details.resStateId === ReservationState.cancelled ? null : quoteOf(details)
  return {
    reservationIdentifier: details.reservationIdentifier,
    resStateId: details.resStateId,
    customerName: details.customerName,
    mobileNumber: details.mobileNumber,
    quantity: details.quantity,
    amount: details.total,
    presentationId: details.presentationId ?? 0,
    featureName: details.featureName ?? '',
    venueName: details.venueName ?? '',
    startDateTime: details.startDateTime,
    sectionName: details.sectionName,
    rowNames: details.rowNames,
    seatNames: details.seatNames,
    isUnpaid: details.isUnpaid,
    createdAt: toJerusalemIso(details.createdAt),
    integrationId: details.integrationId ?? null,
    cancellation: quote === null || E.isLeft(quote) ? null : { fee: quote.right.fee, refund: quote.right.refund },
  }
}
