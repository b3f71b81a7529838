import { SeatAttribute, type SeatAttributeCode, type SeatGeometry } from '@kartis/core'
import type { PlanGroup, PlanSection, SeatPlanLayout, Venue } from './catalog-snapshot'
import { planSeat, type SectionContext } from './plan-builder'
import { ProductId, TicketGroupId } from './price-list'
import { VenueId, VenueTypeId, seatplanIdOf } from './venue-ids'

const SEATPLAN_ID = seatplanIdOf(VenueId.theatre)
const SEATS_PER_ROW = 25
/** Each row is an arc of ±40° around the stage, which is above the first row. */
const HALF_ARC_DEGREES = 40

type SeatRule = (row: number, seat: number) => { readonly ticketGroupId: number; readonly attributes: readonly SeatAttributeCode[] }

interface TheatreSection {
  readonly id: number
  readonly name: string
  readonly rows: number
  readonly geometry: SeatGeometry
  /** Groups as [name, first row, last row]. */
  readonly groups: readonly (readonly [string, number, number])[]
  readonly seat: SeatRule
}

const radians = (degrees: number): number => (degrees * Math.PI) / 180

/**
 * Curved rows: seat s of row r sits on a circle round the stage at radius 30 + 3r (section
 * units), turned to face it (rotateAngle = minus its angle). Positions are then scaled so
 * the seats fill the section drawing between 3 % and 97 % both ways.
 */
const curvedSection = (venueId: number, spec: TheatreSection): PlanSection => {
  const context: SectionContext = { venueId, seatplanId: SEATPLAN_ID, sectionId: spec.id, sectionName: spec.name }
  const raw = Array.from({ length: spec.rows }, (_, r) =>
    Array.from({ length: SEATS_PER_ROW }, (_, s) => {
      const angle = -HALF_ARC_DEGREES + (2 * HALF_ARC_DEGREES * s) / (SEATS_PER_ROW - 1)
      const radius = 30 + 3 * r
      return { row: r + 1, seat: s + 1, angle, x: radius * Math.sin(radians(angle)), y: radius * Math.cos(radians(angle)) }
    }),
  ).flat()
  const xs = raw.map((p) => p.x)
  const ys = raw.map((p) => p.y)
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  // Seats in the front row are 30·(80°)/24 apart; draw them a little smaller than that, and
  // leave room for a seat's size so the last one still ends inside the picture.
  const size = ((30 * radians(2 * HALF_ARC_DEGREES)) / (SEATS_PER_ROW - 1)) * 0.8
  const width = (size * 94) / (maxX - minX)
  const height = (size * 94) / (maxY - minY)
  const scaleX = (94 - width) / (maxX - minX)
  const scaleY = (94 - height) / (maxY - minY)
  const groups: PlanGroup[] = spec.groups.map(([name, first, last], g) => {
    const groupId = spec.id * 10 + g + 1
    return {
      id: groupId,
      name,
      rows: Array.from({ length: last - first + 1 }, (_, i) => {
        const rowNumber = first + i
        const rowName = String(rowNumber)
        return {
          name: rowName,
          seats: raw
            .filter((p) => p.row === rowNumber)
            .map((p) =>
              planSeat(context, groupId, rowName, {
                x: p.seat,
                y: p.row,
                seatName: String(p.seat),
                ...spec.seat(p.row, p.seat),
                xOffsetPercent: 3 + (p.x - minX) * scaleX,
                yOffsetPercent: 3 + (p.y - minY) * scaleY,
                widthPercent: width,
                heightPercent: height,
                rotateAngle: -p.angle,
              }),
            ),
        }
      }),
    }
  })
  return {
    id: spec.id,
    name: spec.name,
    isReserved: true,
    capacity: null,
    ticketGroupId: null,
    geometry: spec.geometry,
    groups,
  }
}

