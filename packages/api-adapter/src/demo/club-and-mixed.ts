import { SeatAttribute } from '@kartis/core'
import type { PlanRow, SeatPlanLayout, Venue } from './catalog-snapshot'
import { planSeat, type SectionContext } from './plan-builder'
import { ProductId, TicketGroupId } from './price-list'
import { VenueId, VenueTypeId, seatplanIdOf } from './venue-ids'

/** §3 the stand-up club's single GA section. */
export const CLUB_CAPACITY = 120

/** §3 a stand-up club: one GA section of 120 places ("singleGA"). */
export const clubPlan = (): SeatPlanLayout => ({
  venueId: VenueId.club,
  seatplanId: seatplanIdOf(VenueId.club),
  sections: [
    {
      id: 301,
      name: 'רחבת הקהל',
      isReserved: false,
      capacity: CLUB_CAPACITY,
      ticketGroupId: TicketGroupId.clubStanding,
      geometry: { xOffsetPercent: 5, yOffsetPercent: 20, widthPercent: 90, heightPercent: 75, rotateAngle: 0 },
      groups: [],
    },
  ],
})

/** §3 the stand-up club: soft drinks for sale, no order charge. */
export const clubVenue = (): Venue => ({
  id: VenueId.club,
  name: 'מועדון הצחוק',
  venueTypeId: VenueTypeId.club,
  locationId: 4,
  seatplanId: seatplanIdOf(VenueId.club),
  authProfileId: null,
  businessId: 3,
  cancellationFee: null,
  ticketGroupIds: [TicketGroupId.clubStanding],
  productIds: [ProductId.drink],
})

/** §3 the mixed venue's standing area. */
export const STANDING_CAPACITY = 300
const TABLES = 12
const TABLES_PER_ROW = 4
const SEATS_PER_TABLE = 4

const TABLES_SECTION: SectionContext = {
  venueId: VenueId.mixed,
  seatplanId: seatplanIdOf(VenueId.mixed),
  sectionId: 401,
  sectionName: 'שולחנות',
}

/**
 * Twelve tables of four (50 table seat), three lines of four tables. Each table is a row named
 * after it; tables in a line share y, and a table's seats take four grid columns with an empty
 * column before the next table.
 */
const tableRows = (): readonly PlanRow[] =>
  Array.from({ length: TABLES }, (_, t) => {
    const line = Math.floor(t / TABLES_PER_ROW)
    const column = t % TABLES_PER_ROW
    const name = `שולחן ${t + 1}`
    return {
      name,
      seats: Array.from({ length: SEATS_PER_TABLE }, (_, s) => {
        const x = column * (SEATS_PER_TABLE + 1) + s + 1
        return planSeat(TABLES_SECTION, 4011, name, {
          x,
          y: line + 1,
          seatName: String(s + 1),
          ticketGroupId: TicketGroupId.tables,
          attributes: [SeatAttribute.table],
          xOffsetPercent: 4 + column * 24 + (s % 2) * 9,
          yOffsetPercent: 8 + line * 30 + Math.floor(s / 2) * 12,
          widthPercent: 7,
          heightPercent: 9,
          rotateAngle: s < 2 ? 0 : 180,
        })
      }),
    }
  })

/** §3 a mixed venue ("mixed" seating): reserved tables and a GA standing area. */
export const mixedPlan = (): SeatPlanLayout => ({
  venueId: VenueId.mixed,
  seatplanId: seatplanIdOf(VenueId.mixed),
  sections: [
    {
      id: TABLES_SECTION.sectionId,
      name: TABLES_SECTION.sectionName,
      isReserved: true,
      capacity: null,
      ticketGroupId: null,
      geometry: { xOffsetPercent: 5, yOffsetPercent: 5, widthPercent: 90, heightPercent: 45, rotateAngle: 0 },
      groups: [{ id: 4011, name: 'שולחנות', rows: tableRows() }],
    },
    {
      id: 402,
      name: 'עמידה',
      isReserved: false,
      capacity: STANDING_CAPACITY,
      ticketGroupId: TicketGroupId.standing,
      geometry: { xOffsetPercent: 5, yOffsetPercent: 55, widthPercent: 90, heightPercent: 40, rotateAngle: 0 },
      groups: [],
    },
  ],
})

/** §3 the mixed venue: soft drinks, a 5 % handling fee per order. */
export const mixedVenue = (): Venue => ({
  id: VenueId.mixed,
  name: 'בית ההופעות – הנמל',
  venueTypeId: VenueTypeId.mixed,
  locationId: 4,
  seatplanId: seatplanIdOf(VenueId.mixed),
  authProfileId: null,
  businessId: 3,
  cancellationFee: null,
  ticketGroupIds: [TicketGroupId.tables, TicketGroupId.standing],
  productIds: [ProductId.drink],
})
