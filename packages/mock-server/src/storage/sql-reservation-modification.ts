import * as E from 'fp-ts/Either'
import { sql } from 'kysely'
import { kartisError, ReservationState, type Clock, type Result } from '@kartis/core'
import { hebrewMessageOf } from '../http/hebrew-messages'
import type { Engine } from './database/storage-database'
import { inBatches } from './database/in-batches'
import type { Tx } from './database/transactions'
import { ticketIdentifier } from './identifiers'
import { reservationLines } from './reservation-lines'
import type { CreatedReservation, ModificationReplay, ReservationDetails, ReservationModification } from './reservation-repository'
import type { PresentationSeatKey, SeatInventoryTx } from './seat-inventory'

/** What a modification reads through the reservation repository's own queries. */
export interface ModificationReads {
  /** The reservation with its lines, as the repository shows it. */
  readonly details: (reservationIdentifier: string) => Promise<ReservationDetails | null>
  /** Whether the payment session paid an order or a modification already (taking the session's lock). */
  readonly paymentUsed: (paymentSessionId: string) => Promise<boolean>
}

const keyOf = (seat: PresentationSeatKey): string => `${seat.presentationId}/${seat.sectionId}/${seat.x}/${seat.y}`

/** The line number of a ticket identifier ('KR-XXXXXXXX-07' → 7). */
const lineOf = (identifier: string): number => Number(identifier.slice(identifier.lastIndexOf('-') + 1)) || 0

const outdated = (reservationIdentifier: string): Result<never> => E.left(kartisError('MODIFICATION_OUTDATED', { reservationIdentifier }))

/**
 * The next line number of a reservation: past every line it has, and every line a modification
 * released (released lines leave the table; their identifiers — printed on e-tickets — are never
 * given to another seat).
 */
const nextLine = async (tx: Tx, reservationIdentifier: string, current: readonly string[]): Promise<number> => {
  const earlier = await tx
    .selectFrom('reservation_modifications')
    .select(['released', 'added'])
    .where('reservation_identifier', '=', reservationIdentifier)
    .execute()
  const ever = [
    ...current,
    ...earlier.flatMap((row) => [...(JSON.parse(row.released) as string[]), ...(JSON.parse(row.added) as string[])]),
  ]
  return 1 + Math.max(0, ...ever.map(lineOf))
}

/** §4/§9 the modification made with this key of the uuid (the reservation now, and its cart's digest), or null. */
export const findModification = async (
  tx: Tx,
  reads: ModificationReads,
  uuid: string,
  idempotencyKey: string,
): Promise<ModificationReplay | null> => {
  const row = await tx
    .selectFrom('reservation_modifications')
    .select(['reservation_identifier', 'cart_digest'])
    .where('uuid', '=', uuid)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst()
  const reservation = row === undefined ? null : await reads.details(row.reservation_identifier)
  return row === undefined || reservation === null ? null : { reservation, cartDigest: row.cart_digest }
}

/**
 * §4/§9 ReservationTx.modify on either engine, inside the caller's transaction. The reservation's
 * row is locked first (PostgreSQL), so two modifications of one reservation take turns and the
 * second finds the lines changed (MODIFICATION_OUTDATED); every check comes before any write.
 */
