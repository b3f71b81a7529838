import { SVG, type Container, type G } from '@svgdotjs/svg.js'
import { SeatAttribute } from '@kartis/core'
import type { MapModel } from './map-model'
import { frameCentre, sectionFrame, type Box, type Frame } from './plan-geometry'
import type { TextLabel } from './section-labels'
import { BLOCKED_HATCH_ID, ICON_PATHS, iconId, iconOf } from './seat-icons'
import type { SeatDisplay } from './seat-map-props'
import { shownAttributes } from './seat-states'

/** §3 whether the map shows its sections (overview) or their seats. */
export type MapMode = 'overview' | 'seats'

/** The imperative drawing behind the SeatMap component: drawn once per plan, then patched. */
export interface SeatDrawing {
  /** §4 the seat number under an event target (the delegated listener's hit test), or null. */
  readonly seatAt: (target: EventTarget | null) => number | null
  /** §3 the reserved section (its position in the model) of an overview block under a target, or null. */
  readonly sectionAt: (target: EventTarget | null) => number | null
  /** §4 repaints one seat in a new state. */
  readonly paint: (seat: number, display: SeatDisplay) => void
  /** §3 draws a view: the drawing laid out at its scale (a zoom lays every label out again). */
  readonly setView: (view: Box) => void
  /**
   * §3 shows a view at once, during a gesture, by moving and scaling the picture last drawn
   * (nothing is laid out again; sections coming into view are drawn); setView then draws it sharp.
   */
  readonly previewView: (view: Box) => void
  readonly setMode: (mode: MapMode) => void
  /** §3 marks the keyboard's seat (or section block) and gives it its accessible name; returns its element id. */
  readonly focusSeat: (seat: number | null, name: string, pressed: boolean) => string | null
  readonly focusSection: (section: number | null, name: string) => string | null
  readonly destroy: () => void
}

const SEAT_CLASS: Readonly<Record<SeatDisplay, string>> = {
  available: 'seat seat--available',
  selected: 'seat seat--selected',
  pending: 'seat seat--pending',
  held: 'seat seat--held',
  unavailable: 'seat seat--unavailable',
  blocked: 'seat seat--blocked',
}

/** §3 the smallest on-screen size, in CSS pixels, at which row names are written. */
export const MIN_ROW_NAME_PX = 4

/**
 * Issue 16 §2 the seats a pan or a zoom draws in one frame: sections that came into view beyond
 * these wait for the next frames, so a pinch over a stadium never stalls on thousands of new
 * elements (two 500-seat sections are ~25 ms on a phone).
 */
export const SEATS_PER_FRAME = 1000

const isJoined = (attributes: readonly number[]): boolean =>
  attributes.includes(SeatAttribute.couch) || attributes.includes(SeatAttribute.bed)

/** Whether two views have one size (a pan, not a zoom), allowing for the float error of recomputing it. */
const sameSize = (a: Box, b: Box): boolean =>
  Math.abs(a.width - b.width) <= a.width * 1e-9 && Math.abs(a.height - b.height) <= a.height * 1e-9

/** The layer's move lasts until the next zoom: a year stands for "ever" (not every engine takes an endless animation). */
const MOTION_MS = 365 * 24 * 3_600_000

/** The map's box on screen, in CSS pixels. */
interface BoxSize {
  readonly width: number
  readonly height: number
}

const sameBoxSize = (a: BoxSize, b: BoxSize): boolean => a.width === b.width && a.height === b.height

/** Whether the box is laid out: without a size (none yet, or a test's DOM) there is no picture to move. */
const isLaidOut = (box: BoxSize): boolean => box.width > 0 && box.height > 0

const rotation = (angle: number, x: number, y: number): string => `rotate(${angle} ${x} ${y})`

const SVG_NS = 'http://www.w3.org/2000/svg'

/**
 * A section's seats, icons and row names are made by the DOM itself: svg.js's wrapper and unit
 * parsing of every attribute cost more than the elements (a stadium draws sections while it pans).
 */
const append = <K extends 'rect' | 'use' | 'text'>(
  parent: Element,
  name: K,
  attributes: Readonly<Record<string, string | number>>,
): SVGElementTagNameMap[K] => {
  const node = parent.ownerDocument.createElementNS(SVG_NS, name)
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value))
  parent.appendChild(node)
  return node
}

/** A section's group, turned with its frame so seats are placed in unturned section coordinates. */
const sectionGroup = (parent: Container, frame: Frame): G => {
  const group = parent.group()
  if (frame.angle !== 0) {
    const centre = frameCentre(frame)
    group.attr('transform', rotation(frame.angle, centre.x, centre.y))
  }
  return group
}

