/** §9 the theme colour (also the browser's theme-color). */
export const THEME_COLOUR = '#FFC500'

/** Text and icons drawn on the theme colour: dark, for contrast (yellow with white text fails WCAG). */
export const INK = '#1A1A1A'

const channel = (hex: string, index: number): number => {
  const value = Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
}

/** WCAG 2 relative luminance of a #RRGGBB colour. */
export const relativeLuminance = (hex: string): number => {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) throw new RangeError(`not a #RRGGBB colour: ${hex}`)
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2)
}

/** WCAG 2 contrast ratio of two #RRGGBB colours (1 to 21). */
export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}
