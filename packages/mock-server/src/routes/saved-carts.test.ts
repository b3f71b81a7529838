import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CartCodec } from '@kartis/api-adapter'
import { ManualClock, type Cart } from '@kartis/core'
import { buildApp } from '../app'
import { hebrewMessageOf } from '../http/hebrew-messages'
import { DEFAULT_RATE_LIMITS } from '../http/rate-limits'
import { OTHER_VISITOR, VISITOR, cartOf, openPaymentFixture, reopenStorage, type SeatChoice } from '../payment/payment-fixture'
import { cartIdHash } from '../saved-carts/cart-link'
import type { ServerStorage } from '../storage/server-storage'
import { CAPTCHA, appOver, at, payByCard, visitor } from './payment-test-app'

const START = Date.UTC(2025, 6, 1, 9, 0)
const THIRD_VISITOR = '33333333-3333-4333-8333-333333333333'
const TWO_SEATS: readonly SeatChoice[] = [
  { x: 1, ticketId: 11 },
  { x: 2, ticketId: 11 },
]
const SELECTED = 2
const UNAVAILABLE = 0

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const boxOffice = async (options: { readonly path?: string; readonly limited?: boolean } = {}) => {
  const clock = new ManualClock(START)
  const fixture = await openPaymentFixture(clock, {}, options.path === undefined ? { engine: 'sqlite' } : { path: options.path })
  const app =
    options.limited === true
      ? buildApp({
          storage: fixture.storage,
          clock,
          config: { staticDirs: { web: '/nonexistent/web', liveConsole: '/nonexistent/console' }, rateLimits: DEFAULT_RATE_LIMITS },
        })
      : appOver(fixture.storage, clock)
  cleanups.push(() => {
    void app.close()
    void fixture.database.close()
  })
  const client = (uuid: string) => visitor(app, uuid, fixture.presentationId)
  const cart = (choices: readonly SeatChoice[]): Cart => cartOf(fixture.presentationId, choices)
  const save = (by: ReturnType<typeof client>, saved: Cart, extra: Readonly<Record<string, string>> = {}) =>
    by.send('POST', '/api/cart', { cart: CartCodec.encode(saved), uuid: by.uuid, ...extra })
  const open = (by: ReturnType<typeof client>, cartId: string) => by.send('POST', `/api/cart/${encodeURIComponent(cartId)}/open`)
  return { clock, fixture, app, client, cart, save, open }
}

const codeOf = (answer: { readonly status: number; readonly body: unknown }) => [answer.status, at(answer.body, 'error', 'code')]

