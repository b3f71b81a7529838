import * as E from 'fp-ts/Either'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkSelection, SeatStatusCode, type SeatKey } from '@kartis/core'
import { VenueId } from '@kartis/api-adapter'
import { buildApp } from '../app'
import { SeatingLayouts } from '../seats/seating-layouts'
import type { CatalogPresentation } from '../storage/catalog-repository'
import type { Engine } from '../storage/database/storage-database'
import { sqlServerStorage } from '../storage/sql-server-storage'
import { withIoLatency } from '../test-support/io-latency'
import {
  demoApp,
  emptyPresentation,
  emptyStaticDirs,
  firstPresentationOf,
  lockBody,
  newVisitor,
  TEST_PROTECTIONS,
  visitorHeaders,
  type DemoApp,
} from '../test-support/demo-app'
import { ENGINES } from '../test-support/test-databases'

const VISITORS = 200
const SECTION = 101
/** Row ה of the cinema: its left block, seats x 1–9 between the wall and the aisle. */
const ROW_Y = 5
const BLOCK = [1, 2, 3, 4, 5, 6, 7, 8, 9]

/** A box office under test: its HTTP app and the storage behind it. */
type Server = Pick<DemoApp, 'app' | 'storage'>

interface Outcome {
  readonly uuid: string
  readonly x: number
  readonly status: number
}

/** 200 visitors at once, visitor i asking for seat xOf(i) of row ה; each learns whether it was told "locked". */
const race = async (demo: Server, cinema: CatalogPresentation, xOf: (i: number) => number): Promise<readonly Outcome[]> =>
  Promise.all(
    Array.from({ length: VISITORS }, async (_, i): Promise<Outcome> => {
      const uuid = newVisitor()
      const x = xOf(i)
      const response = await demo.app.inject({
        method: 'PUT',
        url: '/api/seats/lock-seat',
        headers: { ...visitorHeaders(uuid), 'content-type': 'application/json' },
        payload: JSON.stringify(lockBody(cinema, { sectionId: SECTION, x, y: ROW_Y })),
      })
      return { uuid, x, status: response.statusCode }
    }),
  )

/** The seeded demo, with the seat reads network-like (io-latency), served guarded and with the guard off. */
interface Stage {
  readonly guarded: DemoApp
  /** A second app over the same database whose storage runs unguarded (the control runs). */
  readonly control: Server
  readonly cinema: CatalogPresentation
}

/**
 * One seeded demo for an engine's tests (on PostgreSQL seeding takes seconds), served by a
 * guarded app and by an unguarded one; each test starts from an empty cinema show.
 */
const stageFor = (engine: Engine): (() => Stage) => {
  let stage: Stage | undefined
  beforeAll(async () => {
    const guarded = await demoApp({ engine, guard: true, seats: withIoLatency })
    const base = sqlServerStorage(guarded.database, guarded.clock, { guard: false })
    const storage = { ...base, seats: withIoLatency(base.seats) }
    const app = buildApp({ storage, clock: guarded.clock, config: { staticDirs: emptyStaticDirs(), ...TEST_PROTECTIONS } })
    await app.ready()
    stage = { guarded, control: { app, storage }, cinema: await firstPresentationOf(guarded.storage, VenueId.cinema) }
  })
  afterAll(async () => {
    await stage?.control.app.close()
    // Closes the database too.
    await stage?.guarded.app.close()
  })
  beforeEach(async () => {
    if (stage !== undefined) await emptyPresentation(stage.guarded.database, stage.cinema.id)
  })
  return () => {
    if (stage === undefined) throw new Error('the demo is opened before the tests')
    return stage
  }
}

/** Visitors told "locked", per seat. */
const winnersBySeat = (outcomes: readonly Outcome[]): Map<number, string[]> => {
  const winners = new Map<number, string[]>()
  for (const o of outcomes) if (o.status === 200) winners.set(o.x, [...(winners.get(o.x) ?? []), o.uuid])
  return winners
}

/**
 * §4 judged by the core: the locks, taken together as one selection from the empty hall, add
 * no isolated seat (checkSelection with the single-seat rule).
 */
const singleSeatVerdict = async (demo: Server, cinema: CatalogPresentation, locked: readonly SeatKey[]) => {
  const layout = await new SeatingLayouts(demo.storage.catalog).layoutOf(cinema.venueId, cinema.seatplanId)
  if (layout === null) throw new Error('the cinema has a plan')
  const empty = new Uint8Array(layout.index.seats.length).fill(SeatStatusCode.available)
  return checkSelection(layout.index, empty, locked, { applySingleSeatRule: true })
}

/**
 * Each engine's demo is seeded first (seconds on a loaded two-core machine; on PostgreSQL, tens)
 * and every test races 200 requests: generous timeouts, so no case relies on a fast machine.
 */
const SLOW_MACHINE = { timeout: 60_000 }

/**
 * A race shows only when requests interleave; on a loaded machine one round may serve them one
 * after another, so a control is given a few rounds (each from an empty show) to show it.
 */
const CONTROL_ROUNDS = 5

