import type { Point } from './plan-geometry'

/** §3 an arrow key's direction on screen; the stage is never mirrored, so left is left in every language. */
export type Direction = 'left' | 'right' | 'up' | 'down'

const ARROWS: Readonly<Record<string, Direction>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' }

/** §3 the direction of an arrow key, or null for any other key. */
export const directionOfKey = (key: string): Direction | null => ARROWS[key] ?? null

/** How much a sideways step counts against a step in the asked direction. */
const SIDEWAYS_WEIGHT = 3

/**
 * §3 roving focus: the point nearest `from` in `direction`, sideways distance weighing three
 * times the forward one so that Right stays in the row and Down goes to the next row, even in
 * turned sections. `candidates` limits the search (seat numbers of reserved sections).
 */
export const nearestInDirection = (
  pointAt: (n: number) => Point | undefined,
  from: number,
  direction: Direction,
  candidates: Iterable<number>,
): number | null => {
  const origin = pointAt(from)
  if (origin === undefined) return null
  let best: number | null = null
  let bestScore = Infinity
  for (const candidate of candidates) {
    const point = pointAt(candidate)
    if (candidate === from || point === undefined) continue
    const dx = point.x - origin.x
    const dy = point.y - origin.y
    const forward = direction === 'left' ? -dx : direction === 'right' ? dx : direction === 'up' ? -dy : dy
    const sideways = direction === 'left' || direction === 'right' ? Math.abs(dy) : Math.abs(dx)
    // Only points ahead, and more ahead than aside (a 45° cone each way).
    if (forward <= 0 || sideways > forward) continue
    const score = forward + SIDEWAYS_WEIGHT * sideways
    if (score < bestScore) {
      bestScore = score
      best = candidate
    }
  }
  return best
}

/** §3 the reading direction around the map: in Hebrew and Arabic a row is read from its right end. */
export type ReadingDirection = 'rtl' | 'ltr'

/** §3 a run of seat numbers: a row, as the map model keeps it. */
export interface SeatRange {
  readonly section: number
  readonly first: number
  readonly end: number
}

/**
 * §3 Home/End: the seat at the start or the end of a row in reading order — Home is the row's
 * right end in Hebrew and Arabic, its left end in English and Russian (null for an empty row).
 */
export const rowEdge = (
  pointAt: (n: number) => Point | undefined,
  row: SeatRange,
  edge: 'start' | 'end',
  direction: ReadingDirection,
): number | null => {
  // Reading start is the largest x in rtl, the smallest in ltr; the end the other way round.
  const wantsLargest = (edge === 'start') === (direction === 'rtl')
  let best: number | null = null
  let bestX = wantsLargest ? -Infinity : Infinity
  for (let n = row.first; n < row.end; n++) {
    const point = pointAt(n)
    if (point === undefined) continue
    if (wantsLargest ? point.x > bestX : point.x < bestX) {
      bestX = point.x
      best = n
    }
  }
  return best
}

/**
 * §3 PageUp/PageDown: within a section, to its first or last row, keeping the column (the seat
 * nearest the focused one); from there, to the previous or next section's first row at its
 * reading start. Null when there is nowhere further to go.
 */
export const pageTarget = (
  pointAt: (n: number) => Point | undefined,
  rows: readonly SeatRange[],
  rowOfSeat: ArrayLike<number>,
  from: number,
  step: 1 | -1,
  direction: ReadingDirection,
): number | null => {
  const current = rows[rowOfSeat[from] ?? -1]
  const origin = pointAt(from)
  if (current === undefined || origin === undefined) return null
  const sameSection = rows.filter((row) => row.section === current.section)
  const edgeRow = step === 1 ? sameSection[sameSection.length - 1] : sameSection[0]
  if (edgeRow !== undefined && edgeRow !== current) {
    let best: number | null = null
    let bestDistance = Infinity
    for (let n = edgeRow.first; n < edgeRow.end; n++) {
      const point = pointAt(n)
      if (point === undefined) continue
      const distance = Math.hypot(point.x - origin.x, point.y - origin.y)
      if (distance < bestDistance) {
        bestDistance = distance
        best = n
      }
    }
    return best
  }
  const nextSection = rows.find((row) => row.section === current.section + step)
  return nextSection === undefined ? null : rowEdge(pointAt, nextSection, 'start', direction)
}
