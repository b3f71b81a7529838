import { describe, expect, it } from 'vitest'
import { addLocale, createI18n, holdsLocale } from './create-i18n'
import { en } from './locales/en'
import { he } from './locales/he'

describe('§1 the console fetches a language’s texts when it is chosen', () => {
  it('holds Hebrew from the start and falls back to it for a language not fetched yet', () => {
    const i18n = createI18n('en')
    expect(holdsLocale(i18n, 'he')).toBe(true)
    expect(holdsLocale(i18n, 'en')).toBe(false)
    expect(i18n.t('login.title')).toBe(he.login.title)
  })

  it('adds a fetched language with the storefront’s error texts, the console’s own over them', async () => {
    const i18n = createI18n('he')
    await addLocale(i18n, 'en')
    expect(holdsLocale(i18n, 'en')).toBe(true)
    await i18n.changeLanguage('en')
    expect(i18n.t('login.title')).toBe(en.login.title)
    expect(i18n.t('errors.PERMISSION_DENIED')).not.toBe(i18n.t('errors.PERMISSION_DENIED', { lng: 'he' }))
    expect(i18n.t('errors.generic')).toBe(en.errors.generic)
  })
})
