/** The toasts' edge of the viewport: top centre as §9 has them, or bottom centre to keep clear of the focus. */
export type ToastEdge = 'top' | 'bottom'

/** A vertical extent on screen, in CSS pixels from the viewport's top. */
export interface Band {
  readonly top: number
  readonly bottom: number
}

const overlap = (a: Band, b: Band): number => Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))

/**
 * Issue 16 §3 / WCAG 2.4.11 focus not obscured: where the toasts go so they do not cover the
 * focused control. Top (§9) unless the focused control is in the top band the toasts would take;
 * then bottom, unless that covers more of it (a control taller than the space left, such as the
 * seat map, gets the edge that hides least of it). `region` is the toasts' height with their margin.
 */
export const toastEdgeFor = (focused: Band | null, viewportHeight: number, region: number): ToastEdge => {
  if (focused === null) return 'top'
  const atTop = overlap(focused, { top: 0, bottom: region })
  if (atTop === 0) return 'top'
  const atBottom = overlap(focused, { top: viewportHeight - region, bottom: viewportHeight })
  return atBottom < atTop ? 'bottom' : 'top'
}
