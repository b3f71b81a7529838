import { describe, expect, it } from 'vitest'
import { placeholderColours, placeholderSvg, titleLines } from './placeholder-svg'

describe('placeholderSvg', () => {
  it('draws the Hebrew name right to left, escaped, with no external resource', () => {
    const svg = placeholderSvg('feature', 3, 'המסע אל הים <ו"ע>')
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).toContain('direction="rtl"')
    expect(svg).toContain('המסע אל הים')
    expect(svg).toContain('&lt;ו&quot;ע&gt;')
    expect(svg).not.toMatch(/<image|@import|url\((?!#)|href=/)
  })

  it('is a portrait poster for features and a square for products', () => {
    expect(placeholderSvg('feature', 1, 'א')).toContain('width="400" height="600"')
    expect(placeholderSvg('product', 1, 'א')).toContain('width="400" height="400"')
  })

  it('derives its colours from the id: the same id the same colours, neighbours different', () => {
    expect(placeholderColours(7)).toEqual(placeholderColours(7))
    expect(placeholderColours(7).from).not.toBe(placeholderColours(8).from)
    expect(placeholderSvg('product', 4, 'שתייה קלה')).toBe(placeholderSvg('product', 4, 'שתייה קלה'))
  })
})

describe('titleLines', () => {
  it('wraps whole words at 14 characters and keeps at most four lines', () => {
    expect(titleLines('פסטיבל אורות – הופעת ענק')).toEqual(['פסטיבל אורות –', 'הופעת ענק'])
    expect(titleLines('א ב ג ד ה ו ז ח ט י כ ל מ נ ס ע פ צ ק ר ש ת א ב ג ד ה ו ז ח ט')).toHaveLength(4)
    expect(titleLines('מילהארוכהמאודמאודשלאנגמרת')).toEqual(['מילהארוכהמאוד…'])
  })
})
