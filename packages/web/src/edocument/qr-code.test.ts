import { describe, expect, it } from 'vitest'
import { qrPicture, ticketQrText } from './qr-code'

const darkCells = (path: string): Set<string> => new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`))

describe('§2 the e-ticket QR code', () => {
  it('is a version-1 square (21 modules) for a short text, with a 4-module quiet zone', () => {
    expect(qrPicture('R1001').size).toBe(29)
  })

  it('draws the three finder patterns: dark corners, a light ring inside', () => {
    const cells = darkCells(qrPicture('KARTIS:R1001:T1:T2').path)
    expect(cells.has('4,4')).toBe(true)
    expect(cells.has('5,5')).toBe(false)
    expect(cells.has('6,6')).toBe(true)
    const size = qrPicture('KARTIS:R1001:T1:T2').size
    expect(cells.has(`${size - 5},4`)).toBe(true)
    expect(cells.has(`4,${size - 5}`)).toBe(true)
  })

  it('differs for different texts', () => {
    expect(qrPicture('R1001').path).not.toBe(qrPicture('R1002').path)
  })

  it('names the reservation and every ticket', () => {
    expect(ticketQrText('R1001', ['T1', 'T2'])).toBe('KARTIS:R1001:T1:T2')
  })
})
