import { createHash } from 'node:crypto'
import * as E from 'fp-ts/Either'
import { sql } from 'kysely'
import { agorot, canonicalMobile, displayMobile, kartisError, ReservationState } from '@kartis/core'
import type { Agorot, Clock, Enrollee, Result } from '@kartis/core'
import { cancellationFeeColumns, cancellationFeeOf } from './cancellation-fee-columns'
import { hebrewMessageOf } from '../http/hebrew-messages'
import type { Engine, StorageDatabase } from './database/storage-database'
import { inBatches } from './database/in-batches'
import { inTransaction, refuseNesting, type TransactionScope, type Tx } from './database/transactions'
import { ticketIdentifier, type ReservationIdentifierSource } from './identifiers'
import { reservationLines } from './reservation-lines'
import { toJerusalemIso } from './jerusalem-time'
import type {
  CreatedReservation,
  ReservedEnrolment,
  ReservedSaleLine,
  NewReservation,
  ReservationDetails,
  ModificationReplay,
  ReservationModification,
  ReservationRepository,
  ReservationTicket,
  ReservationTx,
  StaffReservationSearch,
} from './reservation-repository'
import { findModification, modifyReservation, paidAModification, type ModificationReads } from './sql-reservation-modification'
import type { PresentationSeatKey, SeatInventoryTx } from './seat-inventory'

const MAX_IDENTIFIER_ATTEMPTS = 10

/**
 * First keys of the PostgreSQL advisory locks taken here (the second is a hash of the name):
 * any constants no other lock of the box office uses. Two-key locks never meet the one-key
 * lock of the migrations.
 */
const LOCK_SPACE = { commitsOfVisitor: 7_261_012, paymentSession: 7_261_013, enrolmentsOfSeason: 7_261_014 } as const

/** A stable 32-bit key of a name, the same in every process (a lock on another name of equal key only waits a little more). */
const lockKeyOf = (name: string): number => createHash('sha256').update(name).digest().readInt32BE(0)

/**
 * Serialises, across processes, the transactions that take the same named lock: held until
 * the transaction ends. Only PostgreSQL needs it: SQLite's transactions run one at a time.
 */
const serialise = async (tx: Tx, engine: Engine, space: number, name: string): Promise<void> => {
  if (engine === 'postgres') await sql`SELECT pg_advisory_xact_lock(${space}, ${lockKeyOf(name)})`.execute(tx)
}

/**
 * Reservations with their show, payment and lines, one row per line (in line order): one
 * statement, so a reader outside a transaction sees a reservation and its seats as of one
 * moment even while a cancellation commits (on PostgreSQL each statement has its own snapshot).
 */
const detailsQuery = (tx: Tx) =>
  tx
    .selectFrom('reservations as r')
    .leftJoin('presentations as p', 'p.id', 'r.presentation_id')
    .leftJoin('features as f', 'f.id', 'p.feature_id')
    .leftJoin('venues as v', 'v.id', 'p.venue_id')
    .leftJoin('payment_sessions as ps', 'ps.id', 'r.payment_session_id')
    .leftJoin('reservation_tickets as t', 't.reservation_identifier', 'r.reservation_identifier')
    .leftJoin('sold_seats as s', 's.ticket_identifier', 't.ticket_identifier')
    .leftJoin('sections as sec', 'sec.id', 's.section_id')
    .leftJoin('seats as st', (join) => join.onRef('st.section_id', '=', 's.section_id').onRef('st.x', '=', 's.x').onRef('st.y', '=', 's.y'))
    .select([
      'r.reservation_identifier',
      'r.uuid',
      'r.presentation_id',
      'r.res_state_id',
      'r.is_unpaid',
      'r.order_service_charge',
      'r.cancel_fee_kind',
      'r.cancel_fee_basis',
      'r.cancel_fee_value',
      'r.payment_session_id',
      'r.first_name',
      'r.last_name',
      'r.mobile_number',
      'r.created_at',
      'r.cancelled_at',
      'r.customer_id',
      'r.integration_id',
      // Issue 15 an order of a presentation is its venue's; a sale, the venue it was bought at.
      (eb) => eb.fn.coalesce('v.business_id', 'r.business_id').as('business_id'),
      'v.venue_type_id',
      'f.name as feature_name',
      'v.name as venue_name',
      'p.starts_at',
      'ps.number_of_payments',
      't.ticket_identifier',
      't.kind',
      't.presentation_id as ticket_presentation_id',
      't.ticket_id',
      't.price_policy_id',
      't.product_id',
      't.quantity',
      't.amount',
      't.service_charge',
      's.presentation_id as sold_presentation_id',
      's.section_id',
      's.x',
      's.y',
      'sec.name as section_name',
      'st.row_name',
      'st.seat_name',
    ])

