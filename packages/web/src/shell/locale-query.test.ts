import { describe, expect, it } from 'vitest'
import { keptLangSearch, localeQuery, requestedLocale, withLang } from './locale-query'

describe('§2 the lang query parameter', () => {
  it('reads each of the four locales', () => {
    for (const locale of ['he', 'en', 'ru', 'ar'] as const) {
      expect(localeQuery(`?lang=${locale}`)).toEqual({ kind: 'locale', locale })
    }
  })

  it('is absent when not given, and invalid for any other value (exact, lower case)', () => {
    expect(localeQuery('?order=1')).toEqual({ kind: 'absent' })
    expect(localeQuery('?lang=fr')).toEqual({ kind: 'invalid', value: 'fr' })
    expect(localeQuery('?lang=EN')).toEqual({ kind: 'invalid', value: 'EN' })
    expect(localeQuery('?lang=')).toEqual({ kind: 'invalid', value: '' })
  })

  it('asks for Hebrew when absent or invalid', () => {
    expect(requestedLocale('')).toBe('he')
    expect(requestedLocale('?lang=xx')).toBe('he')
    expect(requestedLocale('?lang=ru')).toBe('ru')
  })

  it('is set for a locale, and removed for the default one, keeping other parameters', () => {
    expect(withLang('?order=1', 'ar')).toBe('?order=1&lang=ar')
    expect(withLang('?order=1&lang=ar', 'en')).toBe('?order=1&lang=en')
    expect(withLang('?lang=ar', 'he')).toBe('')
  })

  it('is kept on links only when valid', () => {
    expect(keptLangSearch('?lang=ru&order=1')).toBe('?lang=ru')
    expect(keptLangSearch('?lang=xx')).toBe('')
    expect(keptLangSearch('')).toBe('')
  })
})
