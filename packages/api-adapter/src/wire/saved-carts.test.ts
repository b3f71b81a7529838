import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { decodeWith } from './decode'
import { OpenCartResponse, SaveCartBody, SaveCartResponse } from './saved-carts'
import { cart, cartWire } from './test-support/cart-sample'

const uuid = '4f1c2a9e-0b7d-4d8e-9a51-3c0f6e2b7d14'

describe('SaveCartBody', () => {
  it('reads cart and uuid, and a mobile number when one is sent', () => {
    expect(decodeWith(SaveCartBody, { cart: cartWire, uuid })).toEqual(E.right({ cart, uuid }))
    expect(decodeWith(SaveCartBody, { Cart: cartWire, Uuid: uuid, MobileNumber: '0521234567' })).toEqual(
      E.right({ cart, uuid, mobileNumber: '0521234567' }),
    )
  })

  it('refuses a body without the uuid, naming it', () => {
    expect(decodeWith(SaveCartBody, { cart: cartWire })).toEqual(
      E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'uuid' }) })),
    )
  })
})

describe('SaveCartResponse', () => {
  it('reads the link id, its expiry in Jerusalem time and whether it went by SMS (default no)', () => {
    expect(decodeWith(SaveCartResponse, { cartId: 'aZ-09_x', expiresAt: '2026-07-08T21:30:00' })).toEqual(
      E.right(E.right({ cartId: 'aZ-09_x', expiresAt: '2026-07-08T21:30:00+03:00', smsSent: false })),
    )
  })

  it('writes what it reads', () => {
    const link = { cartId: 'aZ-09_x', expiresAt: '2026-07-08T21:30:00+03:00', smsSent: true }
    expect(decodeWith(SaveCartResponse, SaveCartResponse.encode(E.right(link)))).toEqual(E.right(E.right(link)))
  })
})

describe('OpenCartResponse', () => {
  it('reads the restored cart and the seats dropped from it, and an in-band error', () => {
    expect(decodeWith(OpenCartResponse, { cart: cartWire, droppedSeats: [] })).toEqual(E.right(E.right({ cart, droppedSeats: [] })))
    expect(decodeWith(OpenCartResponse, { error: { code: 'CART_NOT_FOUND' } })).toEqual(
      E.right(E.left(expect.objectContaining({ code: 'CART_NOT_FOUND' }))),
    )
  })

  it('writes the cart as the cart codec does, so it reads back whole', () => {
    const restored = { cart, droppedSeats: cart.seats.slice(0, 1) }
    expect(decodeWith(OpenCartResponse, OpenCartResponse.encode(E.right(restored)))).toEqual(E.right(E.right(restored)))
  })
})
