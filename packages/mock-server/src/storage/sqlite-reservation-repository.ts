import type Database from 'better-sqlite3'
import * as E from 'fp-ts/Either'
import { agorot, displayMobile, kartisError, ReservationState } from '@kartis/core'
import type { Clock, Agorot, Result } from '@kartis/core'
import { randomReservationIdentifier, ticketIdentifier, type ReservationIdentifierSource } from './identifiers'
import { toJerusalemIso } from './jerusalem-time'
import { hebrewMessageOf } from '../http/hebrew-messages'
import type {
  CreatedReservation,
  NewReservation,
  ReservationDetails,
  ReservationRepository,
  ReservationTicket,
  ReservationTx,
} from './reservation-repository'
import type { PresentationSeatKey, SeatInventoryTx } from './seat-inventory'
import { cancellationFeeColumns, cancellationFeeOf } from './sqlite-cancellation-fee'
import type { TransactionScope } from './sqlite-gate'
import { SqliteGate } from './sqlite-gate'
import { SqliteSeatInventoryTx } from './sqlite-seat-inventory'

type Db = Database.Database

interface ReservationRow {
  readonly reservation_identifier: string
  readonly uuid: string
  readonly presentation_id: number | null
  readonly res_state_id: number
  readonly is_unpaid: number
  readonly order_service_charge: number
  readonly cancel_fee_kind: string | null
  readonly cancel_fee_basis: string | null
  readonly cancel_fee_value: number | null
  readonly payment_session_id: string | null
  readonly first_name: string
  readonly last_name: string
  readonly mobile_number: string
  readonly created_at: number
  readonly cancelled_at: number | null
  readonly feature_name: string | null
  readonly venue_name: string | null
  readonly starts_at: number | null
  readonly number_of_payments: number | null
}

interface TicketRow {
  readonly ticket_identifier: string
  readonly kind: string
  readonly presentation_id: number | null
  readonly ticket_id: number | null
  readonly price_policy_id: number | null
  readonly product_id: number | null
  readonly quantity: number
  readonly amount: number
  readonly service_charge: number
  readonly sold_presentation_id: number | null
  readonly section_id: number | null
  readonly x: number | null
  readonly y: number | null
  readonly section_name: string | null
  readonly row_name: string | null
  readonly seat_name: string | null
}

const RESERVATION_SELECT = `
SELECT r.*, f.name AS feature_name, v.name AS venue_name, p.starts_at, ps.number_of_payments
FROM reservations r
LEFT JOIN presentations p ON p.id = r.presentation_id
LEFT JOIN features f ON f.id = p.feature_id
LEFT JOIN venues v ON v.id = p.venue_id
LEFT JOIN payment_sessions ps ON ps.id = r.payment_session_id`

const MAX_IDENTIFIER_ATTEMPTS = 10

const prepareStatements = (db: Db) => ({
  byIdentifier: db.prepare<[string], ReservationRow>(`${RESERVATION_SELECT} WHERE r.reservation_identifier = ?`),
  byKey: db.prepare<[string, string], ReservationRow>(`${RESERVATION_SELECT} WHERE r.uuid = ? AND r.idempotency_key = ?`),
  byUuid: db.prepare<[string], ReservationRow>(
    `${RESERVATION_SELECT} WHERE r.uuid = ? ORDER BY r.created_at DESC, r.reservation_identifier`,
  ),
  tickets: db.prepare<[string], TicketRow>(
    `SELECT t.*, s.presentation_id AS sold_presentation_id, s.section_id, s.x, s.y,
            sec.name AS section_name, st.row_name, st.seat_name
     FROM reservation_tickets t
     LEFT JOIN sold_seats s ON s.ticket_identifier = t.ticket_identifier
     LEFT JOIN sections sec ON sec.id = s.section_id
     LEFT JOIN seats st ON st.section_id = s.section_id AND st.x = s.x AND st.y = s.y
     WHERE t.reservation_identifier = ?
     ORDER BY t.position`,
  ),
  exists: db.prepare<[string], number>('SELECT 1 FROM reservations WHERE reservation_identifier = ?').pluck(),
  insert: db.prepare<
    [
      string,
      string,
      string,
      number | null,
      number,
      number,
      string,
      string,
      string,
      string,
      string,
      number,
      string | null,
      string | null,
      number | null,
      string | null,
      number,
    ]
  >(
    `INSERT INTO reservations (reservation_identifier, uuid, idempotency_key, presentation_id, res_state_id, is_unpaid,
       first_name, last_name, email, mobile_number, ssn, order_service_charge, cancel_fee_kind, cancel_fee_basis,
       cancel_fee_value, payment_session_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ),
  insertTicket: db.prepare<
    [string, string, number, string, number | null, number | null, number | null, number | null, number, number, number]
  >(
    `INSERT INTO reservation_tickets (ticket_identifier, reservation_identifier, position, kind, presentation_id,
       ticket_id, price_policy_id, product_id, quantity, amount, service_charge)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ),
  cancel: db.prepare<[number, string]>(
    `UPDATE reservations SET res_state_id = ${ReservationState.cancelled}, cancelled_at = ? WHERE reservation_identifier = ?`,
  ),
  freeSeats: db.prepare<[string]>('DELETE FROM sold_seats WHERE reservation_identifier = ?'),
  markPaid: db.prepare<[string | null, string]>(
    `UPDATE reservations SET res_state_id = ${ReservationState.paid}, is_unpaid = 0, payment_session_id = ?
     WHERE reservation_identifier = ? AND is_unpaid = 1 AND res_state_id <> ${ReservationState.cancelled}`,
  ),
  paidBy: db.prepare<[string], string>('SELECT reservation_identifier FROM reservations WHERE payment_session_id = ? LIMIT 1').pluck(),
})

