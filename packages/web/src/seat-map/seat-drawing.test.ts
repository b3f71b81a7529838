import { afterEach, describe, expect, it } from 'vitest'
import { buildMapModel } from './map-model'
import { drawSeatMap, SEATS_PER_FRAME, type SeatDrawing } from './seat-drawing'
import { layerMoveOf } from './test-support/layer-move'
import { arenaPlan } from './test-support/plans'
import { viewOfBox } from './viewport'

const nextFrame = (): Promise<void> => new Promise((done) => requestAnimationFrame(() => done()))

describe('issue 16 §2 a pan or a zoom draws what came into view a frame’s worth at a time', () => {
  // 40 sections of 50 seats: 2,000 seats, twice a frame's worth.
  const model = buildMapModel(arenaPlan(5, 10))
  const host = document.createElement('div')
  let drawing: SeatDrawing | null = null
  const drawnSeats = (): number => host.querySelectorAll('[data-seat]').length
  const firstSection = model.reserved[0]?.bounds ?? model.extent
  /** The arena as the map opens it: on its overview, then a section opened (the view first, as the component does). */
  const openFirstSection = (): SeatDrawing => {
    const opened = drawSeatMap(host, model, () => 'available', 'map')
    opened.setMode('overview')
    opened.setView(model.extent)
    opened.setView(viewOfBox(model.extent, firstSection))
    opened.setMode('seats')
    return opened
  }

  afterEach(() => {
    drawing?.destroy()
    host.replaceChildren()
  })

  it('draws the first view whole, so the page’s first paint has its seats', () => {
    drawing = drawSeatMap(host, model, () => 'available', 'map')
    drawing.setMode('seats')
    drawing.setView(model.extent)
    expect(drawnSeats()).toBe(2000)
  })

  it('after a zoom out, draws the sections nearest the middle at once and the rest in the next frames', async () => {
    drawing = openFirstSection()
    const opened = drawnSeats()
    expect(opened).toBeGreaterThan(0)
    expect(opened).toBeLessThan(SEATS_PER_FRAME)

    drawing.setView(model.extent)
    const atOnce = drawnSeats() - opened
    // A frame's worth, ending with a whole section (50 seats).
    expect(atOnce).toBeGreaterThanOrEqual(SEATS_PER_FRAME)
    expect(atOnce).toBeLessThan(SEATS_PER_FRAME + 50)
    for (let frame = 0; frame < 3 && drawnSeats() < 2000; frame++) await nextFrame()
    expect(drawnSeats()).toBe(2000)
  })

  it('writes the names of the sections in view only, since each name shown is laid out again at every zoom', () => {
    drawing = openFirstSection()
    const shownNames = (): number =>
      [...host.querySelectorAll('.section-name')].filter((name) => name.parentElement?.getAttribute('display') !== 'none').length
    const written = model.sectionLabels.filter((label) => label !== null).length
    expect(shownNames()).toBeGreaterThan(0)
    expect(shownNames()).toBeLessThan(written / 2)
    drawing.setView(model.extent)
    expect(shownNames()).toBe(written)
  })

  const layerMove = (): string => layerMoveOf(host)
  const withBoxSize = (run: () => void): void => {
    Object.defineProperty(host, 'clientWidth', { configurable: true, value: 400 })
    Object.defineProperty(host, 'clientHeight', { configurable: true, value: 300 })
    try {
      run()
    } finally {
      Reflect.deleteProperty(host, 'clientWidth')
      Reflect.deleteProperty(host, 'clientHeight')
    }
  }
  const contentPlace = (): string | null | undefined => host.querySelector('.seat-map__content')?.getAttribute('transform')

  it('a gesture’s view moves and scales the drawn picture, draws what came into view, and keeps the viewBox', () => {
    withBoxSize(() => {
      drawing = openFirstSection()
      const svg = host.querySelector('svg')
      const opened = { viewBox: svg?.getAttribute('viewBox'), seats: drawnSeats() }
      drawing.previewView(model.extent)
      expect(svg?.getAttribute('viewBox')).toBe(opened.viewBox)
      expect(layerMove()).toMatch(/^translate\(\S+px, \S+px\) scale\(0\.\d+\)$/)
      expect(drawnSeats()).toBeGreaterThan(opened.seats)
      drawing.setView(model.extent)
      expect(svg?.getAttribute('viewBox')).toBe(`${model.extent.x} ${model.extent.y} ${model.extent.width} ${model.extent.height}`)
      expect(layerMove()).toBe('')
    })
  })

  it('a pan that ends leaves the picture moved on its layer: nothing is laid out again', () => {
    withBoxSize(() => {
      drawing = openFirstSection()
      const opened = { viewBox: host.querySelector('svg')?.getAttribute('viewBox'), place: contentPlace() }
      const view = viewOfBox(model.extent, firstSection)
      const panned = { ...view, x: view.x + view.width / 2 }
      drawing.previewView(panned)
      drawing.setView(panned)
      expect(layerMove()).toMatch(/^translate\(-\d+(\.\d+)?px, 0px\) scale\(1\)$/)
      expect(host.querySelector('svg')?.getAttribute('viewBox')).toBe(opened.viewBox)
      expect(contentPlace()).toBe(opened.place)
      // The next zoom draws the view itself again, unmoved.
      drawing.setView(model.extent)
      expect(layerMove()).toBe('')
    })
  })

  it('a pan in a box of another size is drawn again, not moved by the old size’s pixels', () => {
    withBoxSize(() => {
      drawing = openFirstSection()
      const view = viewOfBox(model.extent, firstSection)
      drawing.previewView({ ...view, x: view.x + 1 })
      expect(layerMove()).not.toBe('')
    })
    // The box is another size now (no layout at all here): the pan's end draws the view.
    const view = viewOfBox(model.extent, firstSection)
    drawing?.setView({ ...view, x: view.x + 2 })
    expect(layerMove()).toBe('')
  })

  it('reads the box’s size before a zoom changes the drawing, so the zoom is laid out once, in its frame', () => {
    // Each read of the size notes the viewBox it saw: one read after the new viewBox would lay the whole drawing out there.
    const seen: (string | null | undefined)[] = []
    Object.defineProperty(host, 'clientWidth', {
      configurable: true,
      get: () => {
        seen.push(host.querySelector('svg')?.getAttribute('viewBox'))
        return 400
      },
    })
    Object.defineProperty(host, 'clientHeight', { configurable: true, value: 300 })
    try {
      drawing = drawSeatMap(host, model, () => 'available', 'map')
      drawing.setMode('seats')
      drawing.setView(model.extent)
      const whole = host.querySelector('svg')?.getAttribute('viewBox')
      seen.length = 0
      drawing.setView(viewOfBox(model.extent, firstSection))
      expect(host.querySelector('svg')?.getAttribute('viewBox')).not.toBe(whole)
      expect(seen.filter((viewBox) => viewBox !== whole)).toEqual([])
    } finally {
      Reflect.deleteProperty(host, 'clientWidth')
      Reflect.deleteProperty(host, 'clientHeight')
    }
  })

  it('forgets what was waiting once the map is back on its overview', async () => {
    drawing = openFirstSection()
    drawing.setView(model.extent)
    const drawn = drawnSeats()
    expect(drawn).toBeLessThan(2000)
    drawing.setMode('overview')
    await nextFrame()
    await nextFrame()
    expect(drawnSeats()).toBe(drawn)
  })
})
