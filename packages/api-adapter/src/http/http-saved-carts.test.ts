import { kartisError } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { cart, cartWire } from '../wire/test-support/cart-sample'
import { HttpSavedCarts } from './http-saved-carts'
import { bodyOf, json, pathOf, scriptedTransport, VISITOR_UUID } from './test-support/fake-fetch'

const answering = (body: unknown, status = 200) => scriptedTransport(() => json(status, body))
const visitor = { uuid: () => VISITOR_UUID }

describe('HttpSavedCarts', () => {
  it('saveCart: POST /cart { cart, uuid }, the link id and its expiry back', async () => {
    const { transport, seen } = answering({ cartId: 'c0ffee', expiresAt: '2026-07-08T21:30:00', smsSent: false })
    expect(await new HttpSavedCarts(transport, visitor).saveCart({ cart })).toEqual(
      E.right({ cartId: 'c0ffee', expiresAt: '2026-07-08T21:30:00+03:00', smsSent: false }),
    )
    expect(seen[0]?.init.method).toBe('POST')
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/cart')
    expect(bodyOf(seen[0])).toEqual({ uuid: VISITOR_UUID, cart: expect.objectContaining({ kind: 'events' }) })
  })

  it('saveCart: a mobile number to send the link to goes in the body; a blank one does not', async () => {
    const sent = answering({ cartId: 'c0ffee', expiresAt: '2026-07-08T21:30:00', smsSent: true })
    await new HttpSavedCarts(sent.transport, visitor).saveCart({ cart, mobileNumber: ' 0521234567 ' })
    expect(bodyOf(sent.seen[0])).toMatchObject({ mobileNumber: '0521234567' })
    const blank = answering({ cartId: 'c0ffee', expiresAt: '2026-07-08T21:30:00' })
    await new HttpSavedCarts(blank.transport, visitor).saveCart({ cart, mobileNumber: '  ' })
    expect(bodyOf(blank.seen[0])).not.toHaveProperty('mobileNumber')
  })

  it('openCart: POST /cart/{resId}/open, the cart and the seats taken meanwhile', async () => {
    const dropped = cartWire.seats[1]
    const { transport, seen } = answering({ cart: cartWire, droppedSeats: dropped === undefined ? [] : [dropped] })
    expect(await new HttpSavedCarts(transport, visitor).openCart('c0ffee/..')).toEqual(
      E.right({ cart, droppedSeats: cart.seats.slice(1, 2) }),
    )
    expect(seen[0]?.init.method).toBe('POST')
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/cart/c0ffee%2F../open')
  })

  it('openCart: an unknown link is CART_NOT_FOUND', async () => {
    const { transport } = answering({ error: { code: 'CART_NOT_FOUND' } }, 404)
    expect(await new HttpSavedCarts(transport, visitor).openCart('nope')).toEqual(E.left(kartisError('CART_NOT_FOUND')))
  })
})
