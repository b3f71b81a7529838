import { seatKeyId, type Seat, type SeatPlan, type SeatSection } from '@kartis/core'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from '../i18n/create-i18n'
import { ALL_CATALOGUES } from '../../test/all-catalogues'
import { SeatMap } from './index'
import { buildMapModel } from './map-model'
import type { SeatDisplay, SeatMapProps } from './seat-map-props'
import { arenaPlan, cinemaPlan, gaSection, mixedPlan, seatAt } from './test-support/plans'
import { layerMoveOf } from './test-support/layer-move'

const seatsOf = (plan: SeatPlan): Seat[] => plan.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats)))

const renderMap = (overrides: Partial<SeatMapProps> = {}, locale: 'he' | 'en' = 'he') => {
  const props: SeatMapProps = {
    plan: cinemaPlan(),
    displays: new Map(),
    layout: 'default',
    onSeatToggle: vi.fn(),
    gaQuantities: new Map(),
    onGaQuantityChange: vi.fn(),
    maxSeats: 6,
    onFindSeats: vi.fn(),
    ...overrides,
  }
  const i18n = createI18n(locale, ALL_CATALOGUES)
  const view = render(
    <I18nextProvider i18n={i18n}>
      <SeatMap {...props} />
    </I18nextProvider>,
  )
  const rerender = (next: Partial<SeatMapProps>) =>
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <SeatMap {...props} {...next} />
      </I18nextProvider>,
    )
  return { ...view, props, rerender }
}

const seatElement = (container: HTMLElement, plan: SeatPlan, seat: Seat): Element => {
  const number = seatsOf(plan).indexOf(seat)
  const element = container.querySelector(`[data-seat="${number}"]`)
  if (element === null) throw new Error('seat not drawn')
  return element
}

const click = (element: Element) => {
  fireEvent.pointerDown(element, { pointerId: 1, clientX: 10, clientY: 10 })
  fireEvent.pointerUp(element, { pointerId: 1, clientX: 10, clientY: 10 })
}

describe('§3 SeatMap draws the plan', () => {
  it('draws one element per seat, with no focusable element per seat', () => {
    const plan = cinemaPlan()
    const { container } = renderMap({ plan })
    expect(container.querySelectorAll('[data-seat]')).toHaveLength(seatsOf(plan).length)
    // One tab stop for the whole map.
    expect(container.querySelectorAll('svg [tabindex]')).toHaveLength(0)
    expect(screen.getAllByRole('application')).toHaveLength(1)
  })

  it('places a seat at its offset and size in percent of its section frame', () => {
    const plan = cinemaPlan()
    const seat = seatAt(plan, 'א', '1')
    const { container } = renderMap({ plan })
    const rect = seatElement(container, plan, seat)
    // The whole plan is 1000 × 750 units; the cinema's section has no geometry (whole plan).
    expect(Number(rect.getAttribute('x'))).toBeCloseTo(seat.xOffsetPercent * 10, 3)
    expect(Number(rect.getAttribute('y'))).toBeCloseTo(seat.yOffsetPercent * 7.5, 3)
    expect(Number(rect.getAttribute('width'))).toBeCloseTo(seat.widthPercent * 10, 3)
  })

  it('writes row names at both row ends and draws couches as one joined shape', () => {
    const { container } = renderMap()
    const labels = [...container.querySelectorAll('.row-label')].map((l) => l.textContent)
    expect(labels.filter((l) => l === 'א')).toHaveLength(2)
    // Row י is eight couches for two.
    expect(container.querySelectorAll('.seat-map__svg .seat-unit')).toHaveLength(8)
  })

  it('gives seats with attributes their icon', () => {
    const { container } = renderMap()
    const icons = [...container.querySelectorAll('.seat-map__svg use.seat-icon')].map(
      (u) => u.getAttribute('href') ?? u.getAttribute('xlink:href'),
    )
    expect(icons.filter((h) => h === '#kartis-seat-icon-handicap')).toHaveLength(2)
    expect(icons.filter((h) => h === '#kartis-seat-icon-premium')).toHaveLength(6)
  })

  it('colours seats by display, blocked ones before any click', () => {
    const plan = cinemaPlan()
    const blocked = seatAt(plan, 'ה', '3')
    const held = seatAt(plan, 'ה', '4')
    const { container } = renderMap({
      plan,
      displays: new Map<string, SeatDisplay>([
        [seatKeyId(blocked), 'blocked'],
        [seatKeyId(held), 'held'],
      ]),
    })
    expect(seatElement(container, plan, blocked).getAttribute('class')).toContain('seat--blocked')
    expect(seatElement(container, plan, held).getAttribute('class')).toContain('seat--held')
    expect(seatElement(container, plan, seatAt(plan, 'ה', '5')).getAttribute('class')).toContain('seat--available')
  })

  it('sets the layout colours on the map', () => {
    const { container } = renderMap({ layout: 'legacy' })
    const root = container.querySelector<HTMLElement>('.seat-map')
    expect(root?.style.getPropertyValue('--seat-selected')).toBe('#1B8A45')
  })
})

