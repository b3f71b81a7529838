import { describe, expect, it } from 'vitest'
import { confirmationSmsText } from './reservation-sms'

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
