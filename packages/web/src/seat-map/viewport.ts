import { PLAN_HEIGHT, PLAN_WIDTH, type Box, type Point } from './plan-geometry'

/** §3 zoom limits: 1 shows the whole plan; at 40 an arena seat is a finger wide on a phone. */
export const MIN_ZOOM = 1
export const MAX_ZOOM = 40
/** How much one press of + or − (or one wheel notch) zooms. */
export const ZOOM_STEP = 1.5

/** The whole plan: the view the map opens on and returns to on reset. */
export const FULL_VIEW: Box = { x: 0, y: 0, width: PLAN_WIDTH, height: PLAN_HEIGHT }

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value))

/** §3 the zoom of a view: how many times the whole plan's width it shows less. */
export const zoomOf = (view: Box): number => PLAN_WIDTH / view.width

/**
 * §3 a view at the plan's ratio, centred on `centre`, its zoom clamped to the limits and the
 * view kept inside the plan, so panning never loses the seats.
 */
export const viewAt = (centre: Point, zoom: number): Box => {
  const z = clamp(zoom, MIN_ZOOM, MAX_ZOOM)
  const width = PLAN_WIDTH / z
  const height = PLAN_HEIGHT / z
  return {
    x: clamp(centre.x - width / 2, 0, PLAN_WIDTH - width),
    y: clamp(centre.y - height / 2, 0, PLAN_HEIGHT - height),
    width,
    height,
  }
}

const centreOf = (view: Box): Point => ({ x: view.x + view.width / 2, y: view.y + view.height / 2 })

/** §3 zooms by `factor` keeping `anchor` (a plan point, e.g. under the pointer) where it is on screen. */
export const zoomAbout = (view: Box, factor: number, anchor: Point = centreOf(view)): Box => {
  const zoom = clamp(zoomOf(view) * factor, MIN_ZOOM, MAX_ZOOM)
  const scale = zoomOf(view) / zoom
  const centre = centreOf(view)
  return viewAt({ x: anchor.x + (centre.x - anchor.x) * scale, y: anchor.y + (centre.y - anchor.y) * scale }, zoom)
}

/** §3 pans by a distance in plan units. */
export const panBy = (view: Box, dx: number, dy: number): Box => viewAt({ x: centreOf(view).x + dx, y: centreOf(view).y + dy }, zoomOf(view))

/** §3 the view that shows `box` whole with a margin (zooming into a section). */
export const viewOfBox = (box: Box): Box => {
  const margin = 1.15
  const zoom = Math.min(PLAN_WIDTH / (box.width * margin), PLAN_HEIGHT / (box.height * margin))
  return viewAt(centreOf(box), zoom)
}

/** §3 whether a plan point is inside a view (to pan a keyboard-focused seat into sight). */
export const isInView = (view: Box, point: Point): boolean =>
  point.x >= view.x && point.x <= view.x + view.width && point.y >= view.y && point.y <= view.y + view.height

/** §3 a plan point from a position in the map's box (0–1 both ways), as the SVG's meet fit draws it. */
export const planPointAt = (view: Box, fraction: Point): Point => ({
  x: view.x + fraction.x * view.width,
  y: view.y + fraction.y * view.height,
})