type DetailsRow = Awaited<ReturnType<ReturnType<typeof detailsQuery>['execute']>>[number]

const seatKey = (seat: PresentationSeatKey): string => `${seat.presentationId}/${seat.sectionId}/${seat.x}/${seat.y}`

const distinct = (values: readonly string[]): readonly string[] => [...new Set(values.filter((v) => v !== ''))]

const toTicket = (row: DetailsRow, ticketIdentifier: string): ReservationTicket => ({
  ticketIdentifier,
  kind: row.kind === 'product' ? 'product' : 'seat',
  presentationId: row.ticket_presentation_id,
  ticketId: row.ticket_id,
  pricePolicyId: row.price_policy_id,
  productId: row.product_id,
  quantity: row.quantity ?? 0,
  amount: agorot(row.amount ?? 0),
  serviceCharge: agorot(row.service_charge ?? 0),
  seat:
    row.sold_presentation_id === null || row.section_id === null || row.x === null || row.y === null
      ? null
      : { presentationId: row.sold_presentation_id, sectionId: row.section_id, x: row.x, y: row.y },
  sectionName: row.section_id === null ? '' : (row.section_name ?? ''),
  rowName: row.section_id === null ? '' : (row.row_name ?? ''),
  seatName: row.section_id === null ? '' : (row.seat_name ?? ''),
})

/** §4 one reservation from its rows (one per line), deriving what the spec shows from what it still holds. */
const toDetails = (rows: readonly [DetailsRow, ...DetailsRow[]], saleLines: readonly ReservedSaleLine[]): ReservationDetails => {
  const [row] = rows
  const lines = rows.flatMap((line) => (line.ticket_identifier === null ? [] : [{ line, ticket: toTicket(line, line.ticket_identifier) }]))
  const tickets = lines.map((l) => l.ticket)
  const heldSeats = lines.filter((l) => l.line.section_id !== null).map((l) => l.line)
  const cancelled = row.res_state_id === ReservationState.cancelled
  const productUnits = tickets.filter((t) => t.kind === 'product').reduce((n, t) => n + t.quantity, 0)
  const saleUnits = saleLines.reduce((n, line) => n + line.quantity, 0)
  const linesTotal =
    tickets.reduce((total, t) => total + (t.amount + t.serviceCharge) * t.quantity, 0) +
    saleLines.reduce((total, line) => total + line.amount * line.quantity, 0)
  return {
    reservationIdentifier: row.reservation_identifier,
    resStateId: row.res_state_id,
    quantity: cancelled ? 0 : heldSeats.length + productUnits + saleUnits,
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
    total: agorot(linesTotal + row.order_service_charge),
    cancellationFee: cancellationFeeOf(row.cancel_fee_kind, row.cancel_fee_basis, row.cancel_fee_value),
    paymentSessionId: row.payment_session_id,
    numberOfPayments: row.number_of_payments,
    customerName: [row.first_name, row.last_name].filter((name) => name !== '').join(' '),
    mobileNumber: displayMobile(row.mobile_number),
    createdAt: row.created_at,
    cancelledAt: row.cancelled_at,
    customerId: row.customer_id,
    ...(row.integration_id === null ? {} : { integrationId: row.integration_id }),
    businessId: row.business_id,
    venueTypeId: row.venue_type_id,
    saleLines,
  }
}

