import { describe, expect, it } from 'vitest'
import { placeholderImageUrl } from './placeholder-image'

describe('placeholderImageUrl', () => {
  it('§7 an SVG data address with the name, right to left, on the theme colour', () => {
    const url = placeholderImageUrl('פופקורן')
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true)
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1))
    expect(svg).toContain('>פופקורן</text>')
    expect(svg).toContain('direction="rtl"')
    expect(svg).toContain('#FFC500')
  })

  it('escapes markup in names', () => {
    const svg = decodeURIComponent(placeholderImageUrl('Tom & <Jerry>'))
    expect(svg).toContain('Tom &amp; &lt;Jerry&gt;')
  })
})
