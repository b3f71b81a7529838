import { describe, expect, it } from 'vitest'
import { en } from './locales/en'
import { he } from './locales/he'
import { ru } from './locales/ru'
import { loadCatalogue, loadedCatalogue } from './languages'

describe('§1 catalogues fetched on demand', () => {
  it('has Hebrew without fetching and fetches another language when asked', async () => {
    expect(await loadCatalogue('he')).toBe(he)
    expect(await loadCatalogue('en')).toBe(en)
  })

  it('gives the fallback page Hebrew until a language has been fetched, then that language', async () => {
    expect(loadedCatalogue('ru')).toBe(he)
    await loadCatalogue('ru')
    expect(loadedCatalogue('ru')).toBe(ru)
  })
})