/** Issue 14 the voucher and donation lines of these reservations, by reservation, in line order. */
const saleLinesOf = async (tx: Tx, rows: readonly DetailsRow[]): Promise<ReadonlyMap<string, readonly ReservedSaleLine[]>> => {
  const ids = [...new Set(rows.map((row) => row.reservation_identifier))]
  const byReservation = new Map<string, ReservedSaleLine[]>()
  if (ids.length === 0) return byReservation
  const lines = await tx
    .selectFrom('reservation_sale_lines')
    .selectAll()
    .where('reservation_identifier', 'in', ids)
    .orderBy('reservation_identifier')
    .orderBy('position')
    .execute()
  for (const line of lines) {
    const own = byReservation.get(line.reservation_identifier) ?? []
    byReservation.set(line.reservation_identifier, own)
    own.push({
      kind: line.kind,
      itemId: line.item_id,
      priceId: line.price_id,
      name: line.name,
      quantity: line.quantity,
      amount: agorot(line.amount),
      jumperDateOfBirth: line.jumper_date_of_birth,
    })
  }
  return byReservation
}

/** Issue 14 §3 the enrolments these reservations bought, by reservation. */
const enrolmentsOf = async (tx: Tx, rows: readonly DetailsRow[]): Promise<ReadonlyMap<string, ReservedEnrolment>> => {
  const ids = [...new Set(rows.map((row) => row.reservation_identifier))]
  if (ids.length === 0) return new Map()
  const found = await tx.selectFrom('reservation_enrolments').selectAll().where('reservation_identifier', 'in', ids).execute()
  return new Map(
    found.map((row) => [
      row.reservation_identifier,
      {
        membershipId: row.membership_id,
        seasonId: row.season_id,
        ticketId: row.ticket_id,
        seasonName: row.season_name,
        rateName: row.rate_name,
        isFixedSeat: row.is_fixed_seat === 1,
      },
    ]),
  )
}

/** Groups rows (ordered by reservation, then line) into reservations, in the order they come, with their sale lines. */
const groupDetails = async (tx: Tx, rows: readonly DetailsRow[]): Promise<readonly ReservationDetails[]> => {
  const sales = await saleLinesOf(tx, rows)
  const enrolments = await enrolmentsOf(tx, rows)
  const groups: [DetailsRow, ...DetailsRow[]][] = []
  for (const row of rows) {
    const last = groups.at(-1)
    if (last !== undefined && last[0].reservation_identifier === row.reservation_identifier) last.push(row)
    else groups.push([row])
  }
  return groups.map((group) => {
    const details = toDetails(group, sales.get(group[0].reservation_identifier) ?? [])
    const enrolment = enrolments.get(group[0].reservation_identifier)
    return enrolment === undefined ? details : { ...details, enrolment }
  })
}

type DetailsQuery = ReturnType<typeof detailsQuery>

/** The details of the reservations `narrow` keeps, newest first (each one's lines in order). */
const newestDetails = async (tx: Tx, narrow: (query: DetailsQuery) => DetailsQuery): Promise<readonly ReservationDetails[]> =>
  groupDetails(
    tx,
    await narrow(detailsQuery(tx)).orderBy('r.created_at', 'desc').orderBy('r.reservation_identifier').orderBy('t.position').execute(),
  )

const detailsOf = async (tx: Tx, reservationIdentifier: string): Promise<ReservationDetails | null> => {
  const rows = await detailsQuery(tx).where('r.reservation_identifier', '=', reservationIdentifier).orderBy('t.position').execute()
  return (await groupDetails(tx, rows))[0] ?? null
}

const invalidInput = (input: NewReservation): Result<void> => {
  const saleLines = input.saleLines ?? []
  if (input.seats.length === 0 && input.products.length === 0 && saleLines.length === 0) return E.left(kartisError('SELECTION_REQUIRED'))
  if (saleLines.some((line) => !Number.isSafeInteger(line.quantity) || line.quantity < 1))
    return E.left(kartisError('BAD_REQUEST', { reason: 'sale line quantity below 1' }))
  const keys = input.seats.map(seatKey)
  if (new Set(keys).size !== keys.length) return E.left(kartisError('BAD_REQUEST', { reason: 'seat listed twice' }))
  if (input.products.some((p) => !Number.isSafeInteger(p.quantity) || p.quantity < 1))
    return E.left(kartisError('BAD_REQUEST', { reason: 'product quantity below 1' }))
  const amounts: readonly Agorot[] = [
    input.orderServiceCharge,
    ...input.seats.flatMap((s) => [s.amount, s.serviceCharge]),
    ...input.products.map((p) => p.unitPrice),
    ...saleLines.map((line) => line.amount),
  ]
  if (amounts.some((amount) => amount < 0)) return E.left(kartisError('INVALID_AMOUNT'))
  return E.right(undefined)
}

