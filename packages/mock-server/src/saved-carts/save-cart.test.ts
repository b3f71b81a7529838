import * as E from 'fp-ts/Either'
import { describe, expect, it, onTestFinished } from 'vitest'
import { outboxNotices } from '../test-support/outbox-notices'
import { ManualClock, kartisError, type Cart, type SavedCartLink, type Result } from '@kartis/core'
import { CUSTOMER, OTHER_VISITOR, VISITOR, cartOf, openPaymentFixture, type SeatChoice } from '../payment/payment-fixture'
import { cartIdHash } from './cart-link'
import { MAX_CART_LINK_SMS_PER_HOUR, saveCart, type SaveCartDeps } from './save-cart'

const START = Date.UTC(2025, 6, 1, 9, 0)
const MINUTE = 60_000
const TWO_SEATS: readonly SeatChoice[] = [
  { x: 2, ticketId: 11 },
  { x: 3, ticketId: 12 },
]

const setup = async () => {
  const clock = new ManualClock(START)
  const fixture = await openPaymentFixture(clock)
  onTestFinished(() => fixture.database.close())
  const { storage, presentationId } = fixture
  let ids = 0
  const deps: SaveCartDeps = {
    carts: storage.carts,
    catalog: storage.catalog,
    notices: outboxNotices(storage),
    clock,
    siteUrl: 'https://kartis.test/',
    newCartId: () => `link${String(++ids).padStart(18, '0')}`,
  }
  const save = (cart: Cart, mobileNumber?: string, uuid = VISITOR): Promise<Result<SavedCartLink>> =>
    saveCart(deps, { callerUuid: uuid, bodyUuid: uuid, cart, ...(mobileNumber === undefined ? {} : { mobileNumber }) })
  return { clock, storage, presentationId, deps, save }
}

describe('saveCart (§2/§7 POST /cart)', () => {
  it('keeps the cart under the hash of a new id, without the customer’s details, until the show starts', async () => {
    const { storage, presentationId, save } = await setup()
    const cart = cartOf(presentationId, TWO_SEATS, { popcorn: 1, voucherPayments: ['GIFT-500'], paymentIdentifier: 'PAY-1' })
    expect(cart.customerInfo).toEqual(CUSTOMER)
    // The fixture's presentation starts an hour after START (12:00 Jerusalem time).
    expect(await save(cart)).toEqual(E.right({ cartId: 'link000000000000000001', expiresAt: '2025-07-01T13:00:00+03:00', smsSent: false }))
    const kept = await storage.carts.get(cartIdHash('link000000000000000001'))
    expect(kept).toMatchObject({ uuid: VISITOR, savedAt: START, expiresAt: START + 60 * MINUTE, smsTo: null })
    expect(kept?.cart.seats).toEqual(cart.seats)
    expect(kept?.cart.products).toEqual(cart.products)
    expect(kept?.cart).toMatchObject({
      customerInfo: { ssn: '', firstName: '', mobileNumber: '' },
      voucherPayments: [],
      paymentIdentifier: null,
    })
    expect(await storage.carts.get('link000000000000000001')).toBeNull()
  })

  it('each save is a new link: saving again never replaces what an earlier link opens', async () => {
    const { presentationId, save } = await setup()
    const first = await save(cartOf(presentationId, TWO_SEATS))
    const second = await save(cartOf(presentationId, TWO_SEATS.slice(0, 1)))
    expect(E.map((link: SavedCartLink) => link.cartId)(first)).not.toEqual(E.map((link: SavedCartLink) => link.cartId)(second))
  })

  it('sends the link by SMS when a mobile number is given (normalised), at most three an hour to one number', async () => {
    const { storage, presentationId, save } = await setup()
    const cart = cartOf(presentationId, TWO_SEATS)
    expect(await save(cart, '+972 52-123-4567')).toEqual(E.right(expect.objectContaining({ smsSent: true })))
    const [sms] = await storage.sms.listFor('0521234567')
    expect(sms?.text).toBe('העגלה שלך נשמרה.\nלהמשך ההזמנה: https://kartis.test/cart/link000000000000000001')
    for (let i = 1; i < MAX_CART_LINK_SMS_PER_HOUR; i++) expect(E.isRight(await save(cart, '0521234567', OTHER_VISITOR))).toBe(true)
    expect(await save(cart, '0521234567')).toEqual(E.left(expect.objectContaining({ code: 'TOO_MANY_REQUESTS' })))
    expect(await storage.sms.listFor('0521234567')).toHaveLength(MAX_CART_LINK_SMS_PER_HOUR)
    // The limit is the number's: without a number, or to another number, the cart is still saved.
    expect(E.isRight(await save(cart))).toBe(true)
    expect(await save(cart, '0539876543')).toEqual(E.right(expect.objectContaining({ smsSent: true })))
  })

  it('goes through the SMS port: a gateway refusing the link SMS is logged and answered as not sent, the cart still saved', async () => {
    const { deps, presentationId } = await setup()
    const warnings: string[] = []
    const refusing: SaveCartDeps = {
      ...deps,
      notices: {
        sms: { send: () => Promise.resolve(E.left(kartisError('SMS_FAILED'))) },
        log: { warn: (_details: Readonly<Record<string, unknown>>, message: string) => void warnings.push(message) },
      },
    }
    const cart = cartOf(presentationId, TWO_SEATS)
    const saved = await saveCart(refusing, { callerUuid: VISITOR, bodyUuid: VISITOR, cart, mobileNumber: '0521234567' })
    expect(saved).toEqual(E.right(expect.objectContaining({ cartId: 'link000000000000000001', smsSent: false })))
    expect(warnings).toEqual(['saved cart: the link SMS was not sent'])
  })

  it('refuses a body naming another visitor, an empty cart, a number that is no Israeli mobile, an unknown show', async () => {
    const { deps, presentationId, save } = await setup()
    const cart = cartOf(presentationId, TWO_SEATS)
    expect(await saveCart(deps, { callerUuid: VISITOR, bodyUuid: OTHER_VISITOR, cart })).toEqual(
      E.left(expect.objectContaining({ code: 'BAD_REQUEST', params: { path: 'body.uuid' } })),
    )
    expect(await save(cartOf(presentationId, []))).toEqual(E.left(expect.objectContaining({ code: 'SELECTION_REQUIRED' })))
    expect(await save(cart, '03-1234567')).toEqual(E.left(expect.objectContaining({ code: 'invalid_mobileNumber' })))
    expect(await save(cartOf(presentationId + 100, TWO_SEATS))).toEqual(E.left(expect.objectContaining({ code: 'PRSNT_NOT_FOUND' })))
  })

  it('refuses a show that has started (nothing to come back to)', async () => {
    const { clock, presentationId, save } = await setup()
    clock.advance(60 * MINUTE)
    expect(await save(cartOf(presentationId, TWO_SEATS))).toEqual(E.left(expect.objectContaining({ code: 'TOO_CLOSE_TO_PRSNT_DATE' })))
  })
})