describe('§4 SeatMap updates only what changed', () => {
  it('repaints a seat whose display changed and leaves the others untouched', () => {
    const plan = cinemaPlan()
    const seat = seatAt(plan, 'ד', '7')
    const { container, rerender } = renderMap({ plan })
    const elements = [...container.querySelectorAll('[data-seat]')]
    const other = seatElement(container, plan, seatAt(plan, 'ד', '8'))
    const setAttribute = vi.spyOn(other, 'setAttribute')
    rerender({ displays: new Map([[seatKeyId(seat), 'selected']]) })
    expect(seatElement(container, plan, seat).getAttribute('class')).toContain('seat--selected')
    // Nothing was redrawn: the same elements, and the unchanged seat was not touched.
    expect([...container.querySelectorAll('[data-seat]')]).toEqual(elements)
    expect(setAttribute).not.toHaveBeenCalled()
  })

  it('keeps the drawing when a status refresh brings a new plan object of the same layout', () => {
    const { container, rerender } = renderMap()
    const before = container.querySelector('.seat-map__svg')
    rerender({ plan: cinemaPlan() })
    expect(container.querySelector('.seat-map__svg')).toBe(before)
  })
})

describe('§4 SeatMap answers clicks through one delegated listener', () => {
  it('toggles a free seat and a selected one', () => {
    const plan = cinemaPlan()
    const free = seatAt(plan, 'ב', '3')
    const chosen = seatAt(plan, 'ב', '4')
    const onSeatToggle = vi.fn<(seat: Seat) => void>()
    const { container } = renderMap({ plan, onSeatToggle, displays: new Map([[seatKeyId(chosen), 'selected']]) })
    click(seatElement(container, plan, free))
    click(seatElement(container, plan, chosen))
    expect(onSeatToggle.mock.calls.map(([seat]) => seatKeyId(seat))).toEqual([seatKeyId(free), seatKeyId(chosen)])
  })

  it('ignores taken, held and pending seats', () => {
    const plan = cinemaPlan()
    const onSeatToggle = vi.fn()
    const states: [Seat, SeatDisplay][] = [
      [seatAt(plan, 'ב', '1'), 'unavailable'],
      [seatAt(plan, 'ב', '2'), 'held'],
      [seatAt(plan, 'ב', '3'), 'pending'],
    ]
    const { container } = renderMap({ plan, onSeatToggle, displays: new Map(states.map(([s, d]) => [seatKeyId(s), d])) })
    for (const [seat] of states) click(seatElement(container, plan, seat))
    expect(onSeatToggle).not.toHaveBeenCalled()
  })

  it('does not select when the pointer dragged (a pan)', () => {
    const plan = cinemaPlan()
    const onSeatToggle = vi.fn()
    const { container } = renderMap({ plan, onSeatToggle })
    const element = seatElement(container, plan, seatAt(plan, 'ב', '3'))
    fireEvent.pointerDown(element, { pointerId: 1, clientX: 10, clientY: 10 })
    fireEvent.pointerMove(element, { pointerId: 1, clientX: 60, clientY: 10 })
    fireEvent.pointerUp(element, { pointerId: 1, clientX: 60, clientY: 10 })
    expect(onSeatToggle).not.toHaveBeenCalled()
  })
})

