import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely'
import { formatCalendarDate, ReservationState, type DateRange } from '@kartis/core'
import type { KartisTables } from '../storage/database/tables'
import { jerusalemDayStart } from '../storage/jerusalem-day'

/** §9 the instants a range of Jerusalem days covers, [from, to). */
export const instantsOf = (range: DateRange): { readonly from: number; readonly to: number } => ({
  from: jerusalemDayStart(formatCalendarDate(range.startDate)),
  to: jerusalemDayStart(formatCalendarDate(range.endDate), 1),
})

/**
 * §7 which presentations a report covers: always those of the staff user's businesses (§6:
 * another business's data never leaves the database), narrowed by id, feature, location and
 * start instants [from, to).
 */
export interface PresentationFilter {
  readonly businessIds: readonly number[]
  readonly presentationId?: number
  readonly featureId?: number
  readonly locationId?: number
  readonly from?: number
  readonly to?: number
}

type WithPresentationAndVenue = KartisTables & {
  readonly p: KartisTables['presentations']
  readonly v: KartisTables['venues']
}

/** Applies a filter to a query over presentations `p` joined to their venues `v`. */
const narrowed = <O>(
  query: SelectQueryBuilder<WithPresentationAndVenue, 'p' | 'v', O>,
  filter: PresentationFilter,
): SelectQueryBuilder<WithPresentationAndVenue, 'p' | 'v', O> => {
  let q = query.where('v.business_id', 'in', filter.businessIds)
  if (filter.presentationId !== undefined) q = q.where('p.id', '=', filter.presentationId)
  if (filter.featureId !== undefined) q = q.where('p.feature_id', '=', filter.featureId)
  if (filter.locationId !== undefined) q = q.where('v.location_id', '=', filter.locationId)
  if (filter.from !== undefined) q = q.where('p.starts_at', '>=', filter.from)
  if (filter.to !== undefined) q = q.where('p.starts_at', '<', filter.to)
  return q
}

/** The ids of the presentations a filter covers, as a subquery. */
export const presentationIds = (db: Kysely<KartisTables>, filter: PresentationFilter) =>
  narrowed(db.selectFrom('presentations as p').innerJoin('venues as v', 'v.id', 'p.venue_id').select('p.id'), filter)

type WithPresentation = KartisTables & { readonly p: KartisTables['presentations'] }

// §4 a cart holds one presentation, so a reservation's places and lines are all in its
// reservations.presentation_id. The counts below read the presentation's places and lines from
// their own indexes without a join, and take away those of its reservations that do not count
// (hold orders still unpaid, cancelled orders: few), found by reservations_by_presentation.

/** Every place sold or held by a reservation in the presentation (an index-only count). */
const placesTaken = (eb: ExpressionBuilder<WithPresentation, 'p'>) =>
  eb
    .selectFrom('sold_seats as ss')
    .whereRef('ss.presentation_id', '=', 'p.id')
    .select((e) => e.fn.countAll<number>().as('n'))

/** The places of the presentation's hold orders still unpaid. */
const placesUnpaid = (eb: ExpressionBuilder<WithPresentation, 'p'>) =>
  eb
    .selectFrom('reservations as r')
    .innerJoin('sold_seats as ss', 'ss.reservation_identifier', 'r.reservation_identifier')
    .whereRef('r.presentation_id', '=', 'p.id')
    .where('r.is_unpaid', '=', 1)
    .select((e) => e.fn.countAll<number>().as('n'))

/**
 * Issue 13 the places in visitors' carts now: the presentation's valid seat locks (GA places are
 * locked in the same table, one row each), counted on seat_locks_by_row without visiting the table.
 */
const placesInCarts = (eb: ExpressionBuilder<WithPresentation, 'p'>, now: number) =>
  eb
    .selectFrom('seat_locks as sl')
    .whereRef('sl.presentation_id', '=', 'p.id')
    .where('sl.expires_at', '>', now)
    .select((e) => e.fn.countAll<number>().as('n'))

/** Tickets and amounts of the seat lines of each presentation a filter covers, grouped in one pass. */
const lineTotals = (db: Kysely<KartisTables>, filter: PresentationFilter) =>
  db
    .selectFrom('reservation_tickets as rt')
    .where('rt.presentation_id', 'in', presentationIds(db, filter))
    .where('rt.kind', '=', 'seat')
    .select((eb) => ['rt.presentation_id', eb.fn.sum<number>('rt.quantity').as('quantity'), eb.fn.sum<number>('rt.amount').as('amount')])
    .groupBy('rt.presentation_id')

