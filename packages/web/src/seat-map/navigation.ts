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
  points: readonly Point[],
  from: number,
  direction: Direction,
  candidates: Iterable<number>,
): number | null => {
  const origin = points[from]
  if (origin === undefined) return null
  let best: number | null = null
  let bestScore = Infinity
  for (const candidate of candidates) {
    const point = points[candidate]
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