describe('§3 keyboard: one tab stop, arrows rove, Enter toggles', () => {
  const activeName = (box: HTMLElement): string | null => {
    const id = box.getAttribute('aria-activedescendant')
    return id === null ? null : (document.getElementById(id)?.getAttribute('aria-label') ?? null)
  }

  it('names the focused seat and moves along the row and to the next row', () => {
    const plan = cinemaPlan()
    renderMap({ plan })
    const box = screen.getByRole('application')
    act(() => box.focus())
    // The keyboard starts on the free seat nearest the middle of the view.
    expect(activeName(box)).toBe('שורה ה, כיסא 9, פנוי')
    fireEvent.keyDown(box, { key: 'ArrowRight' })
    expect(activeName(box)).toBe('שורה ה, כיסא 10, פנוי')
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    expect(activeName(box)).toBe('שורה ו, כיסא 10, פנוי')
    for (let i = 0; i < 5; i++) fireEvent.keyDown(box, { key: 'ArrowUp' })
    expect(activeName(box)).toBe('שורה א, כיסא 10, פנוי')
    for (let i = 0; i < 9; i++) fireEvent.keyDown(box, { key: 'ArrowRight' })
    // Stops at the row end.
    expect(activeName(box)).toBe('שורה א, כיסא 16, פנוי, מקום לכיסא גלגלים')
  })

  it('toggles the focused seat with Enter and Space, and renames it when its display changes', () => {
    const plan = cinemaPlan()
    const onSeatToggle = vi.fn()
    const { rerender } = renderMap({ plan, onSeatToggle }, 'en')
    const box = screen.getByRole('application')
    act(() => box.focus())
    fireEvent.keyDown(box, { key: 'Enter' })
    fireEvent.keyDown(box, { key: ' ' })
    expect(onSeatToggle).toHaveBeenCalledTimes(2)
    rerender({ displays: new Map([[seatKeyId(seatAt(plan, 'ה', '9')), 'selected']]) })
    expect(activeName(box)).toBe('Row ה, seat 9, selected')
  })
})

/** A Ctrl + wheel event (happy-dom's WheelEvent drops ctrlKey from its init). */
const ctrlWheel = (deltaY: number): WheelEvent => {
  const event = new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true })
  Object.defineProperty(event, 'ctrlKey', { value: true })
  return event
}

/** The cinema's whole drawing: its plan, grown where a row label stands beyond the edge. */
const cinemaExtent = buildMapModel(cinemaPlan()).extent

describe('§3 zoom and pan', () => {
  const viewBox = (container: HTMLElement): number[] =>
    (container.querySelector('.seat-map__svg')?.getAttribute('viewBox') ?? '').split(' ').map(Number)

  it('zooms in and out with the buttons, clamped at the whole plan', () => {
    const { container } = renderMap()
    const zoomOut = screen.getByRole('button', { name: 'הקטנה' })
    expect(zoomOut).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: 'הגדלה' }))
    expect(viewBox(container)[2]).toBeCloseTo(cinemaExtent.width / 1.5)
    expect(zoomOut).toHaveProperty('disabled', false)
    fireEvent.click(screen.getByRole('button', { name: 'הצגת המפה כולה' }))
    expect(viewBox(container)).toEqual([cinemaExtent.x, cinemaExtent.y, cinemaExtent.width, cinemaExtent.height])
  })

  it('zooms with Ctrl + wheel only, and with + and − keys', () => {
    const { container } = renderMap()
    const box = screen.getByRole('application')
    fireEvent.wheel(box, { deltaY: -300 })
    expect(viewBox(container)[2]).toBe(cinemaExtent.width)
    box.dispatchEvent(ctrlWheel(-300))
    expect(viewBox(container)[2]).toBeLessThan(cinemaExtent.width)
    fireEvent.keyDown(box, { key: '0' })
    fireEvent.keyDown(box, { key: '+' })
    expect(viewBox(container)[2]).toBeCloseTo(cinemaExtent.width / 1.5)
  })

  it('opens a new layout whole, within its own extent', () => {
    const { container, rerender } = renderMap()
    fireEvent.click(screen.getByRole('button', { name: 'הגדלה' }))
    const mixed = buildMapModel(mixedPlan()).extent
    rerender({ plan: mixedPlan() })
    expect(viewBox(container)).toEqual([mixed.x, mixed.y, mixed.width, mixed.height])
    expect(screen.getByRole('button', { name: 'הקטנה' })).toHaveProperty('disabled', true)
  })
})

