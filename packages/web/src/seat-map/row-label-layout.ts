import type { RowLabel } from './plan-geometry'
import { areasOverlap, textArea, TEXT_ADVANCE_EM, TEXT_HEIGHT_EM, type TextArea, type TextLabel } from './section-labels'

/** The smallest share of its size a section's row names are shrunk to so that they clear each other. */
const SHRINK_FLOOR = 0.5

/** Grid cells each way in {@link clearRowLabels}, half of them below zero. */
const CELLS = 4096

/** The share of the size at which names just touch that shrunk names get. */
const AIR = 0.95

/** An upright text box by its centre and half sizes per unit of font size. */
interface Upright {
  readonly x: number
  readonly y: number
  readonly halfWidth: number
  readonly halfHeight: number
}

const uprightOf = (label: RowLabel): Upright[] =>
  label.positions.map((at) => ({
    x: at.x,
    y: at.y,
    halfWidth: ([...label.name].length * TEXT_ADVANCE_EM) / 2,
    halfHeight: TEXT_HEIGHT_EM / 2,
  }))

/**
 * §3 one section's row names at one size that keeps them off each other: rows closer than
 * their seats are tall, or turned with their section so that the upright names of neighbouring
 * rows stand side by side, get smaller names, all alike. Not below {@link SHRINK_FLOOR}: the
 * overlap check of the whole map ({@link clearRowLabels}) leaves out those that still meet.
 */
export const fitRowLabels = (labels: readonly RowLabel[]): RowLabel[] => {
  // Two upright boxes of sizes s·a and s·b clear each other once s ≤ max(|dx| / (aw + bw), |dy| / (ah + bh)) / size.
  const size = labels[0]?.size ?? 0
  if (size <= 0 || labels.some((label) => label.size !== size)) return [...labels]
  const boxes = labels.flatMap(uprightOf)
  let scale = 1
  for (let i = 0; i < boxes.length; i++) {
    const a = boxes[i]
    if (a === undefined) continue
    for (let j = i + 1; j < boxes.length; j++) {
      const b = boxes[j]
      if (b === undefined) continue
      const clear = Math.max(Math.abs(a.x - b.x) / (a.halfWidth + b.halfWidth), Math.abs(a.y - b.y) / (a.halfHeight + b.halfHeight)) / size
      if (clear < scale) scale = clear
    }
  }
  if (scale >= 1) return [...labels]
  // A little air between them, so that rounding never makes touching names overlap.
  const shrunk = size * Math.max(scale * AIR, SHRINK_FLOOR)
  return labels.map((label) => ({ ...label, size: shrunk }))
}

/**
 * §3 the row names of every section, each position left out where its text would meet a
 * section name or a row name kept before it (sections whose areas touch or overlap), so no
 * two labels of the map ever overlap. Sections come in plan order; each keeps its label size.
 * Kept labels sit in a grid of cells, so each check looks at its neighbours only.
 */
export const clearRowLabels = (sections: readonly (readonly RowLabel[])[], sectionNames: readonly (TextLabel | null)[]): RowLabel[][] => {
  const cell = Math.max(1, ...sections.flatMap((labels) => labels.map((label) => label.size))) * 4
  const cells = new Map<number, TextArea[]>()
  // Cell keys as one small integer (a fast map key): column and row, clamped to a range no plan reaches.
  // Clamping only merges far cells, and a label is always filed and looked up under the same keys.
  const indexOf = (at: number): number => Math.min(CELLS - 1, Math.max(0, Math.floor(at / cell) + CELLS / 2))
  const keysOf = (k: TextArea): number[] => {
    const keys: number[] = []
    for (let i = indexOf(k.minX); i <= indexOf(k.maxX); i++)
      for (let j = indexOf(k.minY); j <= indexOf(k.maxY); j++) keys.push(i * CELLS + j)
    return keys
  }
  const meetsKept = (k: TextArea): boolean => keysOf(k).some((key) => (cells.get(key) ?? []).some((other) => areasOverlap(k, other)))
  const add = (k: TextArea): void => {
    for (const key of keysOf(k)) {
      const list = cells.get(key)
      if (list === undefined) cells.set(key, [k])
      else list.push(k)
    }
  }
  for (const name of sectionNames) if (name !== null) add(textArea(name))
  return sections.map((labels) =>
    labels.flatMap((label) => {
      const kept = label.positions.filter((at) => {
        const k = textArea({ text: label.name, x: at.x, y: at.y, size: label.size, angle: 0 })
        if (meetsKept(k)) return false
        add(k)
        return true
      })
      return kept.length === 0 ? [] : [{ ...label, positions: kept }]
    }),
  )
}
