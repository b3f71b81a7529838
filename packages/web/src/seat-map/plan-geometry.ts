import type { Seat, SeatGeometry } from '@kartis/core'

/**
 * The plan's drawing area in SVG user units. Percent geometry is relative to it, 4:3 being
 * the ratio at which the box office's square seats (cinema rows) come out square.
 */
export const PLAN_WIDTH = 1000
export const PLAN_HEIGHT = 750

/** A rectangle turned by `angle` degrees about its centre, in plan units. */
export interface Frame {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
  readonly angle: number
}

/** A point in plan units. */
export interface Point {
  readonly x: number
  readonly y: number
}

/** An axis-aligned box in plan units. */
export interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** §3 where one seat is drawn: its rectangle inside its section frame, and its centre on the plan. */
export interface SeatShape {
  /** The seat's rectangle in its section's unturned frame; the section group turns it. */
  readonly local: Frame
  /** The seat's centre on the plan, after the section's turn. */
  readonly centre: Point
}

const WHOLE_PLAN: Frame = { x: 0, y: 0, width: PLAN_WIDTH, height: PLAN_HEIGHT, angle: 0 }

/** §3 a section's frame: its geometry in percent of the plan, or the whole plan without one. */
export const sectionFrame = (geometry: SeatGeometry | undefined): Frame =>
  geometry === undefined
    ? WHOLE_PLAN
    : {
        x: (geometry.xOffsetPercent / 100) * PLAN_WIDTH,
        y: (geometry.yOffsetPercent / 100) * PLAN_HEIGHT,
        width: (geometry.widthPercent / 100) * PLAN_WIDTH,
        height: (geometry.heightPercent / 100) * PLAN_HEIGHT,
        angle: geometry.rotateAngle,
      }

/** §3 a turn by `angle` degrees about `pivot` (SVG's clockwise rotate), its sine and cosine worked out once for many points. */
const turnAbout = (pivot: Point, angle: number): ((point: Point) => Point) => {
  if (angle === 0) return (point) => point
  const rad = (angle * Math.PI) / 180
  const cos = Math.cos(rad)
  const sin = Math.sin(rad)
  return (point) => {
    const dx = point.x - pivot.x
    const dy = point.y - pivot.y
    return { x: pivot.x + dx * cos - dy * sin, y: pivot.y + dx * sin + dy * cos }
  }
}

/** §3 a point turned by `angle` degrees about `pivot` (SVG's clockwise rotate). */
export const rotateAbout = (point: Point, pivot: Point, angle: number): Point => turnAbout(pivot, angle)(point)

/** The centre of a frame. */
export const frameCentre = (frame: Frame): Point => ({ x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 })

/** §3 a point of a section's unturned frame as it lands on the plan. */
const toPlan = (frame: Frame, point: Point): Point => rotateAbout(point, frameCentre(frame), frame.angle)

/**
 * §3 a seat's rectangle in its section's unturned frame: offset (the top-left corner) and size
 * in percent of the frame, turned about its own centre by rotateAngle.
 */
export const seatFrame = (frame: Frame, seat: Seat): Frame => ({
  x: frame.x + (seat.xOffsetPercent / 100) * frame.width,
  y: frame.y + (seat.yOffsetPercent / 100) * frame.height,
  width: (seat.widthPercent / 100) * frame.width,
  height: (seat.heightPercent / 100) * frame.height,
  angle: seat.rotateAngle,
})

/**
 * §3 a section's seat shapes: each seat's rectangle and its centre after the section's turn,
 * which is worked out once for all the section's seats.
 */
export const seatShaper = (frame: Frame): ((seat: Seat) => SeatShape) => {
  const turn = turnAbout(frameCentre(frame), frame.angle)
  return (seat) => {
    const local = seatFrame(frame, seat)
    return { local, centre: turn(frameCentre(local)) }
  }
}

/** The corners of a frame on the plan, after its own turn and then its section's. */
const corners = (section: Frame, local: Frame): Point[] => {
  const centre = frameCentre(local)
  return [
    { x: local.x, y: local.y },
    { x: local.x + local.width, y: local.y },
    { x: local.x, y: local.y + local.height },
    { x: local.x + local.width, y: local.y + local.height },
  ].map((corner) => toPlan(section, rotateAbout(corner, centre, local.angle)))
}

/** The smallest box holding every point; an empty list gives the whole plan. */
export const boundsOf = (points: readonly Point[]): Box => {
  if (points.length === 0) return { x: 0, y: 0, width: PLAN_WIDTH, height: PLAN_HEIGHT }
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (const point of points) {
    minX = Math.min(minX, point.x)
    minY = Math.min(minY, point.y)
    maxX = Math.max(maxX, point.x)
    maxY = Math.max(maxY, point.y)
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY }
}

