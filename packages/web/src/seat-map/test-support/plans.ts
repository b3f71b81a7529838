import {
  SeatAttribute,
  type Seat,
  type SeatAttributeCode,
  type SeatGeometry,
  type SeatPlan,
  type SeatRow,
  type SeatSection,
} from '@kartis/core'

/**
 * Test and benchmark support: seat plans built the way the box office describes them (§3:
 * seat geometry in percent of its section's frame, section geometry in percent of the plan).
 */

/** A seat's place (column x, row y, name) and its geometry in percent of its section's frame. */
export interface SeatDraft extends SeatGeometry {
  readonly x: number
  readonly y: number
  readonly seatName: string
  readonly attributes?: readonly SeatAttributeCode[]
}

/** A seat of a section as the box office sends it (available, unsold), from its place and geometry. */
export const seatOf = (
  section: { readonly id: number; readonly name: string },
  groupId: number,
  rowName: string,
  draft: SeatDraft,
): Seat => ({
  sectionId: section.id,
  x: draft.x,
  y: draft.y,
  venueId: 1,
  seatplanId: 1,
  groupId,
  seatplanX: Math.round(draft.xOffsetPercent * 10),
  seatplanY: Math.round(draft.yOffsetPercent * 10),
  rowName,
  seatName: draft.seatName,
  sectionName: section.name,
  ticketGroupId: 1,
  allocationId: null,
  presentationId: null,
  xOffsetPercent: draft.xOffsetPercent,
  yOffsetPercent: draft.yOffsetPercent,
  widthPercent: draft.widthPercent,
  heightPercent: draft.heightPercent,
  rotateAngle: draft.rotateAngle,
  attributes: draft.attributes ?? [],
  status: 'available',
  isBlocked: false,
  isSingleSeatBlock: false,
  isMultiplyFactorSubTicket: false,
  ticket: null,
  firstTicket: null,
})

const HEBREW_ROWS = ['א', 'ב', 'ג', 'ד', 'ה', 'ו', 'ז', 'ח', 'ט', 'י']

/** §3 test support: the seat of a plan in a row, by their names; throws when the plan has none. */
export const seatAt = (plan: SeatPlan, row: string, seat: string): Seat => {
  const found = plan.sections
    .flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats)))
    .find((s) => s.rowName === row && s.seatName === seat)
  if (found === undefined) throw new Error(`no seat ${row}/${seat}`)
  return found
}

/**
 * A cinema hall of one section: rows א–ט of 16 seats with an aisle in the middle (row א with
 * wheelchair places and companions at its ends, row ג premium in the middle, limited view at
 * row ט's ends) and row י of couches for two.
 */
export const cinemaPlan = (): SeatPlan => {
  const section = { id: 1, name: 'אולם 1' }
  const pitch = 96 / 19
  const rows: SeatRow[] = HEBREW_ROWS.map((name, r) => {
    const y = r + 1
    const columns = [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17].map((c) => c + 1)
    return {
      name,
      seats: columns.map((column, i) => {
        const seatNumber = i + 1
        const couch = y === 10
        const attributes: SeatAttributeCode[] = couch
          ? [SeatAttribute.couch, i % 2 === 0 ? SeatAttribute.leftSeat : SeatAttribute.rightSeat]
          : y === 1 && (seatNumber === 1 || seatNumber === 16)
            ? [SeatAttribute.handicap]
            : y === 1 && (seatNumber === 2 || seatNumber === 15)
              ? [SeatAttribute.companion]
              : y === 3 && seatNumber >= 6 && seatNumber <= 11
                ? [SeatAttribute.premium]
                : y === 9 && (seatNumber <= 2 || seatNumber >= 15)
                  ? [SeatAttribute.limitedView]
                  : []
        return seatOf(section, 11, name, {
          x: column,
          y,
          seatName: String(seatNumber),
          attributes,
          xOffsetPercent: 2 + (column - 1) * pitch,
          yOffsetPercent: 14 + r * 8.2,
          widthPercent: pitch * (couch ? 0.98 : 0.84),
          heightPercent: 6,
          rotateAngle: 0,
        })
      }),
    }
  })
  return {
    venueId: 1,
    seatplanId: 1,
    sections: [
      {
        id: section.id,
        name: section.name,
        isReserved: true,
        isSoldOut: false,
        groups: [{ id: 11, name: 'שורות', rows }],
      },
    ],
  }
}

