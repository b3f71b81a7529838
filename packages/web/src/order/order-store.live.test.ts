import { InMemoryBoxOffice, demoDataset, type DemoDataset, type SeatStatusChange } from '@kartis/api-adapter'
import { ManualClock, seatKeyId, type Seat } from '@kartis/core'
import { computed } from 'mobx'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { UiStore } from '../stores/ui-store'
import { demoPorts } from './demo-ports'
import { FakeEventSource } from '../../test/fake-event-source'
import { OrderStore } from './order-store'

/** Reads derived state the way a view would (strict MobX wants computeds read inside a derivation). */
const read = <T>(fn: () => T): T => computed(fn, { requiresReaction: false }).get()

const NOW = Date.parse('2026-07-01T09:00:00+03:00')
const DANA = '11111111-1111-4111-8111-111111111111'

let dataset: DemoDataset
beforeAll(() => {
  dataset = demoDataset(NOW)
}, 120_000)

const cinema = (): number => {
  const found = dataset.presentations.find((presentation) => presentation.venueId === 1 && presentation.startDateTime !== null)
  if (found === undefined) throw new Error('the demo has no cinema presentation')
  return found.id
}

const makeOrder = () => {
  const clock = new ManualClock(NOW)
  const office = new InMemoryBoxOffice(dataset, { clock })
  const { ports } = demoPorts(clock, DANA, office)
  const seatsStatus = vi.spyOn(ports.seatStatuses, 'seatsStatus')
  const sources: FakeEventSource[] = []
  const order = new OrderStore({
    ports,
    clock,
    ui: new UiStore(clock, { locale: 'he', layout: 'default' }),
    leave: vi.fn<(url: string) => void>(),
    openEventSource: (url) => {
      const source = new FakeEventSource(url)
      sources.push(source)
      return source
    },
  })
  const source = (): FakeEventSource => {
    const last = sources.at(-1)
    if (last === undefined) throw new Error('no stream opened')
    return last
  }
  return { order, clock, sources, source, seatsStatus, ports }
}

const displayOf = (order: OrderStore, seat: Seat): string | undefined => read(() => order.displays.get(seatKeyId(seat)))

const freeSeats = (order: OrderStore, count: number): readonly Seat[] => {
  const state = read(() => order.selection)
  if (state === null) throw new Error('no presentation open')
  const displays = read(() => order.displays)
  // Seats with both neighbours free, so a choice never trips the single-seat rule.
  const found = state.index.seats.filter((seat) => displays.get(seatKeyId(seat)) === 'available').filter((_, n) => n % 5 === 2)
  return found.slice(0, count)
}

const change = (presentationId: number, status: SeatStatusChange['status'], seats: readonly Seat[]): SeatStatusChange => ({
  presentationId,
  status,
  seats: seats.map(({ sectionId, x, y }) => ({ sectionId, x, y: y ?? 0 })),
})

describe('§4 the order store follows other buyers’ changes (issue 11)', () => {
  it('reads the seats once its stream is open, then applies each change without reading them again', async () => {
    const { order, source, seatsStatus } = makeOrder()
    const id = cinema()
    const stop = order.followSeatStatus(id)
    const opening = order.open(id)
    await Promise.resolve()
    expect(seatsStatus).not.toHaveBeenCalled()
    source().open()
    await opening
    expect(seatsStatus).toHaveBeenCalledTimes(1)
    const [a, b] = freeSeats(order, 2)
    if (a === undefined || b === undefined) throw new Error('two free seats expected')
    source().change(change(id, 'locked', [a, b]), 'x-1')
    expect([displayOf(order, a), displayOf(order, b)]).toEqual(['unavailable', 'unavailable'])
    source().change(change(id, 'free', [a]), 'x-2')
    expect(displayOf(order, a)).toBe('available')
    source().change(change(id, 'sold', [a]), 'x-3')
    expect(displayOf(order, a)).toBe('unavailable')
    expect(seatsStatus).toHaveBeenCalledTimes(1)
    stop()
    expect(source().closed).toBe(true)
  })

  it('keeps the changes that come while the seats are being read, and applies them once they are', async () => {
    const id = cinema()
    const probe = makeOrder()
    await probe.order.open(id)
    const [a] = freeSeats(probe.order, 1)
    if (a === undefined) throw new Error('a free seat expected')
    const { order, source, seatsStatus, ports } = makeOrder()
    const read = ports.seatStatuses.seatsStatus.bind(ports.seatStatuses)
    seatsStatus.mockImplementationOnce(async (query) => {
      const answer = await read(query)
      // Another buyer locks a seat after the status was read, before the map exists.
      source().change(change(id, 'locked', [a]), 'x-1')
      return answer
    })
    order.followSeatStatus(id)
    const opening = order.open(id)
    source().open()
    await opening
    expect(displayOf(order, a)).toBe('unavailable')
  })

  it('back on the page of an order already open, reads the seats again once the new stream opens', async () => {
    const { order, source, seatsStatus } = makeOrder()
    const id = cinema()
    const stop = order.followSeatStatus(id)
    const opening = order.open(id)
    source().open()
    await opening
    stop()
    // Checkout and back: the seats shown were read before this stream.
    order.followSeatStatus(id)
    await order.open(id)
    expect(seatsStatus).toHaveBeenCalledTimes(1)
    source().open()
    await vi.waitFor(() => expect(seatsStatus).toHaveBeenCalledTimes(2))
  })

  it('leaves the visitor’s own seat selected when the stream tells it is locked', async () => {
    const { order, source } = makeOrder()
    const id = cinema()
    order.followSeatStatus(id)
    const opening = order.open(id)
    source().open()
    await opening
    const [mine] = freeSeats(order, 1)
    if (mine === undefined) throw new Error('a free seat expected')
    const toggling = order.toggleSeat(mine)
    source().change(change(id, 'locked', [mine]), 'x-1')
    await toggling
    source().change(change(id, 'locked', [mine]), 'x-2')
    expect(displayOf(order, mine)).toBe('selected')
  })
})
