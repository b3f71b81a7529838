import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_PERMISSIONS, type StaffPermission } from '@kartis/core'
import { VenueSettingsCodec } from '@kartis/api-adapter'
import { NO_RATE_LIMITS } from '../http/rate-limits'
import { demoApp, newVisitor, visitorHeaders, type DemoApp } from '../test-support/demo-app'
import { actAsStaff } from '../test-support/staff-session'
import { ENGINES } from '../test-support/test-databases'

/** The demo's venues (demoVenues): the cinema chain, the theatre and the festival. */
const CINEMA = 1
const THEATRE = 2
const FESTIVAL = 4
const VENUE = STAFF_PERMISSIONS.venueSettings

type Headers = Readonly<Record<string, string>>

const answerOf = async (demo: DemoApp, method: 'GET' | 'PUT', url: string, headers: Headers = {}, payload?: unknown) => {
  const response = await demo.app.inject({
    method,
    url,
    headers: { ...visitorHeaders(newVisitor()), ...headers },
    ...(payload === undefined
      ? {}
      : { payload: JSON.stringify(payload), headers: { ...visitorHeaders(newVisitor()), ...headers, 'content-type': 'application/json' } }),
  })
  const body: unknown = JSON.parse(response.body)
  return { status: response.statusCode, body }
}

/** A record's value at a dotted path of an answer (undefined when absent). */
const at = (body: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined), body)

/** The fields of a record in an answer (none when it is not one). */
const fieldsOf = (value: unknown): object => (typeof value === 'object' && value !== null ? value : {})
/** A venue's footer tagline override in a language (its key has a dot, so `at` cannot name it). */
const taglineOf = (body: unknown, language: string): unknown =>
  Reflect.get(fieldsOf(at(body, `textOverrides.${language}`)), 'footer.tagline')

