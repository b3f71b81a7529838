import type { SeatGeometry } from '@kartis/core'
import { boundsOf, frameCentre, rotateAbout, type Box, type Frame, type Point } from './plan-geometry'

/** §3 a line of text the map writes, in plan units: centred on (x, y), turned by `angle` degrees. */
export interface TextLabel {
  readonly text: string
  readonly x: number
  readonly y: number
  /** Font size in plan units. */
  readonly size: number
  readonly angle: number
}

/** What the label layout needs of a reserved section (the map model's MapSection has it). */
export interface LabelledSection {
  readonly section: { readonly name: string; readonly geometry?: SeatGeometry | undefined }
  readonly frame: Frame
  readonly bounds: Box
}

/**
 * The box a text takes, per unit of font size, taken generously: wider than the widest glyphs
 * the map's fonts draw for Hebrew, Latin and digits (bold included), taller than their line box
 * (Chromium's getBBox of Heebo text, measured: 0.63 em a digit, 1.62 em high).
 * The layout works without measuring text (the model is built before anything is drawn, and
 * tests run without a layout engine), so it must never underestimate.
 */
export const TEXT_ADVANCE_EM = 0.7
export const TEXT_HEIGHT_EM = 1.7

/** §3 the overview's block names are at most this size (plan units), as before. */
export const OVERVIEW_LABEL_MAX = 18
/** §3 section names over the seats are at most this size (plan units). */
export const SECTION_NAME_MAX = 22
/** Below this size (plan units) a full name is not written on an overview block: its short name is. */
const OVERVIEW_READABLE = 12
/** A label that collides may shrink to this share of its size before it is left out. */
const SHRINK_FLOOR = 0.6
/** A label keeps this share of its block's width and height free around it. */
const BLOCK_FILL = 0.85

const width = (label: TextLabel): number => [...label.text].length * TEXT_ADVANCE_EM * label.size

/** §3 the four corners of the box a label's text may cover, on the plan. */
export const labelBox = (label: TextLabel): readonly Point[] => {
  const halfWidth = width(label) / 2
  const halfHeight = (TEXT_HEIGHT_EM * label.size) / 2
  const rad = (label.angle * Math.PI) / 180
  const cos = Math.cos(rad)
  const sin = Math.sin(rad)
  return [
    [-halfWidth, -halfHeight],
    [halfWidth, -halfHeight],
    [halfWidth, halfHeight],
    [-halfWidth, halfHeight],
  ].map(([dx = 0, dy = 0]) => ({ x: label.x + dx * cos - dy * sin, y: label.y + dx * sin + dy * cos }))
}

/** The extent of a convex polygon along an axis. */
const project = (polygon: readonly Point[], axis: Point): readonly [number, number] => {
  let min = Infinity
  let max = -Infinity
  for (const point of polygon) {
    const along = point.x * axis.x + point.y * axis.y
    min = Math.min(min, along)
    max = Math.max(max, along)
  }
  return [min, max]
}

const edgeNormals = (polygon: readonly Point[]): Point[] =>
  polygon.map((point, i) => {
    const next = polygon[(i + 1) % polygon.length] ?? point
    return { x: point.y - next.y, y: next.x - point.x }
  })

/**
 * §3 whether two convex polygons (label boxes, turned or not) overlap: they do unless some
 * edge's normal separates them (the separating-axis theorem). Touching is not overlapping.
 */
export const polygonsOverlap = (a: readonly Point[], b: readonly Point[]): boolean =>
  [...edgeNormals(a), ...edgeNormals(b)].every((axis) => {
    if (axis.x === 0 && axis.y === 0) return true
    const [aMin, aMax] = project(a, axis)
    const [bMin, bMax] = project(b, axis)
    return aMax > bMin && bMax > aMin
  })

/** §3 a label's text box made ready for many overlap tests: its extent, and its turned corners when turned. */
export interface TextArea {
  readonly minX: number
  readonly minY: number
  readonly maxX: number
  readonly maxY: number
  /** The box's corners when the label is turned; null when upright (the extent is the box). */
  readonly turned: readonly Point[] | null
}

/** §3 the area a label's text may cover, computed once per label rather than once per pair compared. */
export const textArea = (label: TextLabel): TextArea => {
  if (label.angle === 0) {
    // Upright, as every row name is: the box is its extent (a stadium has thousands of row names).
    const halfWidth = width(label) / 2
    const halfHeight = (TEXT_HEIGHT_EM * label.size) / 2
    return { minX: label.x - halfWidth, minY: label.y - halfHeight, maxX: label.x + halfWidth, maxY: label.y + halfHeight, turned: null }
  }
  const box = labelBox(label)
  const extent = boundsOf(box)
  return { minX: extent.x, minY: extent.y, maxX: extent.x + extent.width, maxY: extent.y + extent.height, turned: box }
}

const extentCorners = (area: TextArea): Point[] => [
  { x: area.minX, y: area.minY },
  { x: area.maxX, y: area.minY },
  { x: area.maxX, y: area.maxY },
  { x: area.minX, y: area.maxY },
]

