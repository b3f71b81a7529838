import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { agorot } from '@kartis/core'
import { CartCodec, CartVoucherItemCodec, EnrolmentSelectionCodec, VoucherPaymentsCodec } from './cart'
import { decodeWith } from './decode'
import { cart, cartWire } from './test-support/cart-sample'
import { camelKeys, overJson, pascalKeys } from './test-support/recase'

describe('CartCodec', () => {
  it('reads the cart a client sends, in either case, into the core Cart', () => {
    expect(decodeWith(CartCodec, cartWire)).toEqual(E.right(cart))
    expect(decodeWith(CartCodec, camelKeys(cartWire))).toEqual(E.right(cart))
    expect(decodeWith(CartCodec, pascalKeys(cartWire))).toEqual(E.right(cart))
  })

  it('writes shekels, seats in PascalCase with their SeatTicket, and voucher payments as a list', () => {
    const wire = CartCodec.encode(cart)
    expect(wire).toEqual(
      expect.objectContaining({
        numberOfPayments: 1,
        voucherPayments: [{ code: '70012345', id: 31, balance: 250, amount: 100, isGiftCard: true }],
        seats: [
          expect.objectContaining({ XCoordinate: 12, SeatTicket: expect.objectContaining({ prsntId: 812, amount: 89 }) }),
          expect.anything(),
        ],
      }),
    )
    expect(decodeWith(CartCodec, overJson(wire))).toEqual(E.right(cart))
  })

  it('fills §3 defaults for a sparse cart: numberOfPayments 1, empty customer, events order', () => {
    const decoded = decodeWith(CartCodec, {})
    expect(E.isRight(decoded) && decoded.right).toEqual(
      expect.objectContaining({
        kind: 'events',
        numberOfPayments: 1,
        isHold: false,
        seats: [],
        voucherPayments: [],
        globalServiceCharge: null,
      }),
    )
    expect(E.isRight(decoded) && decoded.right.customerInfo.firstName).toBe('')
  })

  it('§3 a seat bought under a ticket reference carries reference1/reference2, spelt as the membership item does', () => {
    const [first, second] = cart.seats
    if (first === undefined || second === undefined) throw new Error('the sample cart has two seats')
    const referenced = { ...cart, seats: [{ ...first, reference1: 'AG-NORTH', reference2: 'GROUP-A' }, second] }
    const wire = CartCodec.encode(referenced)
    expect(wire.seats).toEqual([expect.objectContaining({ reference1: 'AG-NORTH', reference2: 'GROUP-A' }), expect.anything()])
    // A seat without references is written without the keys (and read back without them: cart.test's first case).
    expect(JSON.stringify(CartCodec.encode(cart))).not.toMatch(/reference[12]/i)
    expect(decodeWith(CartCodec, overJson(wire))).toEqual(E.right(referenced))
    expect(decodeWith(CartCodec, pascalKeys(overJson(wire)))).toEqual(E.right(referenced))
  })

  it('reads a numeric reference as its text (a committee number), and refuses one that is no text, naming it', () => {
    const numeric = decodeWith(CartCodec, { ...cartWire, seats: [{ ...cartWire.seats[0], reference1: 4021 }] })
    expect(E.isRight(numeric) && numeric.right.seats[0]?.reference1).toBe('4021')
    const broken = { ...cartWire, seats: [{ ...cartWire.seats[0], reference1: { code: 'AG-NORTH' } }] }
    expect(decodeWith(CartCodec, broken)).toEqual(
      E.left(expect.objectContaining({ code: 'DECODE_ERROR', params: expect.objectContaining({ path: 'seats.0.reference1' }) })),
    )
  })

  it('names the bad field deep in a seat ticket', () => {
    const broken = { ...cartWire, seats: [{ ...cartWire.seats[0], SeatTicket: { ...cartWire.seats[0]?.SeatTicket, amount: '89,00' } }] }
    expect(decodeWith(CartCodec, broken)).toEqual(
      E.left(
        expect.objectContaining({
          code: 'DECODE_ERROR',
          params: expect.objectContaining({ path: 'seats.0.SeatTicket.amount', actual: '"89,00"' }),
        }),
      ),
    )
  })
})

describe('VoucherPaymentsCodec', () => {
  it('§3 reads payments keyed by code (the key giving the code) or listed', () => {
    const expected = E.right([
      { code: '4455', id: 2, balance: agorot(5000), amount: agorot(5000), isGiftCard: false },
      { code: 'GIFT-500', id: 31, balance: agorot(25000), amount: agorot(10000), isGiftCard: true },
    ])
    expect(
      decodeWith(VoucherPaymentsCodec, {
        '4455': { id: 2, balance: 50, amount: 50 },
        'GIFT-500': { id: 31, balance: 250, amount: 100, isGiftCard: true },
      }),
    ).toEqual(expected)
    expect(
      decodeWith(VoucherPaymentsCodec, [
        { code: '4455', id: 2, balance: 50, amount: 50 },
        { Code: 'GIFT-500', Id: 31, Balance: 250, Amount: 100, IsGiftCard: true },
      ]),
    ).toEqual(expected)
    expect(decodeWith(VoucherPaymentsCodec, { X1: { id: 1, balance: -1, amount: 0 } })).toEqual(
      E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'X1.balance' }) })),
    )
  })
})

describe('cart items', () => {
  it('§3 voucher items are PascalCase, enrolment selections use prsntId and tgId', () => {
    expect(
      decodeWith(CartVoucherItemCodec, {
        SystemVoucherId: 4,
        SystemVoucherPriceId: 8,
        Quantity: 2,
        Price: 150,
        Date: '2026-08-01',
        RedemptionData: null,
      }),
    ).toEqual(E.right({ systemVoucherId: 4, systemVoucherPriceId: 8, quantity: 2, price: 15000, date: '2026-08-01', redemptionData: null }))
    // §5 the waiver's jumper goes with its voucher line, both ways; a line without one has none.
    const waiver = { systemVoucherId: 22, systemVoucherPriceId: 220, quantity: 1, price: agorot(7000), date: null, redemptionData: null }
    const written = CartVoucherItemCodec.encode({ ...waiver, jumperDateOfBirth: '2016-07-01' })
    expect(written).toMatchObject({ SystemVoucherId: 22, JumperDateOfBirth: '2016-07-01' })
    expect(decodeWith(CartVoucherItemCodec, written)).toEqual(E.right({ ...waiver, jumperDateOfBirth: '2016-07-01' }))
    expect(CartVoucherItemCodec.encode(waiver)).not.toHaveProperty('JumperDateOfBirth')
    expect(decodeWith(EnrolmentSelectionCodec, { prsntId: 812, venueId: 7, seatplanId: 41, sectionId: 3, x: 12, y: 5, tgId: 9 })).toEqual(
      E.right({ presentationId: 812, venueId: 7, seatplanId: 41, sectionId: 3, x: 12, y: 5, ticketGroupId: 9 }),
    )
  })
})