describe('§3 the arena opens on an overview of its sections', () => {
  it('shows section blocks first and zooms into a section on click', () => {
    const plan = arenaPlan(5, 10)
    const onSeatToggle = vi.fn()
    const { container } = renderMap({ plan, onSeatToggle })
    const svg = container.querySelector('.seat-map__svg')
    expect(svg?.getAttribute('class')).toContain('seat-map__svg--overview')
    expect(container.querySelectorAll('[data-section]')).toHaveLength(40)
    const block = container.querySelector('[data-section="0"]')
    if (block === null) throw new Error('no block')
    click(block)
    expect(onSeatToggle).not.toHaveBeenCalled()
    expect(svg?.getAttribute('class')).toContain('seat-map__svg--seats')
    expect(Number(svg?.getAttribute('viewBox')?.split(' ')[2])).toBeLessThan(200)
    fireEvent.click(screen.getByRole('button', { name: 'כל הגושים' }))
    expect(svg?.getAttribute('class')).toContain('seat-map__svg--overview')
    // happy-dom draws 2,000 seats (the overview's threshold) slowly; browsers take milliseconds (npm run bench).
  })
})

describe('§3 the overview by keyboard and by two fingers', () => {
  it('roves over section blocks, Enter zooms in, Escape goes back', () => {
    const { container } = renderMap({ plan: arenaPlan(5, 10) })
    const box = screen.getByRole('application')
    const active = (): string | null | undefined => {
      const id = box.getAttribute('aria-activedescendant')
      return id === null ? null : document.getElementById(id)?.getAttribute('aria-label')
    }
    act(() => box.focus())
    expect(active()).toBe('גוש 101: לחצו כדי לראות את המקומות')
    // Section 101 is at the top of the inner ring; below it is the court, then 109.
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    expect(active()).toBe('גוש 109: לחצו כדי לראות את המקומות')
    fireEvent.keyDown(box, { key: 'Enter' })
    const svg = container.querySelector('.seat-map__svg')
    expect(svg?.getAttribute('class')).toContain('seat-map__svg--seats')
    fireEvent.keyDown(box, { key: 'ArrowRight' })
    expect(active()).toMatch(/^גוש 109, שורה \d+, כיסא \d+, /)
    fireEvent.keyDown(box, { key: 'Escape' })
    expect(svg?.getAttribute('class')).toContain('seat-map__svg--overview')
  })

  it('zooms in when two pointers move apart', () => {
    const { container } = renderMap()
    const box = screen.getByRole('application')
    fireEvent.pointerDown(box, { pointerId: 1, clientX: 100, clientY: 100 })
    fireEvent.pointerDown(box, { pointerId: 2, clientX: 200, clientY: 100 })
    fireEvent.pointerMove(box, { pointerId: 2, clientX: 300, clientY: 100 })
    const width = Number(container.querySelector('.seat-map__svg')?.getAttribute('viewBox')?.split(' ')[2])
    expect(width).toBeCloseTo(cinemaExtent.width / 2)
  })
})

