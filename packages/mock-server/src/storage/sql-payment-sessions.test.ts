import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { agorot, kartisError, ManualClock } from '@kartis/core'
import { anotherProcess, ENGINES, testDatabase } from '../test-support/test-databases'
import type { Engine } from './database/storage-database'
import { SqlPaymentSessions } from './sql-payment-sessions'

const START = Date.UTC(2025, 6, 1)

const setup = async (engine: Engine) => {
  const clock = new ManualClock(START)
  let n = 0
  const database = await testDatabase(engine, { clock })
  const sessions = new SqlPaymentSessions(database, clock, () => `pay-${++n}`)
  return { clock, database, sessions }
}

describe.each(ENGINES)('SqlPaymentSessions on %s', (engine) => {
  it('opens a pending session and settles it once', async () => {
    const { clock, sessions } = await setup(engine)
    const created = await sessions.create({ uuid: 'v', amount: agorot(13_300), numberOfPayments: 3 })
    expect(created).toEqual(
      E.right({
        id: 'pay-1',
        uuid: 'v',
        amount: 13_300,
        numberOfPayments: 3,
        status: 'pending',
        cardLast4: null,
        createdAt: START,
        settledAt: null,
      }),
    )
    clock.advance(5000)
    expect(await sessions.settle('pay-1', { status: 'approved', cardLast4: '4242', numberOfPayments: 6 })).toMatchObject(
      E.right({ status: 'approved', cardLast4: '4242', numberOfPayments: 6, settledAt: START + 5000 }),
    )
    expect(await sessions.settle('pay-1', { status: 'declined', cardLast4: '4242', numberOfPayments: 1 })).toEqual(
      E.left(kartisError('PAYMENT_ERROR', { paymentSessionId: 'pay-1', reason: 'already settled' })),
    )
    expect(await sessions.get('pay-1')).toMatchObject({ status: 'approved', numberOfPayments: 6 })
  })

  it('refuses bad requests and unknown sessions', async () => {
    const { sessions } = await setup(engine)
    expect(await sessions.create({ uuid: 'v', amount: agorot(-1), numberOfPayments: 1 })).toEqual(E.left(kartisError('INVALID_AMOUNT')))
    const noPayments = await sessions.create({ uuid: 'v', amount: agorot(1), numberOfPayments: 0 })
    expect(E.isLeft(noPayments) && noPayments.left.code).toBe('BAD_REQUEST')
    expect(await sessions.settle('nope', { status: 'approved', cardLast4: '1234', numberOfPayments: 1 })).toEqual(
      E.left(kartisError('NOT_FOUND', { paymentSessionId: 'nope' })),
    )
    const badCard = await sessions.settle('nope', { status: 'approved', cardLast4: '12a4', numberOfPayments: 1 })
    expect(E.isLeft(badCard) && badCard.left.code).toBe('BAD_REQUEST')
    const opened = await sessions.create({ uuid: 'v', amount: agorot(1), numberOfPayments: 1 })
    const id = E.isRight(opened) ? opened.right.id : ''
    const noInstalments = await sessions.settle(id, { status: 'approved', cardLast4: '1234', numberOfPayments: 0 })
    expect(E.isLeft(noInstalments) && noInstalments.left.code).toBe('BAD_REQUEST')
    expect((await sessions.get(id))?.status).toBe('pending')
    expect(await sessions.get('nope')).toBeNull()
  })
})

describe('SqlPaymentSessions on postgres, several instances at once', () => {
  it('settles a session once when two instances settle it at the same moment', async () => {
    const { clock, database, sessions } = await setup('postgres')
    const other = new SqlPaymentSessions(await anotherProcess(database), clock)
    for (let round = 0; round < 10; round++) {
      const opened = await sessions.create({ uuid: 'v', amount: agorot(5000), numberOfPayments: 1 })
      if (E.isLeft(opened)) throw new Error('session not opened')
      const { id } = opened.right
      const results = await Promise.all([
        sessions.settle(id, { status: 'approved', cardLast4: '4242', numberOfPayments: 1 }),
        other.settle(id, { status: 'declined', cardLast4: '0002', numberOfPayments: 3 }),
        sessions.settle(id, { status: 'declined', cardLast4: '0003', numberOfPayments: 2 }),
        other.settle(id, { status: 'approved', cardLast4: '1111', numberOfPayments: 6 }),
      ])
      const winners = results.flatMap((r) => (E.isRight(r) ? [r.right] : []))
      expect(winners).toHaveLength(1)
      expect(results.filter(E.isLeft).map((r) => r.left.code)).toEqual(['PAYMENT_ERROR', 'PAYMENT_ERROR', 'PAYMENT_ERROR'])
      expect(await sessions.get(id)).toEqual(winners[0])
    }
  })
})