type ReservationStatements = ReturnType<typeof prepareStatements>

const statementCache = new WeakMap<Db, ReservationStatements>()

const statementsFor = (db: Db): ReservationStatements => {
  const cached = statementCache.get(db)
  if (cached !== undefined) return cached
  const created = prepareStatements(db)
  statementCache.set(db, created)
  return created
}

const seatKey = (seat: PresentationSeatKey): string => `${seat.presentationId}/${seat.sectionId}/${seat.x}/${seat.y}`

const distinct = (values: readonly string[]): readonly string[] => [...new Set(values.filter((v) => v !== ''))]

const toTicket = (row: TicketRow): ReservationTicket => ({
  ticketIdentifier: row.ticket_identifier,
  kind: row.kind === 'product' ? 'product' : 'seat',
  presentationId: row.presentation_id,
  ticketId: row.ticket_id,
  pricePolicyId: row.price_policy_id,
  productId: row.product_id,
  quantity: row.quantity,
  amount: agorot(row.amount),
  serviceCharge: agorot(row.service_charge),
  seat:
    row.sold_presentation_id === null || row.section_id === null || row.x === null || row.y === null
      ? null
      : { presentationId: row.sold_presentation_id, sectionId: row.section_id, x: row.x, y: row.y },
})

/** §4 reads a reservation and derives what the spec shows from what it still holds. */
const readDetails = (statements: ReservationStatements, row: ReservationRow): ReservationDetails => {
  const rows = statements.tickets.all(row.reservation_identifier)
  const tickets = rows.map(toTicket)
  const heldSeats = rows.filter((t) => t.section_id !== null)
  const cancelled = row.res_state_id === ReservationState.cancelled
  const productUnits = tickets.filter((t) => t.kind === 'product').reduce((n, t) => n + t.quantity, 0)
  const lines = tickets.reduce((total, t) => total + (t.amount + t.serviceCharge) * t.quantity, 0)
  return {
    reservationIdentifier: row.reservation_identifier,
    resStateId: row.res_state_id,
    quantity: cancelled ? 0 : heldSeats.length + productUnits,
    ...(row.feature_name === null ? {} : { featureName: row.feature_name }),
    ...(row.venue_name === null ? {} : { venueName: row.venue_name }),
    sectionName: distinct(heldSeats.map((t) => t.section_name ?? '')).join(', '),
    rowNames: distinct(heldSeats.map((t) => t.row_name ?? '')).join(', '),
    seatNames: heldSeats
      .map((t) => t.seat_name ?? '')
      .filter((name) => name !== '')
      .join(', '),
    isUnpaid: row.is_unpaid === 1 && !cancelled,
    startDateTime: row.starts_at === null ? null : toJerusalemIso(row.starts_at),
    ticketIdentifiers: tickets.map((t) => t.ticketIdentifier),
    uuid: row.uuid,
    presentationId: row.presentation_id,
    tickets,
    orderServiceCharge: agorot(row.order_service_charge),
    total: agorot(lines + row.order_service_charge),
    cancellationFee: cancellationFeeOf(row.cancel_fee_kind, row.cancel_fee_basis, row.cancel_fee_value),
    paymentSessionId: row.payment_session_id,
    numberOfPayments: row.number_of_payments,
    customerName: [row.first_name, row.last_name].filter((name) => name !== '').join(' '),
    mobileNumber: displayMobile(row.mobile_number),
    createdAt: row.created_at,
    cancelledAt: row.cancelled_at,
  }
}

