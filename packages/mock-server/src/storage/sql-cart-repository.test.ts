import { describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { VISITOR, OTHER_VISITOR, cartOf } from '../payment/payment-fixture'
import { ENGINES, testDatabase } from '../test-support/test-databases'
import { SqlCartRepository } from './sql-cart-repository'

const START = Date.UTC(2025, 6, 1, 9, 0)

describe.each(ENGINES)('SqlCartRepository on %s', (engine) => {
  it('keeps one cart per visitor and cart id, the latest save replacing the earlier', async () => {
    const clock = new ManualClock(START)
    const carts = new SqlCartRepository(await testDatabase(engine, { clock }), clock)
    const one = cartOf(7, [{ x: 1, ticketId: 11 }])
    const two = cartOf(7, [
      { x: 1, ticketId: 11 },
      { x: 2, ticketId: 11 },
    ])
    expect(await carts.get(VISITOR, '')).toBeNull()
    await carts.save(VISITOR, '', one)
    clock.advance(1000)
    await carts.save(VISITOR, '', two)
    await carts.save(VISITOR, 'KR-1', one)
    expect(await carts.get(VISITOR, '')).toEqual({ uuid: VISITOR, cartId: '', cart: two, savedAt: START + 1000 })
    expect((await carts.get(VISITOR, 'KR-1'))?.cart).toEqual(one)
    expect(await carts.get(OTHER_VISITOR, '')).toBeNull()
  })
})
