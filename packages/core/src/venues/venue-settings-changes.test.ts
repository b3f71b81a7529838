import { describe, expect, it } from 'vitest'
import { agorot } from '../money/money'
import { defaultVenueSettings, type VenueSettings } from './venue-settings'
import { venueSettingsChanges } from './venue-settings-changes'

const theatre: VenueSettings = { ...defaultVenueSettings(2, 'theatre'), themeColour: '#7B1E3A', themeTextColour: '#FFFFFF' }

describe('issue 15 §4 venueSettingsChanges: the audit log’s field-level difference', () => {
  it('is empty for the same settings', () => {
    expect(venueSettingsChanges(theatre, { ...theatre })).toEqual([])
  })

  it('names each changed value by its path, with what it was and what it became', () => {
    const after: VenueSettings = {
      ...theatre,
      themeColour: '#5A1630',
      languages: ['he', 'en'],
      orderRules: {
        ...theatre.orderRules,
        cancellation: { allowed: true, fee: { kind: 'fixed', basis: 'perTicket', amount: agorot(500) } },
      },
    }
    expect(venueSettingsChanges(theatre, after)).toEqual([
      { field: 'themeColour', from: '#7B1E3A', to: '#5A1630' },
      { field: 'languages', from: 'he, en, ru, ar', to: 'he, en' },
      { field: 'orderRules.cancellation.allowed', from: 'false', to: 'true' },
      { field: 'orderRules.cancellation.fee.kind', from: null, to: 'fixed' },
      { field: 'orderRules.cancellation.fee.basis', from: null, to: 'perTicket' },
      { field: 'orderRules.cancellation.fee.amount', from: null, to: '500' },
    ])
  })

  it('names a text override by its locale and key, added, changed and cleared', () => {
    const before: VenueSettings = { ...theatre, textOverrides: { he: { 'footer.tagline': 'ישן', 'hold.message': 'נשמר' } } }
    const after: VenueSettings = { ...theatre, textOverrides: { he: { 'footer.tagline': 'חדש' }, en: { 'footer.tagline': 'New' } } }
    expect(venueSettingsChanges(before, after)).toEqual([
      { field: 'textOverrides.he.footer.tagline', from: 'ישן', to: 'חדש' },
      { field: 'textOverrides.he.hold.message', from: 'נשמר', to: null },
      { field: 'textOverrides.en.footer.tagline', from: null, to: 'New' },
    ])
  })

  it('names a location’s value by its index', () => {
    const before: VenueSettings = { ...theatre, locations: [{ locationId: 3, name: 'אולם', globalServiceCharge: null }] }
    const after: VenueSettings = { ...theatre, locations: [{ locationId: 3, name: 'אולם גדול', globalServiceCharge: null }] }
    expect(venueSettingsChanges(before, after)).toEqual([{ field: 'locations.0.name', from: 'אולם', to: 'אולם גדול' }])
  })
})
