import { SeatAttribute } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../i18n/create-i18n'
import { ALL_CATALOGUES } from '../../test/all-catalogues'
import { translatorOf } from '../i18n/translate'
import { seatName } from './seat-name'
import { cinemaPlan } from './test-support/plans'

const seat = cinemaPlan().sections[0]?.groups[0]?.rows[4]?.seats[6]

describe('§3/§4 accessible seat names', () => {
  it('says row, seat and state in the visitor language', () => {
    if (seat === undefined) throw new Error('no seat')
    expect(seatName(translatorOf(createI18n('he', ALL_CATALOGUES)), seat, 'available', false)).toBe('שורה ה, כיסא 7, פנוי')
    expect(seatName(translatorOf(createI18n('en', ALL_CATALOGUES)), seat, 'blocked', true)).toBe(
      'אולם 1, row ה, seat 7, blocked (no single seat may be left)',
    )
    expect(
      seatName(translatorOf(createI18n('ru', ALL_CATALOGUES)), { ...seat, attributes: [SeatAttribute.handicap] }, 'selected', false),
    ).toBe('Ряд ה, место 7, выбрано, Место для кресла-коляски')
  })
})

describe('§3 a seat’s price in its name', () => {
  it('says the price the page gives after the state, before the attributes', () => {
    if (seat === undefined) throw new Error('no seat')
    const t = translatorOf(createI18n('en', ALL_CATALOGUES))
    expect(seatName(t, { ...seat, attributes: [SeatAttribute.handicap] }, 'available', false, 'from ₪40.00')).toBe(
      'Row ה, seat 7, available, from ₪40.00, Wheelchair space',
    )
  })
})
