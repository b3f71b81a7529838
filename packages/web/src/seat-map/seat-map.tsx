import { currentSeats, seatKeyId, type Seat, type SeatPlan } from '@kartis/core'
import { useCallback, useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useT } from '../i18n/translate'
import { seatColourProperties } from '../theme/seat-colours'
import { FindSeats } from './find-seats'
import { GaPickers } from './ga-pickers'
import { buildMapModel, type MapModel } from './map-model'
import { nearestInDirection, directionOfKey, pageTarget, rowEdge, type ReadingDirection } from './navigation'
import { frameCentre, type Box, type Point } from './plan-geometry'
import { drawSeatMap, type MapMode, type SeatDrawing } from './seat-drawing'
import { SeatLegend } from './seat-legend'
import type { SeatDisplay, SeatMapProps } from './seat-map-props'
import { seatName } from './seat-name'
import { answersClick, displayOf, presentStates } from './seat-states'
import { SeatList } from './seat-list'
import { useSeatView } from './seat-view'
import './seat-map.css'
import { isInView, panBy, planPointAt, viewAt, viewOfBox, ZOOM_STEP, zoomAbout, zoomOf, MAX_ZOOM, MIN_ZOOM } from './viewport'

/** A pointer that moved less than this many CSS pixels between down and up clicked; more is a drag. */
const CLICK_SLOP = 6
/** A wheel zoom ends (and is drawn sharp) once no notch came for this long. */
const WHEEL_END_MS = 150

/** §3 whether two plans have one layout (same venue plan, same sections and seat counts), so the drawing can stay. */
const sameLayout = (a: SeatPlan, b: SeatPlan): boolean =>
  a === b ||
  (a.venueId === b.venueId &&
    a.seatplanId === b.seatplanId &&
    a.sections.length === b.sections.length &&
    a.sections.every((section, i) => {
      const other = b.sections[i]
      return (
        other !== undefined &&
        other.id === section.id &&
        other.isReserved === section.isReserved &&
        (!section.isReserved || seatCount(section.groups) === seatCount(other.groups))
      )
    }))

const seatCount = (groups: SeatPlan['sections'][number]['groups']): number =>
  groups.reduce((total, group) => total + group.rows.reduce((sum, row) => sum + row.seats.length, 0), 0)

/** The map model, rebuilt only when the layout changes: status refreshes bring new plan objects every few seconds. */
const useMapModel = (plan: SeatPlan): MapModel => {
  const [cached, setCached] = useState(() => ({ plan, model: buildMapModel(plan) }))
  if (sameLayout(cached.plan, plan)) return cached.model
  // A new layout: kept as state during render, which React allows for state derived from props
  // (it renders again at once, before the children); this render already uses the new model.
  const next = { plan, model: buildMapModel(plan) }
  setCached(next)
  return next.model
}

/** §4 seats and GA places the visitor has chosen (selected or being locked). */
const chosenCount = (displays: ReadonlyMap<string, SeatDisplay>, gaQuantities: ReadonlyMap<number, number>): number => {
  let count = 0
  for (const display of displays.values()) if (display === 'selected' || display === 'pending') count++
  for (const quantity of gaQuantities.values()) count += quantity
  return count
}

/**
 * §3/§4 the seat map of a presentation: reserved sections drawn with svg.js (zoom, pan, an
 * overview of sections for large venues, a legend), "find me N seats", and quantity pickers
 * for general-admission sections.
 */
