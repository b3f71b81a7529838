import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { agorot } from '../money/money'
import { DEFAULT_CUSTOMER_FORM_CONFIG } from '../validation/customer-form-config'
import { defaultVenueSettings, publicVenueSettings, serviceChargeAtLocation, type VenueSettings } from './venue-settings'
import { validateVenueSettings } from './venue-settings-validation'

const base = defaultVenueSettings(2, 'theatre')
const withRules = (rules: Partial<VenueSettings['orderRules']>): VenueSettings => ({
  ...base,
  orderRules: { ...base.orderRules, ...rules },
})
const refusal = (settings: VenueSettings): unknown => {
  const result = validateVenueSettings(settings)
  return E.isLeft(result) ? result.left : 'accepted'
}

describe('validateVenueSettings', () => {
  it('accepts the defaults as they are (today’s behaviour)', () => {
    expect(validateVenueSettings(base)).toEqual(E.right(base))
  })

  it('normalises addresses, colours, languages and the form', () => {
    const result = validateVenueSettings({
      ...base,
      slug: ' Theatre ',
      hostNames: ['Theatre.Localhost', 'theatre.localhost.', 'tickets.example'],
      themeColour: '#fc0',
      themeTextColour: '#000',
      languages: ['en', 'he', 'en'],
      customerForm: { ...DEFAULT_CUSTOMER_FORM_CONFIG, city: { shown: false, required: true } },
    })
    expect(E.isRight(result)).toBe(true)
    if (E.isLeft(result)) return
    expect(result.right.slug).toBe('theatre')
    expect(result.right.hostNames).toEqual(['theatre.localhost', 'tickets.example'])
    expect(result.right.themeColour).toBe('#FFCC00')
    expect(result.right.languages).toEqual(['he', 'en'])
    expect(result.right.customerForm.city).toEqual({ shown: true, required: true })
  })

  it('always offers Hebrew, first', () => {
    const result = validateVenueSettings({ ...base, languages: ['ru'] })
    expect(E.isRight(result) && result.right.languages).toEqual(['he', 'ru'])
  })

  it('refuses a theme colour whose text fails WCAG AA, naming the ratio', () => {
    expect(refusal({ ...base, themeColour: '#FFC500', themeTextColour: '#FFFFFF' })).toEqual({
      code: 'VENUE_THEME_CONTRAST_TOO_LOW',
      params: { ratio: '1.58', minimum: 4.5 },
    })
  })

  it.each<[string, VenueSettings]>([
    ['slug', { ...base, slug: 'no spaces' }],
    ['slug', { ...base, slug: '' }],
    ['hostNames.1', { ...base, hostNames: ['ok.example', 'bad_host'] }],
    ['displayName', { ...base, displayName: '   ' }],
    ['logo', { ...base, logo: 'javascript:alert(1)' }],
    ['logo', { ...base, logo: '/venues/../secret' }],
    ['themeColour', { ...base, themeColour: 'yellow' }],
    ['layout', { ...base, layout: 'fancy' as VenueSettings['layout'] }],
    ['languages', { ...base, languages: ['he', 'fr'] as unknown as VenueSettings['languages'] }],
    [
      'customerForm.mobileNumber',
      { ...base, customerForm: { ...DEFAULT_CUSTOMER_FORM_CONFIG, mobileNumber: { shown: false, required: false } } },
    ],
    ['orderRules.maxSeatsPerOrder', withRules({ maxSeatsPerOrder: 0 })],
    ['orderRules.maxSeatsPerOrder', withRules({ maxSeatsPerOrder: 2.5 })],
    ['orderRules.replacementWindowDays', withRules({ replacementWindowDays: -1 })],
    [
      'orderRules.cancellation.fee.percent',
      withRules({ cancellation: { allowed: true, fee: { kind: 'percent', basis: 'perOrder', percent: 120 } } }),
    ],
    [
      'orderRules.cancellation.fee.amount',
      withRules({ cancellation: { allowed: true, fee: { kind: 'fixed', basis: 'perTicket', amount: agorot(-100) } } }),
    ],
    [
      'orderRules.globalServiceCharge.percentRatePerOrder',
      withRules({ globalServiceCharge: { amountPerOrder: agorot(0), percentRatePerOrder: -1, name: '' } }),
    ],
    ['eDocumentGraceMinutes', { ...base, eDocumentGraceMinutes: 99999 }],
    ['smsSenderName', { ...base, smsSenderName: 'Far too long a name' }],
    ['analyticsId', { ...base, analyticsId: 'G-<script>' }],
    ['textOverrides.ru', { ...base, languages: ['he', 'en'], textOverrides: { ru: { 'footer.tagline': 'Театр' } } }],
    ['textOverrides.he.<b>', { ...base, textOverrides: { he: { '<b>': 'x' } } }],
    ['textOverrides.he.footer.tagline', { ...base, textOverrides: { he: { 'footer.tagline': 'א'.repeat(401) } } }],
    [
      'locations.1.locationId',
      {
        ...base,
        locations: [
          { locationId: 3, name: 'A', globalServiceCharge: null },
          { locationId: 3, name: 'B', globalServiceCharge: null },
        ],
      },
    ],
  ])('refuses a bad %s with VENUE_SETTING_INVALID naming it', (field, settings) => {
    expect(refusal(settings)).toMatchObject({ code: 'VENUE_SETTING_INVALID', params: { field } })
  })
})

describe('§3 text overrides', () => {
  it('keeps well-formed keys of offered languages, trimmed, and drops an emptied text so the product text shows again', () => {
    const result = validateVenueSettings({
      ...base,
      textOverrides: { he: { 'footer.tagline': '  תיאטרון העיר  ', 'customer:login.title': 'כניסה למנויים', 'home.title': '  ' } },
    })
    expect(E.isRight(result) && result.right.textOverrides).toEqual({
      he: { 'footer.tagline': 'תיאטרון העיר', 'customer:login.title': 'כניסה למנויים' },
    })
  })

  it('refuses more overrides in one language than the limit', () => {
    const many = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`key${i}`, 'טקסט']))
    expect(refusal({ ...base, textOverrides: { he: many } })).toMatchObject({
      code: 'VENUE_SETTING_INVALID',
      params: { field: 'textOverrides.he', reason: 'too-many' },
    })
  })
})

describe('publicVenueSettings', () => {
  it('leaves out host names, the SMS sender, fees and locations', () => {
    const shown = publicVenueSettings({ ...base, hostNames: ['theatre.localhost'], smsSenderName: 'Theatre' })
    expect(JSON.stringify(shown)).not.toContain('theatre.localhost')
    expect(shown).not.toHaveProperty('smsSenderName')
    expect(shown).not.toHaveProperty('orderRules')
    expect(shown.cancellationAllowed).toBe(false)
  })
})

describe('serviceChargeAtLocation', () => {
  it('takes the location’s own charge, else the venue’s', () => {
    const venueCharge = { amountPerOrder: agorot(500), percentRatePerOrder: 0, name: 'דמי טיפול' }
    const branchCharge = { amountPerOrder: agorot(300), percentRatePerOrder: 0, name: 'דמי טיפול' }
    const settings: VenueSettings = {
      ...withRules({ globalServiceCharge: venueCharge }),
      locations: [{ locationId: 7, name: 'סניף', globalServiceCharge: branchCharge }],
    }
    expect(serviceChargeAtLocation(settings, 7)).toEqual(branchCharge)
    expect(serviceChargeAtLocation(settings, 8)).toEqual(venueCharge)
  })
})