/** The same of the lines that do not count: of hold orders still unpaid and of cancelled orders. */
const uncountedLineTotals = (db: Kysely<KartisTables>, filter: PresentationFilter) =>
  db
    .selectFrom('reservations as r')
    .innerJoin('reservation_tickets as rt', 'rt.reservation_identifier', 'r.reservation_identifier')
    .where('r.presentation_id', 'in', presentationIds(db, filter))
    .where((w) => w.or([w('r.is_unpaid', '=', 1), w('r.res_state_id', '=', ReservationState.cancelled)]))
    .where('rt.kind', '=', 'seat')
    .select((eb) => ['r.presentation_id', eb.fn.sum<number>('rt.quantity').as('quantity'), eb.fn.sum<number>('rt.amount').as('amount')])
    .groupBy('r.presentation_id')

/**
 * §2/§7 each presentation a filter covers with its figures, every count and sum made by the
 * database: capacity from its seat plan (the reserved sections' seats and the GA sections'
 * capacities, grouped once per plan), sold and held places, places in carts at `now` (issue 13),
 * tickets sold and their revenue.
 */
export const presentationFigures = (db: Kysely<KartisTables>, filter: PresentationFilter, now: number) =>
  narrowed(
    db
      .with('plan_capacity', (w) =>
        w
          .selectFrom('sections as sec')
          .select((eb) => [
            'sec.seatplan_id',
            eb.fn
              .sum<number>(
                eb
                  .case()
                  .when('sec.is_reserved', '=', 1)
                  .then(
                    eb
                      .selectFrom('seats as st')
                      .whereRef('st.section_id', '=', 'sec.id')
                      .select((e) => e.fn.countAll<number>().as('n')),
                  )
                  .else(eb.fn.coalesce('sec.capacity', sql<number>`0`))
                  .end(),
              )
              .as('capacity'),
          ])
          .groupBy('sec.seatplan_id'),
      )
      .selectFrom('presentations as p')
      .innerJoin('venues as v', 'v.id', 'p.venue_id')
      .innerJoin('features as f', 'f.id', 'p.feature_id')
      .leftJoin('plan_capacity as pc', 'pc.seatplan_id', 'v.seatplan_id')
      .leftJoin(lineTotals(db, filter).as('lt'), 'lt.presentation_id', 'p.id')
      .leftJoin(uncountedLineTotals(db, filter).as('ut'), 'ut.presentation_id', 'p.id')
      .select((eb) => [
        'p.id as presentation_id',
        'p.feature_id',
        'f.name as feature_name',
        'v.location_id',
        'v.name as venue_name',
        'p.starts_at',
        eb.fn.coalesce('pc.capacity', sql<number>`0`).as('capacity'),
        eb(placesTaken(eb), '-', placesUnpaid(eb)).as('sold'),
        eb(
          placesUnpaid(eb),
          '+',
          eb
            .selectFrom('seat_holds as h')
            .whereRef('h.presentation_id', '=', 'p.id')
            .select((e) => e.fn.countAll<number>().as('n')),
        ).as('held'),
        placesInCarts(eb, now).as('in_carts'),
        eb(eb.fn.coalesce('lt.quantity', sql<number>`0`), '-', eb.fn.coalesce('ut.quantity', sql<number>`0`)).as('tickets_sold'),
        eb(eb.fn.coalesce('lt.amount', sql<number>`0`), '-', eb.fn.coalesce('ut.amount', sql<number>`0`)).as('revenue'),
      ]),
    filter,
  )

/** §7 tickets sold by ticket type in each presentation a filter covers, grouped by the database. */
export const ticketTypeFigures = (db: Kysely<KartisTables>, filter: PresentationFilter) =>
  db
    .selectFrom('reservation_tickets as rt')
    .innerJoin('reservations as r', 'r.reservation_identifier', 'rt.reservation_identifier')
    .leftJoin('tickets as t', 't.id', 'rt.ticket_id')
    .where('rt.presentation_id', 'in', presentationIds(db, filter))
    .where('rt.kind', '=', 'seat')
    .where('r.is_unpaid', '=', 0)
    .where('r.res_state_id', '<>', ReservationState.cancelled)
    .select((eb) => [
      'rt.presentation_id',
      'rt.ticket_id',
      eb.fn.max('t.name').as('name'),
      eb.fn.sum<number>('rt.quantity').as('tickets_sold'),
      eb.fn.sum<number>('rt.amount').as('revenue'),
    ])
    .groupBy(['rt.presentation_id', 'rt.ticket_id'])
    .orderBy('rt.presentation_id')
    .orderBy('rt.ticket_id')
