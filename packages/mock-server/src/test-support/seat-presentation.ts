import type { StorageDatabase } from '../storage/database/storage-database'
import type { PresentationSeatKey } from '../storage/seat-inventory'

/** The reserved section of the seat tests' presentation: rows y 1–2, seats x 1–6. */
export const TEST_RESERVED_SECTION = 101
/** The GA section of the seat tests' presentation. */
export const TEST_GA_SECTION = 102

/**
 * §3 test support: the least a seat table's foreign key needs, written straight to a migrated
 * database on either engine (a feature, a venue and one presentation); returns the presentation.
 * The seat inventory knows no plan: sections and seats are the caller's numbers.
 */
export const seatPresentation = async (database: StorageDatabase, startsAt: number): Promise<number> => {
  const { db } = database
  await db.insertInto('features').values({ id: 1, name: 'הצגת בדיקה', feature_type_id: 1, feature_category_id: 1 }).execute()
  await db.insertInto('venues').values({ id: 1, name: 'אולם בדיקות', venue_type_id: 1, location_id: 1, seatplan_id: 11 }).execute()
  const presentation = await db
    .insertInto('presentations')
    .values({ feature_id: 1, venue_id: 1, starts_at: startsAt, seating_policy_id: 3, max_seats: 10, soldout: 0, service_charge: 0 })
    .returning('id')
    .executeTakeFirstOrThrow()
  return presentation.id
}

/** §4 test support: a reservation with one seat ticket per given identifier, for sold_seats' foreign keys. */
export const addReservation = async (
  database: StorageDatabase,
  reservationIdentifier: string,
  presentationId: number,
  ticketIdentifiers: readonly string[],
): Promise<void> => {
  const { db } = database
  await db
    .insertInto('reservations')
    .values({
      reservation_identifier: reservationIdentifier,
      uuid: 'box-office',
      idempotency_key: reservationIdentifier,
      presentation_id: presentationId,
      res_state_id: 1,
      is_unpaid: 0,
      first_name: 'דנה',
      last_name: 'כהן',
      email: 'dana@example.org',
      mobile_number: '0501234567',
      ssn: '',
      order_service_charge: 0,
      created_at: 0,
    })
    .execute()
  if (ticketIdentifiers.length === 0) return
  await db
    .insertInto('reservation_tickets')
    .values(
      ticketIdentifiers.map((ticketIdentifier, position) => ({
        ticket_identifier: ticketIdentifier,
        reservation_identifier: reservationIdentifier,
        position,
        kind: 'seat' as const,
        presentation_id: presentationId,
        quantity: 1,
        amount: 4000,
        service_charge: 0,
      })),
    )
    .execute()
}

/** §4 test support: a seat sold to a new reservation, written without the inventory. */
export const sellDirectly = async (database: StorageDatabase, seat: PresentationSeatKey, reservationIdentifier: string): Promise<void> => {
  const ticketIdentifier = `${reservationIdentifier}-T`
  await addReservation(database, reservationIdentifier, seat.presentationId, [ticketIdentifier])
  await database.db
    .insertInto('sold_seats')
    .values({
      presentation_id: seat.presentationId,
      section_id: seat.sectionId,
      x: seat.x,
      y: seat.y,
      reservation_identifier: reservationIdentifier,
      ticket_identifier: ticketIdentifier,
    })
    .execute()
}
