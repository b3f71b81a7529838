import { describe, expect, it } from 'vitest'
import { holdConfirmationSmsText } from './hold-sms'

const facts = {
  reservationIdentifier: 'KR-AAAAAAAA',
  featureName: 'המלט',
  startDateTime: '2025-07-01T20:00:00+03:00',
  siteUrl: 'https://kartis.example/',
  documentKey: 'KR-AAAAAAAA-0123456789abcdef',
}

describe('holdConfirmationSmsText (§4/§9)', () => {
  it('adds to the confirmation when to pay and collect: 30 minutes before the event, Jerusalem time', () => {
    expect(holdConfirmationSmsText(facts).split('\n')).toEqual([
      'תודה על הזמנתך! מספר הזמנה: KR-AAAAAAAA.',
      'המלט, 01/07/2025 20:00.',
      'הכרטיסים: https://kartis.example/edocument/KR-AAAAAAAA-0123456789abcdef',
      'ההזמנה שמורה וטרם שולמה: יש לשלם ולאסוף את הכרטיסים בקופה עד 01/07/2025 19:30 (30 דקות לפני האירוע), או לשלם באזור האישי באתר. הזמנה שלא שולמה עד אז מתבטלת.',
    ])
  })
  it('without a start time says the rule alone', () => {
    expect(
      holdConfirmationSmsText({ ...facts, startDateTime: null })
        .split('\n')
        .at(-1),
    ).toBe('ההזמנה שמורה וטרם שולמה: יש לשלם ולאסוף את הכרטיסים בקופה עד 30 דקות לפני האירוע, או לשלם באזור האישי באתר.')
  })
})
