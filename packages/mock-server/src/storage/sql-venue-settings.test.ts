import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { ManualClock, defaultVenueSettings, type VenueSettings } from '@kartis/core'
import { ENGINES, anotherProcess, testDatabase } from '../test-support/test-databases'
import { SqlVenueSettings } from './sql-venue-settings'

const cinema: VenueSettings = { ...defaultVenueSettings(1, 'cinema'), displayName: 'סינמה', hostNames: ['cinema.localhost'] }
const theatre: VenueSettings = { ...defaultVenueSettings(2, 'theatre'), displayName: 'התיאטרון', hostNames: ['theatre.localhost'] }
const address = (hostName: string | null, slug: string | null, businessId: number | null) => ({ hostName, slug, businessId })

describe.each(ENGINES)('SqlVenueSettings on %s', (engine) => {
  const open = async (options: { defaultBusinessId?: number } = {}) => {
    const clock = new ManualClock(Date.UTC(2026, 0, 1))
    const database = await testDatabase(engine, { clock })
    return { clock, database, venues: new SqlVenueSettings(database, clock, options) }
  }

  it('gives today’s defaults for a business nothing was configured for', async () => {
    const { venues } = await open()
    expect((await venues.ofBusiness(7)).orderRules).toEqual(defaultVenueSettings().orderRules)
    expect(await venues.resolve(address(null, null, null))).toEqual(E.right(defaultVenueSettings()))
  })

  it('saves normalised settings and resolves a venue by host, then prefix, then business, else the install default', async () => {
    const { venues } = await open({ defaultBusinessId: 1 })
    expect(await venues.save({ ...cinema, themeColour: '#ffc500' })).toEqual(E.right({ ...cinema, themeColour: '#FFC500' }))
    expect(E.isRight(await venues.save(theatre))).toBe(true)
    const nameOf = async (a: ReturnType<typeof address>) => {
      const venue = await venues.resolve(a)
      return E.isRight(venue) ? venue.right.displayName : venue.left.code
    }
    expect(await nameOf(address('theatre.localhost', 'cinema', 1))).toBe('התיאטרון')
    expect(await nameOf(address('localhost', 'theatre', 1))).toBe('התיאטרון')
    expect(await nameOf(address(null, null, 2))).toBe('התיאטרון')
    expect(await nameOf(address('localhost', null, null))).toBe('סינמה')
    expect(await nameOf(address(null, 'nowhere', 2))).toBe('VENUE_NOT_FOUND')
  })

  it('refuses bad settings and another venue’s address, and keeps what was saved before', async () => {
    const { venues } = await open()
    await venues.save(cinema)
    await venues.save(theatre)
    const bad = await venues.save({ ...theatre, displayName: 'חדש', themeTextColour: '#FFFFFF' })
    expect(E.isLeft(bad) && bad.left.code).toBe('VENUE_THEME_CONTRAST_TOO_LOW')
    const takenSlug = await venues.save({ ...theatre, displayName: 'חדש', slug: 'cinema' })
    expect(E.isLeft(takenSlug) && takenSlug.left).toEqual({ code: 'VENUE_ADDRESS_TAKEN', params: { field: 'slug', value: 'cinema' } })
    const takenHost = await venues.save({ ...theatre, displayName: 'חדש', hostNames: ['theatre.localhost', 'CINEMA.localhost'] })
    expect(E.isLeft(takenHost) && takenHost.left).toEqual({
      code: 'VENUE_ADDRESS_TAKEN',
      params: { field: 'hostNames', value: 'cinema.localhost' },
    })
    expect((await venues.ofBusiness(2)).displayName).toBe('התיאטרון')
    expect(await venues.resolve(address('theatre.localhost', null, null))).toEqual(E.right(theatre))
  })

  it('moves host names with a save: the old name no longer reaches the venue', async () => {
    const { venues } = await open()
    await venues.save(theatre)
    await venues.save({ ...theatre, hostNames: ['tickets.theatre.example'] })
    expect(await venues.resolve(address('theatre.localhost', null, null))).toEqual(E.right(defaultVenueSettings()))
    const moved = await venues.resolve(address('tickets.theatre.example', null, null))
    expect(E.isRight(moved) && moved.right.businessId).toBe(2)
  })

  it('another instance sees a save once its cache expires; the saving instance at once', async () => {
    const { clock, database, venues } = await open()
    const other = new SqlVenueSettings(await anotherProcess(database), clock)
    await venues.save(theatre)
    expect((await other.ofBusiness(2)).displayName).toBe('התיאטרון')
    await venues.save({ ...theatre, displayName: 'תיאטרון העיר' })
    expect((await venues.ofBusiness(2)).displayName).toBe('תיאטרון העיר')
    expect((await other.ofBusiness(2)).displayName).toBe('התיאטרון')
    clock.advance(5_000)
    expect((await other.ofBusiness(2)).displayName).toBe('תיאטרון העיר')
  })
  it('keeps text overrides, and reads a venue saved before venues had them as having none', async () => {
    const { clock, database, venues } = await open()
    await venues.save({ ...theatre, textOverrides: { he: { 'footer.tagline': 'תיאטרון העיר' } } })
    expect((await venues.ofBusiness(2)).textOverrides).toEqual({ he: { 'footer.tagline': 'תיאטרון העיר' } })
    const { textOverrides: _dropped, ...before } = { ...cinema, themeColour: '#FFC500' }
    await database.db
      .insertInto('venue_settings')
      .values({ business_id: 1, slug: 'cinema', settings: JSON.stringify(before), revision: 1, updated_at: clock.now() })
      .execute()
    venues.invalidate()
    expect((await venues.ofBusiness(1)).displayName).toBe('סינמה')
    expect((await venues.ofBusiness(1)).textOverrides).toEqual({})
  })
})
