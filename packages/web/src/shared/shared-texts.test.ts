import { ERROR_CODES, LOCALES } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { ERROR_TEXTS, SEAT_MAP_TEXTS } from './index'

describe('@kartis/web/shared texts', () => {
  it.each(LOCALES)('§8 %s has a text for every error code', (locale) => {
    const missing = ERROR_CODES.filter((code) => !Object.hasOwn(ERROR_TEXTS[locale], code))
    expect(missing).toEqual([])
  })

  it.each(LOCALES)('§1 %s has the seat map texts of the storefront', (locale) => {
    expect(SEAT_MAP_TEXTS[locale].label).not.toBe('')
    expect(Object.keys(SEAT_MAP_TEXTS[locale].states)).toEqual(Object.keys(SEAT_MAP_TEXTS.he.states))
  })
})