const invalidInput = (input: NewReservation): Result<void> => {
  if (input.seats.length === 0 && input.products.length === 0) return E.left(kartisError('SELECTION_REQUIRED'))
  const keys = input.seats.map(seatKey)
  if (new Set(keys).size !== keys.length) return E.left(kartisError('BAD_REQUEST', { reason: 'seat listed twice' }))
  if (input.products.some((p) => !Number.isSafeInteger(p.quantity) || p.quantity < 1))
    return E.left(kartisError('BAD_REQUEST', { reason: 'product quantity below 1' }))
  const amounts: readonly Agorot[] = [
    input.orderServiceCharge,
    ...input.seats.flatMap((s) => [s.amount, s.serviceCharge]),
    ...input.products.map((p) => p.unitPrice),
  ]
  if (amounts.some((amount) => amount < 0)) return E.left(kartisError('INVALID_AMOUNT'))
  return E.right(undefined)
}

/** §4 the reservation operations of one SQLite transaction; usable only while it is open. */
export class SqliteReservationTx implements ReservationTx {
  private readonly statements: ReservationStatements

  constructor(
    db: Db,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly scope: TransactionScope,
    private readonly seats: SeatInventoryTx,
    private readonly newIdentifier: ReservationIdentifierSource,
  ) {
    this.statements = statementsFor(db)
  }

  async findByIdempotencyKey(uuid: string, idempotencyKey: string): Promise<ReservationDetails | null> {
    this.scope.assertOpen()
    const row = this.statements.byKey.get(uuid, idempotencyKey)
    return row === undefined ? null : readDetails(this.statements, row)
  }

  async create(input: NewReservation): Promise<Result<CreatedReservation>> {
    this.scope.assertOpen()
    const replay = await this.findByIdempotencyKey(input.uuid, input.idempotencyKey)
    if (replay !== null) return E.right({ reservation: replay, isReplay: true })
    // §7/§8 one card payment pays one reservation: one that paid another (a hold, say) pays nothing more.
    if (input.paymentSessionId !== null && this.statements.paidBy.get(input.paymentSessionId) !== undefined)
      return E.left(
        kartisError('PAYMENT_ALREADY_USED', { paymentSessionId: input.paymentSessionId }, hebrewMessageOf('PAYMENT_ALREADY_USED')),
      )
    const invalid = invalidInput(input)
    if (E.isLeft(invalid)) return invalid
    // Check every lock before writing anything, so a Left leaves no trace even if the caller commits.
    const locked = new Set((await this.seats.locksOf(input.uuid)).map(seatKey))
    const lost = input.seats.find((seat) => !locked.has(seatKey(seat)))
    if (lost !== undefined)
      return E.left(
        kartisError('SEAT_NO_LONGER_AVAILABLE', {
          presentationId: lost.presentationId,
          sectionId: lost.sectionId,
          x: lost.x,
          y: lost.y,
        }),
      )
    const reservationIdentifier = this.unusedIdentifier()
    const s = this.statements
    s.insert.run(
      reservationIdentifier,
      input.uuid,
      input.idempotencyKey,
      input.presentationId,
      input.isHold ? ReservationState.active : ReservationState.paid,
      input.isHold ? 1 : 0,
      input.customer.firstName,
      input.customer.lastName,
      input.customer.email,
      input.customer.mobileNumber,
      input.customer.ssn,
      input.orderServiceCharge,
      ...cancellationFeeColumns(input.cancellationFee),
      input.paymentSessionId,
      this.clock.now(),
    )
    const sales = input.seats.map((seat, i) => {
      const id = ticketIdentifier(reservationIdentifier, i + 1)
      s.insertTicket.run(
        id,
        reservationIdentifier,
        i + 1,
        'seat',
        seat.presentationId,
        seat.ticketId,
        seat.pricePolicyId,
        null,
        1,
        seat.amount,
        seat.serviceCharge,
      )
      return { ...seat, ticketIdentifier: id }
    })
    input.products.forEach((product, i) => {
      const line = input.seats.length + i + 1
      s.insertTicket.run(
        ticketIdentifier(reservationIdentifier, line),
        reservationIdentifier,
        line,
        'product',
        product.presentationId,
        null,
        null,
        product.productId,
        product.quantity,
        product.unitPrice,
        0,
      )
    })
    const sold = await this.seats.convertLocksToSold(input.uuid, reservationIdentifier, sales)
    // The locks were checked above in this same transaction, so this cannot fail; if it does, it is a bug.
    if (E.isLeft(sold)) throw new Error(`locks changed inside the commit transaction: ${sold.left.code}`)
    const created = await this.get(reservationIdentifier)
    if (created === null) throw new Error(`reservation ${reservationIdentifier} vanished after insert`)
    return E.right({ reservation: created, isReplay: false })
  }

