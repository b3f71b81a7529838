import { beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The unit tests share their modules (isolate: false), so another file may already have fetched a
 * language into the module's cache: each test reads a copy of the modules of its own.
 */
const freshModules = async () => ({
  languages: await import('./languages'),
  he: (await import('./locales/he')).he,
  en: (await import('./locales/en')).en,
  ru: (await import('./locales/ru')).ru,
})

describe('§1 catalogues fetched on demand', () => {
  beforeEach(() => {
    vi.resetModules()
  })

  it('has Hebrew without fetching and fetches another language when asked', async () => {
    const { languages, he, en } = await freshModules()
    expect(await languages.loadCatalogue('he')).toBe(he)
    expect(await languages.loadCatalogue('en')).toBe(en)
  })

  it('gives the fallback page Hebrew until a language has been fetched, then that language', async () => {
    const { languages, he, ru } = await freshModules()
    expect(languages.loadedCatalogue('ru')).toBe(he)
    await languages.loadCatalogue('ru')
    expect(languages.loadedCatalogue('ru')).toBe(ru)
  })
})
