import { describe, expect, it } from 'vitest'
import { directionOfKey, nearestInDirection, pageTarget, rowEdge } from './navigation'

/** A 3 × 3 grid of points 10 apart, numbered row by row. */
const grid = Array.from({ length: 9 }, (_, i) => ({ x: (i % 3) * 10, y: Math.floor(i / 3) * 10 }))
const all = grid.keys()
const gridAt = (n: number): { x: number; y: number } | undefined => grid[n]

describe('§3 roving focus', () => {
  it('maps arrow keys to screen directions, whatever the page direction', () => {
    expect(directionOfKey('ArrowLeft')).toBe('left')
    expect(directionOfKey('Enter')).toBeNull()
  })

  it('moves to the nearest point ahead, preferring the same line', () => {
    expect(nearestInDirection(gridAt, 4, 'right', grid.keys())).toBe(5)
    expect(nearestInDirection(gridAt, 4, 'left', grid.keys())).toBe(3)
    expect(nearestInDirection(gridAt, 4, 'up', grid.keys())).toBe(1)
    expect(nearestInDirection(gridAt, 4, 'down', grid.keys())).toBe(7)
  })

  it('stays put at an edge (null) and considers only the candidates', () => {
    expect(nearestInDirection(gridAt, 5, 'right', all)).toBeNull()
    expect(nearestInDirection(gridAt, 3, 'right', [5, 8])).toBe(5)
  })
})

describe('§3 Home/End and PageUp/PageDown', () => {
  // Two sections: section 0 has rows [0,1,2] and [3,4,5] (the grid's first two rows), section 1 the row [6,7,8].
  const rows = [
    { section: 0, first: 0, end: 3 },
    { section: 0, first: 3, end: 6 },
    { section: 1, first: 6, end: 9 },
  ]
  const rowOfSeat = [0, 0, 0, 1, 1, 1, 2, 2, 2]

  it('Home goes to the row’s right end in rtl and its left end in ltr; End the other way', () => {
    expect(rowEdge(gridAt, { section: 0, first: 3, end: 6 }, 'start', 'rtl')).toBe(5)
    expect(rowEdge(gridAt, { section: 0, first: 3, end: 6 }, 'end', 'rtl')).toBe(3)
    expect(rowEdge(gridAt, { section: 0, first: 3, end: 6 }, 'start', 'ltr')).toBe(3)
    expect(rowEdge(gridAt, { section: 0, first: 3, end: 6 }, 'end', 'ltr')).toBe(5)
    expect(rowEdge(gridAt, { section: 0, first: 3, end: 3 }, 'start', 'ltr')).toBeNull()
  })

  it('PageDown goes to the section’s last row in the same column, then to the next section’s reading start', () => {
    expect(pageTarget(gridAt, rows, rowOfSeat, 1, 1, 'rtl')).toBe(4)
    expect(pageTarget(gridAt, rows, rowOfSeat, 4, 1, 'rtl')).toBe(8)
    expect(pageTarget(gridAt, rows, rowOfSeat, 4, 1, 'ltr')).toBe(6)
    expect(pageTarget(gridAt, rows, rowOfSeat, 7, 1, 'ltr')).toBeNull()
  })

  it('PageUp goes to the section’s first row, then to the previous section', () => {
    expect(pageTarget(gridAt, rows, rowOfSeat, 5, -1, 'ltr')).toBe(2)
    expect(pageTarget(gridAt, rows, rowOfSeat, 2, -1, 'ltr')).toBeNull()
    expect(pageTarget(gridAt, rows, rowOfSeat, 7, -1, 'rtl')).toBe(2)
  })
})
