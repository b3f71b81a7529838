import type { Reservations, Result, Reservation } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { reservationOf } from '../checkout/checkout.fixtures'
import { EdocumentStore } from './edocument-store'

const reservations = (answer: (resId: string) => Result<Reservation>) => {
  const asked: string[] = []
  const port: Pick<Reservations, 'reservation'> = {
    reservation: async (resId) => {
      asked.push(resId)
      return answer(resId)
    },
  }
  return { port, asked }
}

describe('§2 the e-document store', () => {
  it('loads the reservation of the key once', async () => {
    const { port, asked } = reservations((resId) => ({ _tag: 'Right', right: reservationOf(resId) }))
    const store = new EdocumentStore(port)
    await store.load('R1001-0123456789abcdef')
    await store.load('R1001-0123456789abcdef')
    expect(asked).toEqual(['R1001'])
    expect(store.state).toMatchObject({ kind: 'ready', reservation: { reservationIdentifier: 'R1001' } })
  })

  it('keeps the box office refusal to show', async () => {
    const { port } = reservations(() => ({ _tag: 'Left', left: { code: 'RESERVATION_NOT_FOUND' } }))
    const store = new EdocumentStore(port)
    await store.load('R404')
    expect(store.state).toEqual({ kind: 'failed', documentKey: 'R404', error: { code: 'RESERVATION_NOT_FOUND' } })
  })

  it('refuses an empty key without asking', async () => {
    const { port, asked } = reservations(() => ({ _tag: 'Left', left: { code: 'SERVER_ERROR' } }))
    const store = new EdocumentStore(port)
    await store.load(' ')
    expect(asked).toEqual([])
    expect(store.state.kind).toBe('failed')
  })
})
