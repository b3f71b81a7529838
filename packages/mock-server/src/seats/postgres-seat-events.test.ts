import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { describe, expect, inject, it, onTestFinished, vi } from 'vitest'
import type { SeatStatusChange } from '@kartis/api-adapter'
import { testDatabase } from '../test-support/test-databases'
import { PostgresSeatEvents } from './postgres-seat-events'
import type { SeatEvent, SeatEventMessage } from './seat-events'

// Two instances of the box office on one PostgreSQL: two databases handles (two pools), two
// adapters with their own listening connection, on a channel of the test's own.

const change = (x: number, status: SeatStatusChange['status'] = 'locked'): SeatStatusChange => ({
  presentationId: 7,
  status,
  seats: [{ sectionId: 101, x, y: 1 }],
})

const instances = async (names: readonly string[]): Promise<readonly PostgresSeatEvents[]> => {
  const channel = `seat_events_${randomBytes(4).toString('hex')}`
  return Promise.all(
    names.map(async (instanceId) => {
      const database = await testDatabase('postgres')
      const events = await PostgresSeatEvents.start(database, {
        url: inject('postgresUrl'),
        channel,
        instanceId,
        reconnectMs: { first: 20, max: 200 },
      })
      onTestFinished(() => events.close())
      return events
    }),
  )
}

const recorder = () => {
  const messages: SeatEventMessage[] = []
  const events = (): SeatEvent[] => messages.flatMap((message) => (message.kind === 'change' ? [message.event] : []))
  return { messages, events, listener: (message: SeatEventMessage) => messages.push(message) }
}

const pair = async (): Promise<readonly [PostgresSeatEvents, PostgresSeatEvents]> => {
  const [a, b] = await instances(['a', 'b'])
  if (a === undefined || b === undefined) throw new Error('two instances expected')
  return [a, b]
}

describe('PostgresSeatEvents: several instances on one PostgreSQL (issue 11)', () => {
  it('a change published on one instance reaches the subscribers of both, in one order', async () => {
    const [a, b] = await pair()
    const onA = recorder()
    const onB = recorder()
    a.subscribe(7, onA.listener)
    b.subscribe(7, onB.listener)
    for (let x = 1; x <= 5; x++) await (x % 2 === 0 ? b : a).publish(change(x))
    await vi.waitFor(() => expect(onB.events()).toHaveLength(5))
    await vi.waitFor(() => expect(onA.events()).toHaveLength(5))
    expect(onB.events().map((event) => event.seats[0]?.x)).toEqual([1, 2, 3, 4, 5])
    expect(onB.events().map((event) => event.id)).toEqual(['a-1', 'b-1', 'a-2', 'b-2', 'a-3'])
    expect(onA.events()).toEqual(onB.events())
    expect(onB.events()[0]).toEqual({ id: 'a-1', ...change(1) })
  })

  it('resumes on the other instance after an id it received there, and resets for one it never saw', async () => {
    const [a, b] = await pair()
    const onA = recorder()
    const onB = recorder()
    a.subscribe(7, onA.listener)
    b.subscribe(7, onB.listener)
    for (const x of [1, 2, 3]) await a.publish(change(x, x === 3 ? 'sold' : 'locked'))
    await vi.waitFor(() => expect(onB.events()).toHaveLength(3))
    await vi.waitFor(() => expect(onA.events()).toHaveLength(3))
    const seenOnA = onA.events()[0]?.id ?? ''

    // The client was on instance a, saw the first event, and reconnects to instance b.
    const resumed = recorder()
    b.subscribe(7, resumed.listener, seenOnA)
    expect(resumed.events()).toEqual(onA.events().slice(1))
    const stranger = recorder()
    b.subscribe(7, stranger.listener, 'c-40')
    expect(stranger.messages).toEqual([{ kind: 'reset', id: onB.events()[2]?.id }])
  })

  it('splits a batch too big for one notification (PostgreSQL refuses 8,000 bytes) into several events', async () => {
    const [a, b] = await pair()
    const onB = recorder()
    b.subscribe(7, onB.listener)
    const seats = Array.from({ length: 2_000 }, (_, index) => ({ sectionId: 100_001, x: 10_000 + index, y: 1_000 + (index % 50) }))
    await a.publish({ presentationId: 7, status: 'sold', seats })
    await vi.waitFor(() => expect(onB.events().flatMap((event) => event.seats)).toHaveLength(seats.length))
    expect(onB.events().length).toBeGreaterThan(1)
    expect(onB.events().flatMap((event) => event.seats)).toEqual(seats)
    expect(new Set(onB.events().map((event) => event.id)).size).toBe(onB.events().length)
  })

  it('listens again after its connection drops, and tells its subscribers to refetch what they may have missed', async () => {
    const [a, b] = await pair()
    const onB = recorder()
    b.subscribe(7, onB.listener)
    const admin = new pg.Client({ connectionString: inject('postgresUrl') })
    await admin.connect()
    onTestFinished(() => admin.end())
    const killed = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'kartis-seat-events-b'`,
    )
    expect(killed.rowCount).toBe(1)
    await vi.waitFor(() => expect(onB.messages.some((message) => message.kind === 'reset')).toBe(true), { timeout: 5_000 })
    await a.publish(change(9))
    await vi.waitFor(() => expect(onB.events().map((event) => event.seats[0]?.x)).toEqual([9]))
  })
})
