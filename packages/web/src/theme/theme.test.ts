import { describe, expect, it } from 'vitest'
import indexHtml from '../../index.html?raw'
import { he } from '../i18n/locales/he'
import globalCss from '../styles/global.css?raw'
import shellCss from '../styles/shell.css?raw'
import tokensCss from './tokens.css?raw'
import { BREAKPOINTS, isLogoHidden, viewportOf } from './breakpoints'
import { INK, THEME_COLOUR, contrastRatio } from './colours'
import { SEAT_COLOURS, seatColourProperties } from './seat-colours'

const token = (name: string): string => {
  const match = new RegExp(`--${name}:\\s*(#[0-9A-Fa-f]{6})`).exec(tokensCss)
  if (match?.[1] === undefined) throw new Error(`--${name} is not in tokens.css`)
  // CSS colours are case-insensitive (the formatter writes them lower-case).
  return match[1].toUpperCase()
}

describe('§9 theme colour', () => {
  it('is #FFC500 in the CSS and in the document', () => {
    expect(THEME_COLOUR).toBe('#FFC500')
    expect(token('colour-theme')).toBe(THEME_COLOUR)
    expect(token('colour-ink')).toBe(INK)
    expect(indexHtml).toContain('<meta name="theme-color" content="#FFC500" />')
  })

  it('takes dark text: white on yellow fails WCAG AA, the ink passes AAA', () => {
    expect(contrastRatio('#FFFFFF', THEME_COLOUR)).toBeLessThan(4.5)
    expect(contrastRatio(INK, THEME_COLOUR)).toBeGreaterThanOrEqual(7)
  })

  it.each([
    ['text', 'background'],
    ['muted', 'background'],
    ['muted', 'surface'],
    ['link', 'background'],
  ])('--colour-%s on --colour-%s reaches 4.5:1', (fore, back) => {
    expect(contrastRatio(token(`colour-${fore}`), token(`colour-${back}`))).toBeGreaterThanOrEqual(4.5)
  })

  it.each(['error', 'success', 'ink'])('white toast text on --colour-%s reaches 4.5:1', (name) => {
    expect(contrastRatio('#FFFFFF', token(`colour-${name}`))).toBeGreaterThanOrEqual(4.5)
  })

  it('computes contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5)
    expect(() => contrastRatio('yellow', '#FFFFFF')).toThrow(RangeError)
  })
})

describe('§2 the document', () => {
  it('is not indexed, and is Hebrew, right to left, with the tagline as title', () => {
    expect(indexHtml).toContain('<meta name="robots" content="noindex" />')
    expect(indexHtml).toContain('<html lang="he" dir="rtl">')
    expect(indexHtml).toContain(`<title>${he.meta.title}</title>`)
    expect(he.meta.title).toContain('סטנדאפ')
  })
})

describe('§9 breakpoints', () => {
  it('classify viewport widths', () => {
    expect(viewportOf(390)).toBe('mobile')
    expect(viewportOf(599)).toBe('mobile')
    expect(viewportOf(600)).toBe('tablet')
    expect(viewportOf(899)).toBe('tablet')
    expect(viewportOf(900)).toBe('laptop')
    expect(viewportOf(1249)).toBe('laptop')
    expect(viewportOf(1250)).toBe('desktop')
  })

  it('hide the logo below 710 px', () => {
    expect(isLogoHidden(709)).toBe(true)
    expect(isLogoHidden(710)).toBe(false)
    expect(shellCss).toMatch(/@media \(width < 710px\) \{\s*\.site-logo \{\s*display: none;/)
  })

  it('are the only widths the CSS switches at', () => {
    const widths = [...`${globalCss}\n${shellCss}`.matchAll(/@media[^{]*?width\s*[<>]=?\s*(\d+)px/g)].map((m) => Number(m[1]))
    expect(widths.length).toBeGreaterThan(0)
    const allowed: number[] = Object.values(BREAKPOINTS)
    expect(widths.filter((width) => !allowed.includes(width))).toEqual([])
  })
})

describe('§2 seat colours per layout', () => {
  it('differ in the selected seat, slightly', () => {
    const { default: standard, legacy } = SEAT_COLOURS
    expect(legacy.selected).not.toBe(standard.selected)
    expect(contrastRatio(legacy.selected, standard.selected)).toBeLessThan(1.2)
    expect({ ...legacy, selected: '' }).toEqual({ ...standard, selected: '' })
  })

  it('keep every seat state visible on white (3:1 for graphics)', () => {
    for (const colours of Object.values(SEAT_COLOURS)) {
      for (const [state, colour] of Object.entries({ ...colours })) {
        if (state !== 'unavailable') expect(contrastRatio(colour, '#FFFFFF'), state).toBeGreaterThanOrEqual(3)
      }
    }
  })

  it('become CSS custom properties', () => {
    expect(seatColourProperties('legacy')['--seat-selected']).toBe(SEAT_COLOURS.legacy.selected)
    expect(Object.keys(seatColourProperties('default'))).toEqual([
      '--seat-available',
      '--seat-selected',
      '--seat-held',
      '--seat-unavailable',
      '--seat-blocked',
      '--seat-outline',
    ])
  })
})