/** Sections round an ellipse, turned to face the court: `rings` of [count, radiusX, radiusY, width, height, first name]. */
const RINGS = [
  [16, 27, 22, 9, 7, 101],
  [24, 42, 38, 8, 6, 201],
] as const

/**
 * An arena of 40 sections round a court (20,000 seats at the default 20 rows × 25 seats; tests
 * use fewer, happy-dom being slow), each section placed
 * by its own geometry (the overview) and its seats inside it; premium front rows, wheelchair
 * places at the back.
 */
export const arenaPlan = (rowsPerSection = 20, seatsPerRow = 25): SeatPlan => {
  const sections: SeatSection[] = []
  let id = 501
  for (const [count, radiusX, radiusY, width, height, firstName] of RINGS) {
    for (let s = 0; s < count; s++) {
      const angle = (360 * s) / count
      const rad = (angle * Math.PI) / 180
      const section = { id, name: `גוש ${firstName + s}` }
      const rows: SeatRow[] = Array.from({ length: rowsPerSection }, (_, r) => ({
        name: String(r + 1),
        seats: Array.from({ length: seatsPerRow }, (_, c) =>
          seatOf(section, id * 10, String(r + 1), {
            x: c + 1,
            y: r + 1,
            seatName: String(c + 1),
            attributes:
              r < 2 && firstName === 101
                ? [SeatAttribute.premium]
                : r === rowsPerSection - 1 && (c === 0 || c === seatsPerRow - 1)
                  ? [SeatAttribute.handicap]
                  : [],
            xOffsetPercent: 2 + (c * 96) / seatsPerRow,
            yOffsetPercent: 2 + (r * 96) / rowsPerSection,
            widthPercent: (96 / seatsPerRow) * 0.83,
            heightPercent: (96 / rowsPerSection) * 0.83,
            rotateAngle: 0,
          }),
        ),
      }))
      sections.push({
        id,
        name: section.name,
        isReserved: true,
        isSoldOut: false,
        geometry: {
          xOffsetPercent: 50 + radiusX * Math.sin(rad) - width / 2,
          yOffsetPercent: 50 - radiusY * Math.cos(rad) - height / 2,
          widthPercent: width,
          heightPercent: height,
          rotateAngle: angle,
        },
        groups: [{ id: id * 10, name: section.name, rows }],
      })
      id++
    }
  }
  return { venueId: 2, seatplanId: 2, sections }
}

/** A general-admission section with `free` places left. */
export const gaSection = (id: number, name: string, free: number, geometry?: SeatGeometry): SeatSection => ({
  id,
  name,
  isReserved: false,
  isSoldOut: free === 0,
  gaCapacity: free,
  groups: [],
  ...(geometry === undefined ? {} : { geometry }),
})

/** A mixed venue: the cinema's hall above a standing area. */
export const mixedPlan = (): SeatPlan => {
  const hall = cinemaPlan().sections[0]
  return {
    venueId: 3,
    seatplanId: 3,
    sections: [
      ...(hall === undefined
        ? []
        : [{ ...hall, geometry: { xOffsetPercent: 5, yOffsetPercent: 0, widthPercent: 90, heightPercent: 70, rotateAngle: 0 } }]),
      gaSection(402, 'עמידה', 300, { xOffsetPercent: 5, yOffsetPercent: 74, widthPercent: 90, heightPercent: 24, rotateAngle: 0 }),
    ],
  }
}