/**
 * §3 whether two text areas overlap (touching is not overlapping): apart when their extents are,
 * which settles most pairs without the exact test; upright boxes overlap when their extents do.
 */
export const areasOverlap = (a: TextArea, b: TextArea): boolean => {
  if (a.maxX <= b.minX || b.maxX <= a.minX || a.maxY <= b.minY || b.maxY <= a.minY) return false
  if (a.turned === null && b.turned === null) return true
  return polygonsOverlap(a.turned ?? extentCorners(a), b.turned ?? extentCorners(b))
}

/** §3 whether two labels' text boxes overlap. */
export const labelsOverlap = (a: TextLabel, b: TextLabel): boolean => areasOverlap(textArea(a), textArea(b))

/** §3 a section's short name for a crowded overview: its number ("גוש 113" → "113"), else the whole name. */
export const shortName = (name: string): string => {
  const words = name.trim().split(/\s+/)
  const last = words[words.length - 1] ?? name
  return words.length > 1 && /\d/.test(last) ? last : name
}

/**
 * The largest size at which an upright text of `characters` fits inside a turned frame,
 * centred: its corners, seen in the frame's own turn, stay within the frame's half sizes.
 */
const fitInFrame = (frame: Frame, characters: number): number => {
  const rad = (frame.angle * Math.PI) / 180
  const cos = Math.abs(Math.cos(rad))
  const sin = Math.abs(Math.sin(rad))
  const along = characters * TEXT_ADVANCE_EM
  return Math.min(
    (frame.width * BLOCK_FILL) / (along * cos + TEXT_HEIGHT_EM * sin),
    (frame.height * BLOCK_FILL) / (along * sin + TEXT_HEIGHT_EM * cos),
  )
}

/**
 * §3 labels that never overlap: each in turn, in order of importance, is kept as it is if it
 * overlaps none kept before it, else shrunk step by step to {@link SHRINK_FLOOR} of its size,
 * else left out (null). The map scales its labels with everything else, so a layout free of
 * overlaps in plan units is free of them at every zoom.
 */
export const separateLabels = (candidates: readonly (TextLabel | null)[]): (TextLabel | null)[] => {
  const kept: TextArea[] = []
  return candidates.map((candidate) => {
    if (candidate === null) return null
    const floor = candidate.size * SHRINK_FLOOR
    for (let size = candidate.size; size >= floor; size *= 0.9) {
      const label = { ...candidate, size }
      const area = textArea(label)
      if (kept.every((other) => !areasOverlap(area, other))) {
        kept.push(area)
        return label
      }
    }
    return null
  })
}

/**
 * §3 the overview's block names: upright (readable without turning one's head), centred in
 * their block and sized to fit inside it. When some full name would come out too small, every
 * block shows its short name (the section number, as arena plans print them); the full name
 * is the block's accessible name. One per reserved section, null where none fits.
 */
export const overviewLabels = (sections: readonly LabelledSection[]): (TextLabel | null)[] => {
  const sizeOf = (entry: LabelledSection, text: string): number => Math.min(OVERVIEW_LABEL_MAX, fitInFrame(entry.frame, [...text].length))
  const full = sections.every((entry) => sizeOf(entry, entry.section.name) >= OVERVIEW_READABLE)
  return separateLabels(
    sections.map((entry) => {
      const text = full ? entry.section.name : shortName(entry.section.name)
      const centre = frameCentre(entry.frame)
      return { text, x: centre.x, y: centre.y, size: sizeOf(entry, text), angle: 0 }
    }),
  )
}

/** An angle turned by at most a quarter either way, so text along it is never upside down. */
export const uprightAngle = (angle: number): number => ((((angle + 90) % 180) + 180) % 180) - 90

/**
 * §3 section names over the seats, kept off each other. A section with its own area of the
 * venue is named just beyond the edge of its frame where its rows start, along that edge
 * (turned with it, never upside down): its neighbours in a ring sit beside its row ends, not
 * there, and its row names stand at the row ends. A plan-wide section is named above its
 * seats, upright. About two row heights: readable once zoomed into the section.
 */
export const sectionNameLabels = (sections: readonly LabelledSection[]): (TextLabel | null)[] =>
  separateLabels(
    sections.map(({ section, frame, bounds }): TextLabel => {
      const characters = [...section.name].length
      if (section.geometry === undefined) {
        const size = Math.min(SECTION_NAME_MAX, bounds.height / 12)
        return { text: section.name, x: bounds.x + bounds.width / 2, y: Math.max(size, bounds.y - size * 0.8), size, angle: 0 }
      }
      const size = Math.min(SECTION_NAME_MAX, frame.height / 8, (frame.width * BLOCK_FILL) / (characters * TEXT_ADVANCE_EM))
      const beyondEdge = { x: frame.x + frame.width / 2, y: frame.y - size * TEXT_HEIGHT_EM * 0.6 }
      const at = rotateAbout(beyondEdge, frameCentre(frame), frame.angle)
      return { text: section.name, x: at.x, y: at.y, size, angle: uprightAngle(frame.angle) }
    }),
  )