export const SeatMap = (props: SeatMapProps) => {
  const { plan, displays, layout, onSeatToggle, gaQuantities, onGaQuantityChange, maxSeats, onFindSeats, tools = true, seatPrice } = props
  const t = useT()
  const model = useMapModel(plan)
  const rootRef = useRef<HTMLElement>(null)
  const chosen = useMemo(() => chosenCount(displays, gaQuantities), [displays, gaQuantities])
  const gaSections = plan.sections.filter((section) => !section.isReserved)
  const reservedSections = plan.sections.filter((section) => section.isReserved)
  const [view, setView] = useSeatView()
  // §3 the list is offered wherever seats can be chosen (a read-only map, maxSeats 0, has nothing to pick).
  const offersList = model.reserved.length > 0 && maxSeats > 0
  const showsList = offersList && view === 'list'
  const { announcement, toggle } = useSeatAnnouncement(model, plan, displays, onSeatToggle, seatPrice)

  // §2 the layout's seat colours, as custom properties the stylesheet and the drawing read.
  useLayoutEffect(() => {
    const root = rootRef.current
    if (root === null) return
    for (const [property, value] of Object.entries(seatColourProperties(layout))) root.style.setProperty(property, value)
  }, [layout])

  return (
    <section ref={rootRef} className="seat-map">
      {offersList ? (
        <button
          type="button"
          className="button button--secondary seat-map__view-toggle"
          onClick={() => setView(showsList ? 'map' : 'list')}
        >
          {showsList ? t('seatMap.showMap') : t('seatMap.showList')}
        </button>
      ) : null}
      {showsList ? (
        <SeatList model={model} plan={plan} displays={displays} onSeatToggle={toggle} seatPrice={seatPrice} />
      ) : model.reserved.length > 0 ? (
        <SeatStage model={model} plan={plan} displays={displays} onSeatToggle={toggle} seatPrice={seatPrice} />
      ) : null}
      {/* §3 (WCAG 4.1.3) what became of the seat the visitor toggled; refusals are the store's own alerts. */}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {reservedSections.length > 0 && tools ? (
        <FindSeats sections={reservedSections} maxSeats={maxSeats} onFindSeats={onFindSeats} />
      ) : null}
      {gaSections.length > 0 && tools ? (
        <GaPickers sections={gaSections} quantities={gaQuantities} onChange={onGaQuantityChange} atMaximum={chosen >= maxSeats} />
      ) : null}
    </section>
  )
}

/**
 * §3/§4 the result of a toggle, said once it is known: the seat the visitor last toggled is
 * named with its new state when its display settles (selected, or free again after a refused
 * lock or an unlock), whether it was toggled on the map or in the list.
 */
const useSeatAnnouncement = (
  model: MapModel,
  plan: SeatPlan,
  displays: ReadonlyMap<string, SeatDisplay>,
  onSeatToggle: (seat: Seat) => void,
  seatPrice: ((seat: Seat) => string | null) | undefined,
): { readonly announcement: string; readonly toggle: (seat: Seat) => void } => {
  const t = useT()
  const [announcement, setAnnouncement] = useState('')
  const awaited = useRef<{ seat: Seat; id: string; before: SeatDisplay; sawPending: boolean } | null>(null)
  const latest = useRef(displays)
  useLayoutEffect(() => {
    latest.current = displays
  })
  const toggle = useCallback(
    (seat: Seat) => {
      const id = seatKeyId(seat)
      awaited.current = { seat, id, before: displayOf(latest.current, id, seat), sawPending: false }
      onSeatToggle(seat)
    },
    [onSeatToggle],
  )
  useEffect(() => {
    const waiting = awaited.current
    if (waiting === null) return
    const display = displayOf(displays, waiting.id, waiting.seat)
    if (display === 'pending') {
      waiting.sawPending = true
      return
    }
    if (display === waiting.before && !waiting.sawPending) return
    awaited.current = null
    setAnnouncement(seatName(t, waiting.seat, display, model.reserved.length > 1, seatPrice?.(waiting.seat) ?? null))
  }, [displays, t, model, plan, seatPrice])
  return { announcement, toggle }
}

interface SeatStageProps {
  readonly model: MapModel
  readonly plan: SeatPlan
  readonly displays: ReadonlyMap<string, SeatDisplay>
  readonly onSeatToggle: (seat: Seat) => void
  readonly seatPrice: ((seat: Seat) => string | null) | undefined
}

