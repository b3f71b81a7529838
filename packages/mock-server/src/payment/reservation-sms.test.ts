import { describe, expect, it } from 'vitest'
import { confirmationSmsText, documentKeyOf, isDocumentKeyOf } from './reservation-sms'

describe('e-document keys', () => {
  it('are the reservation identifier and a token only the server’s secret gives', () => {
    const key = documentKeyOf('KR-ABCDEFGH', 'secret')
    expect(key).toMatch(/^KR-ABCDEFGH-[0-9a-f]{16}$/)
    expect(isDocumentKeyOf(key, 'secret')).toBe(true)
    expect(isDocumentKeyOf(key, 'another secret')).toBe(false)
    expect(isDocumentKeyOf('KR-ABCDEFGH-0000000000000000', 'secret')).toBe(false)
  })
})

describe('confirmationSmsText', () => {
  it('names the reservation, the show and its Jerusalem time, and links the e-ticket', () => {
    expect(
      confirmationSmsText({
        reservationIdentifier: 'KR-ABCDEFGH',
        featureName: 'המלט',
        startDateTime: '2025-07-01T20:30:00+03:00',
        siteUrl: 'https://tickets.example/',
        documentKey: 'KR-ABCDEFGH-0123456789abcdef',
      }),
    ).toBe(
      'תודה על הזמנתך! מספר הזמנה: KR-ABCDEFGH.\nהמלט, 01/07/2025 20:30.\nהכרטיסים: https://tickets.example/edocument/KR-ABCDEFGH-0123456789abcdef',
    )
  })
})
