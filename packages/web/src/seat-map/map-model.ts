import { indexSeatPlan, type SeatAttributeCode, type SeatPlan, type SeatPlanIndex, type SeatSection } from '@kartis/core'
import { shownAttributes, type ShownAttribute } from './seat-states'
import {
  boundsOf,
  drawingExtent,
  labelCorners,
  rowLabel,
  seatCorners,
  seatShaper,
  sectionBounds,
  sectionFrame,
  type Box,
  type Frame,
  type RowLabel,
  type SeatShape,
} from './plan-geometry'
import { clearRowLabels, fitRowLabels } from './row-label-layout'
import { labelBox, overviewLabels, sectionNameLabels, type TextLabel } from './section-labels'

/** A reserved section as the map draws it. */
export interface MapSection {
  readonly section: SeatSection
  readonly frame: Frame
  /** Where the map zooms to show the section: its turned frame, or its seats' box when it spans the whole plan. */
  readonly bounds: Box
  /** Seat numbers (index order) of the section's seats. */
  readonly first: number
  readonly end: number
  readonly rowLabels: readonly RowLabel[]
}

/** §3 a row of a reserved section: its seat numbers (the index numbers a row's seats one after another). */
export interface MapRow {
  /** The position of the row's section among the reserved sections. */
  readonly section: number
  readonly first: number
  readonly end: number
}

/** §3 everything the map needs from a plan, computed once per plan (layout never changes). */
export interface MapModel {
  readonly index: SeatPlanIndex
  /**
   * §3 where a reserved seat is drawn, by seat number (the core index's plan order); undefined
   * for seats of general admission. Worked out a section at a time when first asked for: a
   * stadium opens on its overview and draws the sections the visitor enters.
   */
  readonly shapeOf: (seat: number) => SeatShape | undefined
  /** The map section of each seat number. */
  readonly sectionOfSeat: Int32Array
  readonly reserved: readonly MapSection[]
  /** §3 the reserved rows in plan order, for Home/End and PageUp/PageDown. */
  readonly rows: readonly MapRow[]
  /** The position in `rows` of each seat number (-1: not in a reserved section). */
  readonly rowOfSeat: Int32Array
  /** General-admission sections, drawn as areas when they have geometry and offered as quantity pickers. */
  readonly generalAdmission: readonly SeatSection[]
  /** §3 large venues open on an overview of their sections (see {@link usesOverview}). */
  readonly overview: boolean
  /** §3 the shown attributes of the reserved seats, for the legend (layout, so computed once). */
  readonly attributes: readonly ShownAttribute[]
  /** The plan the model was built from (its seats are the index's). */
  readonly plan: SeatPlan
  /** §3 the area drawn and zoomed within: the plan and whatever is drawn beyond its edges. */
  readonly extent: Box
  /** §3 each reserved section's name on its overview block (null: none fits), never overlapping another. */
  readonly overviewLabels: readonly (TextLabel | null)[]
  /** §3 each reserved section's name over its seats (null: not written), never overlapping another. */
  readonly sectionLabels: readonly (TextLabel | null)[]
}

/** §3 a venue this large opens on its sections; smaller plans show their seats at once. */
export const OVERVIEW_MIN_SEATS = 2000

/**
 * §3 the overview of sections is for large venues whose reserved sections all carry their
 * own geometry (the arena): at least two such sections and {@link OVERVIEW_MIN_SEATS} seats.
 */
export const usesOverview = (sections: readonly SeatSection[], seatCount: number): boolean =>
  seatCount >= OVERVIEW_MIN_SEATS && sections.length >= 2 && sections.every((section) => section.geometry !== undefined)

/** §3 the box a section draws in: its bounds, and its row names where they stand beyond them. */
const drawnBox = ({ bounds, rowLabels }: MapSection): Box => {
  let minX = bounds.x
  let minY = bounds.y
  let maxX = bounds.x + bounds.width
  let maxY = bounds.y + bounds.height
  // Without a box per row name: a stadium has thousands (labelCorners' square around each position).
  for (const { positions, size } of rowLabels)
    for (const at of positions) {
      minX = Math.min(minX, at.x - size)
      minY = Math.min(minY, at.y - size)
      maxX = Math.max(maxX, at.x + size)
      maxY = Math.max(maxY, at.y + size)
    }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY }
}

