import * as E from 'fp-ts/Either'
import { describe, expect, it, onTestFinished } from 'vitest'
import { outboxNotices } from '../test-support/outbox-notices'
import { ManualClock, agorot, type Cart, type RestoredCart, type Result } from '@kartis/core'
import { OTHER_VISITOR, VISITOR, cartOf, lockSeats, openPaymentFixture, type SeatChoice } from '../payment/payment-fixture'
import { InProcessSeatEvents } from '../seats/in-process-seat-events'
import type { SeatEventMessage } from '../seats/seat-events'
import { SeatingLayouts } from '../seats/seating-layouts'
import type { Engine } from '../storage/database/storage-database'
import { FIXTURE_GA_SECTION } from '../storage/fixture-catalog'
import { ENGINES } from '../test-support/test-databases'
import { cartIdHash } from './cart-link'
import { openSavedCart, type OpenCartDeps } from './open-cart'
import { saveCart } from './save-cart'

const START = Date.UTC(2025, 6, 1, 9, 0)
const MINUTE = 60_000
const THIRD_VISITOR = '33333333-3333-4333-8333-333333333333'
const TWO_SEATS: readonly SeatChoice[] = [
  { x: 2, ticketId: 11 },
  { x: 3, ticketId: 12 },
]

const setup = async (engine: Engine) => {
  const clock = new ManualClock(START)
  const fixture = await openPaymentFixture(clock, {}, { engine })
  onTestFinished(() => fixture.database.close())
  const { storage } = fixture
  const events = new InProcessSeatEvents()
  const published: SeatEventMessage[] = []
  const deps: OpenCartDeps = {
    carts: storage.carts,
    seats: storage.seats,
    layouts: new SeatingLayouts(storage.catalog),
    clock,
    lockTtlMs: 15 * MINUTE,
    maxHeldPerAddress: 30,
    events,
  }
  let ids = 0
  /** Saves `cart` as `uuid` (the saver); the link's id. */
  const save = async (cart: Cart, uuid = VISITOR): Promise<string> => {
    const saved = await saveCart(
      {
        carts: storage.carts,
        catalog: storage.catalog,
        notices: outboxNotices(storage),
        clock,
        siteUrl: 'https://kartis.test',
        newCartId: () => `cart-link-${String(++ids).padStart(12, '0')}`,
      },
      { callerUuid: uuid, bodyUuid: uuid, cart },
    )
    if (E.isLeft(saved)) throw new Error(saved.left.code)
    return saved.right.cartId
  }
  const open = (cartId: string, uuid = OTHER_VISITOR, clientAddress = '198.51.100.7'): Promise<Result<RestoredCart>> =>
    openSavedCart(deps, { uuid, clientAddress }, cartId)
  /** Who holds each seat of the presentation, 'x:y' → uuid, 'sold' or 'held'. */
  const holders = async (presentationId = fixture.presentationId): Promise<Record<string, string>> =>
    Object.fromEntries(
      (await storage.seats.occupiedSeats(presentationId)).map((seat) => [
        `${seat.sectionId === FIXTURE_GA_SECTION ? 'ga' : ''}${seat.x}:${seat.y}`,
        seat.occupancy.kind === 'locked' ? seat.occupancy.uuid : seat.occupancy.kind,
      ]),
    )
  const subscribe = (presentationId: number) => events.subscribe(presentationId, (message) => published.push(message))
  return { clock, fixture, storage, deps, save, open, holders, published, subscribe }
}

const restored = (result: Result<RestoredCart>): RestoredCart => {
  if (E.isLeft(result)) throw new Error(`expected a cart, got ${result.left.code}`)
  return result.right
}

const xs = (seats: readonly { readonly x: number }[]): number[] => seats.map((seat) => seat.x)

