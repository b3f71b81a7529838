import { EMPTY_CUSTOMER_INFO, emptyCart, kartisError, type Cart, type Result, type SaveCartRequest, type SavedCartLink } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { SaveCartStore } from './save-cart-store'

const withSeat = (cart: Cart): Cart => ({
  ...cart,
  seats: [
    {
      presentationId: 100,
      sectionId: 1,
      x: 3,
      y: 1,
      venueId: 1,
      seatplanId: 11,
      groupId: 1,
      rowName: 'א',
      seatName: '3',
      sectionName: 'אולם',
      ticketGroupId: 1,
      allocationId: null,
      attributes: [],
      isMultiplyFactorSubTicket: false,
      ticket: null,
    },
  ],
})

const storeOver = (cart: Cart) => {
  const asked: SaveCartRequest[] = []
  let reply: Result<SavedCartLink> = {
    _tag: 'Right',
    right: { cartId: 'AbC_12-xyzAbC_12-xyzAb', expiresAt: '2026-07-08T09:00:00+03:00', smsSent: true },
  }
  const store = new SaveCartStore({
    savedCarts: {
      saveCart: async (request) => {
        asked.push(request)
        return reply
      },
    },
    cart: () => cart,
    origin: () => 'https://tickets.example',
  })
  return { store, asked, refuse: () => (reply = { _tag: 'Left', left: kartisError('invalid_mobileNumber') }) }
}

describe('§2 SaveCartStore: "save the cart / send me a link"', () => {
  it('there is something to save once a seat or a product is chosen; a reservation being modified is not offered', () => {
    expect(storeOver(emptyCart('events')).store.canSave).toBe(false)
    expect(storeOver(withSeat(emptyCart('events'))).store.canSave).toBe(true)
    const modifying = storeOver(
      withSeat({ ...emptyCart('events'), modify: { resId: 'KR-00000001', lastTransactionId: 'T1', tickets: [] } }),
    ).store
    expect([modifying.isOffered, modifying.canSave]).toEqual([false, false])
  })

  it('offers the mobile number the cart knows, saves the cart as it is now and shows its /cart/{resId} link', async () => {
    const cart = withSeat({ ...emptyCart('events'), customerInfo: { ...EMPTY_CUSTOMER_INFO, mobileNumber: '0521234567' } })
    const { store, asked } = storeOver(cart)
    store.open()
    expect(store.dialog).toEqual({ kind: 'asking', error: null })
    expect(store.mobileNumber).toBe('0521234567')
    const saving = store.save()
    expect(store.dialog).toEqual({ kind: 'saving' })
    await saving
    expect(asked).toEqual([{ cart, mobileNumber: '0521234567' }])
    expect(store.dialog).toEqual({
      kind: 'saved',
      link: 'https://tickets.example/cart/AbC_12-xyzAbC_12-xyzAb',
      expiresAt: '2026-07-08T09:00:00+03:00',
      smsSent: true,
    })
    store.close()
    expect(store.dialog).toEqual({ kind: 'closed' })
  })

  it('a refusal stays in the dialog until the number is typed again', async () => {
    const { store, refuse } = storeOver(withSeat(emptyCart('events')))
    refuse()
    store.open()
    store.setMobileNumber('12345')
    await store.save()
    expect(store.dialog).toEqual({ kind: 'asking', error: kartisError('invalid_mobileNumber') })
    store.setMobileNumber('0521234567')
    expect(store.dialog).toEqual({ kind: 'asking', error: null })
  })

  it('saves nothing while the dialog is closed, and forgets an answer that comes after it was closed', async () => {
    const { store, asked } = storeOver(withSeat(emptyCart('events')))
    await store.save()
    expect(asked).toEqual([])
    store.open()
    const saving = store.save()
    store.close()
    await saving
    expect(store.dialog).toEqual({ kind: 'closed' })
  })
})