describe('§3 a gesture moves the drawn picture; a zoom’s end draws the view, a pan’s leaves it moved', () => {
  const viewBoxWidth = (container: HTMLElement): number =>
    Number(container.querySelector('.seat-map__svg')?.getAttribute('viewBox')?.split(' ')[2])
  const transform = (container: HTMLElement): string => layerMoveOf(container)
  const viewBoxMiddle = (container: HTMLElement): number => {
    const [x = NaN, , width = NaN] = (container.querySelector('.seat-map__svg')?.getAttribute('viewBox') ?? '').split(' ').map(Number)
    return x + width / 2
  }
  /** The map's box as a browser lays it out (happy-dom has no layout: its boxes are 0 wide). */
  const laidOut = (box: HTMLElement): void => {
    Object.defineProperty(box, 'clientWidth', { configurable: true, value: 400 })
    Object.defineProperty(box, 'clientHeight', { configurable: true, value: 300 })
    Object.defineProperty(box, 'getBoundingClientRect', { configurable: true, value: () => new DOMRect(0, 0, 400, 300) })
  }

  it('scales the picture while two fingers pinch, and draws the zoom when they lift', () => {
    const { container } = renderMap()
    const box = screen.getByRole('application')
    laidOut(box)
    fireEvent.pointerDown(box, { pointerId: 1, clientX: 100, clientY: 100 })
    fireEvent.pointerDown(box, { pointerId: 2, clientX: 200, clientY: 100 })
    fireEvent.pointerMove(box, { pointerId: 2, clientX: 300, clientY: 100 })
    // Nothing is laid out again during the pinch: the viewBox stays, the picture is scaled ×2.
    expect(viewBoxWidth(container)).toBeCloseTo(cinemaExtent.width)
    expect(transform(container)).toMatch(/scale\(2\)$/)
    fireEvent.pointerUp(box, { pointerId: 2, clientX: 300, clientY: 100 })
    expect(viewBoxWidth(container)).toBeCloseTo(cinemaExtent.width)
    fireEvent.pointerUp(box, { pointerId: 1, clientX: 100, clientY: 100 })
    expect(viewBoxWidth(container)).toBeCloseTo(cinemaExtent.width / 2)
    expect(transform(container)).toBe('')
    expect(screen.getByRole('button', { name: 'הקטנה' })).toHaveProperty('disabled', false)
  })

  it('moves the picture while a finger drags, and leaves it moved when it lifts: nothing is laid out again', () => {
    const { container } = renderMap()
    const box = screen.getByRole('application')
    laidOut(box)
    fireEvent.click(screen.getByRole('button', { name: 'הגדלה' }))
    const content = container.querySelector('.seat-map__content')
    const middleBefore = viewBoxMiddle(container)
    fireEvent.pointerDown(box, { pointerId: 1, clientX: 200, clientY: 150 })
    fireEvent.pointerMove(box, { pointerId: 1, clientX: 160, clientY: 150 })
    // The finger moved 40 px left: the picture follows it, unscaled.
    const [, dx, dy, scale] = /^translate\((\S+)px, (\S+)px\) scale\((\S+)\)$/.exec(transform(container)) ?? []
    expect(Number(dx)).toBeCloseTo(-40)
    expect(Number(dy)).toBe(0)
    expect(Number(scale)).toBe(1)
    expect(content?.getAttribute('transform') ?? null).toBeNull()
    fireEvent.pointerUp(box, { pointerId: 1, clientX: 160, clientY: 150 })
    expect(transform(container)).toMatch(/^translate\(-40(\.\d+)?px, 0px\) scale\(1\)$/)
    expect(content?.getAttribute('transform') ?? null).toBeNull()
    // The next zoom draws the view, where the drag left it, and the picture is no longer moved.
    const panned = viewBoxWidth(container)
    fireEvent.click(screen.getByRole('button', { name: 'הגדלה' }))
    expect(transform(container)).toBe('')
    expect(viewBoxWidth(container)).toBeLessThan(panned)
    expect(viewBoxMiddle(container)).toBeGreaterThan(middleBefore)
  })

  it('draws a wheel zoom once the notches stop', () => {
    vi.useFakeTimers()
    try {
      const { container } = renderMap()
      const box = screen.getByRole('application')
      laidOut(box)
      box.dispatchEvent(ctrlWheel(-300))
      box.dispatchEvent(ctrlWheel(-300))
      expect(viewBoxWidth(container)).toBeCloseTo(cinemaExtent.width)
      expect(transform(container)).not.toBe('')
      act(() => void vi.advanceTimersByTime(200))
      expect(viewBoxWidth(container)).toBeCloseTo(cinemaExtent.width / Math.E ** 2)
      expect(transform(container)).toBe('')
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('§3/§4 legend', () => {
  it('lists only the states and attributes present', () => {
    const plan = cinemaPlan()
    renderMap({ plan, displays: new Map([[seatKeyId(seatAt(plan, 'ב', '1')), 'blocked']]) }, 'en')
    const legend = screen.getByRole('list', { name: 'Key' })
    const items = within(legend)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(items).toEqual([
      'available',
      'blocked (no single seat may be left)',
      'Love seat',
      'Wheelchair space',
      'Companion seat',
      'Limited view',
      'Premium',
    ])
  })
})

describe('§4 general admission and find me seats', () => {
  const club = (free: number): SeatPlan => ({ venueId: 9, seatplanId: 9, sections: [gaSection(301, 'רחבה', free)] })

  it('offers a quantity picker per GA section, bounded by the free places', () => {
    const onGaQuantityChange = vi.fn<(section: SeatSection, quantity: number) => void>()
    const plan = club(2)
    renderMap({ plan, onGaQuantityChange, gaQuantities: new Map([[301, 2]]) }, 'en')
    expect(screen.queryByRole('application')).toBeNull()
    expect(screen.getByRole('button', { name: 'One more place in רחבה' })).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: 'One place fewer in רחבה' }))
    expect(onGaQuantityChange.mock.calls.map(([section, quantity]) => [section.id, quantity])).toEqual([[301, 1]])
  })

  it('disables + once the seat maximum is reached', () => {
    renderMap({ plan: club(50), gaQuantities: new Map([[301, 4]]), maxSeats: 4 }, 'en')
    expect(screen.getByRole('button', { name: 'One more place in רחבה' })).toHaveProperty('disabled', true)
  })

  it('shows both the map and the GA picker in a mixed venue', () => {
    const { container } = renderMap({ plan: mixedPlan() }, 'en')
    expect(screen.getAllByRole('application')).toHaveLength(1)
    expect(screen.getAllByRole('group', { name: 'Places in עמידה' })).toHaveLength(1)
    expect(container.querySelector('.ga-area')).not.toBeNull()
  })

  it('asks for N seats, in a chosen section', () => {
    const onFindSeats = vi.fn()
    renderMap({ plan: arenaPlan(1, 2), onFindSeats, maxSeats: 8 }, 'en')
    fireEvent.click(screen.getByRole('button', { name: 'One more seat' }))
    fireEvent.change(screen.getByRole('combobox', { name: 'Where' }), { target: { value: '503' } })
    fireEvent.click(screen.getByRole('button', { name: 'Find me seats' }))
    expect(onFindSeats).toHaveBeenCalledWith(3, 503)
  })

  it('without tools (the producer console): seats take clicks, but no finder and no GA picker', () => {
    const plan = mixedPlan()
    const onSeatToggle = vi.fn()
    renderMap({ plan, onSeatToggle, tools: false }, 'en')
    const box = screen.getByRole('application')
    act(() => box.focus())
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(onSeatToggle).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: 'Find me seats' })).toBeNull()
    expect(screen.queryAllByRole('group', { name: 'Places in עמידה' })).toHaveLength(0)
  })
})

