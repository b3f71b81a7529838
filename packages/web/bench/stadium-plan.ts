import { SeatAttribute, type SeatPlan, type SeatRow, type SeatSection } from '@kartis/core'
import { seatOf } from '../src/seat-map/test-support/plans'

/**
 * The benchmark's stadiums: plans of the demo arena's shape (sections of 20 rows × 25 seats in
 * rings round a court, each section turned to face it, premium front rows in the inner ring and
 * wheelchair places at the ends of back rows) grown to any size by adding rings and sections.
 * Deterministic: the same size gives the same plan, for Kartis and the peer alike.
 */

const ROWS = 20
const SEATS_PER_ROW = 25
/** Seats of one section. */
export const SECTION_SEATS = ROWS * SEATS_PER_ROW

/** Rings from the court outwards, in percent of the plan: the demo's inner and outer ellipses. */
const INNER = { radiusX: 26, radiusY: 27 }
const OUTER = { radiusX: 46, radiusY: 43 }
/** Sections per ring at most before another ring is added (the demo's outer ring has 24). */
const MOST_PER_RING = 72

interface Ring {
  readonly radiusX: number
  readonly radiusY: number
  readonly sections: number
}

/** An ellipse's perimeter in plan units (1000 × 750), by the quadratic-mean approximation. */
const perimeter = (ring: { radiusX: number; radiusY: number }): number =>
  2 * Math.PI * Math.sqrt(((ring.radiusX * 10) ** 2 + (ring.radiusY * 7.5) ** 2) / 2)

/** Rings enough for `sections`, each given sections in proportion to its length. */
const ringsFor = (sections: number): Ring[] => {
  let count = 2
  while (sections / count > MOST_PER_RING) count++
  const shapes = Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1)
    return {
      radiusX: INNER.radiusX + (OUTER.radiusX - INNER.radiusX) * t,
      radiusY: INNER.radiusY + (OUTER.radiusY - INNER.radiusY) * t,
    }
  })
  const total = shapes.reduce((sum, shape) => sum + perimeter(shape), 0)
  let left = sections
  return shapes.map((shape, i) => {
    const share = i === count - 1 ? left : Math.round((sections * perimeter(shape)) / total)
    left -= share
    return { ...shape, sections: share }
  })
}

/** A generated stadium of `seats` seats (rounded down to whole sections of 500). */
export const stadiumPlan = (seats: number): SeatPlan => {
  const rings = ringsFor(Math.max(2, Math.floor(seats / SECTION_SEATS)))
  // Sections are as deep as the rings are apart (the demo's 52 units at most) and nearly as wide as their share of the ring.
  const apart = Math.min(
    ((OUTER.radiusX - INNER.radiusX) / (rings.length - 1)) * 10,
    ((OUTER.radiusY - INNER.radiusY) / (rings.length - 1)) * 7.5,
  )
  const depth = Math.min(52, apart * 0.8)
  const sections: SeatSection[] = []
  let id = 501
  rings.forEach((ring, r) => {
    const width = (0.85 * perimeter(ring)) / ring.sections
    for (let s = 0; s < ring.sections; s++) {
      const angle = (360 * s) / ring.sections
      const rad = (angle * Math.PI) / 180
      const section = { id, name: `גוש ${(r + 1) * 100 + s + 1}` }
      const rows: SeatRow[] = Array.from({ length: ROWS }, (_, row) => ({
        name: String(row + 1),
        seats: Array.from({ length: SEATS_PER_ROW }, (_, c) =>
          seatOf(section, id * 10, String(row + 1), {
            x: c + 1,
            y: row + 1,
            seatName: String(c + 1),
            attributes:
              row < 2 && r === 0
                ? [SeatAttribute.premium]
                : row === ROWS - 1 && (c === 0 || c === SEATS_PER_ROW - 1)
                  ? [SeatAttribute.handicap]
                  : [],
            xOffsetPercent: 2 + (c * 96) / SEATS_PER_ROW,
            yOffsetPercent: 2 + (row * 96) / ROWS,
            widthPercent: (96 / SEATS_PER_ROW) * 0.83,
            heightPercent: (96 / ROWS) * 0.83,
            rotateAngle: 0,
          }),
        ),
      }))
      const widthPercent = width / 10
      const heightPercent = depth / 7.5
      sections.push({
        id,
        name: section.name,
        isReserved: true,
        isSoldOut: false,
        geometry: {
          xOffsetPercent: 50 + ring.radiusX * Math.sin(rad) - widthPercent / 2,
          yOffsetPercent: 50 - ring.radiusY * Math.cos(rad) - heightPercent / 2,
          widthPercent,
          heightPercent,
          rotateAngle: angle,
        },
        groups: [{ id: id * 10, name: section.name, rows }],
      })
      id++
    }
  })
  return { venueId: 9, seatplanId: 91, sections }
}
