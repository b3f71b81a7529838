import { describe, expect, it } from 'vitest'
import { reservationIdOfDocumentKey } from './document-key'

describe('§2 the e-document key', () => {
  it('drops the box office token after the reservation identifier', () => {
    expect(reservationIdOfDocumentKey('K7Q2M9-0123456789abcdef')).toBe('K7Q2M9')
  })
  it('takes a bare reservation identifier as it is', () => {
    expect(reservationIdOfDocumentKey('K7Q2M9')).toBe('K7Q2M9')
  })
  it('keeps a dash that is not followed by a token', () => {
    expect(reservationIdOfDocumentKey('A-12')).toBe('A-12')
  })
  it('is none for an empty key or a token alone', () => {
    expect(reservationIdOfDocumentKey('  ')).toBeNull()
    expect(reservationIdOfDocumentKey('-0123456789abcdef')).toBeNull()
  })
})
