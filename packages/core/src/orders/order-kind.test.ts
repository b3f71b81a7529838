import { describe, expect, it } from 'vitest'
import type { Cart } from '../model/cart'
import { EMPTY_CUSTOMER_INFO } from '../model/customer'
import { agorot } from '../money/money'
import { emptyCart } from './cart'
import { clearCart, isOrderKind, switchOrderKind } from './order-kind'

const customerInfo = { ...EMPTY_CUSTOMER_INFO, firstName: 'ישראל', lastName: 'ישראלי', customerIds: [7] }

const fullCart: Cart = {
  ...emptyCart('events', customerInfo),
  selectedPresentationId: 12,
  products: [{ id: 1, presentationId: 12, name: 'פופקורן', price: agorot(2500), quantity: 2, isDeliveryRequired: false }],
  voucherPayments: [{ code: 'GIFT1', id: 3, balance: agorot(10000), amount: agorot(5000), isGiftCard: true }],
  numberOfPayments: 3,
  modify: { resId: 'R-100', lastTransactionId: 'T-1', tickets: [{ ticketId: 5, amount: agorot(4500) }] },
  isHold: true,
  locationId: 4,
  integrationId: 'INT-1',
  paymentIdentifier: 'P-1',
  reservationIdentifier: 'R-100',
  ticketIdentifiers: ['T-9'],
}

describe('order kinds (§1/§4)', () => {
  it('recognises the five kinds', () => {
    for (const kind of ['events', 'vouchers', 'memberships', 'enrolment', 'donations']) expect(isOrderKind(kind)).toBe(true)
    expect(isOrderKind('tickets')).toBe(false)
  })
  it('switching kind resets the cart but keeps customer info', () => {
    expect(switchOrderKind(fullCart, 'donations')).toEqual(emptyCart('donations', customerInfo))
  })
  it('choosing the same kind changes nothing', () => {
    expect(switchOrderKind(fullCart, 'events')).toBe(fullCart)
  })
  it('clearing empties the reservation id, modified tickets and everything chosen or paid, keeping kind, customer and hold', () => {
    const cleared = clearCart(fullCart)
    expect(cleared.reservationIdentifier).toBeNull()
    expect(cleared.modify).toBeNull()
    expect(cleared).toEqual({ ...emptyCart('events', customerInfo), isHold: true })
  })
})
