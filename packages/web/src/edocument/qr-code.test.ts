import { describe, expect, it } from 'vitest'
import { qrPicture } from './qr-code'

const darkCells = (path: string): Set<string> => new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`))

/** A ticket reference as the box office signs it: the ticket identifier, '.', 20 upper-case hex digits. */
const REFERENCE = 'KR-ABCDEFGH-01.0123456789ABCDEF0123'

describe('§2 the e-ticket QR code', () => {
  it('is a version-1 square (21 modules) for a short text, with a 4-module quiet zone', () => {
    expect(qrPicture('R1001').size).toBe(29)
  })

  it('draws the three finder patterns: dark corners, a light ring inside', () => {
    const picture = qrPicture(REFERENCE)
    const cells = darkCells(picture.path)
    expect(cells.has('4,4')).toBe(true)
    expect(cells.has('5,5')).toBe(false)
    expect(cells.has('6,6')).toBe(true)
    expect(cells.has(`${picture.size - 5},4`)).toBe(true)
    expect(cells.has(`4,${picture.size - 5}`)).toBe(true)
  })

  it('writes a ticket reference in the alphanumeric mode: version 2 (25 modules), where bytes would need version 3', () => {
    expect(qrPicture(REFERENCE).size).toBe(25 + 8)
    expect(qrPicture(REFERENCE.toLowerCase()).size).toBe(29 + 8)
  })

  it('differs for different texts', () => {
    expect(qrPicture('KR-ABCDEFGH-01.0123456789ABCDEF0123').path).not.toBe(qrPicture('KR-ABCDEFGH-02.0123456789ABCDEF0123').path)
  })
})
