import { demoVenues } from '@kartis/api-adapter'
import { LOCALES, publicVenueSettings, type PublicVenueSettings, type VenueSettings } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { ALL_CATALOGUES } from '../../test/all-catalogues'
import { customerHe } from '../customers/texts/he'
import { CUSTOMER_NAMESPACE, loadCustomerTexts } from '../customers/texts/customer-texts'
import { createI18n } from '../i18n/create-i18n'
import { leaves } from '../i18n/catalogue-checks'
import { he } from '../i18n/locales/he'
import { DEFAULT_PUBLIC_VENUE } from './venue-store'
import { PRODUCT_NAMESPACE, addVenueTexts, overlaid, venueOverridesOf } from './venue-texts'

const demo = (slug: string): PublicVenueSettings => {
  const found = demoVenues().find((venue: VenueSettings) => venue.slug === slug)
  if (found === undefined) throw new Error(`no demo venue ${slug}`)
  return publicVenueSettings(found)
}

const withOverrides = (textOverrides: PublicVenueSettings['textOverrides']): PublicVenueSettings => ({
  ...demo('theatre'),
  textOverrides,
})

const placeholders = (text: string): string =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)]
    .map((match) => match[1] ?? '')
    .sort()
    .join()

describe('issue 15 §3 the demo venues’ overrides', () => {
  const productTexts = new Map(leaves(he))
  const customerTexts = new Map(leaves(customerHe))
  const hebrewOf = (key: string): string | undefined =>
    key.startsWith(`${CUSTOMER_NAMESPACE}:`) ? customerTexts.get(key.slice(CUSTOMER_NAMESPACE.length + 1)) : productTexts.get(key)

  it.each(demoVenues().map((venue) => [venue.slug, venue] as const))(
    '%s: every key is a text of the Hebrew catalogue, with the same values interpolated',
    (_slug, venue) => {
      const problems = Object.entries(venue.textOverrides).flatMap(([locale, texts]) =>
        Object.entries(texts ?? {}).flatMap(([key, text]) => {
          const hebrew = hebrewOf(key)
          if (hebrew === undefined) return [`${locale} ${key}: not a Hebrew catalogue text`]
          return placeholders(hebrew) === placeholders(text) ? [] : [`${locale} ${key}: {${placeholders(text)}}`]
        }),
      )
      expect(problems).toEqual([])
    },
  )

  it('words each venue in Hebrew and English (and the festival in Arabic)', () => {
    for (const venue of demoVenues()) {
      expect(Object.keys(venue.textOverrides.he ?? {}).length).toBeGreaterThan(3)
      expect(Object.keys(venue.textOverrides.en ?? {}).length).toBeGreaterThan(3)
    }
    expect(demo('festival').textOverrides.ar?.['pages.home.title']).toBe('عروض المهرجان')
  })
})

describe('issue 15 §3 overrides layered over the product catalogues', () => {
  it('shows the venue’s text where it has one and the product’s elsewhere, never a key', () => {
    const i18n = createI18n('he', {}, demo('theatre'))
    expect(i18n.t('pages.home.title')).toBe('ההצגות בעונה')
    expect(i18n.t('brand.name')).toBe('תיאטרון העיר')
    expect(i18n.t('pages.checkout.title')).toBe(he.pages.checkout.title)
  })

  it('switching language shows that language’s overrides, and the product’s text where it has none', () => {
    const i18n = createI18n(
      'en',
      { en: ALL_CATALOGUES.en },
      withOverrides({ he: { 'nav.cart': 'הסל שלי' }, en: { 'pages.home.title': 'On stage' } }),
    )
    expect(i18n.t('pages.home.title')).toBe('On stage')
    // No English override of the cart: the English product text, not the Hebrew override.
    expect(i18n.t('nav.cart')).toBe(ALL_CATALOGUES.en.nav.cart)
    void i18n.changeLanguage('he')
    expect(i18n.t('nav.cart')).toBe('הסל שלי')
    expect(i18n.t('pages.home.title')).toBe(he.pages.home.title)
  })

  it('a catalogue fetched later gets its overrides too', () => {
    const i18n = createI18n('he', {}, withOverrides({ en: { 'footer.tagline': 'Plays every night' } }))
    addVenueTexts(i18n, 'en', PRODUCT_NAMESPACE, ALL_CATALOGUES.en)
    void i18n.changeLanguage('en')
    expect(i18n.t('footer.tagline')).toBe('Plays every night')
  })

  it('overrides the customer texts by customer:key', async () => {
    const i18n = createI18n('he', {}, demo('cinema'))
    await loadCustomerTexts(i18n, 'he')
    expect(i18n.t('customer:holds.message', { replace: { deadline: '20:30' } })).toContain('בקופת הקולנוע')
    expect(i18n.t('customer:holds.legend')).toBe(customerHe.holds.legend)
  })

  it('never changes the product catalogue, and ignores keys the catalogue lacks', () => {
    const before = JSON.stringify(he)
    const copy = overlaid(
      he,
      new Map([
        ['brand.name', 'X'],
        ['no.such.key', 'Y'],
        ['pages', 'Z'],
      ]),
    )
    expect(copy.brand.name).toBe('X')
    expect(JSON.stringify(he)).toBe(before)
    expect(copy.pages).toEqual(he.pages)
    expect(JSON.stringify(copy)).not.toContain('"Y"')
  })

  it('the install default keeps the product’s brand; a venue without a name override shows its display name', () => {
    expect(venueOverridesOf(DEFAULT_PUBLIC_VENUE, 'he', PRODUCT_NAMESPACE).size).toBe(0)
    const unnamed = withOverrides({})
    for (const locale of LOCALES) expect(venueOverridesOf(unnamed, locale, PRODUCT_NAMESPACE).get('brand.name')).toBe(unnamed.displayName)
  })
})
