import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, FALLBACK_LOCALE, parseLocale, resolveLocale, textDirection } from './locale'

describe('locale (§5 he, en, ru or ar)', () => {
  it('accepts the four locales', () => {
    for (const locale of ['he', 'en', 'ru', 'ar'] as const) expect(parseLocale(locale)).toEqual(E.right(locale))
  })
  it.each(['fr', 'HE', 'he-IL', ''])('refuses %s with INVALID_LOCALE', (value) => {
    expect(parseLocale(value)).toEqual(E.left({ code: 'INVALID_LOCALE', params: { locale: value } }))
  })
  it('defaults and falls back to Hebrew (§9)', () => {
    expect(DEFAULT_LOCALE).toBe('he')
    expect(FALLBACK_LOCALE).toBe('he')
    expect(resolveLocale(undefined)).toBe('he')
    expect(resolveLocale('fr')).toBe('he')
    expect(resolveLocale('ru')).toBe('ru')
  })
  it('Hebrew and Arabic are right to left', () => {
    expect(textDirection('he')).toBe('rtl')
    expect(textDirection('ar')).toBe('rtl')
    expect(textDirection('en')).toBe('ltr')
    expect(textDirection('ru')).toBe('ltr')
  })
})
