import { randomBytes } from 'node:crypto'
import * as E from 'fp-ts/Either'
import { describe, expect, inject, it, onTestFinished, vi } from 'vitest'
import { ManualClock, defaultVenueSettings, type VenueSettings } from '@kartis/core'
import { ENGINES, anotherProcess, testDatabase } from '../test-support/test-databases'
import { listenForVenueChanges } from '../venues/venue-changes'
import type { StorageDatabase } from './database/storage-database'
import { SqlStaffAccounts } from './sql-staff-accounts'
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

  describe('issue 15 §4 a manager’s saves: over the revision read, audited in the same transaction', () => {
    const manager = async (database: StorageDatabase, clock: ManualClock, name: string) => {
      const created = await new SqlStaffAccounts(database, clock).create({
        email: `${name}@test.kartis`,
        name,
        passwordHash: '$argon2id$none',
        totpSecret: null,
        permissions: [270],
        businessIds: [2],
      })
      if (E.isLeft(created)) throw new Error(created.left.code)
      return created.right.staffId
    }

    it('reads a venue never saved as the defaults at revision 0, then saves revision by revision with a field-level audit', async () => {
      const { clock, database, venues } = await open()
      const shira = await manager(database, clock, 'שירה')
      const first = await venues.withRevision(2)
      expect(first.revision).toBe(0)
      const saved = await venues.saveAsManager({ ...first.settings, ...theatre }, 0, shira)
      expect(E.isRight(saved) && saved.right.revision).toBe(1)
      clock.advance(60_000)
      const recoloured = {
        ...theatre,
        themeColour: '#7B1E3A',
        themeTextColour: '#FFFFFF',
        textOverrides: { he: { 'footer.tagline': 'ערב טוב' } },
      }
      expect(E.isRight(await venues.saveAsManager(recoloured, 1, shira))).toBe(true)
      expect(await venues.withRevision(2)).toEqual({ settings: recoloured, revision: 2 })
      expect((await venues.ofBusiness(2)).textOverrides).toEqual({ he: { 'footer.tagline': 'ערב טוב' } })
      const audit = await venues.auditOf(2, 1)
      expect(audit.total).toBe(2)
      expect(audit.entries.map((entry) => entry.revision)).toEqual([2, 1])
      expect(audit.entries[0]).toMatchObject({ staffId: shira, staffName: 'שירה', at: clock.now() })
      expect(audit.entries[0]?.changes).toEqual([
        { field: 'themeColour', from: '#FFC500', to: '#7B1E3A' },
        { field: 'themeTextColour', from: '#1A1A1A', to: '#FFFFFF' },
        { field: 'textOverrides.he.footer.tagline', from: null, to: 'ערב טוב' },
      ])
    })

    it('refuses a save over a stale revision (409 VENUE_SETTINGS_OUTDATED) and a bad value, writing nothing', async () => {
      const { clock, database, venues } = await open()
      const shira = await manager(database, clock, 'שירה')
      await venues.saveAsManager(theatre, 0, shira)
      expect(E.isRight(await venues.saveAsManager({ ...theatre, displayName: 'ראשון' }, 1, shira))).toBe(true)
      const stale = await venues.saveAsManager({ ...theatre, displayName: 'שני' }, 1, shira)
      expect(E.isLeft(stale) && stale.left).toEqual({ code: 'VENUE_SETTINGS_OUTDATED', params: { revision: 2 } })
      const pale = await venues.saveAsManager({ ...theatre, themeColour: '#FFFF00', themeTextColour: '#FFFFFF' }, 2, shira)
      expect(E.isLeft(pale) && pale.left.code).toBe('VENUE_THEME_CONTRAST_TOO_LOW')
      expect(await venues.withRevision(2)).toEqual({ settings: { ...theatre, displayName: 'ראשון' }, revision: 2 })
      expect((await venues.auditOf(2, 1)).total).toBe(2)
    })

    it('two managers saving over one revision at once: one is saved, the other told so', async () => {
      const { clock, database, venues } = await open()
      const shira = await manager(database, clock, 'שירה')
      await venues.saveAsManager(theatre, 0, shira)
      const other = new SqlVenueSettings(await anotherProcess(database), clock)
      const answers = await Promise.all([
        venues.saveAsManager({ ...theatre, displayName: 'א' }, 1, shira),
        other.saveAsManager({ ...theatre, displayName: 'ב' }, 1, shira),
      ])
      expect(answers.filter(E.isRight)).toHaveLength(1)
      expect(answers.filter(E.isLeft).map((answer) => answer.left.code)).toEqual(['VENUE_SETTINGS_OUTDATED'])
      expect((await venues.withRevision(2)).revision).toBe(2)
      expect((await venues.auditOf(2, 1)).total).toBe(2)
    })

    it('saves nothing (no revision, no audit row) when nothing changed, and pages the log newest first', async () => {
      const { clock, database, venues } = await open()
      const shira = await manager(database, clock, 'שירה')
      await venues.saveAsManager(theatre, 0, shira)
      expect(await venues.saveAsManager({ ...theatre }, 1, shira)).toEqual(E.right({ settings: theatre, revision: 1 }))
      for (let revision = 1; revision <= 21; revision++) {
        clock.advance(1_000)
        await venues.saveAsManager({ ...theatre, eDocumentGraceMinutes: revision }, revision, shira)
      }
      const second = await venues.auditOf(2, 2)
      expect(second).toMatchObject({ page: 2, pageSize: 20, total: 22 })
      expect(second.entries.map((entry) => entry.revision)).toEqual([2, 1])
    })
  })
})

describe('issue 15 §4 a save reaches every instance on PostgreSQL at once', () => {
  it('the other instance, listening, reads the save without waiting for its cache (the test above is the control)', async () => {
    const clock = new ManualClock(Date.UTC(2026, 0, 1))
    const database = await testDatabase('postgres', { clock })
    const changesChannel = `venue_settings_${randomBytes(4).toString('hex')}`
    const venues = new SqlVenueSettings(database, clock, { changesChannel })
    const other = new SqlVenueSettings(await anotherProcess(database), clock, { changesChannel })
    const listening = await listenForVenueChanges(other, { url: inject('postgresUrl'), channel: changesChannel })
    onTestFinished(() => listening.close())
    await venues.save(theatre)
    expect((await other.ofBusiness(2)).displayName).toBe('התיאטרון')
    await venues.save({ ...theatre, displayName: 'תיאטרון העיר' })
    // The clock stands still: only the notification can make the other instance read again.
    await vi.waitFor(async () => expect((await other.ofBusiness(2)).displayName).toBe('תיאטרון העיר'))
  })
})