/** §3 the box a section covers on the plan: its turned frame. */
export const sectionBounds = (frame: Frame): Box => boundsOf(corners(frame, { ...frame, angle: 0 }))

/** §3 the box a seat covers on the plan, after its own turn and its section's. */
export const seatCorners = (frame: Frame, shape: SeatShape): readonly Point[] => corners(frame, shape.local)

/** How far a row label stands beyond the row's end seat, in seat widths. */
const LABEL_GAP = 1.1

/** §3 where a row's name is written: beside both end seats of a straight row, else above its middle. */
export interface RowLabel {
  readonly name: string
  readonly positions: readonly Point[]
  /** Font size in plan units: the row's seat height. */
  readonly size: number
}

/**
 * §3 row labels at the row ends: each label stands one seat-pitch beyond the end seat along
 * the row's line. A row whose seats are not on one line (a table's four places) gets one
 * label above its seats instead, so it never lands inside a neighbouring table.
 */
export const rowLabel = (name: string, frame: Frame, seats: readonly Seat[]): RowLabel | null => {
  // Rows usually come in x order: they are copied and sorted only when they do not. Read from the
  // seats themselves, without a shape per seat: a stadium's row names are laid out before any seat is drawn.
  const inOrder = seats.every((seat, i) => i === 0 || (seats[i - 1]?.xOffsetPercent ?? 0) <= seat.xOffsetPercent)
  const ordered = inOrder ? seats : [...seats].sort((a, b) => a.xOffsetPercent - b.xOffsetPercent)
  const firstSeat = ordered[0]
  const lastSeat = ordered[ordered.length - 1]
  if (firstSeat === undefined || lastSeat === undefined) return null
  const first = seatFrame(frame, firstSeat)
  const size = Math.min(first.height, first.width * 1.2)
  const a = frameCentre(first)
  const b = frameCentre(seatFrame(frame, lastSeat))
  const length = Math.hypot(b.x - a.x, b.y - a.y)
  const ux = length === 0 ? 1 : (b.x - a.x) / length
  const uy = length === 0 ? 0 : (b.y - a.y) / length
  const centreX = (seat: Seat): number => frame.x + ((seat.xOffsetPercent + seat.widthPercent / 2) / 100) * frame.width
  const centreY = (seat: Seat): number => frame.y + ((seat.yOffsetPercent + seat.heightPercent / 2) / 100) * frame.height
  const straight = ordered.every((seat) => Math.abs((centreX(seat) - a.x) * uy - (centreY(seat) - a.y) * ux) <= first.height * 0.6)
  if (!straight) {
    const box = boundsOf(ordered.map((seat) => ({ x: centreX(seat), y: centreY(seat) })))
    const above = { x: box.x + box.width / 2, y: box.y - first.height * 1.1 }
    return { name, positions: [toPlan(frame, above)], size }
  }
  const gap = first.width * LABEL_GAP
  const start = { x: a.x - ux * gap, y: a.y - uy * gap }
  const end = { x: b.x + ux * gap, y: b.y + uy * gap }
  return { name, positions: [toPlan(frame, start), toPlan(frame, end)], size }
}

/** The square a row label's text may cover around each of its positions (one text size each way). */
export const labelCorners = (label: RowLabel): readonly Point[] =>
  label.positions.flatMap((at) => [
    { x: at.x - label.size, y: at.y - label.size },
    { x: at.x + label.size, y: at.y + label.size },
  ])

/**
 * §3 the area the map draws and zooms within: the whole plan, grown where something drawn
 * (a row label beside a row that reaches the plan's edge, a turned section's corner) lies
 * beyond it, then widened to the plan's ratio so a zoom scales both ways alike. A row at the
 * edge keeps its label beside it rather than on top of its own end seats.
 */
export const drawingExtent = (boxes: readonly Box[]): Box => {
  const union = boundsOf([
    { x: 0, y: 0 },
    { x: PLAN_WIDTH, y: PLAN_HEIGHT },
    ...boxes.flatMap((box) => [
      { x: box.x, y: box.y },
      { x: box.x + box.width, y: box.y + box.height },
    ]),
  ])
  const ratio = PLAN_WIDTH / PLAN_HEIGHT
  const width = Math.max(union.width, union.height * ratio)
  const height = width / ratio
  return { x: union.x - (width - union.width) / 2, y: union.y - (height - union.height) / 2, width, height }
}