const defineShared = (svg: Container): void => {
  const defs = svg.defs()
  for (const [name, d] of Object.entries(ICON_PATHS)) {
    defs
      .symbol()
      .attr({ id: `kartis-seat-icon-${name}`, viewBox: '0 0 24 24' })
      .path(d)
      .addClass('seat-icon__path')
  }
  // §4 blocked seats: hatched, so they differ from taken ones by more than colour. The
  // hatching is in the seat's own box units, so every seat shows a few stripes at any zoom.
  const hatch = defs
    .pattern(1, 1)
    .attr({ id: BLOCKED_HATCH_ID, patternUnits: 'objectBoundingBox', patternContentUnits: 'objectBoundingBox' })
  hatch.rect(1, 1).addClass('seat-hatch__ground')
  hatch.path('M0 .2L.2 0H.38L0 .38ZM0 .62L.62 0H.8L0 .8ZM.2 1L1 .2V.38L.38 1ZM.62 1L1 .62V.8L.8 1Z').addClass('seat-hatch__stripe')
}

const write = (layer: Container, label: TextLabel | null, className: string): void => {
  if (label === null) return
  const text = layer.plain(label.text).attr({ x: label.x, y: label.y }).font({ size: label.size }).addClass(className)
  if (label.angle !== 0) text.attr('transform', rotation(label.angle, label.x, label.y))
}

/**
 * §3 draws a plan with svg.js into `host`: section frames, couch and bed shapes, seats with
 * their attribute icons, row labels and section names, and the overview's section blocks.
 * Seats get a class per display state and a `data-seat` number; nothing per seat listens.
 */
