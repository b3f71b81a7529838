import { createRandom, type Random } from '@kartis/api-adapter'
import { addDays, agorot, fromJerusalemLocal, jerusalemDate, type Clock } from '@kartis/core'
import type { Insertable } from 'kysely'
import type { StorageDatabase } from '../storage/database/storage-database'
import type { ReservationsTable, ReservationTicketsTable, SoldSeatsTable } from '../storage/database/tables'
import { inBatches } from '../storage/database/in-batches'
import { sqlServerStorage } from '../storage/sql-server-storage'
import { reservationRows } from '../live-reports/reservation-rows'
import { seedDemo } from './seed-demo'

/** Issue 13 §4 how much a generated box office sells. */
export interface SalesVolume {
  readonly reservations: number
  /** Months of presentations before today. */
  readonly months: number
  /** Days of presentations after today (14 when not given); −1 stops at yesterday, so nothing new goes on sale. */
  readonly daysAhead?: number
  /** The random source's seed: the same volume and seed write the same sales. */
  readonly seed?: number
  /** Told after each batch: reservations written so far. */
  readonly onProgress?: (written: number) => void
}

export interface GeneratedSales {
  readonly presentations: number
  readonly reservations: number
  readonly places: number
}

interface Place {
  readonly sectionId: number
  readonly x: number
  readonly y: number
  readonly ticketGroupId: number
}

interface Hall {
  readonly venueId: number
  readonly places: readonly Place[]
  readonly featureIds: readonly number[]
}

interface Show {
  readonly id: number
  readonly hall: Hall
  readonly startsAt: number
  /** Indexes into hall.places already sold in it. */
  readonly taken: Set<number>
}

interface Price {
  readonly ticketId: number
  readonly pricePolicyId: number
  readonly price: number
}

const DAY = 86_400_000
/** Reservations written per transaction. */
const BATCH = 1_000
/** Evening start times (Jerusalem) a hall's generated presentations take, one a day. */
const START_HOURS = [20, 21, 19] as const

/** §3 every place of each seated hall: its reserved seats and its GA places (x 1…capacity, row 1, as a GA lock takes them). */
const hallsOf = async (database: StorageDatabase): Promise<readonly Hall[]> => {
  const db = database.db
  const venues = await db
    .selectFrom('venues')
    .select(['id', 'seatplan_id'])
    .where('seatplan_id', 'is not', null)
    .where('venue_type_id', '<', 100)
    .execute()
  const scheduled = await db.selectFrom('presentations').select(['venue_id', 'feature_id']).distinct().execute()
  const halls: Hall[] = []
  for (const venue of venues) {
    if (venue.seatplan_id === null) continue
    const seats = await db
      .selectFrom('seats as s')
      .innerJoin('sections as sec', 'sec.id', 's.section_id')
      .select(['s.section_id', 's.x', 's.y', 's.ticket_group_id', 'sec.ticket_group_id as section_group'])
      .where('sec.seatplan_id', '=', venue.seatplan_id)
      .where('sec.is_reserved', '=', 1)
      .execute()
    const groups = await db
      .selectFrom('venue_ticket_groups')
      .select('ticket_group_id')
      .where('venue_id', '=', venue.id)
      .orderBy('position')
      .execute()
    const fallbackGroup = groups[0]?.ticket_group_id ?? 0
    const ga = await db
      .selectFrom('sections')
      .select(['id', 'capacity', 'ticket_group_id'])
      .where('seatplan_id', '=', venue.seatplan_id)
      .where('is_reserved', '=', 0)
      .execute()
    const places: Place[] = [
      ...seats.map((s) => ({
        sectionId: s.section_id,
        x: s.x,
        y: s.y,
        ticketGroupId: s.ticket_group_id ?? s.section_group ?? fallbackGroup,
      })),
      ...ga.flatMap((section) =>
        Array.from({ length: section.capacity ?? 0 }, (_, i) => ({
          sectionId: section.id,
          x: i + 1,
          y: 1,
          ticketGroupId: section.ticket_group_id ?? fallbackGroup,
        })),
      ),
    ]
    const featureIds = scheduled.filter((row) => row.venue_id === venue.id).map((row) => row.feature_id)
    if (places.length > 0 && featureIds.length > 0) halls.push({ venueId: venue.id, places, featureIds })
  }
  return halls
}

/** The prices a place of each ticket group sells at (voucher tickets left out). */
const pricesOf = async (database: StorageDatabase): Promise<ReadonlyMap<number, readonly Price[]>> => {
  const rows = await database.db
    .selectFrom('tickets')
    .select(['id', 'ticket_group_id', 'price', 'price_policy_id'])
    .where('is_voucher_ticket', '=', 0)
    .orderBy('id')
    .execute()
  const prices = new Map<number, Price[]>()
  for (const row of rows)
    prices.set(row.ticket_group_id, [
      ...(prices.get(row.ticket_group_id) ?? []),
      { ticketId: row.id, pricePolicyId: row.price_policy_id, price: row.price },
    ])
  return prices
}

