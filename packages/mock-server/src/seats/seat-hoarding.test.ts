import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VenueId } from '@kartis/api-adapter'
import type { CatalogPresentation } from '../storage/catalog-repository'
import type { Engine } from '../storage/database/storage-database'
import { DEFAULT_MAX_HELD_PER_ADDRESS } from './seat-hold-cap'
import {
  demoApp,
  emptyPresentation,
  firstPresentationOf,
  lockBody,
  newVisitor,
  visitorHeaders,
  type DemoApp,
} from '../test-support/demo-app'
import { ENGINES } from '../test-support/test-databases'

/**
 * Issue 10 §4 seat hoarding, as the probe found it: one client with 14 throw-away visitor ids
 * locked all 81 free GA places of a show. Here many visitor ids share one client address and
 * try to take every free place; the address cap stops them, and a buyer elsewhere still buys.
 */

const CLUB_GA = 301
const CLUB_CAPACITY = 120
/** The tables of the mixed club: a small reserved section of 48 seats. */
const TABLES = 401
const BOT = '203.0.113.7'
const NEIGHBOUR = '198.51.100.20'

/** One demo app for an engine's tests (on PostgreSQL seeding it takes seconds); each test empties the show it uses. */
const demoFor = (engine: Engine): (() => DemoApp) => {
  let demo: DemoApp | undefined
  beforeAll(async () => {
    demo = await demoApp({ engine })
  })
  afterAll(async () => {
    await demo?.app.close()
  })
  return () => {
    if (demo === undefined) throw new Error('the demo app is opened before the tests')
    return demo
  }
}

const lock = async (
  demo: DemoApp,
  address: string,
  uuid: string,
  show: CatalogPresentation,
  seat: { sectionId: number; x: number; y: number | null },
) => {
  const response = await demo.app.inject({
    method: 'PUT',
    url: '/api/seats/lock-seat',
    remoteAddress: address,
    headers: { ...visitorHeaders(uuid), 'content-type': 'application/json' },
    payload: JSON.stringify(lockBody(show, seat)),
  })
  return { status: response.statusCode, body: response.json<unknown>() }
}

const heldPlaces = async (demo: DemoApp, show: CatalogPresentation, sectionId: number) =>
  (await demo.storage.seats.occupiedSeats(show.id, { sectionId })).filter((s) => s.occupancy.kind === 'locked').length

describe.each(ENGINES)('seat hoarding: places held per presentation per client address on %s', { timeout: 60_000 }, (engine) => {
  const opened = demoFor(engine)

  it('40 visitor ids from one address cannot take all 120 free GA places of a club show; another address still can', async () => {
    const demo = opened()
    const club = await firstPresentationOf(demo.storage, VenueId.club)
    await emptyPresentation(demo.database, club.id)
    const refusals: unknown[] = []
    // Each throw-away visitor takes places until refused (its own maximum, then the address's cap).
    for (let v = 0; v < 40; v++) {
      const uuid = newVisitor()
      for (let i = 0; i < club.maxSeats; i++) {
        const answer = await lock(demo, BOT, uuid, club, { sectionId: CLUB_GA, x: 0, y: null })
        if (answer.status !== 200) {
          refusals.push(answer)
          break
        }
      }
    }
    const held = await heldPlaces(demo, club, CLUB_GA)
    expect(held).toBeLessThan(CLUB_CAPACITY)
    expect(held).toBe(DEFAULT_MAX_HELD_PER_ADDRESS)
    expect(refusals).toContainEqual({
      status: 422,
      body: { error: expect.objectContaining({ code: 'TOO_MANY_SEATS_HELD', params: { max: DEFAULT_MAX_HELD_PER_ADDRESS } }) },
    })
    const buyer = await lock(demo, NEIGHBOUR, newVisitor(), club, { sectionId: CLUB_GA, x: 0, y: null })
    expect(buyer.status).toBe(200)
  })

  it('visitor ids from one address cannot take every seat of a small reserved section (48 tables seats)', async () => {
    const demo = opened()
    const mixed = await firstPresentationOf(demo.storage, VenueId.mixed)
    await emptyPresentation(demo.database, mixed.id)
    const seats = await demo.database.db
      .selectFrom('seats')
      .select(['x', 'y'])
      .where('section_id', '=', TABLES)
      .orderBy('y')
      .orderBy('x')
      .execute()
    expect(seats).toHaveLength(48)
    let uuid = newVisitor()
    let mine = 0
    const statuses = new Set<number>()
    for (const seat of seats) {
      if (mine >= mixed.maxSeats) {
        uuid = newVisitor()
        mine = 0
      }
      const answer = await lock(demo, BOT, uuid, mixed, { sectionId: TABLES, ...seat })
      statuses.add(answer.status)
      if (answer.status === 200) mine++
    }
    expect(await heldPlaces(demo, mixed, TABLES)).toBeLessThanOrEqual(DEFAULT_MAX_HELD_PER_ADDRESS)
    expect(await heldPlaces(demo, mixed, TABLES)).toBeLessThan(seats.length)
    expect(statuses).toContain(422)
    const last = seats[seats.length - 1]
    if (last === undefined) throw new Error('the section has seats')
    expect((await lock(demo, NEIGHBOUR, newVisitor(), mixed, { sectionId: TABLES, ...last })).status).toBe(200)
  })

  it('one visitor id is still held to the presentation’s own seat maximum (§5), whatever the address allows', async () => {
    const demo = opened()
    const club = await firstPresentationOf(demo.storage, VenueId.club)
    await emptyPresentation(demo.database, club.id)
    const uuid = newVisitor()
    for (let i = 0; i < club.maxSeats; i++)
      expect((await lock(demo, BOT, uuid, club, { sectionId: CLUB_GA, x: 0, y: null })).status).toBe(200)
    const over = await lock(demo, BOT, uuid, club, { sectionId: CLUB_GA, x: 0, y: null })
    expect(over).toMatchObject({ status: 422, body: { error: { code: 'SEAT_MAXIMUM_REACHED', params: { max: club.maxSeats } } } })
  })
})
