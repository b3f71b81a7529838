// Issue 11 live seat status fan-out: 1,000 open event streams on one presentation, one seat
// change, and how long until every stream has it. `npx tsx bench/sse-fanout.ts` starts its own
// server; bench/load.ts calls sseFanout(base) on the server it started (with SSE_FANOUT_SERVER_ENV).
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as E from 'fp-ts/Either'
import { SEAT_EVENT_NAMES, httpAdapters, platformFetch } from '@kartis/api-adapter'
import { applySeatStatuses, type Presentation, type Result, type Seat } from '@kartis/core'
import { DEV_CAPTCHA_TOKEN } from '../src/captcha/captcha-verifier'
import { openEventStream, type EventStreamClient } from '../src/test-support/event-stream-client'
import { startServerProcess } from '../src/test-support/server-process'

/** Streams opened on the one presentation. */
const STREAMS = 1_000
/** Opened this many at a time, so the server's accept backlog is never the thing measured. */
const OPEN_BATCH = 100
/** The goal: every stream has the change within this of the change being asked for. */
const GOAL_MS = 1_000
/** A stream that has not had the change by then counts as lost. */
const GIVE_UP_MS = 10_000

/** What the server must allow for the run: 1,000 streams from one address (issue 10/11 caps raised for the bench only). */
export const SSE_FANOUT_SERVER_ENV: Readonly<Record<string, string>> = {
  KARTIS_RATE_LIMITS: 'off',
  KARTIS_MAX_EVENT_STREAMS_PER_ADDRESS: String(STREAMS * 2),
}

export interface SseFanoutResult {
  readonly streams: number
  readonly received: number
  readonly p50Ms: number
  readonly p99Ms: number
  readonly maxMs: number
}

const rightOf = <A>(what: string, result: Result<A>): A => {
  if (E.isLeft(result)) throw new Error(`sse-fanout: ${what} failed with ${result.left.code}`)
  return result.right
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: readonly number[], p: number): number => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

/** The arena's first presentation (seating policy 1: any free seat may be locked alone) and one free seat of it. */
const arenaSeat = async (adapters: ReturnType<typeof httpAdapters>): Promise<{ readonly show: Presentation; readonly seat: Seat }> => {
  const features = rightOf('features', await adapters.catalog.features({ featureIds: [] }))
  const listed = rightOf('presentations', await adapters.catalog.presentations({ featureIds: features.map((f) => f.id) }))
  const show = listed.presentations.find((p) => p.venueTypeId === 5)
  if (show === undefined) throw new Error('sse-fanout: the demo lists no arena presentation')
  const plan = rightOf('seat plan', await adapters.seatPlans.seatPlan({ venueId: show.venueId, seatplanId: show.seatplanId }))
  const statuses = rightOf(
    'seats status',
    await adapters.seatStatuses.seatsStatus({ presentationId: show.id, venueTypeId: show.venueTypeId, isReserved: show.isReserved }),
  )
  const seat = applySeatStatuses(plan, statuses)
    .sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats)))
    .find((candidate) => candidate.status === 'available' && candidate.ticketGroupId !== null)
  if (seat === undefined) throw new Error('sse-fanout: no free arena seat')
  return { show, seat }
}

/**
 * Issue 11 the fan-out bench against a running server (`base`, e.g. http://127.0.0.1:8080, with
 * SSE_FANOUT_SERVER_ENV's limits): opens `streams` event streams on one arena presentation,
 * locks one seat, and times each stream's receipt of the change from the moment the lock is
 * asked for. Prints p50/p99/max and the ratio of the slowest to the 1 s goal; unlocks after.
 */
export const sseFanout = async (base: string, streams: number = STREAMS): Promise<SseFanoutResult> => {
  const clock = { now: () => Date.now(), every: () => () => undefined }
  const adapters = httpAdapters({
    baseUrl: base,
    clock,
    visitor: { uuid: () => randomUUID() },
    captcha: { token: () => Promise.resolve(E.right(DEV_CAPTCHA_TOKEN)) },
    fetch: platformFetch,
  })
  const { show, seat } = await arenaSeat(adapters)
  const opened: EventStreamClient[] = []
  try {
    for (let first = 0; first < streams; first += OPEN_BATCH) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(OPEN_BATCH, streams - first) }, () =>
          openEventStream(base, `/api/seats/events?presentationId=${show.id}`),
        ),
      )
      opened.push(...batch)
      const refused = batch.find((stream) => stream.status !== 200)
      if (refused !== undefined) throw new Error(`sse-fanout: a stream was refused (${refused.status}): ${refused.body()}`)
    }
    // Every stream is subscribed once it has been told where it stands.
    const deadline = performance.now() + GIVE_UP_MS
    while (opened.some((stream) => stream.lastEventId() === '') && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20))

    const buyer = httpAdapters({
      baseUrl: base,
      clock,
      visitor: { uuid: () => 'b0b0b0b0-0000-4000-8000-000000000001' },
      captcha: { token: () => Promise.resolve(E.right(DEV_CAPTCHA_TOKEN)) },
      fetch: platformFetch,
    })
    const request = {
      presentationId: show.id,
      venueId: show.venueId,
      seatplanId: show.seatplanId,
      sectionId: seat.sectionId,
      ticketGroupId: seat.ticketGroupId,
      x: seat.x,
      y: seat.y,
    }
    const started = performance.now()
    const arrivals = opened.map((stream) =>
      stream
        .next((event) => event.event === SEAT_EVENT_NAMES.change, GIVE_UP_MS)
        .then(
          () => performance.now() - started,
          () => null,
        ),
    )
    rightOf('lock', await buyer.seatLocks.lock(request))
    const times = (await Promise.all(arrivals)).filter((ms): ms is number => ms !== null).sort((a, b) => a - b)
    await buyer.seatLocks.unlock(request)
    const result: SseFanoutResult = {
      streams,
      received: times.length,
      p50Ms: percentile(times, 50),
      p99Ms: percentile(times, 99),
      maxMs: times.at(-1) ?? Infinity,
    }
    const all = result.received === streams
    console.log(
      `SSE fan-out: ${streams} streams on presentation ${show.id}, one lock; received by ${result.received}; ` +
        `p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, max ${result.maxMs.toFixed(1)} ms`,
    )
    console.log(
      `goal all ${streams} within ${GOAL_MS} ms: ${all && result.maxMs <= GOAL_MS ? 'met' : 'NOT met'} ` +
        `(max/goal ${(result.maxMs / GOAL_MS).toFixed(2)})`,
    )
    return result
  } finally {
    for (const stream of opened) stream.close()
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kartis-sse-bench-'))
  const server = await startServerProcess(join(dataDir, 'bench.sqlite'), SSE_FANOUT_SERVER_ENV)
  try {
    await sseFanout(server.origin)
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
    rmSync(dataDir, { recursive: true, force: true })
  }
}