/** The owner of a reservation, or RESERVATION_NOT_FOUND for an unknown identifier or another uuid's. */
const ownReservation = async (tx: Tx, reservationIdentifier: string, uuid: string): Promise<Result<void>> => {
  const row = await tx
    .selectFrom('reservations')
    .select('uuid')
    .where('reservation_identifier', '=', reservationIdentifier)
    .executeTakeFirst()
  return row === undefined || row.uuid !== uuid
    ? E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier }))
    : E.right(undefined)
}

/**
 * §4 cancel: one conditional UPDATE decides, so of two cancellations at once (another
 * process's included) the second waits for the first's row and then finds nothing to cancel.
 */
const cancelReservation = async (
  tx: Tx,
  clock: Pick<Clock, 'now'>,
  reservationIdentifier: string,
  uuid: string,
): Promise<Result<ReservationDetails>> => {
  const own = await ownReservation(tx, reservationIdentifier, uuid)
  if (E.isLeft(own)) return own
  const cancelled = await tx
    .updateTable('reservations')
    .set({ res_state_id: ReservationState.cancelled, cancelled_at: clock.now() })
    .where('reservation_identifier', '=', reservationIdentifier)
    .where('res_state_id', '<>', ReservationState.cancelled)
    .executeTakeFirst()
  if (Number(cancelled.numUpdatedRows) === 0) return E.left(kartisError('NOTHING_TO_CANCEL', { reservationIdentifier }))
  await tx.deleteFrom('sold_seats').where('reservation_identifier', '=', reservationIdentifier).execute()
  const details = await detailsOf(tx, reservationIdentifier)
  if (details === null) throw new Error(`reservation ${reservationIdentifier} vanished while cancelling`)
  return E.right(details)
}

/** §4 the reservation operations of one transaction, on either engine; usable only while it is open. */
export class SqlReservationTx implements ReservationTx {
  constructor(
    private readonly tx: Tx,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly scope: TransactionScope,
    private readonly seats: SeatInventoryTx,
    private readonly newIdentifier: ReservationIdentifierSource,
    private readonly engine: Engine,
  ) {}

  /**
   * §7 a commit looks its key up first: this takes the visitor's commit lock (PostgreSQL), so
   * a concurrent commit of the same visitor, in any process, waits here until this transaction
   * ends and then finds its reservation (a replay) instead of failing on the unique key.
   */
  async findByIdempotencyKey(uuid: string, idempotencyKey: string): Promise<ReservationDetails | null> {
    this.scope.assertOpen()
    await serialise(this.tx, this.engine, LOCK_SPACE.commitsOfVisitor, uuid)
    const rows = await detailsQuery(this.tx)
      .where('r.uuid', '=', uuid)
      .where('r.idempotency_key', '=', idempotencyKey)
      .orderBy('t.position')
      .execute()
    return (await groupDetails(this.tx, rows))[0] ?? null
  }

