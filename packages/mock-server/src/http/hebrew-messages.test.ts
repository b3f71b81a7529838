import { describe, expect, it } from 'vitest'
import { HEBREW_ERROR_MESSAGES } from '@kartis/api-adapter'
import { hebrewMessageOf } from './hebrew-messages'

describe('§8 hebrewMessageOf', () => {
  it('is the storefront’s Hebrew text of the code', () => {
    expect(hebrewMessageOf('TOO_MANY_REQUESTS')).toBe(HEBREW_ERROR_MESSAGES.TOO_MANY_REQUESTS)
  })

  it('fills the text’s parameters, and leaves out one it is not given', () => {
    expect(hebrewMessageOf('TOO_MANY_SEATS_HELD', { max: 30 })).toContain('30')
    expect(hebrewMessageOf('TOO_MANY_SEATS_HELD', { max: 30 })).not.toContain('{{')
    expect(hebrewMessageOf('TOO_MANY_SEATS_HELD')).not.toContain('{{')
    expect(hebrewMessageOf('SEAT_MAXIMUM_REACHED')).toBe('מספר המושבים המרבי בהזמנה:')
  })
})