describe('POST /api/cart and POST /api/cart/{resId}/open (§2 saved carts)', () => {
  it('saves a cart in one browser and opens its link in a fresh one: the seats are the new visitor’s, the tickets kept', async () => {
    const { client, cart, save, open } = await boxOffice()
    const dana = client(VISITOR)
    for (const choice of TWO_SEATS) expect((await dana.lock(choice)).status).toBe(200)
    const saved = await save(dana, cart(TWO_SEATS))
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({
      cartId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      expiresAt: '2025-07-01T13:00:00+03:00',
      smsSent: false,
    })
    const cartId = String(at(saved.body, 'cartId'))
    const fresh = client(OTHER_VISITOR)
    const opened = await open(fresh, cartId)
    expect(opened.status).toBe(200)
    expect(at(opened.body, 'droppedSeats')).toEqual([])
    const restored = CartCodec.decode(at(opened.body, 'cart'))
    expect(restored._tag === 'Right' ? restored.right.seats.map((seat) => [seat.x, seat.ticket?.ticketId]) : restored).toEqual([
      [1, 11],
      [2, 11],
    ])
    expect(await fresh.statusOf(1)).toBe(SELECTED)
    expect(await dana.statusOf(1)).toBe(UNAVAILABLE)
  })

  it('sends the link by SMS to the number given, readable in the outbox', async () => {
    const { fixture, client, cart, save } = await boxOffice()
    const saved = await save(client(VISITOR), cart(TWO_SEATS), { mobileNumber: '052-1234567' })
    expect(at(saved.body, 'smsSent')).toBe(true)
    const [sms] = await fixture.storage.sms.listFor('0521234567')
    expect(sms?.text).toContain(`/cart/${String(at(saved.body, 'cartId'))}`)
  })

  it('authorization: an anonymous call (no visitor id) is refused; a body naming another visitor is refused', async () => {
    const { app, client, cart, save } = await boxOffice()
    const anonymous = (url: string, payload?: unknown) =>
      app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload ?? {}) })
    expect((await anonymous('/api/cart', { cart: CartCodec.encode(cart(TWO_SEATS)), uuid: VISITOR })).statusCode).toBe(400)
    const saved = await save(client(VISITOR), cart(TWO_SEATS))
    expect((await anonymous(`/api/cart/${String(at(saved.body, 'cartId'))}/open`)).json()).toMatchObject({
      error: { code: 'INVALID_VISITOR_ID' },
    })
    const foreign = await client(VISITOR).send('POST', '/api/cart', { cart: CartCodec.encode(cart(TWO_SEATS)), uuid: OTHER_VISITOR })
    expect(codeOf(foreign)).toEqual([400, 'BAD_REQUEST'])
  })

  it('the link is the key: any visitor holding it opens the cart, none without it (an unknown id is 404 in Hebrew)', async () => {
    const { client, cart, save, open } = await boxOffice()
    const saved = await save(client(VISITOR), cart(TWO_SEATS))
    const cartId = String(at(saved.body, 'cartId'))
    expect((await open(client(THIRD_VISITOR), cartId)).status).toBe(200)
    const guessed = await open(client(OTHER_VISITOR), `${cartId.slice(0, 21)}${cartId.endsWith('A') ? 'B' : 'A'}`)
    expect(codeOf(guessed)).toEqual([404, 'CART_NOT_FOUND'])
    expect(at(guessed.body, 'error', 'message')).toBe(hebrewMessageOf('CART_NOT_FOUND'))
    // Nor does the hash the database keeps open it.
    expect(codeOf(await open(client(OTHER_VISITOR), cartIdHash(cartId)))).toEqual([404, 'CART_NOT_FOUND'])
  })

  it('guessing is cut off: past 20 calls a minute from one address every open is 429, the right id too', async () => {
    const { client, cart, save, open } = await boxOffice({ limited: true })
    const saved = await save(client(VISITOR), cart(TWO_SEATS))
    const cartId = String(at(saved.body, 'cartId'))
    const statuses: number[] = []
    // The save was the first call of the address's 20; fresh visitor ids do not escape the limit.
    for (let i = 0; i < 19; i++) statuses.push((await open(client(randomUUID()), `guess${String(i).padStart(17, '0')}`)).status)
    expect(new Set(statuses)).toEqual(new Set([404]))
    expect(codeOf(await open(client(THIRD_VISITOR), cartId))).toEqual([429, 'TOO_MANY_REQUESTS'])
  })

  it('refuses bad input in the §8 shape: no cart, an empty one, a number that is no mobile', async () => {
    const { client, cart, save } = await boxOffice()
    const dana = client(VISITOR)
    expect(codeOf(await dana.send('POST', '/api/cart', { uuid: VISITOR }))).toEqual([400, 'BAD_REQUEST'])
    expect(codeOf(await save(dana, cart([])))).toEqual([400, 'SELECTION_REQUIRED'])
    expect(codeOf(await save(dana, cart(TWO_SEATS), { mobileNumber: '12345' }))).toEqual([400, 'invalid_mobileNumber'])
  })

  it('keeps saved carts in the database file: a link opens after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kartis-cart-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const path = join(dir, 'kartis.sqlite')
    const first = await boxOffice({ path })
    const saved = await first.save(first.client(VISITOR), first.cart(TWO_SEATS))
    const cartId = String(at(saved.body, 'cartId'))
    await first.app.close()
    await first.fixture.database.close()
    const reopened = await reopenStorage(first.clock, path)
    cleanups.push(() => void reopened.database.close())
    const storage: ServerStorage = reopened.storage
    const app = appOver(storage, first.clock)
    cleanups.push(() => void app.close())
    const opened = await visitor(app, OTHER_VISITOR, first.fixture.presentationId).send('POST', `/api/cart/${cartId}/open`)
    expect(opened.status).toBe(200)
    expect((await storage.carts.get(cartIdHash(cartId)))?.uuid).toBe(VISITOR)
  })
})

