import * as O from 'fp-ts/Option'
import {
  DEFAULT_THEME_COLOUR,
  DEFAULT_THEME_TEXT_COLOUR,
  contrastRatio as ratioOf,
  parseHexColour,
  relativeLuminance as luminanceOf,
  type HexColour,
} from '@kartis/core'

/** §9 the theme colour (also the browser's theme-color). */
export const THEME_COLOUR = DEFAULT_THEME_COLOUR

/** Text and icons drawn on the theme colour: dark, for contrast (yellow with white text fails WCAG). */
export const INK = DEFAULT_THEME_TEXT_COLOUR

/** A #RRGGBB colour as the core reads it; a RangeError for anything else (the theme's colours are constants: a bad one is a bug). */
const hexColourOf = (hex: string): HexColour => {
  const parsed = parseHexColour(hex)
  if (!/^#[0-9a-fA-F]{6}$/.test(hex) || O.isNone(parsed)) throw new RangeError(`not a #RRGGBB colour: ${hex}`)
  return parsed.value
}

/** WCAG 2 relative luminance of a #RRGGBB colour (the core's, which also judges venues' theme colours). */
export const relativeLuminance = (hex: string): number => luminanceOf(hexColourOf(hex))

/** WCAG 2 contrast ratio of two #RRGGBB colours (1 to 21; the core's). */
export const contrastRatio = (a: string, b: string): number => ratioOf(hexColourOf(a), hexColourOf(b))
