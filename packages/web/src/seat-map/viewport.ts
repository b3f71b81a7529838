import type { Box, Point } from './plan-geometry'

// §3 zoom and pan happen within a map's extent (drawingExtent): zoom 1 shows all of it.

/** §3 zoom limits: 1 shows the whole extent (the plan and its labels); at 40 an arena seat is a finger wide on a phone. */
export const MIN_ZOOM = 1
export const MAX_ZOOM = 40
/** How much one press of + or − (or one wheel notch) zooms. */
export const ZOOM_STEP = 1.5

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value))

/** §3 the zoom of a view: how many times the extent's width it shows less. */
export const zoomOf = (extent: Box, view: Box): number => extent.width / view.width

/** §3 a view at the extent's ratio, centred on `centre`, its zoom clamped to the limits and the view kept inside the extent. */
export const viewAt = (extent: Box, centre: Point, zoom: number): Box => {
  const z = clamp(zoom, MIN_ZOOM, MAX_ZOOM)
  const width = extent.width / z
  const height = extent.height / z
  return {
    x: clamp(centre.x - width / 2, extent.x, extent.x + extent.width - width),
    y: clamp(centre.y - height / 2, extent.y, extent.y + extent.height - height),
    width,
    height,
  }
}

const centreOf = (view: Box): Point => ({ x: view.x + view.width / 2, y: view.y + view.height / 2 })

/** §3 zooms by `factor` keeping `anchor` (a plan point, e.g. under the pointer) where it is on screen. */
export const zoomAbout = (extent: Box, view: Box, factor: number, anchor: Point = centreOf(view)): Box => {
  const zoom = clamp(zoomOf(extent, view) * factor, MIN_ZOOM, MAX_ZOOM)
  const scale = zoomOf(extent, view) / zoom
  const centre = centreOf(view)
  return viewAt(extent, { x: anchor.x + (centre.x - anchor.x) * scale, y: anchor.y + (centre.y - anchor.y) * scale }, zoom)
}

/** §3 pans by a distance in plan units. */
export const panBy = (extent: Box, view: Box, dx: number, dy: number): Box =>
  viewAt(extent, { x: centreOf(view).x + dx, y: centreOf(view).y + dy }, zoomOf(extent, view))

/** §3 the view that shows `box` whole with a margin (zooming into a section). */
export const viewOfBox = (extent: Box, box: Box): Box => {
  const margin = 1.15
  const zoom = Math.min(extent.width / (box.width * margin), extent.height / (box.height * margin))
  return viewAt(extent, centreOf(box), zoom)
}

/** §3 whether a plan point is inside a view (to pan a keyboard-focused seat into sight). */
export const isInView = (view: Box, point: Point): boolean =>
  point.x >= view.x && point.x <= view.x + view.width && point.y >= view.y && point.y <= view.y + view.height

/** §3 a plan point from a position in the map's box (0–1 both ways), as the SVG's meet fit draws it. */
export const planPointAt = (view: Box, fraction: Point): Point => ({
  x: view.x + fraction.x * view.width,
  y: view.y + fraction.y * view.height,
})
