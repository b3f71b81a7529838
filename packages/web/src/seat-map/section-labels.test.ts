import { demoCatalog, seatPlanOfLayout } from '@kartis/api-adapter'
import { describe, expect, it } from 'vitest'
import { buildMapModel, type MapModel } from './map-model'
import { frameCentre, rotateAbout, type Frame, type Point } from './plan-geometry'
import {
  labelBox,
  labelsOverlap,
  overviewLabels,
  polygonsOverlap,
  separateLabels,
  shortName,
  type LabelledSection,
  type TextLabel,
} from './section-labels'
import { cinemaPlan } from './test-support/plans'

/** The demo box office's 20,000-seat arena (venue type 5), as the storefront receives its plan. */
const buildDemoArena = (): MapModel => {
  const entry = demoCatalog().venues.find(({ venue }) => venue.venueTypeId === 5)
  if (entry?.plan === undefined || entry.plan === null) throw new Error('the demo catalogue has no arena plan')
  return buildMapModel(seatPlanOfLayout(entry.plan, 'available'))
}
let arena: MapModel | null = null
/** The demo arena's model, built once for the tests that read it. */
const demoArena = (): MapModel => (arena ??= buildDemoArena())

const shown = (labels: readonly (TextLabel | null)[]): TextLabel[] => labels.filter((label) => label !== null)

/** The pairs of labels whose text boxes overlap, by text (labels sorted by left edge, so only neighbours are compared). */
const overlaps = (labels: readonly TextLabel[]): string[] => {
  const boxes = labels
    .map((label) => ({ label, box: labelBox(label) }))
    .map(({ label, box }) => ({ label, box, left: Math.min(...box.map((p) => p.x)), right: Math.max(...box.map((p) => p.x)) }))
    .sort((a, b) => a.left - b.left)
  const pairs: string[] = []
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      if (b.left >= a.right) break
      if (polygonsOverlap(a.box, b.box)) pairs.push(`${a.label.text} × ${b.label.text}`)
    }
  })
  return pairs
}

/** Every row name the model writes, as text labels. */
const rowTexts = (model: MapModel): TextLabel[] =>
  model.reserved.flatMap((entry) =>
    entry.rowLabels.flatMap((label) => label.positions.map((at) => ({ text: label.name, x: at.x, y: at.y, size: label.size, angle: 0 }))),
  )

/** A label as the map shows it at a zoom: every length of the plan scaled alike about the origin. */
const zoomed = (label: TextLabel, zoom: number): TextLabel => ({ ...label, x: label.x * zoom, y: label.y * zoom, size: label.size * zoom })

/** Whether a plan point lies inside a turned frame: turned back with it, it is within the frame's rectangle. */
const insideFrame = (frame: Frame, point: Point): boolean => {
  const local = rotateAbout(point, frameCentre(frame), -frame.angle)
  const slack = 1e-6
  return (
    local.x >= frame.x - slack &&
    local.x <= frame.x + frame.width + slack &&
    local.y >= frame.y - slack &&
    local.y <= frame.y + frame.height + slack
  )
}

