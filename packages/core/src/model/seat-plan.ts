import type { Agorot } from '../money/money'

/** §3 seat attribute codes, as the box office numbers them. */
export const SeatAttribute = {
  couch: 1,
  kidsSeat: 2,
  longSeat: 3,
  bed: 4,
  barStool: 5,
  woodenChair: 6,
  handicap: 10,
  companion: 11,
  limitedView: 12,
  premium: 13,
  heated: 20,
  leftSeat: 31,
  middleSeat: 32,
  rightSeat: 33,
  boat: 40,
  paddleBoat: 41,
  pedalBoat: 42,
  table: 50,
} as const
export type SeatAttributeName = keyof typeof SeatAttribute
export type SeatAttributeCode = (typeof SeatAttribute)[SeatAttributeName]

/**
 * Where a seat is in its presentation: section and grid coordinates. `y` is null for a
 * general-admission place that the server has not allocated yet (§7 lock-seat).
 */
export interface SeatKey {
  readonly sectionId: number
  readonly x: number
  readonly y: number | null
}

/** §3 how a seat is drawn, in percent of the seat-plan image. */
export interface SeatGeometry {
  readonly xOffsetPercent: number
  readonly yOffsetPercent: number
  readonly widthPercent: number
  readonly heightPercent: number
  readonly rotateAngle: number
}

/** §4 seat status codes from seats-status: 1 available, 2 selected, 3 on hold, anything else unavailable. */
export type SeatStatus = 'available' | 'selected' | 'hold' | 'unavailable'

/** §3 the price a seat carries once a ticket is chosen for it (the "seat ticket"). */
export interface SeatTicket {
  readonly presentationId: number
  readonly ticketGroupId: number
  readonly venueId: number
  readonly seatplanId: number
  readonly sectionId: number
  readonly ticketId: number
  readonly amount: Agorot
  readonly serviceCharge: Agorot
  readonly pricePolicyId: number
  readonly allocationId: number | null
  readonly isMultiplyFactorSubTicket: boolean
  readonly code?: string
  readonly ref1?: string
  readonly ref2?: string
  readonly memberNumber?: string
  readonly systemVoucher?: string
}

/** §3 a seat in a seat plan or in the cart. Layout fields never change; status fields come from seats-status. */
export interface Seat extends SeatKey, SeatGeometry {
  readonly venueId: number
  readonly seatplanId: number
  /** VenueSectionSeatGroupId. */
  readonly groupId: number
  /** Drawing position on the seat plan (SeatplanX, SeatplanY). */
  readonly seatplanX: number
  readonly seatplanY: number
  readonly rowName: string
  readonly seatName: string
  readonly sectionName: string
  readonly ticketGroupId: number | null
  readonly allocationId: number | null
  readonly presentationId: number | null
  readonly attributes: readonly SeatAttributeCode[]
  readonly status: SeatStatus
  /** Held (status 3) seats may be shown apart from plainly unavailable ones. */
  readonly isBlocked: boolean
  /** §4 blocked by the single-seat rule for the current selection (derived, see seating/single-seat-rule). */
  readonly isSingleSeatBlock: boolean
  readonly isMultiplyFactorSubTicket: boolean
  readonly ticket: SeatTicket | null
  /** The ticket first-ticket auto-select would give this seat (§4). */
  readonly firstTicket: SeatTicket | null
  readonly ref1?: string
  readonly ref2?: string
}

/** §3 a row of a seat group. */
export interface SeatRow {
  readonly name: string
  readonly seats: readonly Seat[]
}

/** §3 a group of rows inside a section (VenueSectionSeatGroup). */
export interface SeatGroup {
  readonly id: number
  readonly name: string
  readonly rows: readonly SeatRow[]
}

/** §3 a section of a seat plan: reserved (seats on a map) or general admission. */
export interface SeatSection {
  readonly id: number
  readonly name: string
  readonly isReserved: boolean
  readonly groups: readonly SeatGroup[]
  readonly isSoldOut: boolean
  /** Free GA places left (general-admission sections only). */
  readonly gaCapacity?: number
  /** Where the section is drawn on the venue overview, in percent. */
  readonly geometry?: SeatGeometry
}

/** §3 a seat plan: sections → groups → rows → seats. */
export interface SeatPlan {
  readonly venueId: number
  readonly seatplanId: number
  readonly sections: readonly SeatSection[]
}