const showsRace = async (stage: Stage, round: () => Promise<boolean>): Promise<boolean> => {
  for (let i = 0; i < CONTROL_ROUNDS; i++) {
    if (i > 0) await emptyPresentation(stage.guarded.database, stage.cinema.id)
    if (await round()) return true
  }
  return false
}

describe.each(ENGINES)('lock-seat under 200 concurrent visitors on %s', SLOW_MACHINE, (engine) => {
  const staged = stageFor(engine)

  describe('guarded', () => {
    it('200 visitors asking for one seat give exactly one success, and the lock is the winner’s', async () => {
      const { guarded: demo, cinema } = staged()
      const outcomes = await race(demo, cinema, () => 5)
      const winners = outcomes.filter((o) => o.status === 200)
      expect(winners).toHaveLength(1)
      expect(outcomes.filter((o) => o.status === 409)).toHaveLength(VISITORS - 1)
      const locks = await demo.storage.seats.occupiedSeats(cinema.id)
      expect(locks).toHaveLength(1)
      expect(locks[0]?.occupancy).toMatchObject({ kind: 'locked', uuid: winners[0]?.uuid })
    })

    it('single-seat rule in play: 200 visitors on the 9 seats of a short row lock no seat twice and leave no new single seat', async () => {
      const { guarded: demo, cinema } = staged()
      expect(cinema.seatingPolicyId).toBe(3)
      const outcomes = await race(demo, cinema, (i) => BLOCK[i % BLOCK.length] ?? 1)
      const winners = winnersBySeat(outcomes)
      for (const uuids of winners.values()) expect(uuids).toHaveLength(1)
      const locks = (await demo.storage.seats.occupiedSeats(cinema.id, { sectionId: SECTION, y: ROW_Y })).flatMap((s) =>
        s.occupancy.kind === 'locked' ? [{ x: s.x, uuid: s.occupancy.uuid }] : [],
      )
      expect(new Map(locks.map((l) => [l.x, [l.uuid]]))).toEqual(winners)
      expect(locks.length).toBeGreaterThan(1)
      const locked = locks.map((l) => ({ sectionId: SECTION, x: l.x, y: ROW_Y }))
      expect(await singleSeatVerdict(demo, cinema, locked)).toEqual(E.right(undefined))
      // Every refusal was the rule or the seat being gone, never an error of the server.
      for (const o of outcomes) expect([200, 409, 422]).toContain(o.status)
    })

    it('over real sockets: one success among 200 visitors', async () => {
      const { guarded: demo, cinema } = staged()
      const base = await demo.app.listen({ port: 0, host: '127.0.0.1' })
      const statuses = await Promise.all(
        Array.from({ length: VISITORS }, async () => {
          const response = await fetch(`${base}/api/seats/lock-seat`, {
            method: 'PUT',
            headers: { ...visitorHeaders(newVisitor()), 'content-type': 'application/json' },
            body: JSON.stringify(lockBody(cinema, { sectionId: SECTION, x: 6, y: ROW_Y })),
          })
          await response.arrayBuffer()
          return response.status
        }),
      )
      expect(statuses.filter((s) => s === 200)).toHaveLength(1)
      expect(statuses.filter((s) => s === 409)).toHaveLength(VISITORS - 1)
    })

    it('leaves, by a direct count, no free seat of the row closed on both sides with a taken neighbour', async () => {
      const { guarded: demo, cinema } = staged()
      await race(demo, cinema, (i) => BLOCK[i % BLOCK.length] ?? 1)
      const taken = new Set((await demo.storage.seats.occupiedSeats(cinema.id)).map((s) => s.x))
      expect(taken.size).toBeGreaterThan(1)
      // Both sides closed (wall, aisle or a taken seat) with at least one taken neighbour is an isolated seat.
      const isTaken = (x: number) => taken.has(x)
      const isClosed = (x: number) => x < 1 || x > 9 || isTaken(x)
      const isolated = BLOCK.filter((x) => !isTaken(x) && isClosed(x - 1) && isClosed(x + 1) && (isTaken(x - 1) || isTaken(x + 1)))
      expect(isolated).toEqual([])
    })
  })

  describe('control, guard off', () => {
    it('the same race tells more than one visitor "locked" for one seat', async () => {
      const stage = staged()
      const raced = await showsRace(stage, async () => {
        const outcomes = await race(stage.control, stage.cinema, () => 5)
        return outcomes.filter((o) => o.status === 200).length > 1
      })
      expect(raced).toBe(true)
    })

    it('single-seat rule in play: seats are promised twice or a single seat is left', async () => {
      const stage = staged()
      const raced = await showsRace(stage, async () => {
        const winners = winnersBySeat(await race(stage.control, stage.cinema, (i) => BLOCK[i % BLOCK.length] ?? 1))
        const promisedTwice = [...winners.values()].some((uuids) => uuids.length > 1)
        const locked = [...winners.keys()].map((x) => ({ sectionId: SECTION, x, y: ROW_Y }))
        return promisedTwice || E.isLeft(await singleSeatVerdict(stage.control, stage.cinema, locked))
      })
      expect(raced).toBe(true)
    })
  })
})