  async enrolleesOf(season: { readonly membershipId: number; readonly seasonId: number }, buyer: Enrollee): Promise<readonly Enrollee[]> {
    this.scope.assertOpen()
    await serialise(this.tx, this.engine, LOCK_SPACE.enrolmentsOfSeason, `${season.membershipId}:${season.seasonId}`)
    // Candidates by the digits that identify a number in any of its spellings (its last nine for a
    // mobile, without leading zeros for an ID); the core's isSameEnrollee decides.
    const mobileDigits = canonicalMobile(buyer.mobileNumber).replace(/\D/g, '').slice(-9)
    const idDigits = buyer.ssn.replace(/\D/g, '').replace(/^0+/, '')
    const rows = await this.tx
      .selectFrom('reservation_enrolments as e')
      .innerJoin('reservations as r', 'r.reservation_identifier', 'e.reservation_identifier')
      .select(['r.customer_id', 'r.mobile_number', 'r.ssn'])
      .where('e.membership_id', '=', season.membershipId)
      .where('e.season_id', '=', season.seasonId)
      .where('r.res_state_id', '<>', ReservationState.cancelled)
      .where((eb) =>
        eb.or([
          ...(buyer.customerId === null ? [] : [eb('r.customer_id', '=', buyer.customerId)]),
          ...(mobileDigits === ''
            ? []
            : [eb(sql<string>`replace(replace(r.mobile_number, '-', ''), ' ', '')`, 'like', `%${mobileDigits}`)]),
          ...(idDigits === '' ? [] : [eb('r.ssn', 'like', `%${idDigits}`)]),
        ]),
      )
      .execute()
    return rows.map((row) => ({ customerId: row.customer_id, mobileNumber: row.mobile_number, ssn: row.ssn }))
  }

  async create(input: NewReservation): Promise<Result<CreatedReservation>> {
    this.scope.assertOpen()
    const replay = await this.findByIdempotencyKey(input.uuid, input.idempotencyKey)
    if (replay !== null) return E.right({ reservation: replay, isReplay: true })
    // §7/§8 one card payment pays one reservation: one that paid another (a hold, say) pays nothing more.
    if (input.paymentSessionId !== null && (await this.paidByAnother(input.paymentSessionId, null)))
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
    const reservationIdentifier = await this.insertReservation(input)
    // A whole block of the arena sold at once is more lines than one statement may carry.
    await inBatches(this.engine, reservationLines(reservationIdentifier, 1, input.seats, input.products), (batch) =>
      this.tx.insertInto('reservation_tickets').values(batch).execute(),
    )
    await inBatches(
      this.engine,
      (input.saleLines ?? []).map((line, position) => ({
        reservation_identifier: reservationIdentifier,
        position,
        kind: line.kind,
        item_id: line.itemId,
        price_id: line.priceId,
        name: line.name,
        quantity: line.quantity,
        amount: line.amount,
        jumper_date_of_birth: line.jumperDateOfBirth,
      })),
      (batch) => this.tx.insertInto('reservation_sale_lines').values(batch).execute(),
    )
    if (input.enrolment !== undefined)
      await this.tx
        .insertInto('reservation_enrolments')
        .values({
          reservation_identifier: reservationIdentifier,
          membership_id: input.enrolment.membershipId,
          season_id: input.enrolment.seasonId,
          ticket_id: input.enrolment.ticketId,
          season_name: input.enrolment.seasonName,
          rate_name: input.enrolment.rateName,
          is_fixed_seat: input.enrolment.isFixedSeat ? 1 : 0,
        })
        .execute()
    const sales = input.seats.map((seat, i) => ({ ...seat, ticketIdentifier: ticketIdentifier(reservationIdentifier, i + 1) }))
    const sold = await this.seats.convertLocksToSold(input.uuid, reservationIdentifier, sales)
    // The locks were checked above in this same transaction, so this cannot fail; if it does, it is a bug.
    if (E.isLeft(sold)) throw new Error(`locks changed inside the commit transaction: ${sold.left.code}`)
    const created = await detailsOf(this.tx, reservationIdentifier)
    if (created === null) throw new Error(`reservation ${reservationIdentifier} vanished after insert`)
    return E.right({ reservation: created, isReplay: false })
  }

  async get(reservationIdentifier: string): Promise<ReservationDetails | null> {
    this.scope.assertOpen()
    return detailsOf(this.tx, reservationIdentifier)
  }

  async cancel(reservationIdentifier: string, uuid: string): Promise<Result<ReservationDetails>> {
    this.scope.assertOpen()
    return cancelReservation(this.tx, this.clock, reservationIdentifier, uuid)
  }

