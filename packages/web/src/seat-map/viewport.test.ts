import { describe, expect, it } from 'vitest'
import { PLAN_HEIGHT, PLAN_WIDTH } from './plan-geometry'
import { FULL_VIEW, isInView, MAX_ZOOM, panBy, viewAt, viewOfBox, zoomAbout, zoomOf } from './viewport'

describe('§3 viewport', () => {
  it('clamps zoom between the whole plan and the maximum', () => {
    expect(zoomOf(zoomAbout(FULL_VIEW, 0.5))).toBe(1)
    expect(zoomOf(zoomAbout(FULL_VIEW, 1000))).toBe(MAX_ZOOM)
  })

  it('keeps the anchor point where it was on screen when zooming', () => {
    const anchor = { x: 250, y: 300 }
    const view = zoomAbout(FULL_VIEW, 2, anchor)
    // The anchor's position in the view (as a fraction) is unchanged.
    expect((anchor.x - view.x) / view.width).toBeCloseTo(anchor.x / PLAN_WIDTH)
    expect((anchor.y - view.y) / view.height).toBeCloseTo(anchor.y / PLAN_HEIGHT)
  })

  it('never pans outside the plan', () => {
    const view = panBy(viewAt({ x: 500, y: 375 }, 4), 10_000, -10_000)
    expect(view.x + view.width).toBeCloseTo(PLAN_WIDTH)
    expect(view.y).toBe(0)
    expect(panBy(FULL_VIEW, 50, 50)).toEqual(FULL_VIEW)
  })

  it('fits a box with a margin, at the plan ratio', () => {
    const box = { x: 100, y: 100, width: 100, height: 50 }
    const view = viewOfBox(box)
    expect(view.width / view.height).toBeCloseTo(PLAN_WIDTH / PLAN_HEIGHT)
    expect(isInView(view, { x: 100, y: 100 })).toBe(true)
    expect(isInView(view, { x: 200, y: 150 })).toBe(true)
    expect(view.width).toBeLessThan(200)
  })
})
