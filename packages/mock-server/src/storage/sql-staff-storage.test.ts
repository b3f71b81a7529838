import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromJerusalemLocal } from '@kartis/core'
import { demoApp, type DemoApp } from '../test-support/demo-app'
import { actAsStaff } from '../test-support/staff-session'
import { ENGINES } from '../test-support/test-databases'
import { STAFF_SESSIONS, SqlSessions } from './sql-sessions'

// דני bought theatre seats (business 2) and a cinema seat (business 1) with his mobile number.
const DANI_MOBILE = '0527654321'
const MINUTE = 60_000

describe.each(ENGINES)('issue 13 staff storage on %s', (engine) => {
  let demo: DemoApp
  beforeAll(async () => {
    demo = await demoApp({ engine })
  }, 60_000)
  afterAll(async () => {
    await demo.app.close()
  })

  const search = (
    businessIds: readonly number[],
    text: string,
    more: { presentationId?: number; startsBetween?: { from: number; to: number } } = {},
  ) =>
    demo.storage.reservations.searchForStaff({
      businessIds,
      text,
      presentationId: more.presentationId ?? null,
      startsBetween: more.startsBetween ?? null,
      limit: 50,
    })

  it('searches only the given businesses, by phone in any spelling, name and number, in the query', async () => {
    const all = await search([1, 2], '+972 52-765-4321')
    expect(all.length).toBeGreaterThanOrEqual(2)
    expect(new Set(all.map((r) => r.businessId))).toEqual(new Set([1, 2]))
    const theatre = await search([2], DANI_MOBILE)
    expect(theatre.length).toBeGreaterThan(0)
    expect(theatre.every((r) => r.businessId === 2)).toBe(true)
    expect((await search([2], 'אברה')).map((r) => r.reservationIdentifier)).toEqual(theatre.map((r) => r.reservationIdentifier))
    const [first] = theatre
    if (first === undefined) throw new Error('a theatre reservation')
    expect((await search([2], first.reservationIdentifier.toLowerCase())).map((r) => r.reservationIdentifier)).toEqual([
      first.reservationIdentifier,
    ])
    expect(await search([1], first.reservationIdentifier)).toEqual([])
    expect(await search([], '')).toEqual([])
    expect((await search([1, 2, 3, 4, 5], '')).length).toBeLessThanOrEqual(50)
    expect(await search([2], '100%_')).toEqual([])
  })

  it('narrows by presentation and by the presentation’s Jerusalem day', async () => {
    const [first] = await search([2], DANI_MOBILE)
    if (first === undefined || first.presentationId === null || first.startDateTime === null) throw new Error('a timed theatre reservation')
    const [year = 0, month = 0, day = 0] = first.startDateTime.slice(0, 10).split('-').map(Number)
    const from = fromJerusalemLocal({ year, month, day, hour: 0, minute: 0 })
    const sameDay = await search([2], '', { startsBetween: { from, to: from + 24 * 60 * MINUTE } })
    expect(sameDay.map((r) => r.reservationIdentifier)).toContain(first.reservationIdentifier)
    const nextDay = await search([2], DANI_MOBILE, { startsBetween: { from: from + 24 * 60 * MINUTE, to: from + 48 * 60 * MINUTE } })
    expect(nextDay.map((r) => r.reservationIdentifier)).not.toContain(first.reservationIdentifier)
    const byPresentation = await search([2], '', { presentationId: first.presentationId })
    expect(byPresentation.every((r) => r.presentationId === first.presentationId)).toBe(true)
  })

  it('keeps staff sessions apart from customers’: touched, expired, deleted', async () => {
    const staff = await actAsStaff(demo)
    const sessions = new SqlSessions(demo.database, demo.clock, STAFF_SESSIONS)
    const now = demo.clock.now()
    await sessions.create({
      idHash: `h-${engine}`,
      ownerId: staff.user.staffId,
      idleExpiresAt: now + 30 * MINUTE,
      absoluteExpiresAt: now + 60 * MINUTE,
    })
    expect(await sessions.touch(`h-${engine}`, now + 90 * MINUTE)).toBe(staff.user.staffId)
    const row = await demo.database.db
      .selectFrom('staff_sessions')
      .select('idle_expires_at')
      .where('id_hash', '=', `h-${engine}`)
      .executeTakeFirstOrThrow()
    expect(Number(row.idle_expires_at)).toBe(now + 60 * MINUTE)
    await sessions.delete(`h-${engine}`)
    expect(await sessions.touch(`h-${engine}`, now + 90 * MINUTE)).toBeNull()
  })
})