  /**
   * §4/§7 hold payment: one conditional UPDATE marks it paid, so of two payments at once the
   * second finds it paid; the payment session's lock keeps one session from paying two reservations.
   */
  async markPaid(reservationIdentifier: string, uuid: string, paymentSessionId: string | null): Promise<Result<ReservationDetails>> {
    this.scope.assertOpen()
    const own = await ownReservation(this.tx, reservationIdentifier, uuid)
    if (E.isLeft(own)) return own
    if (paymentSessionId !== null && (await this.paidByAnother(paymentSessionId, reservationIdentifier)))
      return E.left(kartisError('PAYMENT_ERROR', { reason: 'payment-already-used', paymentSessionId }))
    const paid = await this.tx
      .updateTable('reservations')
      .set({ res_state_id: ReservationState.paid, is_unpaid: 0, payment_session_id: paymentSessionId })
      .where('reservation_identifier', '=', reservationIdentifier)
      .where('is_unpaid', '=', 1)
      .where('res_state_id', '<>', ReservationState.cancelled)
      .executeTakeFirst()
    if (Number(paid.numUpdatedRows) === 0) return E.left(kartisError('PAYMENT_ERROR', { reason: 'not-unpaid', reservationIdentifier }))
    const details = await detailsOf(this.tx, reservationIdentifier)
    if (details === null) throw new Error(`reservation ${reservationIdentifier} vanished while marking it paid`)
    return E.right(details)
  }

  async findModification(uuid: string, idempotencyKey: string): Promise<ModificationReplay | null> {
    this.scope.assertOpen()
    await serialise(this.tx, this.engine, LOCK_SPACE.commitsOfVisitor, uuid)
    return findModification(this.tx, this.reads, uuid, idempotencyKey)
  }

  /** §4/§9 see ReservationTx.modify; the visitor's commit lock (PostgreSQL) serialises it with its commits and retries. */
  async modify(input: ReservationModification): Promise<Result<CreatedReservation>> {
    this.scope.assertOpen()
    await serialise(this.tx, this.engine, LOCK_SPACE.commitsOfVisitor, input.uuid)
    return modifyReservation(this.tx, this.engine, this.clock, this.seats, this.reads, input)
  }

  private get reads(): ModificationReads {
    return {
      details: (reservationIdentifier) => detailsOf(this.tx, reservationIdentifier),
      paymentUsed: (paymentSessionId) => this.paidByAnother(paymentSessionId, null),
    }
  }

  /**
   * §7/§8 whether the payment session paid a reservation other than `except`, or a modification. Takes the
   * session's lock first (PostgreSQL), held to the end of the transaction: a second commit or
   * hold payment with the same session, in any process, waits and then sees this one's.
   * An advisory lock rather than the payment_sessions row's, as a reservation may name a
   * session without a row.
   */
  private async paidByAnother(paymentSessionId: string, except: string | null): Promise<boolean> {
    await serialise(this.tx, this.engine, LOCK_SPACE.paymentSession, paymentSessionId)
    const paid = this.tx.selectFrom('reservations').select('reservation_identifier').where('payment_session_id', '=', paymentSessionId)
    const other = await (except === null ? paid : paid.where('reservation_identifier', '<>', except)).limit(1).executeTakeFirst()
    return other !== undefined || (await paidAModification(this.tx, paymentSessionId))
  }

  /**
   * Writes the reservation under a new identifier and returns it; an identifier taken already
   * (by an earlier or a concurrent reservation) is skipped without failing the transaction.
   */
  private async insertReservation(input: NewReservation): Promise<string> {
    for (let attempt = 0; attempt < MAX_IDENTIFIER_ATTEMPTS; attempt++) {
      const written = await this.tx
        .insertInto('reservations')
        .values({
          reservation_identifier: this.newIdentifier(),
          uuid: input.uuid,
          idempotency_key: input.idempotencyKey,
          presentation_id: input.presentationId,
          res_state_id: input.isHold ? ReservationState.active : ReservationState.paid,
          is_unpaid: input.isHold ? 1 : 0,
          first_name: input.customer.firstName,
          last_name: input.customer.lastName,
          email: input.customer.email,
          mobile_number: input.customer.mobileNumber,
          ssn: input.customer.ssn,
          order_service_charge: input.orderServiceCharge,
          ...cancellationFeeColumns(input.cancellationFee),
          payment_session_id: input.paymentSessionId,
          customer_id: input.customerId ?? null,
          integration_id: input.integrationId ?? null,
          business_id: input.presentationId === null ? (input.businessId ?? null) : null,
          created_at: this.clock.now(),
        })
        .onConflict((oc) => oc.column('reservation_identifier').doNothing())
        .returning('reservation_identifier')
        .executeTakeFirst()
      if (written !== undefined) return written.reservation_identifier
    }
    throw new Error(`no unused reservation identifier after ${MAX_IDENTIFIER_ATTEMPTS} attempts`)
  }
}

