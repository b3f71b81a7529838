import { agorot, SeatAttribute, type SeatAttributeCode } from '@kartis/core'
import type { PlanSection, SeatPlanLayout, Venue } from './catalog-snapshot'
import { planSeat, round2, type SectionContext } from './plan-builder'
import { ProductId, TicketGroupId } from './price-list'
import { VenueId, VenueTypeId, seatplanIdOf } from './venue-ids'

const SEATPLAN_ID = seatplanIdOf(VenueId.arena)
const ROWS = 20
const SEATS_PER_ROW = 25

interface Ring {
  readonly sections: number
  /** Section names run from this number: גוש 101…, גוש 201… */
  readonly firstName: number
  readonly radiusX: number
  readonly radiusY: number
  readonly width: number
  readonly height: number
}

const LOWER: Ring = { sections: 16, firstName: 101, radiusX: 27, radiusY: 28, width: 6.5, height: 7 }
const UPPER: Ring = { sections: 24, firstName: 201, radiusX: 44, radiusY: 42, width: 6.5, height: 6 }

/** Sections along the long sides of the court, whose first three rows are premium. */
const isCourtSide = (index: number, ring: Ring): boolean => {
  const quarter = ring.sections / 4
  const position = index % (ring.sections / 2)
  return position >= quarter / 2 && position < quarter * 1.5
}

const { premium, handicap, companion } = SeatAttribute

const arenaSection = (ring: Ring, index: number, sectionId: number): PlanSection => {
  const lower = ring === LOWER
  const name = `גוש ${ring.firstName + index}`
  const context: SectionContext = { venueId: VenueId.arena, seatplanId: SEATPLAN_ID, sectionId, sectionName: name }
  // Sections stand round an ellipse about the court, each turned to face its centre.
  const angle = (360 * index) / ring.sections
  const rad = (angle * Math.PI) / 180
  const groupId = sectionId * 10 + 1
  const seatOf = (row: number, seat: number): { ticketGroupId: number; attributes: readonly SeatAttributeCode[] } => {
    if (lower && row <= 3 && isCourtSide(index, ring)) return { ticketGroupId: TicketGroupId.arenaPremium, attributes: [premium] }
    if (lower && row === ROWS && (seat === 1 || seat === SEATS_PER_ROW))
      return { ticketGroupId: TicketGroupId.arenaLower, attributes: [handicap] }
    if (lower && row === ROWS && (seat === 2 || seat === SEATS_PER_ROW - 1))
      return { ticketGroupId: TicketGroupId.arenaLower, attributes: [companion] }
    return { ticketGroupId: lower ? TicketGroupId.arenaLower : TicketGroupId.arenaUpper, attributes: [] }
  }
  return {
    id: sectionId,
    name,
    isReserved: true,
    capacity: null,
    ticketGroupId: null,
    geometry: {
      xOffsetPercent: round2(50 + ring.radiusX * Math.sin(rad) - ring.width / 2),
      yOffsetPercent: round2(50 - ring.radiusY * Math.cos(rad) - ring.height / 2),
      widthPercent: ring.width,
      heightPercent: ring.height,
      rotateAngle: Math.round(angle * 10) / 10,
    },
    groups: [
      {
        id: groupId,
        name,
        rows: Array.from({ length: ROWS }, (_, r) => {
          const rowName = String(r + 1)
          return {
            name: rowName,
            seats: Array.from({ length: SEATS_PER_ROW }, (_, s) =>
              planSeat(context, groupId, rowName, {
                x: s + 1,
                y: r + 1,
                seatName: String(s + 1),
                ...seatOf(r + 1, s + 1),
                xOffsetPercent: 2 + s * 3.84,
                yOffsetPercent: 2 + r * 4.8,
                widthPercent: 3.2,
                heightPercent: 4,
                rotateAngle: 0,
              }),
            ),
          }
        }),
      },
    ],
  }
}

/**
 * §3 a 20,000-seat arena round a court: a lower ring of 16 sections (גוש 101–116) and an upper
 * ring of 24 (גוש 201–224), each 20 rows of 25. Section geometry places them on the overview;
 * seat geometry is within each section's own drawing.
 */
export const arenaPlan = (): SeatPlanLayout => ({
  venueId: VenueId.arena,
  seatplanId: SEATPLAN_ID,
  sections: [
    ...Array.from({ length: LOWER.sections }, (_, i) => arenaSection(LOWER, i, 501 + i)),
    ...Array.from({ length: UPPER.sections }, (_, i) => arenaSection(UPPER, i, 501 + LOWER.sections + i)),
  ],
})

/** §3 the arena: parking, ₪12 handling fee per order, ₪20 cancellation fee per order. */
export const arenaVenue = (): Venue => ({
  id: VenueId.arena,
  name: 'היכל הספורט והתרבות',
  venueTypeId: VenueTypeId.arena,
  locationId: 5,
  seatplanId: SEATPLAN_ID,
  authProfileId: null,
  businessId: 4,
  cancellationFee: { kind: 'fixed', basis: 'perOrder', amount: agorot(2000) },
  ticketGroupIds: [TicketGroupId.arenaPremium, TicketGroupId.arenaLower, TicketGroupId.arenaUpper],
  productIds: [ProductId.parking],
})