/** One presentation a day in each hall from `months` months ago to `daysAhead` days ahead (slots the demo took are skipped). */
const schedule = async (
  database: StorageDatabase,
  clock: Pick<Clock, 'now'>,
  halls: readonly Hall[],
  { months, daysAhead }: { readonly months: number; readonly daysAhead: number },
  random: Random,
) => {
  const catalog = sqlServerStorage(database, clock).catalog
  const today = jerusalemDate(clock.now())
  const days = Math.round(months * 30.44)
  const shows: Show[] = []
  for (const hall of halls) {
    const drafts = Array.from({ length: days + 1 + daysAhead }, (_, i) => {
      const date = addDays(today, i - days)
      const hour = START_HOURS[random.int(0, START_HOURS.length - 1)] ?? 20
      return {
        featureId: hall.featureIds[random.int(0, hall.featureIds.length - 1)] ?? 0,
        venueId: hall.venueId,
        startsAt: fromJerusalemLocal({ ...date, hour, minute: 0 }),
        seatingPolicyId: 1,
        maxSeats: 10,
        soldout: false,
        serviceCharge: agorot(0),
        timer: null,
      }
    })
    const ids = await catalog.addPresentations(drafts)
    ids.forEach((id, i) => {
      const draft = drafts[i]
      if (id !== null && id !== undefined && draft !== undefined) shows.push({ id, hall, startsAt: draft.startsAt, taken: new Set() })
    })
  }
  return shows
}

/** `count` places of a show not sold yet (fewer when it is nearly full). */
const freePlaces = (show: Show, count: number, random: Random): readonly Place[] => {
  const chosen: Place[] = []
  for (let attempt = 0; attempt < count * 8 && chosen.length < count; attempt++) {
    const index = random.int(0, show.hall.places.length - 1)
    const place = show.hall.places[index]
    if (place === undefined || show.taken.has(index)) continue
    show.taken.add(index)
    chosen.push(place)
  }
  return chosen
}

const identifierOf = (n: number): string => `KG-${n.toString(32).toUpperCase().padStart(8, '0')}`

/** The demo theatre's ticket-reference pairs, under which some of its sales are bought. */
const REFERENCE_PAIRS = [
  ['AG-NORTH', 'GROUP-A'],
  ['AG-NORTH', 'GROUP-B'],
  ['WORKERS-IEC', 'EMPLOYEES'],
] as const

/**
 * Issue 13 §4 a box office large enough to matter: the demo, then a presentation a day in each
 * seated hall over `months` months (and `daysAhead` days ahead), and `reservations` reservations of 1–4
 * places across them — mostly paid, some cancelled, unpaid holds only for what is still to come,
 * bought up to a month before the show — written straight to the tables as commits leave them,
 * a transaction per thousand.
 */
export const generateSales = async (database: StorageDatabase, clock: Pick<Clock, 'now'>, volume: SalesVolume): Promise<GeneratedSales> => {
  const random = createRandom(volume.seed ?? 13)
  await seedDemo(sqlServerStorage(database, clock), clock)
  const halls = await hallsOf(database)
  const prices = await pricesOf(database)
  const shows = await schedule(database, clock, halls, { months: volume.months, daysAhead: volume.daysAhead ?? 14 }, random)
  const now = clock.now()
  let written = 0
  let places = 0
  while (written < volume.reservations && shows.length > 0) {
    const reservations: Insertable<ReservationsTable>[] = []
    const lines: Insertable<ReservationTicketsTable>[] = []
    const sold: Insertable<SoldSeatsTable>[] = []
    for (let i = 0; i < BATCH && written + reservations.length < volume.reservations; i++) {
      const show = shows[random.int(0, shows.length - 1)]
      if (show === undefined) break
      const chosen = freePlaces(show, random.int(1, 4), random)
      if (chosen.length === 0) continue
      const id = identifierOf(written + reservations.length + 1)
      const upcoming = show.startsAt > now
      const state = upcoming && random.chance(0.04) ? 'unpaid' : random.chance(0.06) ? 'cancelled' : 'paid'
      const createdAt = Math.min(now, show.startsAt - 3_600_000) - random.int(0, 30) * DAY - random.int(0, DAY - 1)
      const theatre = show.hall.venueId === 2 && random.chance(0.1)
      const pair = REFERENCE_PAIRS[random.int(0, REFERENCE_PAIRS.length - 1)] ?? REFERENCE_PAIRS[0]
      const rows = reservationRows({
        id,
        uuid: 'generated-sales',
        presentationId: show.id,
        state,
        createdAt,
        cancelledAt: Math.min(now, createdAt + DAY),
        customer: {
          firstName: 'לקוח',
          lastName: `מס׳ ${written + reservations.length + 1}`,
          email: 'generated@kartis.example',
          mobileNumber: `05${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
        },
        places: chosen.map((place) => {
          const options = prices.get(place.ticketGroupId) ?? []
          const price = options[random.int(0, Math.max(0, options.length - 1))]
          return {
            ...place,
            ticketId: price?.ticketId ?? null,
            pricePolicyId: price?.pricePolicyId ?? null,
            amount: price?.price ?? 0,
            reference1: theatre ? pair[0] : null,
            reference2: theatre ? pair[1] : null,
          }
        }),
      })
      reservations.push(rows.reservation)
      lines.push(...rows.lines)
      sold.push(...rows.sold)
    }
    if (reservations.length === 0) break
    await database.db.transaction().execute(async (trx) => {
      await inBatches(database.engine, reservations, (batch) => trx.insertInto('reservations').values(batch).execute())
      await inBatches(database.engine, lines, (batch) => trx.insertInto('reservation_tickets').values(batch).execute())
      await inBatches(database.engine, sold, (batch) => trx.insertInto('sold_seats').values(batch).execute())
    })
    written += reservations.length
    places += lines.length
    volume.onProgress?.(written)
  }
  return { presentations: shows.length, reservations: written, places }
}
