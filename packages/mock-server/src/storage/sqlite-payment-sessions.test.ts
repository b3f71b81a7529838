import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { agorot, kartisError, ManualClock } from '@kartis/core'
import { IN_MEMORY, openDatabase } from './open-database'
import { SqlitePaymentSessions } from './sqlite-payment-sessions'

const START = Date.UTC(2025, 6, 1)

const setup = () => {
  const clock = new ManualClock(START)
  let n = 0
  const sessions = new SqlitePaymentSessions(openDatabase({ path: IN_MEMORY, clock }), clock, () => `pay-${++n}`)
  return { clock, sessions }
}

describe('SqlitePaymentSessions', () => {
  it('opens a pending session and settles it once', async () => {
    const { clock, sessions } = setup()
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
    const { sessions } = setup()
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
