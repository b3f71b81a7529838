import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RESERVATION_IDENTIFIER_PATTERN, randomReservationIdentifier, reservationIdentifierFrom, ticketIdentifier } from './identifiers'

describe('reservation identifiers', () => {
  it('encodes 40 bits as KR- and 8 Crockford base32 characters', () => {
    expect(reservationIdentifierFrom(new Uint8Array([0, 0, 0, 0, 0]))).toBe('KR-00000000')
    expect(reservationIdentifierFrom(new Uint8Array([255, 255, 255, 255, 255]))).toBe('KR-ZZZZZZZZ')
    expect(reservationIdentifierFrom(new Uint8Array([0, 0, 0, 0, 33]))).toBe('KR-00000011')
  })

  it('gives distinct identifiers for distinct bytes, always in the pattern', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 5, maxLength: 5 }), fc.uint8Array({ minLength: 5, maxLength: 5 }), (a, b) => {
        const [ia, ib] = [reservationIdentifierFrom(a), reservationIdentifierFrom(b)]
        expect(ia).toMatch(RESERVATION_IDENTIFIER_PATTERN)
        expect(ia === ib).toBe(a.every((byte, i) => byte === b[i]))
      }),
    )
  })

  it('draws random identifiers in the pattern', () => {
    expect(randomReservationIdentifier()).toMatch(RESERVATION_IDENTIFIER_PATTERN)
  })

  it('numbers ticket identifiers from 01 after the reservation', () => {
    expect(ticketIdentifier('KR-7G4KX2MQ', 1)).toBe('KR-7G4KX2MQ-01')
    expect(ticketIdentifier('KR-7G4KX2MQ', 120)).toBe('KR-7G4KX2MQ-120')
  })
})