/** §4 reservations outside a commit, on either engine (a commit runs in the unit of work's transaction). */
export class SqlReservationRepository implements ReservationRepository {
  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  async getForUuid(reservationIdentifier: string, uuid: string): Promise<ReservationDetails | null> {
    refuseNesting(this.database)
    const rows = await detailsQuery(this.database.db)
      .where('r.reservation_identifier', '=', reservationIdentifier)
      .where('r.uuid', '=', uuid)
      .orderBy('t.position')
      .execute()
    return (await groupDetails(this.database.db, rows))[0] ?? null
  }

  async get(reservationIdentifier: string): Promise<ReservationDetails | null> {
    refuseNesting(this.database)
    return detailsOf(this.database.db, reservationIdentifier)
  }

  async listForUuid(uuid: string): Promise<readonly ReservationDetails[]> {
    refuseNesting(this.database)
    return newestDetails(this.database.db, (query) => query.where('r.uuid', '=', uuid))
  }

  async listForCustomer(customerId: number | null, verifiedMobile: string | null): Promise<readonly ReservationDetails[]> {
    refuseNesting(this.database)
    if (customerId === null && verifiedMobile === null) return []
    return newestDetails(this.database.db, (query) =>
      query.where((eb) =>
        eb.or([
          ...(customerId === null ? [] : [eb('r.customer_id', '=', customerId)]),
          ...(verifiedMobile === null ? [] : [eb('r.mobile_number', '=', verifiedMobile)]),
        ]),
      ),
    )
  }

  async searchForStaff(search: StaffReservationSearch): Promise<readonly ReservationDetails[]> {
    refuseNesting(this.database)
    if (search.businessIds.length === 0) return []
    const db = this.database.db
    const text = search.text.trim()
    // A phone number's digits after its leading 0 match 0541234567 and +972541234567 alike.
    const phoneDigits = text.replace(/\D/g, '').replace(/^(972|0)/, '')
    const name = text.toLowerCase().replace(/[%_\\]/g, '')
    const matching = db
      .selectFrom('reservations as r')
      .innerJoin('presentations as p', 'p.id', 'r.presentation_id')
      .innerJoin('venues as v', 'v.id', 'p.venue_id')
      .select('r.reservation_identifier')
      .where('v.business_id', 'in', search.businessIds)
      .$if(text !== '', (q) =>
        q.where((eb) =>
          eb.or([
            eb('r.reservation_identifier', '=', text.toUpperCase()),
            ...(phoneDigits.length >= 4 ? [eb('r.mobile_number', 'like', `%${phoneDigits}%`)] : []),
            ...(name === '' ? [] : [eb(sql<string>`lower(r.first_name || ' ' || r.last_name)`, 'like', `%${name}%`)]),
          ]),
        ),
      )
      .$if(search.presentationId !== null, (q) => q.where('p.id', '=', search.presentationId ?? 0))
      .$if(search.startsBetween !== null, (q) =>
        q.where('p.starts_at', '>=', search.startsBetween?.from ?? 0).where('p.starts_at', '<', search.startsBetween?.to ?? 0),
      )
      .orderBy('r.created_at', 'desc')
      .orderBy('r.reservation_identifier')
      .limit(search.limit)
    return newestDetails(db, (query) => query.where('r.reservation_identifier', 'in', matching))
  }

  cancel(reservationIdentifier: string, uuid: string): Promise<Result<ReservationDetails>> {
    return inTransaction(this.database, (tx, scope) => {
      scope.assertOpen()
      return cancelReservation(tx, this.clock, reservationIdentifier, uuid)
    })
  }
}