describe.each(ENGINES)('openSavedCart on %s', (engine) => {
  it('§2 opened in another visitor, the saved seats are handed over to it with their tickets and published as locked', async () => {
    const { fixture, save, open, holders, published, subscribe } = await setup(engine)
    const { presentationId } = fixture
    await lockSeats(fixture.storage, VISITOR, presentationId, TWO_SEATS)
    const cartId = await save(cartOf(presentationId, TWO_SEATS, { popcorn: 2 }))
    subscribe(presentationId)
    const opened = restored(await open(cartId))
    expect(opened.droppedSeats).toEqual([])
    expect(opened.cart.seats.map((seat) => [seat.x, seat.ticket?.ticketId])).toEqual([
      [2, 11],
      [3, 12],
    ])
    expect(opened.cart.products).toEqual([expect.objectContaining({ id: 1, quantity: 2 })])
    expect(await holders()).toEqual({ '2:1': OTHER_VISITOR, '3:1': OTHER_VISITOR })
    expect(published.filter((message) => message.kind === 'change')).toEqual([
      {
        kind: 'change',
        event: expect.objectContaining({
          presentationId,
          status: 'locked',
          seats: [
            { sectionId: 101, x: 2, y: 1 },
            { sectionId: 101, x: 3, y: 1 },
          ],
        }),
      },
    ])
  })

  it('§2 seats whose locks ran out meanwhile are locked again when still free; opening twice changes nothing', async () => {
    const { fixture, clock, save, open, holders } = await setup(engine)
    const { presentationId } = fixture
    await lockSeats(fixture.storage, VISITOR, presentationId, TWO_SEATS)
    const cartId = await save(cartOf(presentationId, TWO_SEATS))
    clock.advance(16 * MINUTE)
    expect(await holders()).toEqual({})
    expect(xs(restored(await open(cartId)).cart.seats)).toEqual([2, 3])
    expect(xs(restored(await open(cartId)).cart.seats)).toEqual([2, 3])
    expect(await holders()).toEqual({ '2:1': OTHER_VISITOR, '3:1': OTHER_VISITOR })
  })

  it('§2/§8 a seat a third visitor took meanwhile is dropped and answered apart; a GA place moves', async () => {
    const { fixture, clock, save, open, holders } = await setup(engine)
    const { presentationId } = fixture
    const ga: SeatChoice = { x: 1, ga: true, ticketId: 21 }
    await lockSeats(fixture.storage, VISITOR, presentationId, [...TWO_SEATS, ga])
    const cartId = await save(cartOf(presentationId, [...TWO_SEATS, ga]))
    clock.advance(16 * MINUTE)
    await lockSeats(fixture.storage, THIRD_VISITOR, presentationId, [{ x: 3, ticketId: 11 }, { ...ga }])
    const opened = restored(await open(cartId))
    expect(opened.cart.seats.map((seat) => [seat.sectionId === FIXTURE_GA_SECTION ? 'ga' : 'hall', seat.x])).toEqual([
      ['hall', 2],
      ['ga', 2],
    ])
    expect(opened.droppedSeats.map((seat) => [seat.x, seat.rowName, seat.seatName])).toEqual([[3, 'א', '3']])
    expect(await holders()).toEqual({ '2:1': OTHER_VISITOR, '3:1': THIRD_VISITOR, 'ga1:1': THIRD_VISITOR, 'ga2:1': OTHER_VISITOR })
  })

  it('§4 under seating policy 3 seats that would strand a single seat are not kept, none of them', async () => {
    const { fixture, clock, save, open, holders } = await setup(engine)
    const [strict] = await fixture.storage.catalog.addPresentations([
      {
        featureId: 1,
        venueId: 1,
        startsAt: START + 7_200_000,
        seatingPolicyId: 3,
        maxSeats: 10,
        soldout: false,
        serviceCharge: agorot(0),
        timer: null,
      },
    ])
    if (typeof strict !== 'number') throw new Error('no presentation')
    await lockSeats(fixture.storage, VISITOR, strict, TWO_SEATS)
    const cartId = await save(cartOf(strict, TWO_SEATS))
    clock.advance(16 * MINUTE)
    // Seat 3 and seats 4–6 are taken meanwhile: seat 2 alone would leave seat 1 single at the row's end.
    await lockSeats(
      fixture.storage,
      THIRD_VISITOR,
      strict,
      [3, 4, 5, 6].map((x) => ({ x, ticketId: 11 })),
    )
    const opened = restored(await open(cartId))
    expect(xs(opened.cart.seats)).toEqual([])
    expect(xs(opened.droppedSeats)).toEqual([2, 3])
    expect(Object.values(await holders(strict)).filter((uuid) => uuid === OTHER_VISITOR)).toEqual([])
  })

  it('§2 the saver opening its own link keeps its seats', async () => {
    const { fixture, save, open, holders } = await setup(engine)
    const { presentationId } = fixture
    await lockSeats(fixture.storage, VISITOR, presentationId, TWO_SEATS)
    const cartId = await save(cartOf(presentationId, TWO_SEATS))
    expect(xs(restored(await open(cartId, VISITOR)).cart.seats)).toEqual([2, 3])
    expect(await holders()).toEqual({ '2:1': VISITOR, '3:1': VISITOR })
  })

  it('§2 two visitors opening one link at once: each seat ends with exactly one of them, the other told it was taken', async () => {
    const { fixture, clock, save, open, holders } = await setup(engine)
    const { presentationId } = fixture
    await lockSeats(fixture.storage, VISITOR, presentationId, TWO_SEATS)
    const cartId = await save(cartOf(presentationId, TWO_SEATS))
    clock.advance(MINUTE)
    const kept = (await Promise.all([open(cartId, OTHER_VISITOR), open(cartId, THIRD_VISITOR)])).map(restored)
    const owners = await holders()
    expect(Object.keys(owners).sort()).toEqual(['2:1', '3:1'])
    expect(new Set(Object.values(owners)).size).toBe(1)
    const winner = Object.values(owners)[0] === OTHER_VISITOR ? 0 : 1
    expect(xs(kept[winner]?.cart.seats ?? [])).toEqual([2, 3])
    expect(xs(kept[1 - winner]?.droppedSeats ?? [])).toEqual([2, 3])
  })

  it('§2 an id never issued, of another shape, or past its expiry is CART_NOT_FOUND, and nothing is locked', async () => {
    const { fixture, clock, save, open, holders, storage } = await setup(engine)
    const { presentationId } = fixture
    const cartId = await save(cartOf(presentationId, TWO_SEATS))
    expect(await storage.carts.get(cartIdHash(cartId))).not.toBeNull()
    for (const id of ['A'.repeat(22), 'short', `${cartId}x`, '../../cart', cartIdHash(cartId)])
      expect(await open(id)).toEqual(E.left(expect.objectContaining({ code: 'CART_NOT_FOUND' })))
    // The fixture's presentation starts in an hour: the link opens nothing after that.
    clock.advance(61 * MINUTE)
    expect(await open(cartId)).toEqual(E.left(expect.objectContaining({ code: 'CART_NOT_FOUND' })))
    expect(await holders()).toEqual({})
  })
})