  async get(reservationIdentifier: string): Promise<ReservationDetails | null> {
    this.scope.assertOpen()
    const row = this.statements.byIdentifier.get(reservationIdentifier)
    return row === undefined ? null : readDetails(this.statements, row)
  }

  async cancel(reservationIdentifier: string, uuid: string): Promise<Result<ReservationDetails>> {
    this.scope.assertOpen()
    const row = this.statements.byIdentifier.get(reservationIdentifier)
    if (row === undefined || row.uuid !== uuid) return E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier }))
    if (row.res_state_id === ReservationState.cancelled) return E.left(kartisError('NOTHING_TO_CANCEL', { reservationIdentifier }))
    this.statements.cancel.run(this.clock.now(), reservationIdentifier)
    this.statements.freeSeats.run(reservationIdentifier)
    const cancelled = await this.get(reservationIdentifier)
    if (cancelled === null) throw new Error(`reservation ${reservationIdentifier} vanished while cancelling`)
    return E.right(cancelled)
  }

  async markPaid(reservationIdentifier: string, uuid: string, paymentSessionId: string | null): Promise<Result<ReservationDetails>> {
    this.scope.assertOpen()
    const row = this.statements.byIdentifier.get(reservationIdentifier)
    if (row === undefined || row.uuid !== uuid) return E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier }))
    if (paymentSessionId !== null) {
      const other = this.statements.paidBy.get(paymentSessionId)
      if (other !== undefined && other !== reservationIdentifier)
        return E.left(kartisError('PAYMENT_ERROR', { reason: 'payment-already-used', paymentSessionId }))
    }
    if (this.statements.markPaid.run(paymentSessionId, reservationIdentifier).changes === 0)
      return E.left(kartisError('PAYMENT_ERROR', { reason: 'not-unpaid', reservationIdentifier }))
    const paid = await this.get(reservationIdentifier)
    if (paid === null) throw new Error(`reservation ${reservationIdentifier} vanished while marking it paid`)
    return E.right(paid)
  }

  private unusedIdentifier(): string {
    for (let attempt = 0; attempt < MAX_IDENTIFIER_ATTEMPTS; attempt++) {
      const candidate = this.newIdentifier()
      if (this.statements.exists.get(candidate) === undefined) return candidate
    }
    throw new Error(`no unused reservation identifier after ${MAX_IDENTIFIER_ATTEMPTS} attempts`)
  }
}

/** §4 reservations on SQLite, outside a commit (which runs in SqliteUnitOfWork). */
export class SqliteReservationRepository implements ReservationRepository {
  private readonly gate: SqliteGate

  constructor(
    private readonly db: Db,
    private readonly clock: Pick<Clock, 'now'>,
  ) {
    this.gate = new SqliteGate(db)
  }

  getForUuid(reservationIdentifier: string, uuid: string): Promise<ReservationDetails | null> {
    return this.gate.exclusive(() => {
      const row = statementsFor(this.db).byIdentifier.get(reservationIdentifier)
      return row === undefined || row.uuid !== uuid ? null : readDetails(statementsFor(this.db), row)
    })
  }

  listForUuid(uuid: string): Promise<readonly ReservationDetails[]> {
    return this.gate.exclusive(() => {
      const statements = statementsFor(this.db)
      return statements.byUuid.all(uuid).map((row) => readDetails(statements, row))
    })
  }

  cancel(reservationIdentifier: string, uuid: string): Promise<Result<ReservationDetails>> {
    return this.gate.transaction((scope) =>
      new SqliteReservationTx(
        this.db,
        this.clock,
        scope,
        new SqliteSeatInventoryTx(this.db, this.clock, scope),
        // Cancelling never creates a reservation, so never draws an identifier.
        randomReservationIdentifier,
      ).cancel(reservationIdentifier, uuid),
    )
  }
}
