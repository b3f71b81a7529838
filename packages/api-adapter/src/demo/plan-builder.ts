import type { SeatAttributeCode, SeatGeometry } from '@kartis/core'
import type { PlanSeat } from './catalog-snapshot'

/** The section a generated seat belongs to. */
export interface SectionContext {
  readonly venueId: number
  readonly seatplanId: number
  readonly sectionId: number
  readonly sectionName: string
}

/** A seat as a generator places it; the rest of PlanSeat comes from its section, group and row. */
export interface SeatDraft extends SeatGeometry {
  readonly x: number
  readonly y: number
  readonly seatName: string
  readonly ticketGroupId: number
  readonly attributes: readonly SeatAttributeCode[]
}

/** §3 seat geometry: percent values are kept to two decimals (angles to one, in planSeat). */
export const round2 = (value: number): number => Math.round(value * 100) / 100

/** §3 a plan seat from a draft: seatplanX/Y are the drawing position on a 0–1000 grid. */
export const planSeat = (section: SectionContext, groupId: number, rowName: string, draft: SeatDraft): PlanSeat => ({
  sectionId: section.sectionId,
  x: draft.x,
  y: draft.y,
  venueId: section.venueId,
  seatplanId: section.seatplanId,
  groupId,
  seatplanX: Math.round(draft.xOffsetPercent * 10),
  seatplanY: Math.round(draft.yOffsetPercent * 10),
  rowName,
  seatName: draft.seatName,
  sectionName: section.sectionName,
  ticketGroupId: draft.ticketGroupId,
  attributes: draft.attributes,
  xOffsetPercent: round2(draft.xOffsetPercent),
  yOffsetPercent: round2(draft.yOffsetPercent),
  widthPercent: round2(draft.widthPercent),
  heightPercent: round2(draft.heightPercent),
  // `+ 0` turns −0 (from negating a zero angle) into 0.
  rotateAngle: Math.round(draft.rotateAngle * 10) / 10 + 0,
})
