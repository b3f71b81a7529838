import { agorot, SeatAttribute, type SeatAttributeCode } from '@kartis/core'
import type { PlanRow, SeatPlanLayout, Venue } from './catalog-snapshot'
import { hebrewNumeral } from './hebrew-numerals'
import { planSeat, type SectionContext } from './plan-builder'
import { ProductId, TicketGroupId } from './price-list'
import { VenueId, VenueTypeId, seatplanIdOf } from './venue-ids'

const SECTION: SectionContext = {
  venueId: VenueId.cinema,
  seatplanId: seatplanIdOf(VenueId.cinema),
  sectionId: 101,
  sectionName: 'אולם 1',
}
const ROWS_GROUP = 1011
const COUCH_GROUP = 1012
/** The widest row (the couch row) spans 21 grid columns; the screen is above row א. */
const COLUMNS = 21
const PITCH = 96 / COLUMNS
const ROW_PITCH = 7.5
const TOP = 14

const { couch, leftSeat, rightSeat, handicap, companion } = SeatAttribute

/**
 * One row: `xs` are its grid columns (a missing column is the aisle), drawn centred; seats are
 * numbered from 1, left to right, across the aisle.
 */
const row = (
  y: number,
  groupId: number,
  xs: readonly number[],
  seatOf: (x: number) => { readonly ticketGroupId: number; readonly attributes: readonly SeatAttributeCode[] },
): PlanRow => {
  const name = hebrewNumeral(y)
  const span = Math.max(...xs) - Math.min(...xs) + 1
  const left = 2 + ((COLUMNS - span) / 2) * PITCH
  return {
    name,
    seats: xs.map((x, i) =>
      planSeat(SECTION, groupId, name, {
        x,
        y,
        seatName: String(i + 1),
        ...seatOf(x),
        xOffsetPercent: left + (x - 1) * PITCH,
        yOffsetPercent: TOP + (y - 1) * ROW_PITCH,
        widthPercent: PITCH * 0.85,
        heightPercent: ROW_PITCH * 0.7,
        rotateAngle: 0,
      }),
    ),
  }
}

const range = (from: number, to: number): readonly number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i)

const regular = { ticketGroupId: TicketGroupId.cinemaHall, attributes: [] }

/**
 * §3 "קולנוע לב" style hall, 180 seats in one section: row א has wheelchair places (10) at both
 * ends with a companion seat (11) beside each; rows ב–ט have 18 seats with an aisle after the
 * ninth (grid column 10 is empty); row י is ten two-seat couches (1 with 31 left / 33 right).
 */
export const cinemaHallPlan = (): SeatPlanLayout => {
  const front = row(1, ROWS_GROUP, [...range(2, 9), ...range(11, 18)], (x) => {
    if (x === 2 || x === 18) return { ticketGroupId: TicketGroupId.cinemaHall, attributes: [handicap] }
    if (x === 3 || x === 17) return { ticketGroupId: TicketGroupId.cinemaHall, attributes: [companion] }
    return regular
  })
  const middle = range(2, 9).map((y) => row(y, ROWS_GROUP, [...range(1, 9), ...range(11, 19)], () => regular))
  const couches = row(10, COUCH_GROUP, [...range(1, 10), ...range(12, 21)], (x) => ({
    ticketGroupId: TicketGroupId.cinemaCouch,
    // Couches are pairs from the left edge of each block: odd columns left, even right (block 2 starts at 12).
    attributes: (x < 11 ? x % 2 === 1 : x % 2 === 0) ? [couch, leftSeat] : [couch, rightSeat],
  }))
  return {
    venueId: SECTION.venueId,
    seatplanId: SECTION.seatplanId,
    sections: [
      {
        id: SECTION.sectionId,
        name: SECTION.sectionName,
        isReserved: true,
        capacity: null,
        ticketGroupId: null,
        geometry: { xOffsetPercent: 0, yOffsetPercent: 0, widthPercent: 100, heightPercent: 100, rotateAngle: 0 },
        groups: [
          { id: ROWS_GROUP, name: 'שורות', rows: [front, ...middle] },
          { id: COUCH_GROUP, name: 'ספות', rows: [couches] },
        ],
      },
    ],
  }
}

/** §3 the cinema venue: popcorn for sale, a ₪5 cancellation fee per ticket, no order charge. */
export const cinemaVenue = (): Venue => ({
  id: VenueId.cinema,
  name: 'קולנוע לב – אולם 1',
  venueTypeId: VenueTypeId.cinema,
  locationId: 2,
  seatplanId: SECTION.seatplanId,
  authProfileId: null,
  businessId: 1,
  cancellationFee: { kind: 'fixed', basis: 'perTicket', amount: agorot(500) },
  ticketGroupIds: [TicketGroupId.cinemaHall, TicketGroupId.cinemaCouch],
  productIds: [ProductId.popcorn],
})
