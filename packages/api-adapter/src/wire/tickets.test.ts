import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { decodeWith } from './decode'
import { TicketCodec, TicketGroupCodec } from './tickets'
import { camelKeys, overJson, pascalKeys } from './test-support/recase'
import { ticket, ticketWire } from './test-support/samples'

describe('TicketCodec', () => {
  it('reads §3 ticket fields in either case, price in shekels, multiplyFactor defaulting to 1', () => {
    expect(decodeWith(TicketCodec, ticketWire)).toEqual(E.right(ticket))
    expect(decodeWith(TicketCodec, pascalKeys(ticketWire))).toEqual(E.right(ticket))
    expect(decodeWith(TicketCodec, overJson(TicketCodec.encode(ticket)))).toEqual(E.right(ticket))
  })

  it('reads a coupon with its multiplier and balance', () => {
    const coupon = decodeWith(TicketCodec, {
      TicketId: 120,
      Price: 0,
      OldPrice: 89,
      PricePolicyId: 4,
      MultiplyFactor: 2,
      Balance: 3,
      Code: 'ZUG',
    })
    expect(coupon).toEqual(
      E.right({
        id: 120,
        name: '',
        price: 0,
        oldPrice: 8900,
        serviceCharge: 0,
        pricePolicyId: 4,
        multiplyFactor: 2,
        balance: 3,
        code: 'ZUG',
        quantity: 0,
      }),
    )
  })

  it('refuses a negative price, naming it', () => {
    expect(decodeWith(TicketCodec, { ...ticketWire, price: -1 })).toEqual(
      E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'price', expected: 'shekels (≥ 0)' }) })),
    )
  })
})

describe('TicketGroupCodec', () => {
  it('reads a group with tickets and voucher tickets in either case', () => {
    const wire = { TicketGroupId: 9, TicketGroupName: 'כרטיסים', Tickets: [ticketWire], IsByCodeEnabled: 1 }
    const expected = E.right({ id: 9, name: 'כרטיסים', tickets: [ticket], voucherTickets: [], isByCodeEnabled: true })
    expect(decodeWith(TicketGroupCodec, wire)).toEqual(expected)
    expect(decodeWith(TicketGroupCodec, camelKeys(wire))).toEqual(expected)
  })
})
