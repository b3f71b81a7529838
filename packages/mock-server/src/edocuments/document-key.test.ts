import { describe, expect, it } from 'vitest'
import { documentKeyOf, reservationOfDocumentKey } from './document-key'

const SECRET = 'secret'

describe('§2 e-document keys', () => {
  it('are the reservation identifier and a 16-hex-digit token only the server’s secret gives', () => {
    const key = documentKeyOf('KR-ABCDEFGH', SECRET)
    expect(key).toMatch(/^KR-ABCDEFGH-[0-9a-f]{16}$/)
    expect(reservationOfDocumentKey(key, SECRET)).toBe('KR-ABCDEFGH')
  })

  it('are the keys the confirmation SMS has always sent (HMAC-SHA256 of the identifier), so earlier links still open', () => {
    expect(documentKeyOf('KR-ABCDEFGH', SECRET)).toBe('KR-ABCDEFGH-2c5bd5844eb5f354')
  })

  it('refuse a key signed with another secret, an altered token or identifier, a token alone and no token', () => {
    const key = documentKeyOf('KR-ABCDEFGH', SECRET)
    const last = key.at(-1) === '0' ? '1' : '0'
    expect(reservationOfDocumentKey(key, 'another secret')).toBeNull()
    expect(reservationOfDocumentKey(`${key.slice(0, -1)}${last}`, SECRET)).toBeNull()
    expect(reservationOfDocumentKey(key.replace('KR-ABCDEFGH', 'KR-ABCDEFGJ'), SECRET)).toBeNull()
    expect(reservationOfDocumentKey(key.slice(key.lastIndexOf('-')), SECRET)).toBeNull()
    expect(reservationOfDocumentKey('KR-ABCDEFGH', SECRET)).toBeNull()
    expect(reservationOfDocumentKey('', SECRET)).toBeNull()
  })

  it('refuse another reservation’s token', () => {
    const other = documentKeyOf('KR-ZZZZZZZZ', SECRET)
    const token = other.slice(other.lastIndexOf('-'))
    expect(reservationOfDocumentKey(`KR-ABCDEFGH${token}`, SECRET)).toBeNull()
  })

  it('refuse a token of another length (a prefix of the right one, or the right one and more)', () => {
    const key = documentKeyOf('KR-ABCDEFGH', SECRET)
    expect(reservationOfDocumentKey(key.slice(0, -1), SECRET)).toBeNull()
    expect(reservationOfDocumentKey(`${key}0`, SECRET)).toBeNull()
  })
})