export const drawSeatMap = (
  host: HTMLElement,
  model: MapModel,
  displayAt: (seat: number) => SeatDisplay,
  idPrefix: string,
): SeatDrawing => {
  // §3 the picture's layer: a pan or a pinch moves it (below), the box clips it.
  const layer = host.ownerDocument.createElement('div')
  layer.className = 'seat-map__layer'
  host.appendChild(layer)
  const svg = SVG().addTo(layer).addClass('seat-map__svg').viewbox(model.extent.x, model.extent.y, model.extent.width, model.extent.height)
  // §3 the drawing is no image to a screen reader: the application around it names the focused seat
  // (its one role="button"), and row and section names are seen, not read (each seat's name says them).
  svg.attr({ preserveAspectRatio: 'xMidYMid meet', direction: 'ltr', role: 'none' })
  defineShared(svg)
  // §3 everything drawn sits in one group: a pan moves this group, not the viewBox (below).
  const content = svg.group().addClass('seat-map__content')
  const { seats } = model.index
  const seatElements: (SVGRectElement | undefined)[] = new Array<SVGRectElement | undefined>(seats.length)

  // General-admission areas with geometry: drawn under everything, not interactive.
  const areas = content.group().addClass('seat-map__areas').attr('aria-hidden', 'true')
  for (const section of model.generalAdmission) {
    if (section.geometry === undefined) continue
    const frame = sectionFrame(section.geometry)
    const group = sectionGroup(areas, frame)
    group.rect(frame.width, frame.height).move(frame.x, frame.y).radius(8).addClass('ga-area')
    const centre = frameCentre(frame)
    group
      .plain(section.name)
      .attr({ x: centre.x, y: centre.y })
      .addClass('ga-area__name')
      .font({ size: Math.min(28, frame.height / 4) })
  }

  const seatLayer = content.group().addClass('seat-map__seats')
  const labelLayer = content.group().addClass('seat-map__labels').attr('aria-hidden', 'true')
  const sectionGroups = model.reserved.map((entry) => sectionGroup(seatLayer, entry.frame))
  const labelGroups = model.reserved.map(() => labelLayer.group())
  // Section names over the seats, one group each: culled with their section, since every name shown
  // is laid out again at each zoom step (200 of them made a stadium's pinch stall).
  const names = content.group().addClass('seat-map__section-names').attr('aria-hidden', 'true')
  const nameGroups = model.reserved.map((_, position) => {
    const group = names.group()
    write(group, model.sectionLabels[position] ?? null, 'section-name')
    return group
  })
  const drawn = model.reserved.map(() => false)
  /** Whether each section is shown (display), as last written. */
  const shown: (boolean | undefined)[] = model.reserved.map(() => undefined)

  /** One section's seats, couch shapes, icons and row names, drawn the first time it comes into view. */
  const drawSection = (position: number): void => {
    const entry = model.reserved[position]
    const group = sectionGroups[position]
    const labels = labelGroups[position]
    if (entry === undefined || group === undefined || labels === undefined || drawn[position] === true) return
    drawn[position] = true
    // §4 couches and beds are sold whole: one joined shape behind each unit's seats.
    const { unit, unitStart, unitSeats } = model.index
    const drawnUnits = new Set<number>()
    for (let n = entry.first; n < entry.end; n++) {
      const u = unit[n] ?? -1
      const from = unitStart[u] ?? 0
      const to = unitStart[u + 1] ?? 0
      if (to - from < 2 || drawnUnits.has(u) || !isJoined(seats[n]?.attributes ?? [])) continue
      drawnUnits.add(u)
      const members = Array.from(unitSeats.subarray(from, to), (m) => model.shapeOf(m)?.local).filter((f) => f !== undefined)
      const left = Math.min(...members.map((f) => f.x))
      const top = Math.min(...members.map((f) => f.y))
      const right = Math.max(...members.map((f) => f.x + f.width))
      const bottom = Math.max(...members.map((f) => f.y + f.height))
      const pad = Math.min(right - left, bottom - top) * 0.12
      append(group.node, 'rect', {
        x: left - pad,
        y: top - pad,
        width: right - left + 2 * pad,
        height: bottom - top + 2 * pad,
        rx: pad * 2,
        class: 'seat-unit',
      })
    }
    for (let n = entry.first; n < entry.end; n++) {
      const shape = model.shapeOf(n)
      const seat = seats[n]
      if (shape === undefined || seat === undefined) continue
      const { x, y, width, height, angle } = shape.local
      const turn = angle === 0 ? null : rotation(angle, x + width / 2, y + height / 2)
      const node = append(group.node, 'rect', {
        x,
        y,
        width,
        height,
        rx: Math.min(width, height) * 0.22,
        class: SEAT_CLASS[displayAt(n)],
        'data-seat': n,
      })
      if (turn !== null) node.setAttribute('transform', turn)
      seatElements[n] = node
      const icon = seat.attributes.length === 0 ? null : iconOf(shownAttributes(seat.attributes))
      if (icon !== null) {
        const size = Math.min(width, height) * 0.72
        const use = append(group.node, 'use', {
          href: `#${iconId(icon)}`,
          x: x + (width - size) / 2,
          y: y + (height - size) / 2,
          width: size,
          height: size,
          class: 'seat-icon',
        })
        if (turn !== null) use.setAttribute('transform', turn)
      }
    }
    // Row names stay upright: they are placed on the plan after the section's turn.
    for (const label of entry.rowLabels)
      for (const at of label.positions)
        append(labels.node, 'text', { x: at.x, y: at.y, 'font-size': label.size, class: 'row-label' }).textContent = label.name
  }

  // §3 row names are drawn only once they are large enough on screen to be read: smaller, they are noise
  // (and the browser measures text that small in whole pixels, so even its boxes stop being exact).
  const rowNameSize = Math.max(0, ...model.reserved.flatMap((entry) => entry.rowLabels.map((label) => label.size)))
  let rowNamesShown: boolean | null = null
  const showRowNamesAtScale = (width: number, height: number): void => {
    // Without a layout (no size yet, or a test's DOM) the names stay.
    const scale = width === 0 || height === 0 ? Infinity : Math.min(width / view.width, height / view.height)
    const shown = rowNameSize * scale >= MIN_ROW_NAME_PX
    if (shown === rowNamesShown) return
    rowNamesShown = shown
    labelLayer.node.setAttribute('display', shown ? 'inline' : 'none')
  }

  /**
   * The box's size, kept by a ResizeObserver where there is one: reading clientWidth after a
   * change to the drawing would make the browser lay it all out there and then, once more, in the frame.
   */
  let boxSize: BoxSize | null = null
  const resizes =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(([entry]) => {
          if (entry !== undefined) boxSize = { width: host.clientWidth, height: host.clientHeight }
        })
  resizes?.observe(host)
  const sizeOfBox = (): BoxSize => boxSize ?? { width: host.clientWidth, height: host.clientHeight }

  let mode: MapMode = 'seats'
  let view: Box = model.extent
  /** The viewBox set last: the zoom's size, at the place the last zoom left it. */
  let viewBox: Box = model.extent
  /** The view last drawn by setView: what a preview's transform starts from. */
  let drawnView: Box = model.extent
  /** The first view is drawn whole, so the page's first paint has its seats; later ones a frame's worth at a time. */
  let firstView = true
  /** Sections in view and not drawn yet, the nearest to the view's middle first. */
  let waiting: number[] = []
  let nextFrame: number | null = null
  /** Draws waiting sections up to `seats` seats (at least one section), and the rest in the next frames. */
  const drawWaiting = (seats: number): void => {
    let left = seats
    while (left > 0) {
      const [position, ...rest] = waiting
      if (position === undefined) break
      waiting = rest
      const entry = model.reserved[position]
      left -= entry === undefined ? 0 : entry.end - entry.first
      drawSection(position)
    }
    if (waiting.length > 0 && nextFrame === null)
      nextFrame = requestAnimationFrame(() => {
        nextFrame = null
        drawWaiting(SEATS_PER_FRAME)
      })
  }
  /** §3 only sections in (or near) the view are drawn and shown: a click repaints a few hundred seats, not 20,000. */
  const cull = (): void => {
    if (mode === 'overview') {
      waiting = []
      return
    }
    const margin = view.width * 0.1
    const middle = { x: view.x + view.width / 2, y: view.y + view.height / 2 }
    const distance = (position: number): number => {
      const box = model.reserved[position]?.bounds
      return box === undefined ? Infinity : Math.hypot(box.x + box.width / 2 - middle.x, box.y + box.height / 2 - middle.y)
    }
    const undrawn: number[] = []
    model.reserved.forEach((entry, position) => {
      const box = entry.bounds
      const visible =
        box.x < view.x + view.width + margin &&
        box.x + box.width > view.x - margin &&
        box.y < view.y + view.height + margin &&
        box.y + box.height > view.y - margin
      if (visible && drawn[position] !== true) undrawn.push(position)
      // Only a change is written: setting the attribute, even unchanged, restyles the section's seats.
      if (shown[position] === visible) return
      shown[position] = visible
      sectionGroups[position]?.node.setAttribute('display', visible ? 'inline' : 'none')
      labelGroups[position]?.node.setAttribute('display', visible ? 'inline' : 'none')
      nameGroups[position]?.node.setAttribute('display', visible ? 'inline' : 'none')
    })
    waiting = undrawn.sort((a, b) => distance(a) - distance(b))
    drawWaiting(firstView ? Infinity : SEATS_PER_FRAME)
  }

  /**
   * §3 places the drawing at a view of the viewBox's size: a pan moves the content group and
   * keeps the viewBox, since a new viewBox makes the browser lay out every element again.
   */
  const drawAt = (next: Box): void => {
    const dx = viewBox.x - next.x
    const dy = viewBox.y - next.y
    if (dx === 0 && dy === 0) content.node.removeAttribute('transform')
    else content.node.setAttribute('transform', `translate(${dx} ${dy})`)
    cull()
  }

  /**
   * Issue 16 §2 the drawn picture shown at `next` by moving its layer: scaled by the zoom's ratio and
   * moved by the centres' distance on screen, since the SVG fits its view in the box (meet) about the
   * box's middle. The move is an animation's, changed frame by frame: Chromium moves a layer without
   * laying the page's layers out again only while it has a transform animation (a style change did that
   * on every frame of a pan, ~30 ms of a phone's frame at 100,000 seats).
   */
  let motion: Animation | null = null
  /** The box's size the layer's move was made for. */
  let movedIn: BoxSize | null = null
  const moveLayer = (next: Box, box: BoxSize): void => {
    const scale = Math.min(box.width / next.width, box.height / next.height)
    const dx = (drawnView.x + drawnView.width / 2 - (next.x + next.width / 2)) * scale
    const dy = (drawnView.y + drawnView.height / 2 - (next.y + next.height / 2)) * scale
    const transform = `translate(${dx}px, ${dy}px) scale(${drawnView.width / next.width})`
    const frames = [{ transform }, { transform }]
    if (motion?.effect instanceof KeyframeEffect) motion.effect.setKeyframes(frames)
    else {
      motion = layer.animate(frames, { duration: MOTION_MS, fill: 'forwards' })
      // A zoom cancels the move, which rejects this promise: that is its end, not a failure.
      motion.finished.catch(() => undefined)
    }
    movedIn = box
  }
  /** A view shown by moving the drawn picture; what came into view is drawn. */
  const showMoved = (next: Box, box: BoxSize): void => {
    view = next
    moveLayer(next, box)
    cull()
  }

  const drawView = (next: Box): void => {
    const box = sizeOfBox()
    // A pan whose picture is drawn (the view's size, the box's size): the layer keeps it, moved; nothing is laid out again.
    if (!firstView && isLaidOut(box) && sameSize(next, drawnView) && (movedIn === null || sameBoxSize(movedIn, box)))
      return showMoved(next, box)
    view = next
    drawnView = next
    motion?.cancel()
    motion = null
    movedIn = null
    if (sameSize(next, viewBox)) drawAt(next)
    else {
      // A zoom: the browser lays the drawing out again at the new scale.
      viewBox = next
      svg.node.setAttribute('viewBox', `${next.x} ${next.y} ${next.width} ${next.height}`)
      showRowNamesAtScale(box.width, box.height)
      drawAt(next)
    }
    firstView = false
  }

  // The overview's blocks (one per section, clickable) with their names above all blocks.
  const blocks = content.group().addClass('seat-map__blocks')
  const blockElements: SVGRectElement[] = []
  model.reserved.forEach((entry, position) => {
    const block = sectionGroup(blocks, entry.frame)
    const rect = block.rect(entry.frame.width, entry.frame.height).move(entry.frame.x, entry.frame.y).radius(4)
    rect.node.setAttribute('class', entry.section.isSoldOut ? 'section-block section-block--sold-out' : 'section-block')
    rect.node.setAttribute('data-section', String(position))
    blockElements[position] = rect.node
  })
  const blockNames = blocks.group()
  for (const label of model.overviewLabels) write(blockNames, label, 'section-block__name')

  const focusRing = content.rect(0, 0).addClass('focus-ring').node
  let focusedElement: Element | null = null
  const clearFocus = (): void => {
    if (focusedElement === null) return
    for (const name of ['id', 'role', 'aria-label', 'aria-pressed']) focusedElement.removeAttribute(name)
    focusedElement = null
    focusRing.setAttribute('visibility', 'hidden')
  }
  const ringAround = (element: SVGRectElement): void => {
    // The ring goes into the element's own group, so it turns with the section.
    element.parentNode?.appendChild(focusRing)
    const pad = Number(element.getAttribute('width') ?? 0) * 0.18
    focusRing.setAttribute('x', String(Number(element.getAttribute('x') ?? 0) - pad))
    focusRing.setAttribute('y', String(Number(element.getAttribute('y') ?? 0) - pad))
    focusRing.setAttribute('width', String(Number(element.getAttribute('width') ?? 0) + 2 * pad))
    focusRing.setAttribute('height', String(Number(element.getAttribute('height') ?? 0) + 2 * pad))
    const transform = element.getAttribute('transform')
    if (transform === null) focusRing.removeAttribute('transform')
    else focusRing.setAttribute('transform', transform)
    focusRing.setAttribute('visibility', 'visible')
  }
  const focusElement = (element: SVGRectElement | undefined, id: string, name: string, pressed: boolean | null): string | null => {
    clearFocus()
    if (element === undefined) return null
    element.setAttribute('id', id)
    element.setAttribute('role', 'button')
    element.setAttribute('aria-label', name)
    if (pressed !== null) element.setAttribute('aria-pressed', String(pressed))
    focusedElement = element
    ringAround(element)
    return id
  }
  focusRing.setAttribute('visibility', 'hidden')

  const numberAttribute = (target: EventTarget | null, name: string): number | null => {
    if (!(target instanceof Element)) return null
    const value = target.closest(`[${name}]`)?.getAttribute(name)
    return value === undefined || value === null ? null : Number(value)
  }

  return {
    seatAt: (target) => numberAttribute(target, 'data-seat'),
    sectionAt: (target) => numberAttribute(target, 'data-section'),
    paint: (seat, display) => seatElements[seat]?.setAttribute('class', SEAT_CLASS[display]),
    setView: drawView,
    previewView: (next) => {
      const box = sizeOfBox()
      if (isLaidOut(box)) showMoved(next, box)
      else drawView(next)
    },
    setMode: (next) => {
      mode = next
      svg.node.setAttribute('class', `seat-map__svg seat-map__svg--${next}`)
      cull()
    },
    focusSeat: (seat, name, pressed) => {
      const position = seat === null ? -1 : (model.sectionOfSeat[seat] ?? -1)
      if (position >= 0) drawSection(position)
      return focusElement(seat === null ? undefined : seatElements[seat], `${idPrefix}-seat-${seat}`, name, pressed)
    },
    focusSection: (section, name) =>
      focusElement(section === null ? undefined : blockElements[section], `${idPrefix}-section-${section}`, name, null),
    destroy: () => {
      resizes?.disconnect()
      if (nextFrame !== null) cancelAnimationFrame(nextFrame)
      motion?.cancel()
      layer.remove()
    },
  }
}
