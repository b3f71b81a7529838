import { EMPTY_CUSTOMER_INFO, kartisError, type Cart, type CartSeat } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { inMemoryAdapters } from './in-memory-adapters'
import { cartFor, hallSeat, openSample, regular, show501, show502, visitorNamed } from './test-support/demo-sample'

const DANA = '11111111-1111-4111-8111-111111111111'
const YOSSI = '22222222-2222-4222-8222-222222222222'

const xs = (seats: readonly CartSeat[]): number[] => seats.map((seat) => seat.x)

/** Dana locks seats of row א of a show and saves that cart; its link's id. */
const savedByDana = async (sample: ReturnType<typeof openSample>, cart: Cart): Promise<string> => {
  for (const seat of cart.seats) await sample.dana.seatLocks.lock(hallSeat(seat.presentationId, seat.x, seat.y, seat.sectionId))
  const saved = await sample.dana.savedCarts.saveCart({ cart })
  if (E.isLeft(saved)) throw new Error(saved.left.code)
  return saved.right.cartId
}

const lockHolders = (sample: ReturnType<typeof openSample>, presentationId: number): Record<string, string> =>
  Object.fromEntries(
    sample.office.seats
      .claimed(presentationId, sample.office.now())
      .flatMap(({ place, claim }) => (claim.kind === 'locked' ? [[`${place.sectionId}:${place.x}:${place.y}`, claim.uuid]] : [])),
  )

describe('InMemorySavedCarts.saveCart', () => {
  it('§7 keeps the cart without the customer’s details and answers the link, open until the show starts', async () => {
    const sample = openSample()
    const cart = { ...cartFor(show501, [2, 3]), customerInfo: { ...EMPTY_CUSTOMER_INFO, firstName: 'דנה' } }
    expect(await sample.dana.savedCarts.saveCart({ cart })).toEqual(
      E.right({ cartId: 'SC-1', expiresAt: '2026-07-02T20:30:00+03:00', smsSent: false }),
    )
    expect(sample.office.savedCarts.get('SC-1')).toMatchObject({ uuid: DANA, cart: { customerInfo: EMPTY_CUSTOMER_INFO } })
    expect(await sample.dana.savedCarts.saveCart({ cart, mobileNumber: '052-1234567' })).toEqual(
      E.right(expect.objectContaining({ cartId: 'SC-2', smsSent: true })),
    )
  })

  it('§5 refuses an empty cart and a number that is not an Israeli mobile', async () => {
    const sample = openSample()
    expect(await sample.dana.savedCarts.saveCart({ cart: { ...cartFor(show501, []) } })).toEqual(E.left(kartisError('SELECTION_REQUIRED')))
    expect(await sample.dana.savedCarts.saveCart({ cart: cartFor(show501, [2]), mobileNumber: '12345' })).toEqual(
      E.left(kartisError('invalid_mobileNumber')),
    )
  })
})

describe('InMemorySavedCarts.openCart', () => {
  it('§2 in another visitor: the saved seats become the opener’s, with their tickets', async () => {
    const sample = openSample()
    const cartId = await savedByDana(sample, cartFor(show502, [2, 3]))
    const opened = await sample.yossi.savedCarts.openCart(cartId)
    expect(
      E.map(({ cart, droppedSeats }: { cart: Cart; droppedSeats: readonly CartSeat[] }) => [xs(cart.seats), droppedSeats])(opened),
    ).toEqual(E.right([[2, 3], []]))
    expect(E.isRight(opened) && opened.right.cart.seats.every((seat) => seat.ticket?.ticketId === regular.id)).toBe(true)
    expect(lockHolders(sample, 502)).toEqual({ '1:2:1': YOSSI, '1:3:1': YOSSI })
    // Opening the link again changes nothing for its opener.
    expect(E.map(({ cart }: { cart: Cart }) => xs(cart.seats))(await sample.yossi.savedCarts.openCart(cartId))).toEqual(E.right([2, 3]))
  })

  it('§2/§8 a seat taken meanwhile by somebody else is dropped and said so; the rest is kept', async () => {
    const sample = openSample()
    const cartId = await savedByDana(sample, cartFor(show502, [2, 3]))
    sample.clock.advance(16 * 60_000)
    const third = inMemoryAdapters(sample.office, visitorNamed('33333333-3333-4333-8333-333333333333'))
    await third.seatLocks.lock(hallSeat(502, 3, 1))
    const opened = await sample.yossi.savedCarts.openCart(cartId)
    expect(
      E.map(({ cart, droppedSeats }: { cart: Cart; droppedSeats: readonly CartSeat[] }) => [xs(cart.seats), xs(droppedSeats)])(opened),
    ).toEqual(E.right([[2], [3]]))
    expect(lockHolders(sample, 502)['1:2:1']).toBe(YOSSI)
  })

  it('§4 under the single-seat rule the seats kept must still leave no single seat, else none is kept', async () => {
    const sample = openSample()
    const cartId = await savedByDana(sample, cartFor(show501, [2, 3]))
    sample.clock.advance(16 * 60_000)
    // Someone takes seat 3 and 4 … 6; seat 2 alone would strand seat 1.
    const third = inMemoryAdapters(sample.office, visitorNamed('33333333-3333-4333-8333-333333333333'))
    for (const x of [6, 5, 4, 3]) await third.seatLocks.lock(hallSeat(501, x, 1))
    const opened = await sample.yossi.savedCarts.openCart(cartId)
    expect(
      E.map(({ cart, droppedSeats }: { cart: Cart; droppedSeats: readonly CartSeat[] }) => [xs(cart.seats), xs(droppedSeats)])(opened),
    ).toEqual(E.right([[], [2, 3]]))
  })

  it('§4 a general-admission place taken meanwhile is given another free place of its section', async () => {
    const sample = openSample()
    await sample.dana.seatLocks.lock(hallSeat(502, 0, null, 2))
    const [hallSeatOne] = cartFor(show502, [1]).seats
    if (hallSeatOne === undefined) throw new Error('no seat')
    const ga: CartSeat = { ...hallSeatOne, sectionId: 2, x: 1, y: 1, rowName: '', seatName: '' }
    const saved = await sample.dana.savedCarts.saveCart({ cart: { ...cartFor(show502, []), seats: [ga] } })
    const cartId = E.isRight(saved) ? saved.right.cartId : ''
    sample.clock.advance(16 * 60_000)
    const third = inMemoryAdapters(sample.office, visitorNamed('33333333-3333-4333-8333-333333333333'))
    await third.seatLocks.lock(hallSeat(502, 0, null, 2))
    const opened = await sample.yossi.savedCarts.openCart(cartId)
    expect(E.map(({ cart }: { cart: Cart }) => cart.seats.map((seat) => [seat.sectionId, seat.x]))(opened)).toEqual(E.right([[2, 2]]))
  })

  it('§2 an unknown id, and one past its expiry, is CART_NOT_FOUND', async () => {
    const sample = openSample()
    const cartId = await savedByDana(sample, cartFor(show502, [2]))
    expect(await sample.yossi.savedCarts.openCart('SC-99')).toEqual(E.left(kartisError('CART_NOT_FOUND')))
    sample.clock.advance(3 * 86_400_000)
    expect(await sample.yossi.savedCarts.openCart(cartId)).toEqual(E.left(kartisError('CART_NOT_FOUND')))
  })
})