describe('§3 section labels', () => {
  it('tells overlapping boxes from separate ones, turned or not', () => {
    const a: TextLabel = { text: 'גוש 113', x: 0, y: 0, size: 10, angle: 0 }
    const box = labelBox(a)
    const w = Math.max(...box.map((p) => p.x)) - Math.min(...box.map((p) => p.x))
    const h = Math.max(...box.map((p) => p.y)) - Math.min(...box.map((p) => p.y))
    expect(w).toBeGreaterThan(h)
    expect(labelsOverlap(a, { ...a, x: w * 0.95 })).toBe(true)
    expect(labelsOverlap(a, { ...a, x: w * 1.05 })).toBe(false)
    expect(labelsOverlap(a, { ...a, y: h * 0.95 })).toBe(true)
    expect(labelsOverlap(a, { ...a, y: h * 1.05 })).toBe(false)
    // Turned upright, two labels clear each other a little more than a line's height apart, where unturned ones meet.
    expect(labelsOverlap({ ...a, angle: 90 }, { ...a, angle: 90, x: h * 1.05 })).toBe(false)
    expect(labelsOverlap(a, { ...a, x: h * 1.05 })).toBe(true)
    // Diagonal boxes whose axis-aligned boxes meet, but which do not: side by side across their short sides.
    const step = h * 1.05 * Math.SQRT1_2
    expect(polygonsOverlap(labelBox({ ...a, angle: 45 }), labelBox({ ...a, angle: 45, x: step, y: -step }))).toBe(false)
    expect(polygonsOverlap(labelBox({ ...a, angle: 45 }), labelBox({ ...a, angle: 45, x: step / 2, y: -step / 2 }))).toBe(true)
  })

  it('shortens a numbered section name to its number, and leaves other names whole', () => {
    expect(shortName('גוש 113')).toBe('113')
    expect(shortName('Block 7A')).toBe('7A')
    expect(shortName('יציע מזרחי')).toBe('יציע מזרחי')
    expect(shortName('אולם')).toBe('אולם')
  })

  it('shrinks, then leaves out, a label that would overlap one placed before it', () => {
    const a: TextLabel = { text: 'AB', x: 0, y: 0, size: 10, angle: 0 }
    const [first, second, third] = separateLabels([a, { ...a, x: 12.5 }, { ...a, x: 3 }])
    expect(first).toEqual(a)
    expect(second?.size).toBeLessThan(10)
    expect(second?.size).toBeGreaterThanOrEqual(6)
    expect(third).toBeNull()
  })

  it('on the demo arena, no two section labels overlap, on the overview or over the seats, at any zoom', () => {
    const model = demoArena()
    expect(model.overview).toBe(true)
    const overview = shown(model.overviewLabels)
    // Over the seats the section names and the row names are written together.
    const seats = [...shown(model.sectionLabels), ...rowTexts(model)]
    expect(overview).toHaveLength(40)
    expect(seats.length).toBeGreaterThan(40 * 20)
    for (const labels of [overview, seats])
      for (const zoom of [1, 1.5, 2.25, 6, 40]) expect(overlaps(labels.map((label) => zoomed(label, zoom)))).toEqual([])
  })

  it('on the demo arena overview, no block covers another (their labels could not stay apart otherwise)', () => {
    const blocks = demoArena().reserved.map(({ section, frame }) => ({
      name: section.name,
      corners: [
        { x: frame.x, y: frame.y },
        { x: frame.x + frame.width, y: frame.y },
        { x: frame.x + frame.width, y: frame.y + frame.height },
        { x: frame.x, y: frame.y + frame.height },
      ].map((corner) => rotateAbout(corner, frameCentre(frame), frame.angle)),
    }))
    expect(blocks).toHaveLength(40)
    const covering = blocks.flatMap((a, i) =>
      blocks
        .slice(i + 1)
        .filter((b) => polygonsOverlap(a.corners, b.corners))
        .map((b) => `${a.name} × ${b.name}`),
    )
    expect(covering).toEqual([])
  })

  it('names every section of the demo arena over its seats, and most of its rows at both ends', () => {
    const model = demoArena()
    expect(shown(model.sectionLabels)).toHaveLength(40)
    // Rows of sections that overlap a neighbour lose the names that would meet its own.
    expect(rowTexts(model).length).toBeGreaterThan(40 * 20 * 2 * 0.9)
  })

  it('names every block of the demo arena overview inside its block, upright, as its section number', () => {
    const model = demoArena()
    expect(shown(model.overviewLabels)).toHaveLength(model.reserved.length)
    model.reserved.forEach((entry, position) => {
      const label = model.overviewLabels[position]
      expect(label?.text).toBe(shortName(entry.section.name))
      expect(label?.angle).toBe(0)
      expect(label?.size).toBeGreaterThanOrEqual(12)
      if (label !== null && label !== undefined) for (const corner of labelBox(label)) expect(insideFrame(entry.frame, corner)).toBe(true)
    })
  })

  it('writes whole names on an overview whose blocks have room for them', () => {
    const wide = (x: number, angle: number): LabelledSection => {
      const frame = { x, y: 100, width: 300, height: 120, angle }
      return { section: { name: `גוש ${x}` }, frame, bounds: frame }
    }
    expect(overviewLabels([wide(0, 0), wide(400, 30)]).map((label) => label?.text)).toEqual(['גוש 0', 'גוש 400'])
  })

  it('writes no section name over a lone plan-wide section', () => {
    expect(buildMapModel(cinemaPlan()).sectionLabels).toEqual([])
  })
})
