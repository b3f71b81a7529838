import { createHash } from 'node:crypto'
import * as E from 'fp-ts/Either'
import { ReservationState, kartisError, parseIsoMoment, type PaidTicket, type Result } from '@kartis/core'
import * as O from 'fp-ts/Option'
import { ownsReservation, type ReservationOwner } from '../customers/reservation-owner'
import type { ReservationDetails } from '../storage/reservation-repository'

/**
 * §3 a reservation's lastTransactionId (cart.modify): a digest of the lines it holds, so it
 * changes with every modification and cancellation. A modification worked out on another one is
 * MODIFICATION_OUTDATED: the customer sees the reservation as it is before paying for a change.
 */
export const transactionIdOf = (
  reservation: Pick<ReservationDetails, 'reservationIdentifier' | 'resStateId' | 'ticketIdentifiers'>,
): string =>
  createHash('sha256')
    .update(JSON.stringify([reservation.reservationIdentifier, reservation.resStateId, [...reservation.ticketIdentifiers].sort()]))
    .digest('base64url')
    .slice(0, 22)

/** §3 a paid seat line of a reservation, as the core's modification rules see it, with its identifier. */
export interface PaidLine extends PaidTicket {
  readonly ticketIdentifier: string
}

/** §4 the reservation's seat lines that hold a seat: what a modification credits and may release. */
export const paidLinesOf = (reservation: ReservationDetails): readonly PaidLine[] =>
  reservation.tickets.flatMap((line) =>
    line.kind === 'seat' && line.seat !== null && line.ticketId !== null
      ? [
          {
            ...line.seat,
            ticketId: line.ticketId,
            amount: line.amount,
            serviceCharge: line.serviceCharge,
            ticketIdentifier: line.ticketIdentifier,
          },
        ]
      : [],
  )

/** §6 who asks to modify: the visitor, and the customer logged in on its session (null: none). */
export interface ModificationCaller {
  readonly uuid: string
  readonly customer: ReservationOwner | null
}

/** §6/issue 12 whether the caller owns the reservation: the visitor who ordered it, or the logged-in customer it belongs to. */
const owns = (caller: ModificationCaller, reservation: ReservationDetails): boolean =>
  reservation.uuid === caller.uuid || (caller.customer !== null && ownsReservation(caller.customer, reservation))

/**
 * §4/§6 whether a reservation may be modified online, by the caller: its owner (the visitor who
 * ordered it, or the logged-in customer it belongs to, on any device), paid (a hold is paid
 * first), not cancelled, and its show not begun. An unknown, cancelled or anybody else's
 * reservation — another customer's included — is the same not-found answer (`notFound`), so
 * nothing is learnt by trying.
 */
export const checkModifiable = (
  reservation: ReservationDetails | null,
  caller: ModificationCaller,
  now: number,
  notFound: () => Result<never>,
): Result<ReservationDetails> => {
  if (reservation === null || !owns(caller, reservation) || reservation.resStateId === ReservationState.cancelled) return notFound()
  const { reservationIdentifier } = reservation
  if (reservation.isUnpaid) return E.left(kartisError('UNABLE_TO_PROCESS_ORDER', { reason: 'unpaid-hold', reservationIdentifier }))
  const start = reservation.startDateTime === null ? O.none : parseIsoMoment(reservation.startDateTime)
  if (O.isSome(start) && start.value.kind === 'instant' && start.value.epochMs <= now)
    return E.left(kartisError('TOO_CLOSE_TO_PRSNT_DATE', { reservationIdentifier }))
  return E.right(reservation)
}