const { premium, limitedView, handicap, companion } = SeatAttribute
const isEdge = (seat: number, width: number): boolean => seat <= width || seat > SEATS_PER_ROW - width

/** Orchestra: premium (13) in rows 4–9, seats 8–18; wheelchair (10) and companion (11) at the ends of row 20. */
const orchestraSeat: SeatRule = (row, seat) => {
  if (row >= 4 && row <= 9 && seat >= 8 && seat <= 18) return { ticketGroupId: TicketGroupId.theatrePremium, attributes: [premium] }
  if (row === 20 && (seat <= 2 || seat >= 24)) return { ticketGroupId: TicketGroupId.theatreOrchestra, attributes: [handicap] }
  if (row === 20 && (seat === 3 || seat === 23)) return { ticketGroupId: TicketGroupId.theatreOrchestra, attributes: [companion] }
  return { ticketGroupId: TicketGroupId.theatreOrchestra, attributes: [] }
}

/** Balcony: the three outer seats at each end of rows 8–10 see part of the stage (12). */
const balconySeat: SeatRule = (row, seat) =>
  row >= 8 && isEdge(seat, 3)
    ? { ticketGroupId: TicketGroupId.limitedView, attributes: [limitedView] }
    : { ticketGroupId: TicketGroupId.theatreBalcony, attributes: [] }

/** Gallery: the four outer seats at each end of every row see part of the stage (12). */
const gallerySeat: SeatRule = (_row, seat) =>
  isEdge(seat, 4)
    ? { ticketGroupId: TicketGroupId.limitedView, attributes: [limitedView] }
    : { ticketGroupId: TicketGroupId.theatreGallery, attributes: [] }

/** §3 a 900-seat theatre: אולם 500 (20 rows), יציע 250 (10 rows), גלריה 150 (6 rows), 25 seats a row, curved. */
export const theatrePlan = (): SeatPlanLayout => ({
  venueId: VenueId.theatre,
  seatplanId: SEATPLAN_ID,
  sections: [
    curvedSection(VenueId.theatre, {
      id: 201,
      name: 'אולם',
      rows: 20,
      geometry: { xOffsetPercent: 8, yOffsetPercent: 12, widthPercent: 84, heightPercent: 48, rotateAngle: 0 },
      groups: [
        ['אולם קדמי', 1, 10],
        ['אולם אחורי', 11, 20],
      ],
      seat: orchestraSeat,
    }),
    curvedSection(VenueId.theatre, {
      id: 202,
      name: 'יציע',
      rows: 10,
      geometry: { xOffsetPercent: 6, yOffsetPercent: 62, widthPercent: 88, heightPercent: 20, rotateAngle: 0 },
      groups: [['יציע', 1, 10]],
      seat: balconySeat,
    }),
    curvedSection(VenueId.theatre, {
      id: 203,
      name: 'גלריה',
      rows: 6,
      geometry: { xOffsetPercent: 10, yOffsetPercent: 84, widthPercent: 80, heightPercent: 14, rotateAngle: 0 },
      groups: [['גלריה', 1, 6]],
      seat: gallerySeat,
    }),
  ],
})

/** §3 the theatre: parking and a printed programme (delivered), ₪8 handling fee per order, 10 % cancellation fee per order. */
export const theatreVenue = (): Venue => ({
  id: VenueId.theatre,
  name: 'תיאטרון העיר',
  venueTypeId: VenueTypeId.theatre,
  locationId: 3,
  seatplanId: SEATPLAN_ID,
  authProfileId: null,
  businessId: 2,
  cancellationFee: { kind: 'percent', basis: 'perOrder', percent: 10 },
  ticketGroupIds: [
    TicketGroupId.theatreOrchestra,
    TicketGroupId.theatrePremium,
    TicketGroupId.theatreBalcony,
    TicketGroupId.theatreGallery,
    TicketGroupId.limitedView,
  ],
  productIds: [ProductId.parking, ProductId.programme],
})