describe('§3 keyboard: Home/End in reading order, PageUp/PageDown to the first and last row', () => {
  const activeName = (box: HTMLElement): string | null => {
    const id = box.getAttribute('aria-activedescendant')
    return id === null ? null : (document.getElementById(id)?.getAttribute('aria-label') ?? null)
  }
  afterEach(() => document.documentElement.removeAttribute('dir'))

  it('in Hebrew, Home goes to the row’s right end and End to its left end', () => {
    document.documentElement.setAttribute('dir', 'rtl')
    renderMap({ plan: cinemaPlan() })
    const box = screen.getByRole('application')
    act(() => box.focus())
    expect(activeName(box)).toBe('שורה ה, כיסא 9, פנוי')
    fireEvent.keyDown(box, { key: 'Home' })
    expect(activeName(box)).toBe('שורה ה, כיסא 16, פנוי')
    fireEvent.keyDown(box, { key: 'End' })
    expect(activeName(box)).toBe('שורה ה, כיסא 1, פנוי')
  })

  it('in English, Home goes to the row’s left end; PageUp and PageDown keep the column', () => {
    document.documentElement.setAttribute('dir', 'ltr')
    renderMap({ plan: cinemaPlan() }, 'en')
    const box = screen.getByRole('application')
    act(() => box.focus())
    fireEvent.keyDown(box, { key: 'Home' })
    expect(activeName(box)).toBe('Row ה, seat 1, available')
    fireEvent.keyDown(box, { key: 'PageUp' })
    expect(activeName(box)).toBe('Row א, seat 1, available, Wheelchair space')
    fireEvent.keyDown(box, { key: 'PageDown' })
    expect(activeName(box)).toBe('Row י, seat 1, available, Love seat')
    // The last row of the only section: nowhere further, focus stays.
    fireEvent.keyDown(box, { key: 'PageDown' })
    expect(activeName(box)).toBe('Row י, seat 1, available, Love seat')
  })

  it('leaves only the focused seat to a screen reader: the drawing is no image, its labels are hidden', () => {
    const { container } = renderMap({ plan: cinemaPlan() })
    expect(container.querySelector('.seat-map__svg')?.getAttribute('role')).toBe('none')
    expect(container.querySelector('.seat-map__labels')?.getAttribute('aria-hidden')).toBe('true')
    expect(container.querySelector('.seat-map__section-names')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('says the price the page gives in the focused seat’s name', () => {
    renderMap({ plan: cinemaPlan(), seatPrice: () => '₪50.00' }, 'en')
    const box = screen.getByRole('application')
    act(() => box.focus())
    expect(activeName(box)).toBe('Row ה, seat 9, available, ₪50.00')
  })
})

describe('§3/§4 the result of a toggle is announced (4.1.3), and focus stays on the map', () => {
  const status = (container: HTMLElement): string => container.querySelector('[role="status"]')?.textContent ?? ''

  it('says the seat selected once the lock answers, and free again after a refusal', () => {
    const plan = cinemaPlan()
    const id = seatKeyId(seatAt(plan, 'ה', '9'))
    const { container, rerender } = renderMap({ plan }, 'en')
    const box = screen.getByRole('application')
    act(() => box.focus())
    fireEvent.keyDown(box, { key: 'Enter' })
    rerender({ displays: new Map([[id, 'pending']]) })
    expect(status(container)).toBe('')
    rerender({ displays: new Map([[id, 'selected']]) })
    expect(status(container)).toBe('Row ה, seat 9, selected')
    expect(document.activeElement).toBe(box)
    // A refused lock: pending, then free again.
    fireEvent.keyDown(box, { key: 'ArrowRight' })
    fireEvent.keyDown(box, { key: 'Enter' })
    const next = seatKeyId(seatAt(plan, 'ה', '10'))
    rerender({
      displays: new Map([
        [id, 'selected'],
        [next, 'pending'],
      ]),
    })
    rerender({
      displays: new Map([
        [id, 'selected'],
        [next, 'available'],
      ]),
    })
    expect(status(container)).toBe('Row ה, seat 10, available')
    expect(document.activeElement).toBe(box)
    expect(box.getAttribute('aria-activedescendant')).not.toBeNull()
  })
})

describe('§3 choose seats from a list', () => {
  beforeEach(() => window.sessionStorage.clear())

  const showList = () => fireEvent.click(screen.getByRole('button', { name: 'Choose seats from a list' }))

  it('lists the free seats row by row as checkboxes that toggle through the same handler', () => {
    const plan = cinemaPlan()
    const onSeatToggle = vi.fn()
    const taken = seatAt(plan, 'א', '3')
    renderMap({ plan, onSeatToggle, displays: new Map([[seatKeyId(taken), 'unavailable']]), seatPrice: () => '₪50.00' }, 'en')
    showList()
    expect(screen.queryByRole('application')).toBeNull()
    // The row's one price is said with the row.
    const rowA = screen.getByRole('group', { name: 'Row א · ₪50.00' })
    // 16 seats, one taken.
    expect(within(rowA).getAllByRole('checkbox')).toHaveLength(15)
    expect(within(rowA).queryByRole('checkbox', { name: /^Seat 3\b/ })).toBeNull()
    fireEvent.click(within(rowA).getByRole('checkbox', { name: 'Seat 4' }))
    expect(onSeatToggle).toHaveBeenCalledWith(seatAt(plan, 'א', '4'))
  })

  it('says each seat’s price beside it when a row has several', () => {
    const plan = cinemaPlan()
    renderMap({ plan, seatPrice: (seat) => (seat.attributes.length > 0 ? '₪80.00' : '₪50.00') }, 'en')
    showList()
    const rowA = screen.getByRole('group', { name: 'Row א' })
    expect(within(rowA).getByRole('checkbox', { name: 'Seat 1 ₪80.00' })).not.toBeNull()
    expect(within(rowA).getByRole('checkbox', { name: 'Seat 4 ₪50.00' })).not.toBeNull()
  })

  it('ticks chosen seats, says blocked and pending ones, and ignores a pending one', () => {
    const plan = cinemaPlan()
    const onSeatToggle = vi.fn()
    const displays = new Map<string, SeatDisplay>([
      [seatKeyId(seatAt(plan, 'ב', '1')), 'selected'],
      [seatKeyId(seatAt(plan, 'ב', '2')), 'pending'],
      [seatKeyId(seatAt(plan, 'ב', '4')), 'blocked'],
    ])
    renderMap({ plan, onSeatToggle, displays }, 'en')
    showList()
    const rowB = screen.getByRole('group', { name: 'Row ב' })
    expect(within(rowB).getByRole('checkbox', { name: 'Seat 1' }).matches(':checked')).toBe(true)
    const pending = within(rowB).getByRole('checkbox', { name: 'Seat 2 being reserved' })
    expect(pending.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(pending)
    expect(onSeatToggle).not.toHaveBeenCalled()
    fireEvent.click(within(rowB).getByRole('checkbox', { name: 'Seat 4 blocked (no single seat may be left)' }))
    expect(onSeatToggle).toHaveBeenCalledTimes(1)
  })

  it('keeps the focused seat listed when someone else takes it, so focus is not lost', () => {
    const plan = cinemaPlan()
    const { rerender } = renderMap({ plan }, 'en')
    showList()
    const checkbox = within(screen.getByRole('group', { name: 'Row ג' })).getByRole('checkbox', { name: 'Seat 5' })
    act(() => checkbox.focus())
    rerender({ displays: new Map([[seatKeyId(seatAt(plan, 'ג', '5')), 'unavailable']]) })
    expect(document.activeElement).toBe(checkbox)
    expect(checkbox.getAttribute('aria-disabled')).toBe('true')
  })

  it('is remembered for the visit and offers one section at a time in a venue of several', () => {
    renderMap({ plan: arenaPlan(1, 2), maxSeats: 8 }, 'en')
    showList()
    expect(window.sessionStorage.getItem('kartis.seatView')).toBe('list')
    expect(screen.getAllByRole('option').map((option) => option.textContent).length).toBeGreaterThan(1)
    expect(screen.getByRole('combobox', { name: 'Section' })).not.toBeNull()
    cleanup()
    // A new map of the same visit opens as a list.
    renderMap({ plan: cinemaPlan() }, 'en')
    expect(screen.queryByRole('application')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Choose seats on the map' }))
    expect(screen.queryByRole('application')).not.toBeNull()
    expect(window.sessionStorage.getItem('kartis.seatView')).toBe('map')
  })

  it('is not offered on a read-only map (the producer monitor, no seats to choose)', () => {
    renderMap({ plan: cinemaPlan(), maxSeats: 0, tools: false }, 'en')
    expect(screen.queryByRole('button', { name: 'Choose seats from a list' })).toBeNull()
  })
})
