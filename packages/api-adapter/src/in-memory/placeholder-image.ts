/** §9 the theme colour (#FFC500) the placeholders are drawn in. */
const THEME_COLOUR = '#FFC500'

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/**
 * §7 features/{id}/placeholderImage and products/{id}/image in memory: an SVG placeholder
 * with the item's name (right to left, as Hebrew is written) on the theme colour, as a data:
 * address an <img> can show without a server.
 */
export const placeholderImageUrl = (name: string): string => {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600">` +
    `<rect width="400" height="600" fill="${THEME_COLOUR}"/>` +
    `<text x="200" y="300" direction="rtl" text-anchor="middle" font-family="sans-serif" font-size="28" fill="#1a1a1a">${escapeXml(name)}</text>` +
    `</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
