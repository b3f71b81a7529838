import { demoVenues } from '@kartis/api-adapter'
import { publicVenueSettings, type VenueSettings } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { VenueStore } from './venue-store'

const demo = (slug: string): VenueSettings => {
  const found = demoVenues().find((venue) => venue.slug === slug)
  if (found === undefined) throw new Error(`no demo venue ${slug}`)
  return found
}

describe('issue 15 the venue store', () => {
  it('is the install default without settings: every language, no per-order maximum', () => {
    const venue = new VenueStore()
    expect(venue.isDefault).toBe(true)
    expect(venue.languages).toEqual(['he', 'en', 'ru', 'ar'])
    expect(venue.seatMaximum(10)).toBe(10)
  })

  it('§2 falls back to Hebrew for a language the venue does not offer', () => {
    const theatre = new VenueStore(publicVenueSettings(demo('theatre')))
    expect(theatre.isDefault).toBe(false)
    expect(theatre.localeFor('en')).toBe('en')
    expect(theatre.localeFor('ar')).toBe('he')
    expect(theatre.localeFor('ru')).toBe('he')
  })

  it('§5 caps a presentation’s seat maximum by the venue’s per-order maximum', () => {
    const festival = new VenueStore(publicVenueSettings(demo('festival')))
    expect(festival.seatMaximum(10)).toBe(8)
    expect(festival.seatMaximum(4)).toBe(4)
    expect(festival.holdOrdersAllowed).toBe(false)
  })
})
