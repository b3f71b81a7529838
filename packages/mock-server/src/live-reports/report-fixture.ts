import { agorot, type Clock } from '@kartis/core'
import type { CatalogSnapshot, PlanSeat, SeatPlanLayout } from '@kartis/api-adapter'
import type { StorageDatabase } from '../storage/database/storage-database'
import { FIXTURE_RESERVED_SECTION, FIXTURE_SNAPSHOT } from '../storage/fixture-catalog'
import { SqlCatalogRepository } from '../storage/sql-catalog-repository'
import { reservationRows, type WrittenReservation } from './reservation-rows'

/** The report fixture's businesses: A owns the venues at locations 1 and 2, B the one at location 3. */
export const BUSINESS_A = 10
export const BUSINESS_B = 20

/** The fixture's day of presentations (Jerusalem): 2026-03-10, and the day after. */
export const REPORT_DAY = { year: 2026, month: 3, day: 10 } as const
export const NEXT_DAY = { year: 2026, month: 3, day: 11 } as const
/** 2026-03-10 09:00 in Jerusalem (UTC+2 then). */
export const REPORT_NOW = Date.UTC(2026, 2, 10, 7, 0)
const HOUR = 3_600_000

/** Places in each fixture venue: 12 reserved seats and 3 GA places. */
export const FIXTURE_CAPACITY = 15

const [template] = FIXTURE_SNAPSHOT.venues
if (template?.plan === null || template === undefined) throw new Error('the fixture catalog has a seated venue')
const templatePlan: SeatPlanLayout = template.plan

/** Venue `id`: the fixture's hall renumbered (sections id×100+1 and +2, plan id×10+1), at a location of a business. */
const venueLike = (id: number, locationId: number, businessId: number, name: string): CatalogSnapshot['venues'][number] => {
  const seatplanId = id * 10 + 1
  const sectionOf = (sectionId: number): number => (sectionId === FIXTURE_RESERVED_SECTION ? id * 100 + 1 : id * 100 + 2)
  const seat = (s: PlanSeat): PlanSeat => ({ ...s, sectionId: sectionOf(s.sectionId), venueId: id, seatplanId, groupId: id * 1000 + 11 })
  return {
    venue: { ...template.venue, id, name, locationId, seatplanId, businessId },
    plan: {
      venueId: id,
      seatplanId,
      sections: templatePlan.sections.map((section) => ({
        ...section,
        id: sectionOf(section.id),
        groups: section.groups.map((group) => ({
          ...group,
          id: id * 1000 + 11,
          rows: group.rows.map((row) => ({ ...row, seats: row.seats.map(seat) })),
        })),
      })),
    },
  }
}

/** The reserved and GA sections of fixture venue `venueId`. */
export const sectionsOf = (venueId: number) => ({ reserved: venueId * 100 + 1, ga: venueId * 100 + 2 })

export interface ReportFixture {
  /** Business A: the hall at location 1 (left out of the all-cinemas total), 10 March 20:00 and 11 March 20:00. */
  readonly a1Today: number
  readonly a1Tomorrow: number
  /** Business A: the hall at location 2, 10 March 21:00; feature 2. */
  readonly a2Today: number
  /** Business B: the hall at location 3, 10 March 20:00. */
  readonly bToday: number
}

/** §7 three venues of two businesses and four presentations, on a migrated database of either engine. */
export const reportCatalogOn = async (database: StorageDatabase, clock: Pick<Clock, 'now'>): Promise<ReportFixture> => {
  const catalog = new SqlCatalogRepository(database, clock)
  await catalog.importSnapshot({
    ...FIXTURE_SNAPSHOT,
    venues: [
      venueLike(1, 1, BUSINESS_A, 'אולם אונליין'),
      venueLike(2, 2, BUSINESS_A, 'קולנוע הגליל'),
      venueLike(3, 3, BUSINESS_B, 'תיאטרון הנגב'),
    ],
    features: [...FIXTURE_SNAPSHOT.features, { id: 2, name: 'סרט שני', featureTypeId: 1, featureCategoryId: 1, durationMinutes: 100 }],
    miniSites: [],
  })
  const at = (hourUtc: number, dayOffset = 0): number => Date.UTC(2026, 2, 10 + dayOffset, hourUtc)
  const draft = (featureId: number, venueId: number, startsAt: number) => ({
    featureId,
    venueId,
    startsAt,
    seatingPolicyId: 1,
    maxSeats: 10,
    soldout: false,
    serviceCharge: agorot(0),
    timer: null,
  })
  const ids = await catalog.addPresentations([draft(1, 1, at(18)), draft(1, 1, at(18, 1)), draft(2, 2, at(19)), draft(1, 3, at(18))])
  const created = ids.flatMap((id) => (id === null || id === undefined ? [] : [id]))
  const [a1Today, a1Tomorrow, a2Today, bToday] = created
  if (created.length !== 4 || a1Today === undefined || a1Tomorrow === undefined || a2Today === undefined || bToday === undefined)
    throw new Error('fixture presentations not created')
  return { a1Today, a1Tomorrow, a2Today, bToday }
}

export interface SoldPlace {
  readonly sectionId: number
  readonly x: number
  readonly y: number
  readonly ticketId: number
  readonly amount: number
  readonly reference1?: string
  readonly reference2?: string
}

let sequence = 0

/**
 * A reservation written as a commit leaves it: its lines, and its places in sold_seats unless
 * cancelled (a cancel deletes them); `state` paid, a hold order (unpaid) or cancelled.
 */
export const recordReservation = async (
  database: StorageDatabase,
  presentationId: number,
  places: readonly SoldPlace[],
  state: WrittenReservation['state'] = 'paid',
  createdAt = REPORT_NOW - HOUR,
): Promise<string> => {
  sequence += 1
  const id = `KR-F${String(sequence).padStart(7, '0')}`
  const rows = reservationRows({
    id,
    uuid: '00000000-0000-4000-8000-000000000001',
    presentationId,
    state,
    createdAt,
    cancelledAt: createdAt,
    customer: { firstName: 'דנה', lastName: 'כהן', email: 'dana@kartis.example', mobileNumber: '0541234567' },
    places: places.map((place) => ({ ...place, pricePolicyId: 1 })),
  })
  await database.db.insertInto('reservations').values(rows.reservation).execute()
  if (rows.lines.length > 0)
    await database.db
      .insertInto('reservation_tickets')
      .values([...rows.lines])
      .execute()
  if (rows.sold.length > 0)
    await database.db
      .insertInto('sold_seats')
      .values([...rows.sold])
      .execute()
  return id
}

/** A box-office hold of one place. */
export const holdPlace = async (
  database: StorageDatabase,
  presentationId: number,
  sectionId: number,
  x: number,
  y: number,
): Promise<void> => {
  await database.db.insertInto('seat_holds').values({ presentation_id: presentationId, section_id: sectionId, x, y }).execute()
}

/** Issue 13 a place in a visitor's cart: a seat lock (a GA place is one too, y = GA_ROW) valid until `expiresAt`. */
export const lockPlace = async (
  database: StorageDatabase,
  presentationId: number,
  place: { readonly sectionId: number; readonly x: number; readonly y: number },
  expiresAt: number,
): Promise<void> => {
  await database.db
    .insertInto('seat_locks')
    .values({
      presentation_id: presentationId,
      section_id: place.sectionId,
      x: place.x,
      y: place.y,
      uuid: '00000000-0000-4000-8000-000000000002',
      ticket_group_id: null,
      expires_at: expiresAt,
      client_address: '203.0.113.7',
    })
    .execute()
}
