import { describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { VISITOR, cartOf } from '../payment/payment-fixture'
import { ENGINES, testDatabase } from '../test-support/test-databases'
import { SqlCartRepository } from './sql-cart-repository'

const START = Date.UTC(2025, 6, 1, 9, 0)
const HOUR = 3_600_000

describe.each(ENGINES)('SqlCartRepository on %s', (engine) => {
  it('keeps each saved cart under its id’s hash and reads it back whole', async () => {
    const clock = new ManualClock(START)
    const carts = new SqlCartRepository(await testDatabase(engine, { clock }))
    const cart = cartOf(7, [
      { x: 1, ticketId: 11 },
      { x: 2, ticketId: 11 },
    ])
    const saved = { idHash: 'a'.repeat(64), uuid: VISITOR, cart, savedAt: START, expiresAt: START + HOUR, smsTo: null }
    expect(await carts.get(saved.idHash)).toBeNull()
    await carts.save(saved)
    expect(await carts.get(saved.idHash)).toEqual(saved)
    expect(await carts.get('b'.repeat(64))).toBeNull()
  })

  it('counts the links sent by SMS to a number since a moment', async () => {
    const clock = new ManualClock(START)
    const carts = new SqlCartRepository(await testDatabase(engine, { clock }))
    const cart = cartOf(7, [{ x: 1, ticketId: 11 }])
    const save = (n: number, savedAt: number, smsTo: string | null) =>
      carts.save({ idHash: String(n).padStart(64, '0'), uuid: VISITOR, cart, savedAt, expiresAt: savedAt + HOUR, smsTo })
    await save(1, START, '0521234567')
    await save(2, START + HOUR, '0521234567')
    await save(3, START + HOUR, '0539876543')
    await save(4, START + HOUR, null)
    expect(await carts.smsSentSince('0521234567', START)).toBe(2)
    expect(await carts.smsSentSince('0521234567', START + 1)).toBe(1)
    expect(await carts.smsSentSince('0500000000', START)).toBe(0)
  })
})
