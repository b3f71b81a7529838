import * as O from 'fp-ts/Option'

/** A colour as #RRGGBB, upper case (a cast inside this module creates it). */
export type HexColour = string & { readonly __brand: 'HexColour' }

const HEX = /^#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/

/** §2 theme colour: reads #RRGGBB or #RGB (any case) as #RRGGBB in upper case; none for anything else. */
export const parseHexColour = (text: string): O.Option<HexColour> => {
  const trimmed = text.trim()
  const match = HEX.exec(trimmed)
  const digits = match?.[1]
  if (digits === undefined) return O.none
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits
  return O.some(`#${full.toUpperCase()}` as HexColour)
}

const channel = (colour: HexColour, index: number): number => {
  const value = Number.parseInt(colour.slice(1 + index * 2, 3 + index * 2), 16) / 255
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
}

/** §2 theme colour (WCAG 2.x): the relative luminance of a colour, 0 (black) to 1 (white). */
export const relativeLuminance = (colour: HexColour): number =>
  0.2126 * channel(colour, 0) + 0.7152 * channel(colour, 1) + 0.0722 * channel(colour, 2)

/** §2 theme colour (WCAG 2.x): the contrast ratio of two colours, 1 to 21, the same whichever comes first. */
export const contrastRatio = (a: HexColour, b: HexColour): number => {
  const la = relativeLuminance(a)
  const lb = relativeLuminance(b)
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** WCAG 2.x level AA for normal text: at least 4.5 to 1. */
export const WCAG_AA_NORMAL_TEXT = 4.5

/**
 * §2 theme colour: whether text in one colour on the other meets WCAG AA for normal text. The
 * ratio is compared as shown (two decimals, rounded down), so a refusal never names "4.50".
 */
export const meetsWcagAa = (a: HexColour, b: HexColour): boolean => Math.floor(contrastRatio(a, b) * 100) / 100 >= WCAG_AA_NORMAL_TEXT

/** §2 theme colour: the ratio as a message shows it, two decimals rounded down (4.499 is "4.49", never "4.50"). */
export const formatContrastRatio = (ratio: number): string => (Math.floor(ratio * 100) / 100).toFixed(2)
