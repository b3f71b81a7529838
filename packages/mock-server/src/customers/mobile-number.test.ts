import { describe, expect, it } from 'vitest'
import { israeliMobileOf } from './mobile-number'

describe('israeliMobileOf (libphonenumber-js, Israeli mobile ranges)', () => {
  it('reads the local and the international forms as 05XXXXXXXX (+972 shown as 0)', () => {
    for (const typed of ['0527654321', '052-765-4321', ' 052 7654321 ', '+972527654321', '+972-52-765-4321', '00972527654321'])
      expect(israeliMobileOf(typed)).toBe('0527654321')
  })

  it('refuses landlines, numbers in no mobile range, foreign numbers and text', () => {
    for (const typed of ['035123456', '0521234567', '0501234567', '+14155550123', '', 'שלום', '05276543210'])
      expect(israeliMobileOf(typed)).toBeNull()
  })
})
