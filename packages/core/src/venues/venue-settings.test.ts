import { describe, expect, it } from 'vitest'
import { defaultVenueSettings, venueSettingsOfBusiness } from './venue-settings'

describe('venueSettingsOfBusiness (issue 15 §1 the settings of a business)', () => {
  const theatre = { ...defaultVenueSettings(2, 'theatre'), eDocumentGraceMinutes: 30 }
  const cinema = defaultVenueSettings(1, 'cinema')

  it('a configured business’s own settings', () => {
    expect(venueSettingsOfBusiness([cinema, theatre], 2)).toBe(theatre)
    expect(venueSettingsOfBusiness(new Map([[1, cinema]]).values(), 1)).toBe(cinema)
  })

  it('a business with no venue of its own: the defaults under its id', () => {
    expect(venueSettingsOfBusiness([cinema, theatre], 3)).toEqual(defaultVenueSettings(3, 'business-3'))
    expect(venueSettingsOfBusiness([], 3).eDocumentGraceMinutes).toBe(0)
  })
})