/** The reserved sections' drawing with its toolbar, hints and legend. */
const SeatStage = ({ model, plan, displays, onSeatToggle, seatPrice }: SeatStageProps) => {
  const t = useT()
  const idPrefix = `seat-map${useId().replace(/[^A-Za-z0-9_-]/g, '')}`
  const boxRef = useRef<HTMLDivElement>(null)
  const drawingRef = useRef<SeatDrawing | null>(null)
  const paintedRef = useRef<SeatDisplay[]>([])
  const viewRef = useRef<Box>(model.extent)
  /** The model whose extent the view lies in. */
  const viewModelRef = useRef(model)
  const [zoom, setZoom] = useState(1)
  const [mode, setModeState] = useState<MapMode>(model.overview ? 'overview' : 'seats')
  const modeRef = useRef(mode)
  const focusRef = useRef<{ seat: number | null; section: number | null }>({ seat: null, section: null })
  /** The section last entered from the overview, where the keyboard starts. */
  const enteredRef = useRef<number | null>(null)

  // The latest props for the listeners, which are attached once per drawing.
  const seats = useMemo(() => (plan === model.plan ? model.index.seats : currentSeats(model.index, plan)), [model, plan])
  const latest = useRef({ seats, onSeatToggle, t, displays, seatPrice })
  useLayoutEffect(() => {
    latest.current = { seats, onSeatToggle, t, displays, seatPrice }
  })

  /** Reserved seat numbers, the keyboard's candidates. */
  const reservedSeats = useMemo(() => {
    const numbers: number[] = []
    model.reserved.forEach((entry) => {
      for (let n = entry.first; n < entry.end; n++) numbers.push(n)
    })
    return numbers
  }, [model])
  const centreOf = (seat: number): Point | undefined => model.shapeOf(seat)?.centre
  const sectionCentres = useMemo<readonly Point[]>(() => model.reserved.map((entry) => frameCentre(entry.frame)), [model])
  const sectionCentreOf = (section: number): Point | undefined => sectionCentres[section]

  const displayAt = (n: number): SeatDisplay => paintedRef.current[n] ?? 'unavailable'

  /**
   * §3 the seat the keyboard starts on: a chosen one, else the free seat nearest the middle of
   * the view (in the section just entered, if any), else the first seat.
   */
  const startingSeat = (): number | null => {
    const chosen = reservedSeats.find((n) => displayAt(n) === 'selected')
    if (chosen !== undefined) return chosen
    const view = viewRef.current
    const middle = { x: view.x + view.width / 2, y: view.y + view.height / 2 }
    const entered = model.reserved[enteredRef.current ?? -1]
    let best: number | null = null
    let bestDistance = Infinity
    for (const n of reservedSeats) {
      // The entered section's seats only, when there is one: the others need not be placed.
      if (displayAt(n) !== 'available' || (entered !== undefined && (n < entered.first || n >= entered.end))) continue
      const centre = centreOf(n)
      if (centre === undefined || !isInView(view, centre)) continue
      const distance = Math.hypot(centre.x - middle.x, centre.y - middle.y)
      if (distance < bestDistance) {
        bestDistance = distance
        best = n
      }
    }
    return best ?? reservedSeats[0] ?? null
  }

  const setMode = (next: MapMode): void => {
    modeRef.current = next
    drawingRef.current?.setMode(next)
    setModeState(next)
  }

  const applyView = (view: Box): void => {
    viewRef.current = view
    // §3 zoomed all the way out, a large venue is back on its overview.
    if (model.overview && modeRef.current === 'seats' && zoomOf(model.extent, view) <= MIN_ZOOM) setMode('overview')
    drawingRef.current?.setView(view)
    setZoom(zoomOf(model.extent, view))
  }

  const announce = (id: string | null): void => {
    const box = boxRef.current
    if (box === null) return
    if (id === null) box.removeAttribute('aria-activedescendant')
    else box.setAttribute('aria-activedescendant', id)
  }

  const focusSeat = (n: number | null): void => {
    const drawing = drawingRef.current
    const seat = n === null ? undefined : latest.current.seats[n]
    focusRef.current = { seat: n, section: null }
    if (drawing === null) return
    const display = n === null ? 'unavailable' : displayAt(n)
    const price = seat === undefined ? null : (latest.current.seatPrice?.(seat) ?? null)
    const name = seat === undefined ? '' : seatName(latest.current.t, seat, display, model.reserved.length > 1, price)
    announce(drawing.focusSeat(seat === undefined ? null : n, name, display === 'selected' || display === 'pending'))
  }

  const focusSection = (position: number | null): void => {
    const drawing = drawingRef.current
    focusRef.current = { seat: null, section: position }
    const entry = position === null ? undefined : model.reserved[position]
    if (drawing === null) return
    const name = entry === undefined ? '' : latest.current.t('seatMap.sectionBlock', { section: entry.section.name })
    announce(drawing.focusSection(entry === undefined ? null : position, name))
  }

  const enterSection = (position: number): void => {
    const entry = model.reserved[position]
    if (entry === undefined) return
    // The view first, so that only the sections around this one get drawn.
    applyView(viewOfBox(model.extent, entry.bounds))
    setMode('seats')
    enteredRef.current = position
    focusSeat(startingSeat())
  }

  const showAll = (): void => {
    enteredRef.current = null
    if (model.overview) setMode('overview')
    applyView(model.extent)
    if (model.overview) focusSection(null)
  }

  const activateSeat = (n: number): void => {
    const seat = latest.current.seats[n]
    if (seat !== undefined && answersClick(displayAt(n))) latest.current.onSeatToggle(seat)
  }

  const activate = (target: EventTarget | null): void => {
    const drawing = drawingRef.current
    if (drawing === null) return
    if (modeRef.current === 'overview') {
      const position = drawing.sectionAt(target)
      if (position !== null) enterSection(position)
      return
    }
    const n = drawing.seatAt(target)
    if (n !== null) activateSeat(n)
  }

  /** A plan point under a client position, through the box's 4:3 fit. */
  const planPoint = (clientX: number, clientY: number): Point => {
    const rect = boxRef.current?.getBoundingClientRect()
    if (rect === undefined || rect.width === 0 || rect.height === 0) return frameCentre({ ...viewRef.current, angle: 0 })
    return planPointAt(viewRef.current, { x: (clientX - rect.left) / rect.width, y: (clientY - rect.top) / rect.height })
  }

  /** §3 focus is never lost: a redrawn map (a new layout) names the focused seat or block again. */
  const refocus = useEffectEvent(() => {
    const { seat, section } = focusRef.current
    if (modeRef.current === 'overview') focusSection(section !== null && section < model.reserved.length ? section : 0)
    else focusSeat(seat !== null && seat < model.index.seats.length ? seat : startingSeat())
  })

  const previousDisplays = useRef<ReadonlyMap<string, SeatDisplay> | null>(null)
  // Draw once per layout; the displays effect below patches seats from then on.
  useLayoutEffect(() => {
    const box = boxRef.current
    if (box === null) return
    // Displays are read here only for the first paint; their changes are diffed below.
    const { seats, displays } = latest.current
    const painted = seats.map((seat, n) => (seat === undefined ? 'unavailable' : displayOf(displays, model.index.ids[n] ?? '', seat)))
    paintedRef.current = painted
    previousDisplays.current = displays
    const drawing = drawSeatMap(box, model, (n) => painted[n] ?? 'unavailable', idPrefix)
    drawingRef.current = drawing
    drawing.setMode(modeRef.current)
    // A new layout opens whole: the previous view was within the previous plan's extent.
    if (viewModelRef.current !== model) {
      viewModelRef.current = model
      viewRef.current = model.extent
      setZoom(1)
    }
    drawing.setView(viewRef.current)
    if (box === document.activeElement) refocus()
    return () => {
      drawing.destroy()
      drawingRef.current = null
    }
  }, [model, idPrefix])

  // §4 a new displays map repaints only the seats whose display changed.
  useLayoutEffect(() => {
    const drawing = drawingRef.current
    if (drawing === null || previousDisplays.current === displays) return
    previousDisplays.current = displays
    const painted = paintedRef.current
    const { ids } = model.index
    let focusedChanged = false
    for (const n of reservedSeats) {
      const seat = seats[n]
      if (seat === undefined) continue
      const display = displayOf(displays, ids[n] ?? '', seat)
      if (painted[n] === display) continue
      painted[n] = display
      drawing.paint(n, display)
      if (n === focusRef.current.seat) focusedChanged = true
    }
    if (focusedChanged) focusSeat(focusRef.current.seat)
  })

  // Pointer input: one delegated set of listeners for every seat and block, drag to pan, pinch to zoom.
  // They are attached once per drawing and reach the handlers of the latest render as effect events.
  const activateAt = useEffectEvent(activate)
  const changeView = useEffectEvent(applyView)
  // §3 a gesture's views are shown by moving the picture already drawn; the last is drawn when it ends.
  const previewView = useEffectEvent((view: Box): void => {
    viewRef.current = view
    drawingRef.current?.previewView(view)
  })
  useEffect(() => {
    const box = boxRef.current
    if (box === null) return
    const pointers = new Map<number, { x: number; y: number }>()
    let previewed = false
    let wheelEnd: number | null = null
    const preview = (view: Box): void => {
      previewed = true
      previewView(view)
    }
    const endGesture = (): void => {
      if (wheelEnd !== null) window.clearTimeout(wheelEnd)
      wheelEnd = null
      if (!previewed) return
      previewed = false
      changeView(viewRef.current)
    }
    let down: { id: number; x: number; y: number; target: EventTarget | null; dragged: boolean } | null = null
    const onDown = (event: PointerEvent): void => {
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY })
      if (pointers.size === 1) down = { id: event.pointerId, x: event.clientX, y: event.clientY, target: event.target, dragged: false }
      else if (down !== null) down.dragged = true
      if (typeof box.setPointerCapture === 'function') {
        try {
          box.setPointerCapture(event.pointerId)
        } catch {
          // A synthetic pointer cannot be captured; panning works within the box regardless.
        }
      }
    }
    const onMove = (event: PointerEvent): void => {
      const last = pointers.get(event.pointerId)
      if (last === undefined) return
      const rect = box.getBoundingClientRect()
      if (pointers.size === 2) {
        const other = [...pointers.entries()].find(([id]) => id !== event.pointerId)?.[1]
        if (other === undefined) return
        const before = Math.hypot(last.x - other.x, last.y - other.y)
        const after = Math.hypot(event.clientX - other.x, event.clientY - other.y)
        if (before > 0)
          preview(
            zoomAbout(
              model.extent,
              viewRef.current,
              after / before,
              planPoint((event.clientX + other.x) / 2, (event.clientY + other.y) / 2),
            ),
          )
      } else if (down !== null) {
        if (Math.hypot(event.clientX - down.x, event.clientY - down.y) > CLICK_SLOP) down.dragged = true
        if (down.dragged && rect.width > 0) {
          const scale = viewRef.current.width / rect.width
          preview(panBy(model.extent, viewRef.current, -(event.clientX - last.x) * scale, -(event.clientY - last.y) * scale))
        }
      }
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY })
    }
    const onUp = (event: PointerEvent): void => {
      pointers.delete(event.pointerId)
      if (pointers.size === 0) endGesture()
      if (down !== null && down.id === event.pointerId) {
        if (!down.dragged) activateAt(down.target)
        down = null
      }
    }
    const onCancel = (event: PointerEvent): void => {
      pointers.delete(event.pointerId)
      if (pointers.size === 0) endGesture()
      down = null
    }
    // §3 Ctrl/⌘ + wheel zooms (a trackpad pinch arrives so too); a plain wheel scrolls the page,
    // so a visitor scrolling past the map is not caught in it.
    const onWheel = (event: WheelEvent): void => {
      if (!event.ctrlKey && !event.metaKey) return
      event.preventDefault()
      preview(zoomAbout(model.extent, viewRef.current, Math.exp(-event.deltaY / 300), planPoint(event.clientX, event.clientY)))
      // A wheel has no end of its own: it ends when the notches stop.
      if (wheelEnd !== null) window.clearTimeout(wheelEnd)
      wheelEnd = window.setTimeout(endGesture, WHEEL_END_MS)
    }
    box.addEventListener('pointerdown', onDown)
    box.addEventListener('pointermove', onMove)
    box.addEventListener('pointerup', onUp)
    box.addEventListener('pointercancel', onCancel)
    box.addEventListener('wheel', onWheel, { passive: false })
    return () => {
      box.removeEventListener('pointerdown', onDown)
      box.removeEventListener('pointermove', onMove)
      box.removeEventListener('pointerup', onUp)
      box.removeEventListener('pointercancel', onCancel)
      box.removeEventListener('wheel', onWheel)
      if (wheelEnd !== null) window.clearTimeout(wheelEnd)
    }
  }, [model])

  const onFocus = (): void => {
    if (modeRef.current === 'overview') focusSection(focusRef.current.section ?? 0)
    else focusSeat(focusRef.current.seat ?? startingSeat())
  }

  /** §3 focuses a seat by keyboard; the focused seat is always in sight: the view follows it (and draws its section). */
  const moveTo = (next: number | null): void => {
    const centre = next === null ? undefined : centreOf(next)
    if (centre !== undefined && !isInView(viewRef.current, centre))
      applyView(viewAt(model.extent, centre, zoomOf(model.extent, viewRef.current)))
    focusSeat(next)
  }

  /** §3 the page's reading direction around the map (Home is a row's right end in Hebrew and Arabic). */
  const readingDirection = (): ReadingDirection => {
    // The storefront and the console set dir on <html> per language.
    return boxRef.current?.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr'
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const { key } = event
    const direction = directionOfKey(key)
    let handled = true
    if (key === '+' || key === '=') applyView(zoomAbout(model.extent, viewRef.current, ZOOM_STEP))
    else if (key === '-' || key === '_') applyView(zoomAbout(model.extent, viewRef.current, 1 / ZOOM_STEP))
    else if (key === '0') showAll()
    else if (key === 'Escape' && model.overview && modeRef.current === 'seats') showAll()
    else if (direction !== null && modeRef.current === 'overview') {
      const from = focusRef.current.section ?? 0
      focusSection(nearestInDirection(sectionCentreOf, from, direction, sectionCentres.keys()) ?? from)
    } else if (direction !== null) {
      const from = focusRef.current.seat ?? startingSeat()
      moveTo(from === null ? null : (nearestInDirection(centreOf, from, direction, reservedSeats) ?? from))
    } else if ((key === 'Home' || key === 'End' || key === 'PageUp' || key === 'PageDown') && modeRef.current === 'seats') {
      const from = focusRef.current.seat ?? startingSeat()
      if (from !== null) {
        const reading = readingDirection()
        const row = model.rows[model.rowOfSeat[from] ?? -1]
        const next =
          key === 'Home' || key === 'End'
            ? row === undefined
              ? null
              : rowEdge(centreOf, row, key === 'Home' ? 'start' : 'end', reading)
            : pageTarget(centreOf, model.rows, model.rowOfSeat, from, key === 'PageDown' ? 1 : -1, reading)
        moveTo(next ?? from)
      }
    } else if (key === 'Enter' || key === ' ') {
      if (modeRef.current === 'overview') {
        const section = focusRef.current.section
        if (section !== null) enterSection(section)
      } else if (focusRef.current.seat !== null) activateSeat(focusRef.current.seat)
    } else handled = false
    if (handled) event.preventDefault()
  }

  const legend = useMemo(
    () => ({ states: presentStates(displays, seats, model.index.ids), attributes: model.attributes }),
    [displays, seats, model],
  )

  const instructionsId = `${idPrefix}-instructions`
  return (
    <div className="seat-stage">
      <div className="seat-stage__toolbar" role="toolbar" aria-label={t('seatMap.label')}>
        <button
          type="button"
          className="seat-stage__tool"
          aria-label={t('seatMap.zoomIn')}
          disabled={zoom >= MAX_ZOOM}
          onClick={() => applyView(zoomAbout(model.extent, viewRef.current, ZOOM_STEP))}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          className="seat-stage__tool"
          aria-label={t('seatMap.zoomOut')}
          disabled={zoom <= MIN_ZOOM}
          onClick={() => applyView(zoomAbout(model.extent, viewRef.current, 1 / ZOOM_STEP))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <button
          type="button"
          className="seat-stage__tool seat-stage__tool--text"
          onClick={showAll}
          disabled={zoom <= MIN_ZOOM && (!model.overview || mode === 'overview')}
        >
          {model.overview ? t('seatMap.overview') : t('seatMap.resetZoom')}
        </button>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- role="application" is interactive: the map is one focusable composite widget that handles its own keys, and aria-activedescendant names the focused seat (a role="button") or block; jsx-a11y files application under structure. A grid would need rows and cells the irregular, rotated seat plan does not have. */}
      <div
        ref={boxRef}
        className="seat-stage__box"
        role="application"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the application widget above takes focus itself (activedescendant pattern), so it must be in the tab order
        tabIndex={0}
        aria-label={t('seatMap.label')}
        aria-describedby={instructionsId}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      />
      <p id={instructionsId} className="visually-hidden">
        {t('seatMap.instructions')}
      </p>
      <p className="seat-stage__hint">{mode === 'overview' ? t('seatMap.overviewHint') : t('seatMap.gestureHint')}</p>
      <SeatLegend entries={legend} />
    </div>
  )
}
