import { describe, expect, it } from 'vitest'
import { PLAN_HEIGHT, PLAN_WIDTH } from './plan-geometry'
import { isInView, MAX_ZOOM, panBy, viewAt, viewOfBox, zoomAbout, zoomOf } from './viewport'

const PLAN = { x: 0, y: 0, width: PLAN_WIDTH, height: PLAN_HEIGHT }
/** A plan grown to the left and above, as for a row label beyond the plan's edge. */
const GROWN = { x: -80, y: -60, width: PLAN_WIDTH + 80, height: PLAN_HEIGHT + 60 }

describe('§3 viewport', () => {
  it('clamps zoom between the whole extent and the maximum', () => {
    for (const extent of [PLAN, GROWN]) {
      expect(zoomOf(extent, zoomAbout(extent, extent, 0.5))).toBe(1)
      expect(zoomOf(extent, zoomAbout(extent, extent, 1000))).toBe(MAX_ZOOM)
    }
  })

  it('keeps the anchor point where it was on screen when zooming', () => {
    const anchor = { x: 250, y: 300 }
    for (const extent of [PLAN, GROWN]) {
      const view = zoomAbout(extent, extent, 2, anchor)
      // The anchor's position in the view (as a fraction) is unchanged.
      expect((anchor.x - view.x) / view.width).toBeCloseTo((anchor.x - extent.x) / extent.width)
      expect((anchor.y - view.y) / view.height).toBeCloseTo((anchor.y - extent.y) / extent.height)
    }
  })

  it('never pans outside the extent', () => {
    const view = panBy(PLAN, viewAt(PLAN, { x: 500, y: 375 }, 4), 10_000, -10_000)
    expect(view.x + view.width).toBeCloseTo(PLAN_WIDTH)
    expect(view.y).toBe(0)
    expect(panBy(PLAN, PLAN, 50, 50)).toEqual(PLAN)
    const grown = panBy(GROWN, viewAt(GROWN, { x: 500, y: 375 }, 4), -10_000, -10_000)
    expect(grown.x).toBe(GROWN.x)
    expect(grown.y).toBe(GROWN.y)
  })

  it('fits a box with a margin, at the extent ratio', () => {
    const box = { x: 100, y: 100, width: 100, height: 50 }
    const view = viewOfBox(PLAN, box)
    expect(view.width / view.height).toBeCloseTo(PLAN_WIDTH / PLAN_HEIGHT)
    expect(isInView(view, { x: 100, y: 100 })).toBe(true)
    expect(isInView(view, { x: 200, y: 150 })).toBe(true)
    expect(view.width).toBeLessThan(200)
  })
})
