import { describe, expect, it } from 'vitest'
import { creditSmsText, newCreditCode } from './credit-code'

const FORMAT = /^CR-(?:[0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{4}$/

describe('newCreditCode', () => {
  it('is CR- and seven groups of four Crockford base32 letters, different every time', () => {
    const codes = Array.from({ length: 200 }, () => newCreditCode())
    for (const code of codes) expect(code).toMatch(FORMAT)
    expect(new Set(codes).size).toBe(codes.length)
  })

  it('spells its random bytes (140 of their 144 bits), so every bit of randomness reaches the code', () => {
    expect(newCreditCode((size) => new Uint8Array(size))).toBe('CR-0000-0000-0000-0000-0000-0000-0000')
    expect(newCreditCode((size) => new Uint8Array(size).fill(0xff))).toBe('CR-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ')
    // 0b00001 00010 … : the first byte 0x08 and second 0x86 give letters 1 and 2.
    const bytes = new Uint8Array(18)
    bytes[0] = 0x08
    bytes[1] = 0x86
    expect(newCreditCode(() => bytes).slice(0, 7)).toBe('CR-1230')
  })
})

describe('creditSmsText', () => {
  it('names the reservation, the amount in shekels and the code', () => {
    const text = creditSmsText({ code: 'CR-AAAA', reservationIdentifier: 'KR-1', amountShekels: 69 })
    expect(text).toContain('KR-1')
    expect(text).toContain('₪69.00')
    expect(text).toContain('CR-AAAA')
  })
})