export const modifyReservation = async (
  tx: Tx,
  engine: Engine,
  clock: Pick<Clock, 'now'>,
  seats: SeatInventoryTx,
  reads: ModificationReads,
  input: ReservationModification,
): Promise<Result<CreatedReservation>> => {
  const { reservationIdentifier, uuid } = input
  const replay = await findModification(tx, reads, uuid, input.idempotencyKey)
  if (replay !== null)
    return replay.cartDigest === input.cartDigest
      ? E.right({ reservation: replay.reservation, isReplay: true })
      : E.left(kartisError('PAYMENT_ALREADY_USED', { key: input.idempotencyKey }, hebrewMessageOf('PAYMENT_ALREADY_USED')))
  const row = await tx
    .selectFrom('reservations')
    .select('res_state_id')
    .where('reservation_identifier', '=', reservationIdentifier)
    .$if(engine === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst()
  // Who may modify it is the caller's to check (its visitor, or the customer who owns it): here it must exist.
  if (row === undefined) return E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier }))
  if (row.res_state_id === ReservationState.cancelled) return outdated(reservationIdentifier)
  const lines = await tx
    .selectFrom('reservation_tickets')
    .select('ticket_identifier')
    .where('reservation_identifier', '=', reservationIdentifier)
    .execute()
  const current = lines.map((line) => line.ticket_identifier).sort()
  const expected = [...input.expectedTicketIdentifiers].sort()
  if (current.length !== expected.length || current.some((identifier, i) => identifier !== expected[i]))
    return outdated(reservationIdentifier)
  if (input.release.some((identifier) => !current.includes(identifier))) return outdated(reservationIdentifier)
  if (input.paymentSessionId !== null && (await reads.paymentUsed(input.paymentSessionId)))
    return E.left(
      kartisError('PAYMENT_ALREADY_USED', { paymentSessionId: input.paymentSessionId }, hebrewMessageOf('PAYMENT_ALREADY_USED')),
    )
  const releasedPlaces =
    input.release.length === 0
      ? []
      : await tx
          .selectFrom('sold_seats')
          .select(['presentation_id', 'section_id', 'x', 'y'])
          .where('ticket_identifier', 'in', input.release)
          .execute()
  const freed = new Set(
    releasedPlaces.map((row) => keyOf({ presentationId: row.presentation_id, sectionId: row.section_id, x: row.x, y: row.y })),
  )
  const locked = new Set((await seats.locksOf(uuid)).map(keyOf))
  const lost = input.seats.find((seat) => !freed.has(keyOf(seat)) && !locked.has(keyOf(seat)))
  if (lost !== undefined)
    return E.left(
      kartisError('SEAT_NO_LONGER_AVAILABLE', { presentationId: lost.presentationId, sectionId: lost.sectionId, x: lost.x, y: lost.y }),
    )

  // Every check passed: the writes.
  const first = await nextLine(tx, reservationIdentifier, current)
  if (input.release.length > 0) {
    await tx.deleteFrom('sold_seats').where('ticket_identifier', 'in', input.release).execute()
    await tx.deleteFrom('reservation_tickets').where('ticket_identifier', 'in', input.release).execute()
  }
  const added = reservationLines(reservationIdentifier, first, input.seats, input.products)
  await inBatches(engine, added, (batch) => tx.insertInto('reservation_tickets').values(batch).execute())
  const sales = input.seats.map((seat, i) => ({ ...seat, ticketIdentifier: ticketIdentifier(reservationIdentifier, first + i) }))
  const again = sales.filter((sale) => freed.has(keyOf(sale)))
  if (again.length > 0)
    await tx
      .insertInto('sold_seats')
      .values(
        again.map((sale) => ({
          presentation_id: sale.presentationId,
          section_id: sale.sectionId,
          x: sale.x,
          y: sale.y,
          reservation_identifier: reservationIdentifier,
          ticket_identifier: sale.ticketIdentifier,
        })),
      )
      .execute()
  const sold = await seats.convertLocksToSold(
    uuid,
    reservationIdentifier,
    sales.filter((sale) => !freed.has(keyOf(sale))),
  )
  // The locks were checked above in this same transaction, so this cannot fail; if it does, it is a bug.
  if (E.isLeft(sold)) throw new Error(`locks changed inside the modification's transaction: ${sold.left.code}`)
  await tx
    .insertInto('reservation_modifications')
    .values({
      reservation_identifier: reservationIdentifier,
      uuid,
      idempotency_key: input.idempotencyKey,
      cart_digest: input.cartDigest,
      payment_session_id: input.paymentSessionId,
      released: JSON.stringify(input.release),
      added: JSON.stringify(added.map((line) => line.ticket_identifier)),
      amount: input.amount,
      created_at: clock.now(),
    })
    .execute()
  const reservation = await reads.details(reservationIdentifier)
  if (reservation === null) throw new Error(`reservation ${reservationIdentifier} vanished while modifying it`)
  return E.right({ reservation, isReplay: false })
}

/** Whether a payment session paid a modification already (one session pays one order or one modification). */
export const paidAModification = async (tx: Tx, paymentSessionId: string): Promise<boolean> =>
  (await tx
    .selectFrom('reservation_modifications')
    .select(sql<number>`1`.as('one'))
    .where('payment_session_id', '=', paymentSessionId)
    .limit(1)
    .executeTakeFirst()) !== undefined
