import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { kartisError } from '@kartis/core'
import { Acknowledged, Acknowledgement, orError } from './result-codec'
import { WireString } from './scalars'
import { wrapped } from './tolerant-keys'

const Ticket = orError(wrapped('ticket', WireString))

describe('orError', () => {
  it('decodes a success to Right and an in-band error to Left', () => {
    expect(Ticket.decode({ ticket: 'T1' })).toEqual(E.right(E.right('T1')))
    expect(Ticket.decode({ ticket: 'T1', error: null })).toEqual(E.right(E.right('T1')))
    expect(Ticket.decode({ error: 'CODE_NOT_FOUND' })).toEqual(E.right(E.left(kartisError('CODE_NOT_FOUND'))))
    expect(Ticket.decode({ Error: { code: 'VOUCHER_EXPIRED', message: 'השובר פג תוקף' } })).toEqual(
      E.right(E.left(kartisError('VOUCHER_EXPIRED', undefined, 'השובר פג תוקף'))),
    )
    expect(Ticket.decode({ success: false })).toEqual(E.right(E.left(kartisError('SERVER_ERROR'))))
  })

  it('fails to decode a success that does not match', () => {
    expect(E.isLeft(Ticket.decode({ ticket: { id: 5 } }))).toBe(true)
    expect(E.isLeft(Ticket.decode('T1'))).toBe(true)
  })

  it('encodes both sides so that they decode back', () => {
    for (const r of [E.right('T1'), E.left(kartisError('MEMBER_EXPIRED', { member: '123' }, 'פג תוקף'))]) {
      expect(Ticket.decode(JSON.parse(JSON.stringify(Ticket.encode(r))))).toEqual(E.right(r))
    }
  })

  it('guards Results', () => {
    expect(Ticket.is(E.right('T1'))).toBe(true)
    expect(Ticket.is(E.left(kartisError('NOT_FOUND')))).toBe(true)
    expect(Ticket.is(E.right(1))).toBe(false)
    expect(Ticket.is({ ticket: 'T1' })).toBe(false)
  })
})

describe('Acknowledgement', () => {
  it('reads any object without an error as success, and success: false as failure', () => {
    expect(Acknowledgement.decode({ success: true })).toEqual(E.right(E.right(true)))
    expect(Acknowledgement.decode({ data: { refunded: 45.9 } })).toEqual(E.right(E.right(true)))
    expect(Acknowledgement.decode({ err: 'not allowed' })).toEqual(E.right(E.left(kartisError('SERVER_ERROR', undefined, 'not allowed'))))
    expect(Acknowledgement.encode(E.right(true))).toEqual({ success: true })
    expect(Acknowledged.is(true)).toBe(true)
  })
})