describe.each(ENGINES)('issue 15 §4 the venue manager’s calls on %s', (engine) => {
  let demo: DemoApp
  let theatreManager: Headers
  let cinemaManager: Headers

  beforeAll(async () => {
    demo = await demoApp({ engine })
    theatreManager = (await actAsStaff(demo, { permissions: [VENUE], businessIds: [THEATRE], name: 'שירה מהתיאטרון' })).headers
    cinemaManager = (await actAsStaff(demo, { permissions: [VENUE], businessIds: [CINEMA, FESTIVAL], name: 'דני מהקולנוע' })).headers
  }, 120_000)
  afterAll(async () => {
    await demo.app.close()
  })

  const get = (url: string, headers: Headers = {}) => answerOf(demo, 'GET', url, headers)
  const put = (url: string, payload: unknown, headers: Headers = {}) => answerOf(demo, 'PUT', url, headers, payload)
  const read = async (businessId: number, headers: Headers) => {
    const answer = await get(`/api/PRES-live/venues/${businessId}`, headers)
    expect(answer.status).toBe(200)
    const settings = at(answer.body, 'settings')
    const revision = at(answer.body, 'revision')
    if (typeof settings !== 'object' || settings === null || typeof revision !== 'number') throw new Error('a venue answer')
    return { settings, revision }
  }

  it('lists only the venues of the manager’s businesses', async () => {
    const theatre = await get('/api/PRES-live/venues', theatreManager)
    expect(theatre).toEqual({ status: 200, body: { venues: [{ businessId: THEATRE, displayName: 'תיאטרון העיר', slug: 'theatre' }] } })
    const cinema = await get('/api/PRES-live/venues', cinemaManager)
    expect(at(cinema.body, 'venues')).toEqual([
      { businessId: CINEMA, displayName: 'סינמה לב – רשת בתי קולנוע', slug: 'cinema' },
      { businessId: FESTIVAL, displayName: 'פסטיבל הקיץ בארנה', slug: 'festival' },
    ])
  })

  it('saves a text override and a colour: the theatre’s storefront shows them at once, the cinema’s does not; the audit log says who and what', async () => {
    const { settings, revision } = await read(THEATRE, theatreManager)
    // The demo's theatre has its own words already (DEMO-DATA.md); the manager changes one of them.
    const changed = {
      ...settings,
      themeColour: '#5A1630',
      textOverrides: {
        ...fieldsOf(at(settings, 'textOverrides')),
        he: { ...fieldsOf(at(settings, 'textOverrides.he')), 'footer.tagline': 'ערב של תיאטרון' },
      },
    }
    const saved = await put(`/api/PRES-live/venues/${THEATRE}`, { settings: changed, revision }, theatreManager)
    expect(saved.status).toBe(200)
    expect(at(saved.body, 'revision')).toBe(revision + 1)
    const theatrePage = await answerOf(demo, 'GET', '/api/venue', { host: 'theatre.localhost' })
    expect(taglineOf(theatrePage.body, 'he')).toBe('ערב של תיאטרון')
    expect(taglineOf(theatrePage.body, 'en')).toBe('City Theatre – the home of Israeli theatre since 1970.')
    expect(at(theatrePage.body, 'themeColour')).toBe('#5A1630')
    const cinemaPage = await answerOf(demo, 'GET', '/api/venue', { host: 'cinema.localhost' })
    expect(taglineOf(cinemaPage.body, 'he')).toBe('סינמה לב – רשת בתי הקולנוע שלך. פופקורן טרי בכל הקרנה.')
    const audit = await get(`/api/PRES-live/venues/${THEATRE}/audit`, theatreManager)
    expect(audit.status).toBe(200)
    expect(at(audit.body, 'entries.0')).toMatchObject({
      staffName: 'שירה מהתיאטרון',
      revision: revision + 1,
      changes: [
        { field: 'textOverrides.he.footer.tagline', from: 'תיאטרון העיר – הבית של התיאטרון הישראלי מאז 1970.', to: 'ערב של תיאטרון' },
        { field: 'themeColour', from: '#7B1E3A', to: '#5A1630' },
      ],
    })
  })

  it('refuses a stale revision with 409, so two managers never overwrite each other unseen', async () => {
    const { settings, revision } = await read(THEATRE, theatreManager)
    expect(
      (await put(`/api/PRES-live/venues/${THEATRE}`, { settings: { ...settings, eDocumentGraceMinutes: 45 }, revision }, theatreManager))
        .status,
    ).toBe(200)
    const stale = await put(
      `/api/PRES-live/venues/${THEATRE}`,
      { settings: { ...settings, eDocumentGraceMinutes: 60 }, revision },
      theatreManager,
    )
    expect(stale).toMatchObject({ status: 409, body: { error: { code: 'VENUE_SETTINGS_OUTDATED' } } })
    expect(at((await read(THEATRE, theatreManager)).settings, 'eDocumentGraceMinutes')).toBe(45)
  })

  it('refuses a colour failing contrast (its ratio) and a bad field (its name), in Hebrew, saving nothing', async () => {
    const before = await read(THEATRE, theatreManager)
    const pale = await put(
      `/api/PRES-live/venues/${THEATRE}`,
      { settings: { ...before.settings, themeColour: '#E0E0E0', displayName: 'לא נשמר' }, revision: before.revision },
      theatreManager,
    )
    expect(pale).toMatchObject({ status: 400, body: { error: { code: 'VENUE_THEME_CONTRAST_TOO_LOW', params: { ratio: '1.32' } } } })
    expect(at(pale.body, 'error.message')).toContain('1.32')
    const badSms = await put(
      `/api/PRES-live/venues/${THEATRE}`,
      { settings: { ...before.settings, smsSenderName: 'שם בעברית' }, revision: before.revision },
      theatreManager,
    )
    expect(badSms).toMatchObject({ status: 400, body: { error: { code: 'VENUE_SETTING_INVALID', params: { field: 'smsSenderName' } } } })
    expect(at(badSms.body, 'error.message')).toBe('ההגדרה smsSenderName אינה תקינה')
    const malformed = await put(`/api/PRES-live/venues/${THEATRE}`, { settings: { themeColour: 7 }, revision: 'x' }, theatreManager)
    expect(malformed.status).toBe(400)
    expect(await read(THEATRE, theatreManager)).toEqual(before)
  })

  it('refuses settings of another business under this venue’s address', async () => {
    const cinema = await read(CINEMA, cinemaManager)
    const { revision } = await read(THEATRE, theatreManager)
    const answer = await put(`/api/PRES-live/venues/${THEATRE}`, { settings: cinema.settings, revision }, theatreManager)
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'VENUE_SETTING_INVALID', params: { field: 'businessId' } } } })
  })
})

