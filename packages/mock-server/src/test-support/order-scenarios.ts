import { randomBytes } from 'node:crypto'
import { agorot, emptyCart, type Cart, type CartSeat } from '@kartis/core'
import type { Kysely } from 'kysely'
import { CUSTOMER } from '../payment/payment-fixture'
import { GA_ROW } from '../storage/seat-inventory'
import type { KartisTables, SoldSeatsTable } from '../storage/database/tables'

/**
 * Test support for order scenarios run against box offices on a database the test also reads
 * and writes directly: demo presentations to use, free seats, vouchers for buyers, their carts,
 * and the check for a seat sold twice.
 */

type Db = Kysely<KartisTables>

/** A presentation as the lock and commit bodies name it. */
export interface Show {
  readonly id: number
  readonly venueId: number
  readonly seatplanId: number
}

/** A seat of a presentation's plan, with the ticket group its price list comes from. */
export interface PlanSeat {
  readonly sectionId: number
  readonly x: number
  readonly y: number
  readonly ticketGroupId: number
}

/**
 * §3 the next upcoming presentation of a venue that is not in `used` (which it joins), so each
 * scenario of a file works on a presentation of its own. Seat plan ids are the venue id × 10 + 1
 * (DEMO-DATA.md).
 */
export const nextPresentation = async (db: Db, venueId: number, now: number, used: Set<number>): Promise<Show> => {
  const rows = await db
    .selectFrom('presentations')
    .select('id')
    .where('venue_id', '=', venueId)
    .where('starts_at', '>', now)
    .orderBy('starts_at')
    .orderBy('id')
    .execute()
  const free = rows.find((row) => !used.has(row.id))
  if (free === undefined) throw new Error(`no unused upcoming presentation in venue ${venueId}`)
  used.add(free.id)
  return { id: free.id, venueId, seatplanId: venueId * 10 + 1 }
}

/** §4 the places of a presentation sold, held or validly locked, as `section/x/y` keys. */
const takenKeys = async (db: Db, show: Show, now: number): Promise<ReadonlySet<string>> => {
  const rows = await db
    .selectFrom('sold_seats')
    .select(['section_id', 'x', 'y'])
    .where('presentation_id', '=', show.id)
    .union(db.selectFrom('seat_holds').select(['section_id', 'x', 'y']).where('presentation_id', '=', show.id))
    .union(
      db.selectFrom('seat_locks').select(['section_id', 'x', 'y']).where('presentation_id', '=', show.id).where('expires_at', '>', now),
    )
    .execute()
  return new Set(rows.map((row) => `${row.section_id}/${row.x}/${row.y}`))
}

/** §4 seats of the show's plan nobody has sold, held or validly locked, in seat order (section, row, seat). */
export const freeReservedSeats = async (db: Db, show: Show, now: number): Promise<readonly PlanSeat[]> => {
  const taken = await takenKeys(db, show, now)
  const rows = await db
    .selectFrom('seats')
    .innerJoin('sections', 'sections.id', 'seats.section_id')
    .select(['seats.section_id', 'seats.x', 'seats.y', 'seats.ticket_group_id'])
    .where('sections.seatplan_id', '=', show.seatplanId)
    .orderBy('seats.section_id')
    .orderBy('seats.y')
    .orderBy('seats.x')
    .execute()
  return rows.flatMap((row) =>
    row.ticket_group_id === null || taken.has(`${row.section_id}/${row.x}/${row.y}`)
      ? []
      : [{ sectionId: row.section_id, x: row.x, y: row.y, ticketGroupId: row.ticket_group_id }],
  )
}

/** §4 the places 1…capacity of a GA section nobody has sold, held or validly locked, lowest first. */
export const freeGaPlaces = async (db: Db, show: Show, sectionId: number, capacity: number, now: number): Promise<readonly number[]> => {
  const taken = await takenKeys(db, show, now)
  return Array.from({ length: capacity }, (_, i) => i + 1).filter((x) => !taken.has(`${sectionId}/${x}/${GA_ROW}`))
}

/**
 * §4 takes GA places for a box-office visitor by writing its locks straight into the database
 * (long-lived: `ttlMs` from `now`), as the box office's own sales desk might hold them.
 */
export const lockPlacesDirectly = async (
  db: Db,
  show: Show,
  place: { readonly sectionId: number; readonly ticketGroupId: number; readonly xs: readonly number[] },
  uuid: string,
  expiresAt: number,
): Promise<void> => {
  if (place.xs.length === 0) return
  await db
    .insertInto('seat_locks')
    .values(
      place.xs.map((x) => ({
        presentation_id: show.id,
        section_id: place.sectionId,
        x,
        y: GA_ROW,
        uuid,
        ticket_group_id: place.ticketGroupId,
        expires_at: expiresAt,
        client_address: null,
      })),
    )
    .execute()
}

