const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)

/** What a placeholder shows: a feature's poster (portrait) or a product's tile (square). */
export type PlaceholderKind = 'feature' | 'product'

const SIZES: Readonly<Record<PlaceholderKind, { readonly width: number; readonly height: number }>> = {
  feature: { width: 400, height: 600 },
  product: { width: 400, height: 400 },
}

/** Characters on one line of the title before it wraps. */
const LINE_LENGTH = 14
const MAX_LINES = 4

/** §7 the title in lines of whole words (a word longer than a line is cut), at most MAX_LINES. */
export const titleLines = (name: string): readonly string[] => {
  const lines: string[] = []
  for (const word of name
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '')) {
    const last = lines.at(-1)
    if (last !== undefined && last.length + 1 + word.length <= LINE_LENGTH) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word.length > LINE_LENGTH ? `${word.slice(0, LINE_LENGTH - 1)}…` : word)
  }
  if (lines.length <= MAX_LINES) return lines
  return [...lines.slice(0, MAX_LINES - 1), `${lines[MAX_LINES - 1] ?? ''}…`]
}

/** §7 the colours of an id: hues a golden angle apart for neighbouring ids, so posters differ. */
export const placeholderColours = (id: number): { readonly from: string; readonly to: string; readonly accent: string } => {
  const hue = Math.round((((id * 137.508) % 360) + 360) % 360)
  return {
    from: `hsl(${hue}, 62%, 38%)`,
    to: `hsl(${(hue + 40) % 360}, 70%, 16%)`,
    accent: `hsl(${(hue + 180) % 360}, 85%, 70%)`,
  }
}

/**
 * §7 GET features/{id}/placeholderImage and /products/{id}/image: a generated SVG poster
 * with the Hebrew name (right to left), colours derived from the id, and no external
 * fonts or images (system fonts only), so it renders offline and identically for an id.
 */
export const placeholderSvg = (kind: PlaceholderKind, id: number, name: string): string => {
  const { width, height } = SIZES[kind]
  const { from, to, accent } = placeholderColours(id)
  const lines = titleLines(name)
  const fontSize = kind === 'feature' ? 40 : 34
  const lineHeight = Math.round(fontSize * 1.25)
  const top = height / 2 - ((lines.length - 1) * lineHeight) / 2
  const text = lines.map((line, i) => `<text x="${width / 2}" y="${top + i * lineHeight}">${escapeXml(line)}</text>`).join('')
  const gradient = `g-${kind}-${id}`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${gradient})"/>` +
    `<rect x="16" y="16" width="${width - 32}" height="${height - 32}" fill="none" stroke="${accent}" stroke-width="3" rx="10"/>` +
    `<circle cx="${width / 2}" cy="${kind === 'feature' ? 110 : 80}" r="${kind === 'feature' ? 36 : 26}" fill="${accent}" opacity="0.85"/>` +
    `<g fill="#ffffff" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" direction="rtl" dominant-baseline="middle">${text}</g>` +
    `<text x="${width / 2}" y="${height - 40}" fill="#FFC500" font-family="Arial, Helvetica, sans-serif" font-size="22" text-anchor="middle" direction="rtl">כרטיס</text>` +
    `</svg>`
  )
}
