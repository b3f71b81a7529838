const UNITS = ['', 'א', 'ב', 'ג', 'ד', 'ה', 'ו', 'ז', 'ח', 'ט']
const TENS = ['', 'י', 'כ', 'ל', 'מ', 'נ', 'ס', 'ע', 'פ', 'צ']

/**
 * §1 Hebrew-first: rows named by Hebrew numerals, as halls letter them: 1 א … 10 י, 11 יא,
 * 15 טו and 16 טז (never the letters of the divine name), 20 כ … 99 צט.
 */
export const hebrewNumeral = (n: number): string => {
  if (!Number.isInteger(n) || n < 1 || n > 99) throw new RangeError(`row numbers run 1–99, got ${n}`)
  if (n % 100 === 15) return 'טו'
  if (n % 100 === 16) return 'טז'
  return `${TENS[Math.floor(n / 10)] ?? ''}${UNITS[n % 10] ?? ''}`
}
