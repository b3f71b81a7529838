import { afterEach, describe, expect, it } from 'vitest'
import { VenueId } from '@kartis/api-adapter'
import type { AppConfig } from '../app-deps'
import { hebrewMessageOf } from '../http/hebrew-messages'
import type { CatalogPresentation } from '../storage/catalog-repository'
import {
  CAPTCHA,
  demoApp,
  emptyPresentation,
  firstPresentationOf,
  lockBody,
  recordsAt,
  visitorClient,
  type DemoApp,
} from '../test-support/demo-app'
import { openEventStream, type EventStreamClient, type StreamedEvent } from '../test-support/event-stream-client'

const CINEMA_SECTION = 101
const LOCK = '/api/seats/lock-seat'
const UNLOCK = '/api/seats/unlock-seat'

interface Running {
  readonly demo: DemoApp
  readonly cinema: CatalogPresentation
  readonly origin: string
  readonly streams: EventStreamClient[]
  readonly open: (query?: string, headers?: Record<string, string>) => Promise<EventStreamClient>
}

let running: Running | null = null

/** A demo box office listening on a port of 127.0.0.1 (a stream cannot be read through inject: it never ends). */
const start = async (config: Partial<AppConfig> = {}): Promise<Running> => {
  const demo = await demoApp({ config })
  const cinema = await firstPresentationOf(demo.storage, VenueId.cinema)
  await emptyPresentation(demo.database, cinema.id)
  await demo.app.listen({ port: 0, host: '127.0.0.1' })
  const address = demo.app.server.address()
  const origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`
  const streams: EventStreamClient[] = []
  const open = async (query = `presentationId=${cinema.id}`, headers: Record<string, string> = {}) => {
    const stream = await openEventStream(origin, `/api/seats/events?${query}`, headers)
    streams.push(stream)
    return stream
  }
  running = { demo, cinema, origin, streams, open }
  return running
}

afterEach(async () => {
  for (const stream of running?.streams ?? []) stream.close()
  await running?.demo.app.close()
  running = null
})

const seat = (x: number, y: number) => ({ sectionId: CINEMA_SECTION, x, y })
const seats = (event: StreamedEvent): unknown => (JSON.parse(event.data) as { seats: unknown }).seats
const change = (event: StreamedEvent): unknown => JSON.parse(event.data)
const isChange = (event: StreamedEvent): boolean => event.event === 'seats'

describe('GET /api/seats/events (issue 11)', () => {
  it('answers an event stream that nothing buffers, and tells the client where it stands', async () => {
    const { open } = await start()
    // A browser accepts compression: a compressor's buffer would hold the events back.
    const stream = await open(undefined, { 'accept-encoding': 'gzip, deflate, br' })
    expect(stream.status).toBe(200)
    expect(stream.headers['content-encoding']).toBeUndefined()
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/)
    expect(stream.headers['cache-control']).toBe('no-cache')
    expect(stream.headers['x-accel-buffering']).toBe('no')
    await expect.poll(() => stream.lastEventId()).not.toBe('')
    expect(stream.events).toEqual([])
  })

  it('sends another visitor’s lock (its whole couch) and unlock as they happen, never whose they are', async () => {
    const { open, demo, cinema } = await start()
    const stream = await open()
    const yossi = visitorClient(demo.app)
    expect((await yossi.send('PUT', LOCK, lockBody(cinema, seat(4, 10)))).status).toBe(200)
    const locked = await stream.next(isChange)
    expect(change(locked)).toEqual({ presentationId: cinema.id, status: 'locked', seats: [seat(3, 10), seat(4, 10)] })
    expect(locked.data).not.toContain(yossi.uuid)
    expect(locked.lastEventId).not.toBe('')
    expect((await yossi.send('PUT', UNLOCK, lockBody(cinema, seat(4, 10)))).status).toBe(200)
    const freed = await stream.next((event) => isChange(event) && event !== locked)
    expect(change(freed)).toEqual({ presentationId: cinema.id, status: 'free', seats: [seat(3, 10), seat(4, 10)] })
  })

  it('sends the block best-available locks, and nothing for a refused lock or a search that locks nothing', async () => {
    const { open, demo, cinema } = await start()
    const stream = await open()
    const dana = visitorClient(demo.app)
    expect(
      (await dana.get(`/api/seats/best-available?recaptchaToken=${CAPTCHA}&presentationId=${cinema.id}&quantity=2&isLock=0`)).status,
    ).toBe(200)
    // Seat 2 of row ה would strand seat 1: refused, nothing locked.
    expect((await dana.send('PUT', LOCK, lockBody(cinema, seat(2, 5)))).status).toBe(422)
    const answer = await dana.get(`/api/seats/best-available?recaptchaToken=${CAPTCHA}&presentationId=${cinema.id}&quantity=2`)
    const block = recordsAt(recordsAt(answer.body, 'matches')[0], 'Seats').map((s) =>
      seat(Number(s['XCoordinate']), Number(s['YCoordinate'])),
    )
    expect(block).toHaveLength(2)
    const locked = await stream.next(isChange)
    expect(stream.events).toHaveLength(1)
    expect(change(locked)).toEqual({ presentationId: cinema.id, status: 'locked', seats: block })
  })

  it('resumes after Last-Event-ID with what the client missed, and resets for an id it does not keep', async () => {
    const { open, demo, cinema } = await start()
    const first = await open()
    const visitor = visitorClient(demo.app)
    await visitor.send('PUT', LOCK, lockBody(cinema, seat(5, 5)))
    const seen = await first.next(isChange)
    first.close()
    await visitor.send('PUT', LOCK, lockBody(cinema, seat(7, 7)))

    const resumed = await open(`presentationId=${cinema.id}`, { 'last-event-id': seen.lastEventId })
    const missed = await resumed.next(isChange)
    expect(seats(missed)).toEqual([seat(7, 7)])
    // The same by the query parameter, for a new EventSource that cannot send the header.
    const byQuery = await open(`presentationId=${cinema.id}&lastEventId=${encodeURIComponent(seen.lastEventId)}`)
    expect(seats(await byQuery.next(isChange))).toEqual([seat(7, 7)])

    const stranger = await open(`presentationId=${cinema.id}`, { 'last-event-id': 'not-an-id-of-this-server' })
    const reset = await stranger.next(() => true)
    expect(reset.event).toBe('reset')
    expect(reset.lastEventId).toBe(missed.lastEventId)
    // After the reset it follows the changes as any stream does.
    await visitor.send('PUT', UNLOCK, lockBody(cinema, seat(7, 7)))
    expect(change(await stranger.next(isChange))).toMatchObject({ status: 'free', seats: [seat(7, 7)] })
  })

  it('refuses an unknown presentation with PRSNT_NOT_FOUND and its Hebrew message, and a bad query with 400', async () => {
    const { demo } = await start()
    const unknown = await demo.app.inject({ method: 'GET', url: '/api/seats/events?presentationId=999999' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ error: { code: 'PRSNT_NOT_FOUND', message: hebrewMessageOf('PRSNT_NOT_FOUND') } })
    const bad = await demo.app.inject({ method: 'GET', url: '/api/seats/events?presentationId=abc' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ error: { code: 'BAD_REQUEST', path: 'query.presentationId' } })
    const malformedVisitor = await demo.app.inject({ method: 'GET', url: '/api/seats/events?presentationId=1', headers: { uuid: 'me' } })
    expect(malformedVisitor.statusCode).toBe(400)
    expect(malformedVisitor.json()).toMatchObject({ error: { code: 'INVALID_VISITOR_ID' } })
  })

  it('caps the streams one address holds open: TOO_MANY_REQUESTS past the cap, room again once one closes', async () => {
    const { open } = await start({ maxEventStreamsPerAddress: 2 })
    const first = await open()
    await open()
    const refused = await open()
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toBe('10')
    await refused.ended
    expect(JSON.parse(refused.body())).toMatchObject({
      error: { code: 'TOO_MANY_REQUESTS', message: hebrewMessageOf('TOO_MANY_REQUESTS'), params: { max: 2 } },
    })
    first.close()
    await first.ended
    await expect.poll(async () => (await open()).status).toBe(200)
  })

  it('keeps a quiet stream alive with heartbeat comments', async () => {
    const { open } = await start({ eventStreamHeartbeatMs: 50 })
    const stream = await open()
    await expect.poll(() => stream.comments()).toBeGreaterThanOrEqual(2)
  })

  it('ends every stream when the server closes, and the close does not wait for them', async () => {
    const { open, demo } = await start()
    const streams = [await open(), await open()]
    const started = performance.now()
    await demo.app.close()
    expect(performance.now() - started).toBeLessThan(2_000)
    await Promise.all(streams.map((stream) => stream.ended))
  })
})
