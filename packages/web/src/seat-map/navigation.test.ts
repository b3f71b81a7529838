import { describe, expect, it } from 'vitest'
import { directionOfKey, nearestInDirection } from './navigation'

/** A 3 × 3 grid of points 10 apart, numbered row by row. */
const grid = Array.from({ length: 9 }, (_, i) => ({ x: (i % 3) * 10, y: Math.floor(i / 3) * 10 }))
const all = grid.keys()

describe('§3 roving focus', () => {
  it('maps arrow keys to screen directions, whatever the page direction', () => {
    expect(directionOfKey('ArrowLeft')).toBe('left')
    expect(directionOfKey('Enter')).toBeNull()
  })

  it('moves to the nearest point ahead, preferring the same line', () => {
    expect(nearestInDirection(grid, 4, 'right', grid.keys())).toBe(5)
    expect(nearestInDirection(grid, 4, 'left', grid.keys())).toBe(3)
    expect(nearestInDirection(grid, 4, 'up', grid.keys())).toBe(1)
    expect(nearestInDirection(grid, 4, 'down', grid.keys())).toBe(7)
  })

  it('stays put at an edge (null) and considers only the candidates', () => {
    expect(nearestInDirection(grid, 5, 'right', all)).toBeNull()
    expect(nearestInDirection(grid, 3, 'right', [5, 8])).toBe(5)
  })
})
