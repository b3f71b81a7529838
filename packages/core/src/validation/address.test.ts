import { describe, expect, it } from 'vitest'
import { sanitizeAddress } from './address'

describe("address (§5 '#' characters are removed)", () => {
  it('removes every # and trims', () => {
    expect(sanitizeAddress('הרצל 12 #3')).toBe('הרצל 12 3')
    expect(sanitizeAddress('#Dizengoff ##50#')).toBe('Dizengoff 50')
    expect(sanitizeAddress('רחוב הגפן 7')).toBe('רחוב הגפן 7')
  })
})