/** §5 issues one voucher per buyer, each with `balance` agorot and no expiry; their codes, in order. */
export const issueBuyerVouchers = async (db: Db, count: number, balance: number): Promise<readonly string[]> => {
  const batch = randomBytes(4).toString('hex').toUpperCase()
  const codes = Array.from({ length: count }, (_, i) => `BUYER-${batch}-${i + 1}`)
  if (codes.length > 0)
    await db
      .insertInto('vouchers')
      .values(
        codes.map((code) => ({
          code,
          name: 'שובר בדיקה',
          is_gift_card: 0 as const,
          initial_balance: balance,
          expires_at: null,
          owner_uuid: null,
          owner_reservation: null,
        })),
      )
      .execute()
  return codes
}

/** The רגיל (policy 1) ticket of each ticket group, as a cart names it. */
export type RegularTickets = ReadonlyMap<number, { readonly ticketId: number; readonly price: number; readonly serviceCharge: number }>

export const regularTickets = async (db: Db): Promise<RegularTickets> => {
  const rows = await db
    .selectFrom('tickets')
    .select(['id', 'ticket_group_id', 'price', 'service_charge'])
    .where('price_policy_id', '=', 1)
    .execute()
  return new Map(rows.map((row) => [row.ticket_group_id, { ticketId: row.id, price: row.price, serviceCharge: row.service_charge }]))
}

/**
 * §3 the cart a buyer commits: the seats (reserved, or GA places at row GA_ROW) at the רגיל
 * ticket of their group, paid in full by the buyer's voucher (the server prices the cart again
 * and rebalances the voucher's amount itself).
 */
export const voucherCart = (show: Show, seats: readonly PlanSeat[], tickets: RegularTickets, voucherCode: string): Cart => ({
  ...emptyCart('events', CUSTOMER),
  selectedPresentationId: show.id,
  seats: seats.map((seat): CartSeat => {
    const ticket = tickets.get(seat.ticketGroupId)
    if (ticket === undefined) throw new Error(`no רגיל ticket in group ${seat.ticketGroupId}`)
    return {
      presentationId: show.id,
      venueId: show.venueId,
      seatplanId: show.seatplanId,
      sectionId: seat.sectionId,
      x: seat.x,
      y: seat.y,
      groupId: 0,
      rowName: '',
      seatName: '',
      sectionName: '',
      ticketGroupId: seat.ticketGroupId,
      allocationId: null,
      attributes: [],
      isMultiplyFactorSubTicket: false,
      ticket: {
        presentationId: show.id,
        ticketGroupId: seat.ticketGroupId,
        venueId: show.venueId,
        seatplanId: show.seatplanId,
        sectionId: seat.sectionId,
        ticketId: ticket.ticketId,
        amount: agorot(ticket.price),
        serviceCharge: agorot(ticket.serviceCharge),
        pricePolicyId: 1,
        allocationId: null,
        isMultiplyFactorSubTicket: false,
      },
    }
  }),
  voucherPayments: [{ code: voucherCode, id: 0, balance: agorot(0), amount: agorot(0), isGiftCard: false }],
})

/** A table with sold_seats' columns: the table itself, or a copy of it made without its primary key. */
export type SoldSeatsLike = 'sold_seats' | 'sold_seats_copy'

/**
 * §4 the seats found sold more than once in `table`: the check run after the races (on
 * sold_seats its primary key makes it empty; on a copy without the key it is what would show).
 */
export const seatsSoldTwice = async (
  db: Kysely<KartisTables & { readonly sold_seats_copy: SoldSeatsTable }>,
  table: SoldSeatsLike,
): Promise<readonly { readonly presentationId: number; readonly sectionId: number; readonly x: number; readonly y: number }[]> => {
  const rows = await db
    .selectFrom(table)
    .select(['presentation_id', 'section_id', 'x', 'y'])
    .select((eb) => eb.fn.countAll<number>().as('sales'))
    .groupBy(['presentation_id', 'section_id', 'x', 'y'])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .orderBy('presentation_id')
    .orderBy('section_id')
    .orderBy('y')
    .orderBy('x')
    .execute()
  return rows.map((row) => ({ presentationId: row.presentation_id, sectionId: row.section_id, x: row.x, y: row.y }))
}
