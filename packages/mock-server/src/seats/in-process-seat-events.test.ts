import { describe, expect, it } from 'vitest'
import type { SeatStatusChange } from '@kartis/api-adapter'
import { InProcessSeatEvents } from './in-process-seat-events'
import { publishFreed, type SeatEventMessage } from './seat-events'

const change = (presentationId: number, x: number, status: SeatStatusChange['status'] = 'locked'): SeatStatusChange => ({
  presentationId,
  status,
  seats: [{ sectionId: 101, x, y: 1 }],
})

/** A subscriber that keeps what it is told. */
const recorder = () => {
  const messages: SeatEventMessage[] = []
  return {
    messages,
    listener: (message: SeatEventMessage) => messages.push(message),
    xs: () => messages.flatMap((message) => (message.kind === 'change' ? message.event.seats.map((seat) => seat.x) : [])),
  }
}

describe('InProcessSeatEvents (issue 11)', () => {
  it('tells a new subscriber where it stands, then every change of its presentation only, with ids of this instance in order', async () => {
    const events = new InProcessSeatEvents({ instanceId: 'one' })
    const seven = recorder()
    const eight = recorder()
    events.subscribe(7, seven.listener)
    events.subscribe(8, eight.listener)
    expect(seven.messages).toEqual([{ kind: 'start', id: expect.stringMatching(/^one-o\d+$/) }])
    await events.publish(change(7, 1))
    await events.publish(change(8, 2))
    await events.publish(change(7, 3, 'sold'))
    expect(seven.messages.slice(1)).toEqual([
      { kind: 'change', event: { id: 'one-1', ...change(7, 1) } },
      { kind: 'change', event: { id: 'one-3', ...change(7, 3, 'sold') } },
    ])
    expect(eight.xs()).toEqual([2])
  })

  it('publishes nothing for no seats, and nothing once closed; an unsubscribed listener hears nothing more', async () => {
    const events = new InProcessSeatEvents()
    const seen = recorder()
    const unsubscribe = events.subscribe(7, seen.listener)
    await events.publish({ presentationId: 7, status: 'free', seats: [] })
    await events.publish(change(7, 1))
    unsubscribe()
    await events.publish(change(7, 2))
    const other = recorder()
    events.subscribe(7, other.listener)
    await events.close()
    await events.publish(change(7, 3))
    expect(seen.xs()).toEqual([1])
    expect(other.xs()).toEqual([])
  })

  it('resumes after a Last-Event-ID it keeps (or the start position it gave), and resets for one it does not', async () => {
    const events = new InProcessSeatEvents({ instanceId: 'one' })
    const first = recorder()
    events.subscribe(7, first.listener)
    const start = first.messages[0]
    const startId = start?.kind === 'start' ? start.id : ''
    for (const x of [1, 2, 3]) await events.publish(change(7, x))

    const resumed = recorder()
    events.subscribe(7, resumed.listener, 'one-1')
    expect(resumed.xs()).toEqual([2, 3])
    const fromStart = recorder()
    events.subscribe(7, fromStart.listener, startId)
    expect(fromStart.xs()).toEqual([1, 2, 3])
    const upToDate = recorder()
    events.subscribe(7, upToDate.listener, 'one-3')
    expect(upToDate.messages).toEqual([])

    const stranger = recorder()
    events.subscribe(7, stranger.listener, 'another-instance-9')
    expect(stranger.messages).toEqual([{ kind: 'reset', id: 'one-3' }])
    // Every resumed subscriber hears what comes next.
    await events.publish(change(7, 4))
    for (const subscriber of [resumed, fromStart, upToDate, stranger]) expect(subscriber.xs().at(-1)).toBe(4)
  })

  it('keeps a bounded number of events per presentation: an id pushed out, or a start before it, resets', async () => {
    const events = new InProcessSeatEvents({ instanceId: 'one', eventsPerPresentation: 2 })
    const first = recorder()
    events.subscribe(7, first.listener)
    const start = first.messages[0]
    for (const x of [1, 2, 3]) await events.publish(change(7, x))
    const late = recorder()
    events.subscribe(7, late.listener, 'one-1')
    expect(late.messages).toEqual([{ kind: 'reset', id: 'one-3' }])
    const fromStart = recorder()
    events.subscribe(7, fromStart.listener, start?.kind === 'start' ? start.id : '')
    expect(fromStart.messages).toEqual([{ kind: 'reset', id: 'one-3' }])
    const kept = recorder()
    events.subscribe(7, kept.listener, 'one-2')
    expect(kept.xs()).toEqual([3])
  })

  it('forgets the least recently used presentation without subscribers past its limit', async () => {
    const events = new InProcessSeatEvents({ instanceId: 'one', presentations: 2 })
    const watched = recorder()
    events.subscribe(1, watched.listener)
    await events.publish(change(2, 1))
    await events.publish(change(3, 1))
    await events.publish(change(1, 1))
    const late = recorder()
    events.subscribe(2, late.listener, 'one-1')
    expect(late.messages[0]?.kind).toBe('reset')
    const kept = recorder()
    events.subscribe(1, kept.listener, 'one-3')
    expect(kept.messages).toEqual([])
  })

  it('still tells the other subscribers when one listener throws', async () => {
    const events = new InProcessSeatEvents()
    events.subscribe(7, (message) => {
      if (message.kind === 'change') throw new Error('this stream broke')
    })
    const seen = recorder()
    events.subscribe(7, seen.listener)
    await events.publish(change(7, 1))
    expect(seen.xs()).toEqual([1])
  })

  it('publishFreed: one change per presentation of the swept seats, status free', async () => {
    const events = new InProcessSeatEvents({ instanceId: 'one' })
    const seven = recorder()
    const eight = recorder()
    events.subscribe(7, seven.listener)
    events.subscribe(8, eight.listener)
    await publishFreed(events, [
      { presentationId: 7, sectionId: 101, x: 1, y: 1 },
      { presentationId: 8, sectionId: 201, x: 4, y: 2 },
      { presentationId: 7, sectionId: 101, x: 2, y: 1 },
    ])
    await publishFreed(events, [])
    expect(seven.messages.slice(1)).toEqual([
      {
        kind: 'change',
        event: {
          id: 'one-1',
          presentationId: 7,
          status: 'free',
          seats: [
            { sectionId: 101, x: 1, y: 1 },
            { sectionId: 101, x: 2, y: 1 },
          ],
        },
      },
    ])
    expect(eight.messages.slice(1)).toEqual([
      { kind: 'change', event: { id: 'one-2', presentationId: 8, status: 'free', seats: [{ sectionId: 201, x: 4, y: 2 }] } },
    ])
  })
})
