import { describe, expect, it } from 'vitest'
import { cinemaPlan } from './test-support/plans'
import {
  boundsOf,
  drawingExtent,
  PLAN_HEIGHT,
  PLAN_WIDTH,
  rotateAbout,
  rowLabel,
  seatCorners,
  seatFrame,
  seatShaper,
  sectionBounds,
  sectionFrame,
} from './plan-geometry'

const firstSeat = () => {
  const seat = cinemaPlan().sections[0]?.groups[0]?.rows[0]?.seats[0]
  if (seat === undefined) throw new Error('no seat')
  return seat
}

describe('§3 plan geometry', () => {
  it('a section without geometry is the whole plan; with geometry, percent of the plan', () => {
    expect(sectionFrame(undefined)).toEqual({ x: 0, y: 0, width: PLAN_WIDTH, height: PLAN_HEIGHT, angle: 0 })
    expect(sectionFrame({ xOffsetPercent: 10, yOffsetPercent: 20, widthPercent: 50, heightPercent: 40, rotateAngle: 30 })).toEqual({
      x: 100,
      y: 150,
      width: 500,
      height: 300,
      angle: 30,
    })
  })

  it('turns points clockwise, as SVG rotate does', () => {
    const turned = rotateAbout({ x: 10, y: 0 }, { x: 0, y: 0 }, 90)
    expect(turned.x).toBeCloseTo(0)
    expect(turned.y).toBeCloseTo(10)
  })

  it('places a seat by its offset and size in percent of its section frame, centre after the section turn', () => {
    const seat = { ...firstSeat(), xOffsetPercent: 50, yOffsetPercent: 50, widthPercent: 10, heightPercent: 10, rotateAngle: 0 }
    const frame = { x: 100, y: 100, width: 200, height: 100, angle: 180 }
    const shape = seatShaper(frame)(seat)
    expect(shape.local).toEqual({ x: 200, y: 150, width: 20, height: 10, angle: 0 })
    // Turned half round the frame centre (200, 150): the seat centre (210, 155) lands at (190, 145).
    expect(shape.centre.x).toBeCloseTo(190)
    expect(shape.centre.y).toBeCloseTo(145)
  })

  it('bounds a turned frame and a turned seat by their corners', () => {
    const box = sectionBounds({ x: 0, y: 0, width: 100, height: 20, angle: 90 })
    expect(box.x).toBeCloseTo(40)
    expect(box.width).toBeCloseTo(20)
    expect(box.height).toBeCloseTo(100)
    const corners = seatCorners(
      { x: 0, y: 0, width: 100, height: 100, angle: 0 },
      { local: { x: 0, y: 0, width: 10, height: 10, angle: 45 }, centre: { x: 5, y: 5 } },
    )
    expect(boundsOf(corners).width).toBeCloseTo(10 * Math.SQRT2)
  })

  it('writes a straight row name beyond both end seats, a table name once above its places', () => {
    const frame = sectionFrame(undefined)
    const row = [0, 1, 2].map((i) => ({ ...firstSeat(), xOffsetPercent: 10 + i * 5, yOffsetPercent: 50 }))
    const straight = rowLabel('א', frame, row)
    expect(straight?.positions).toHaveLength(2)
    const [start, end] = straight?.positions ?? []
    const [left, , right] = row.map((seat) => seatFrame(frame, seat))
    expect(start?.x).toBeLessThan(left?.x ?? 0)
    expect(end?.x).toBeGreaterThan((right?.x ?? 0) + (right?.width ?? 0))
    const table = [
      [10, 10],
      [20, 10],
      [10, 20],
      [20, 20],
    ].map(([x, y]) => ({ ...firstSeat(), xOffsetPercent: x ?? 0, yOffsetPercent: y ?? 0 }))
    const above = rowLabel('שולחן 1', frame, table)
    expect(above?.positions).toHaveLength(1)
    expect(above?.positions[0]?.y).toBeLessThan(75)
    expect(rowLabel('ריק', frame, [])).toBeNull()
  })

  it('writes the name of a row that reaches the edge of the plan beyond its end seats, never on them', () => {
    const frame = sectionFrame(undefined)
    const row = [0, 1, 2].map((i) => ({ ...firstSeat(), xOffsetPercent: i * 48, yOffsetPercent: 50 }))
    const [start, end] = rowLabel('י', frame, row)?.positions ?? []
    expect(start?.x).toBeLessThan(0)
    expect(end?.x).toBeGreaterThan(PLAN_WIDTH)
  })

  it('draws the plan, grown at the plan ratio to hold what lies beyond its edges', () => {
    expect(drawingExtent([])).toEqual({ x: 0, y: 0, width: PLAN_WIDTH, height: PLAN_HEIGHT })
    expect(drawingExtent([{ x: 100, y: 100, width: 10, height: 10 }])).toEqual({ x: 0, y: 0, width: PLAN_WIDTH, height: PLAN_HEIGHT })
    const grown = drawingExtent([{ x: -40, y: 300, width: 20, height: 20 }])
    expect(grown.x).toBe(-40)
    expect(grown.width).toBe(PLAN_WIDTH + 40)
    expect(grown.width / grown.height).toBeCloseTo(PLAN_WIDTH / PLAN_HEIGHT)
    // The extra height is shared above and below, so the plan stays centred the other way.
    expect(grown.y).toBeCloseTo(-(grown.height - PLAN_HEIGHT) / 2)
  })
})