/** §3 builds the map model of a plan: seat shapes, section frames and bounds, row labels. */
export const buildMapModel = (plan: SeatPlan): MapModel => {
  const index = indexSeatPlan(plan)
  const sectionOfSeat = new Int32Array(index.seats.length).fill(-1)
  const reserved: MapSection[] = []
  const rows: MapRow[] = []
  const rowOfSeat = new Int32Array(index.seats.length).fill(-1)
  const shapes: (SeatShape | undefined)[] = []
  const shapeOf = (seat: number): SeatShape | undefined => {
    const known = shapes[seat]
    if (known !== undefined) return known
    const entry = reserved[sectionOfSeat[seat] ?? -1]
    if (entry === undefined) return undefined
    const shape = seatShaper(entry.frame)
    for (let n = entry.first; n < entry.end; n++) {
      const member = index.seats[n]
      if (member !== undefined) shapes[n] = shape(member)
    }
    return shapes[seat]
  }
  // The index numbers seats in plan order (sections → groups → rows → seats), as walked here.
  let number = 0
  for (const section of plan.sections) {
    const frame = sectionFrame(section.geometry)
    const first = number
    const labels: RowLabel[] = []
    for (const group of section.groups)
      for (const row of group.rows) {
        const count = row.seats.length
        if (section.isReserved && count > 0) {
          sectionOfSeat.fill(reserved.length, number, number + count)
          rowOfSeat.fill(rows.length, number, number + count)
          rows.push({ section: reserved.length, first: number, end: number + count })
          const label = rowLabel(row.name, frame, row.seats)
          if (label !== null) labels.push(label)
        }
        number += count
      }
    if (!section.isReserved) continue
    // In the list before its bounds are final: shapeOf places a plan-wide section's seats from its entry.
    const entry = { section, frame, bounds: sectionBounds(frame), first, end: number, rowLabels: labels }
    reserved.push(entry)
    // A section with its own geometry is bounded by its frame, its own area of the venue. A plan-wide
    // section is bounded by what it draws: its seats and the row labels beyond the end seats, so
    // zooming to it never cuts a label off.
    if (section.geometry !== undefined || number === first) continue
    const corners = []
    for (let n = first; n < number; n++) {
      const shape = shapeOf(n)
      if (shape !== undefined) corners.push(...seatCorners(frame, shape))
    }
    reserved[reserved.length - 1] = { ...entry, bounds: boundsOf([...corners, ...labels.flatMap(labelCorners)]) }
  }
  // A lone plan-wide section (a cinema hall) needs no name over its seats.
  const sectionLabels =
    reserved.length > 1 || reserved.some((entry) => entry.section.geometry !== undefined) ? sectionNameLabels(reserved) : []
  // §3 no two labels overlap: row names shrink to clear each other, and give way to section names and earlier rows.
  const rowLabels = clearRowLabels(
    reserved.map((entry) => fitRowLabels(entry.rowLabels)),
    sectionLabels,
  )
  const placed = reserved.map((entry, position) => ({ ...entry, rowLabels: rowLabels[position] ?? [] }))
  const reservedSections = reserved.map((entry) => entry.section)
  const generalAdmission = plan.sections.filter((section) => !section.isReserved)
  const codes = new Set<SeatAttributeCode>()
  for (const entry of reserved)
    for (let n = entry.first; n < entry.end; n++) for (const code of index.seats[n]?.attributes ?? []) codes.add(code)
  return {
    plan,
    attributes: shownAttributes([...codes]),
    index,
    shapeOf,
    sectionOfSeat,
    reserved: placed,
    rows,
    rowOfSeat,
    generalAdmission,
    overview: usesOverview(reservedSections, index.seats.length),
    overviewLabels: overviewLabels(reserved),
    sectionLabels,
    extent: drawingExtent([
      // Row labels of sections with their own frame can stand beyond it too, and so do section names.
      ...placed.map(drawnBox),
      ...sectionLabels.flatMap((label) => (label === null ? [] : [boundsOf(labelBox(label))])),
      ...generalAdmission.flatMap((section) => (section.geometry === undefined ? [] : [sectionBounds(sectionFrame(section.geometry))])),
    ]),
  }
}