describe('POST /api/cart/{resId}/open and POST /api/payment/commit for a reservation bought (§4/§9 modifying it)', () => {
  /** The visitor bought seats 1 and 2 by card (₪89): the box office and the reservation. */
  const bought = async () => {
    const office = await boxOffice()
    const dana = office.client(VISITOR)
    for (const choice of TWO_SEATS) expect((await dana.lock(choice)).status).toBe(200)
    const paymentIdentifier = await payByCard(office.app, dana, 89)
    const committed = await dana.commit({ ...office.cart(TWO_SEATS), paymentIdentifier })
    const resId = String(at(committed.body, 'reservationIdentifier'))
    return { ...office, dana, resId }
  }

  it('the owner opens it as a cart to modify; seats-status shows its seats as the owner’s with modifySeats, to nobody else', async () => {
    const { client, open, resId, dana, fixture } = await bought()
    const opened = await open(dana, resId)
    expect(opened.status).toBe(200)
    const decoded = CartCodec.decode(at(opened.body, 'cart'))
    const cart = decoded._tag === 'Right' ? decoded.right : null
    expect(cart?.modify).toMatchObject({
      resId,
      tickets: [
        { ticketId: 11, amount: 4200 },
        { ticketId: 11, amount: 4200 },
      ],
    })
    const status = (who: ReturnType<typeof client>) =>
      who.get(
        `/api/seats/seats-status?presentationId=${fixture.presentationId}&venueTypeId=1&isReserved=1&recaptchaToken=${CAPTCHA}&modifySeats=101:1:1`,
      )
    /** Seat 1 of row א as the answer shows it: its status (the seventh field). */
    const seatOne = (answer: { readonly body: unknown }): unknown => {
      const seats: unknown = at(answer.body, 'seats')
      const entry: unknown = (Array.isArray(seats) ? seats : []).find((s) => Array.isArray(s) && s[0] === 101 && s[2] === 1 && s[3] === 1)
      return Array.isArray(entry) ? entry[6] : undefined
    }
    expect(seatOne(await status(dana))).toBe(SELECTED)
    expect(seatOne(await status(client(OTHER_VISITOR)))).toBe(UNAVAILABLE)
  })

  it('authorization: another visitor gets the not-found of an unknown link, anonymous is refused, and neither can commit a change', async () => {
    const { app, client, open, resId, dana, cart } = await bought()
    const yossi = client(OTHER_VISITOR)
    expect(codeOf(await open(yossi, resId))).toEqual([404, 'CART_NOT_FOUND'])
    expect(codeOf(await open(yossi, 'KR-ZZZZZZZZ'))).toEqual([404, 'CART_NOT_FOUND'])
    const anonymous = await app.inject({ method: 'POST', url: `/api/cart/${resId}/open` })
    expect(anonymous.json()).toMatchObject({ error: { code: 'INVALID_VISITOR_ID' } })
    const opened = CartCodec.decode(at((await open(dana, resId)).body, 'cart'))
    const modifying = opened._tag === 'Right' ? opened.right : cart(TWO_SEATS)
    expect((await yossi.lock({ x: 5, ticketId: 11 })).status).toBe(200)
    const foreign = await yossi.commit({
      ...modifying,
      seats: cart([
        { x: 1, ticketId: 11 },
        { x: 5, ticketId: 11 },
      ]).seats,
    })
    expect(at(foreign.body, 'error', 'code')).toBe('RESERVATION_NOT_FOUND')
    expect(await yossi.statusOf(2)).toBe(UNAVAILABLE)
  })

  it('the owner moves a seat at the same price: committed without a card, the old seat free for everybody', async () => {
    const { client, open, resId, dana, cart } = await bought()
    const opened = CartCodec.decode(at((await open(dana, resId)).body, 'cart'))
    if (opened._tag === 'Left') throw new Error('no cart')
    expect((await dana.lock({ x: 5, ticketId: 11 })).status).toBe(200)
    const moved = await dana.commit({
      ...opened.right,
      seats: cart([
        { x: 1, ticketId: 11 },
        { x: 5, ticketId: 11 },
      ]).seats,
    })
    // A modification answers the reservation's own e-ticket key: the link bought with stays valid.
    expect(moved.body).toEqual({
      reservationIdentifier: resId,
      ticketIdentifiers: [`${resId}-01`, `${resId}-03`],
      documentKey: expect.stringMatching(new RegExp(`^${resId}-[0-9a-f]{16}$`)),
    })
    expect(await client(OTHER_VISITOR).statusOf(2)).toBe(1)
    expect(await client(OTHER_VISITOR).statusOf(5)).toBe(UNAVAILABLE)
  })
})