describe('issue 15 §4 the venue manager’s calls, call by call: 401, 403', () => {
  let demo: DemoApp
  let theatreSettings: { settings: unknown; revision: unknown }
  beforeAll(async () => {
    demo = await demoApp()
    // On the wire, as the console sends it (money in shekels).
    theatreSettings = { settings: VenueSettingsCodec.encode(await demo.storage.venues.ofBusiness(THEATRE)), revision: 1 }
  }, 60_000)
  afterAll(async () => {
    await demo.app.close()
  })

  const CALLS = [
    { name: 'venues', method: 'GET', url: '/api/PRES-live/venues' },
    { name: 'venue', method: 'GET', url: `/api/PRES-live/venues/${THEATRE}` },
    { name: 'save', method: 'PUT', url: `/api/PRES-live/venues/${THEATRE}` },
    { name: 'audit', method: 'GET', url: `/api/PRES-live/venues/${THEATRE}/audit?page=1` },
  ] as const

  const call = (c: (typeof CALLS)[number], headers: Headers = {}) =>
    answerOf(demo, c.method, c.url, headers, c.method === 'PUT' ? theatreSettings : undefined)

  it.each(CALLS)('$name: 401 STAFF_LOGIN_REQUIRED without a staff session', async (c) => {
    expect(await call(c)).toMatchObject({ status: 401, body: { error: { code: 'STAFF_LOGIN_REQUIRED' } } })
  })

  it.each(CALLS)('$name: 403 PERMISSION_DENIED for a user with every other permission (266 alone too)', async (c) => {
    const others: readonly StaffPermission[] = [266, 267, 268, 269]
    for (const permissions of [others, [STAFF_PERMISSIONS.presentationsReport]]) {
      const staff = await actAsStaff(demo, { permissions, businessIds: [THEATRE] })
      expect(await call(c, staff.headers)).toMatchObject({ status: 403, body: { error: { code: 'PERMISSION_DENIED' } } })
    }
  })

  it.each(CALLS.filter((c) => c.name !== 'venues'))('$name: 403 for a manager of other businesses', async (c) => {
    const cinema = await actAsStaff(demo, { permissions: [VENUE], businessIds: [CINEMA, FESTIVAL] })
    expect(await call(c, cinema.headers)).toMatchObject({ status: 403, body: { error: { code: 'PERMISSION_DENIED' } } })
  })

  it('an unknown or malformed business id is 400 or 403, never a 500', async () => {
    const manager = await actAsStaff(demo, { permissions: [VENUE], businessIds: [THEATRE] })
    expect((await answerOf(demo, 'GET', '/api/PRES-live/venues/abc', manager.headers)).status).toBe(400)
    expect((await answerOf(demo, 'GET', '/api/PRES-live/venues/99999999999999999999', manager.headers)).status).toBe(400)
    expect((await answerOf(demo, 'GET', '/api/PRES-live/venues/77', manager.headers)).status).toBe(403)
    expect((await answerOf(demo, 'GET', `/api/PRES-live/venues/${THEATRE}/audit?page=-3`, manager.headers)).status).toBe(200)
  })

  it('limits saves per address: 429 TOO_MANY_REQUESTS past the limit', async () => {
    const limited = await demoApp({
      config: { rateLimits: { ...NO_RATE_LIMITS, venueSaves: [{ per: 'address', max: 2, windowMs: 60_000 }] } },
    })
    try {
      const manager = await actAsStaff(limited, { permissions: [VENUE], businessIds: [THEATRE] })
      const save = () => answerOf(limited, 'PUT', `/api/PRES-live/venues/${THEATRE}`, manager.headers, theatreSettings)
      expect([(await save()).status, (await save()).status]).toEqual([200, 200])
      expect(await save()).toMatchObject({ status: 429, body: { error: { code: 'TOO_MANY_REQUESTS' } } })
    } finally {
      await limited.app.close()
    }
  })
})
