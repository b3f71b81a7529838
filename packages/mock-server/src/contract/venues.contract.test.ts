import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpVenueAdmin, platformFetch, type FetchFunction } from '@kartis/api-adapter'
import { STAFF_PERMISSIONS, agorot, type StaffPermission } from '@kartis/core'
import { actAsStaff } from '../test-support/staff-session'
import { SEED_TIMEOUT_MS, codeOf, contractVisitor, rightOf, startContractServer, type ContractServer } from './contract-harness'

let server: ContractServer

beforeAll(async () => {
  server = await startContractServer()
}, SEED_TIMEOUT_MS)

afterAll(async () => {
  await server.close()
})

/** The console in a browser: the platform's fetch sending the staff session's cookie. */
const consoleOf = async (permissions: readonly StaffPermission[], businessIds: readonly number[], name = 'מנהלת אולם') => {
  const staff = await actAsStaff(server, { permissions, businessIds, name })
  const fetch: FetchFunction = (url, init) => platformFetch(url, { ...init, headers: { ...init.headers, cookie: staff.cookie } })
  return new HttpVenueAdmin(contractVisitor(server, { fetch }).transport)
}

const THEATRE = 2

describe('issue 15 §4 the venue manager’s calls through HttpVenueAdmin', () => {
  it('lists, reads, saves (money and overrides round-trip) and reads the audit log back', async () => {
    const admin = await consoleOf([STAFF_PERMISSIONS.venueSettings], [THEATRE], 'שירה')
    expect(rightOf(await admin.venues())).toEqual([{ businessId: THEATRE, displayName: 'תיאטרון העיר', slug: 'theatre' }])
    const { settings, revision } = rightOf(await admin.venue(THEATRE))
    const fee = { kind: 'fixed', basis: 'perOrder', amount: agorot(1250) } as const
    const changed = {
      ...settings,
      // The demo theatre has its own words (DEMO-DATA.md): one changed, the rest kept.
      textOverrides: { ...settings.textOverrides, he: { ...settings.textOverrides.he, 'footer.tagline': 'תיאטרון העיר מזמין אתכם' } },
      orderRules: { ...settings.orderRules, cancellation: { allowed: true, fee } },
    }
    const saved = rightOf(await admin.save(changed, revision))
    expect(saved).toEqual({ settings: changed, revision: revision + 1 })
    expect(rightOf(await admin.venue(THEATRE))).toEqual(saved)
    const [latest] = rightOf(await admin.audit(THEATRE, 1)).entries
    expect(latest).toMatchObject({ staffName: 'שירה', revision: revision + 1 })
    expect(latest?.changes).toContainEqual({ field: 'orderRules.cancellation.fee.amount', from: '1000', to: '1250' })
    expect(latest?.changes).toContainEqual({
      field: 'textOverrides.he.footer.tagline',
      from: settings.textOverrides.he?.['footer.tagline'] ?? null,
      to: 'תיאטרון העיר מזמין אתכם',
    })
    expect(codeOf(await admin.save(changed, revision))).toBe('VENUE_SETTINGS_OUTDATED')
    expect(codeOf(await admin.save({ ...saved.settings, themeColour: '#FFFFFF' }, saved.revision))).toBe('VENUE_THEME_CONTRAST_TOO_LOW')
  })

  it('answers the guard’s codes to the adapter: 403 for another business, 403 without 270', async () => {
    const cinema = await consoleOf([STAFF_PERMISSIONS.venueSettings], [1, 4])
    expect(codeOf(await cinema.venue(THEATRE))).toBe('PERMISSION_DENIED')
    expect(rightOf(await cinema.venues()).map((venue) => venue.slug)).toEqual(['cinema', 'festival'])
    const reports = await consoleOf([STAFF_PERMISSIONS.presentationsReport], [THEATRE])
    expect(codeOf(await reports.venues())).toBe('PERMISSION_DENIED')
  })
})
