import { afterEach, describe, expect, it } from 'vitest'
import { CartCodec } from '@kartis/api-adapter'
import type { Cart } from '@kartis/core'
import { DEMO_CUSTOMERS } from '../demo/demo-customers'
import { customerBrowser, field, logInBySms, reservationsOf, type CustomerBrowser } from '../test-support/customer-browser'
import { CAPTCHA, demoApp, lockBody, type DemoApp } from '../test-support/demo-app'
import { freeReservedSeats } from '../test-support/order-scenarios'

const [, DANI, MICHAL] = DEMO_CUSTOMERS
if (DANI === undefined || MICHAL === undefined) throw new Error('the demo has three customers')

const apps: DemoApp[] = []
afterEach(async () => {
  for (const demo of apps.splice(0)) await demo.app.close()
})

const codeOf = (answer: { readonly status: number; readonly body: unknown }) => [answer.status, field(answer.body, 'error', 'code')]

/** The demo box office, and דני logged in by SMS on a browser of his own (not the one that bought): one of his reservations. */
const daniElsewhere = async () => {
  const demo = await demoApp()
  apps.push(demo)
  const dani = customerBrowser(demo.app)
  const reservations = reservationsOf((await logInBySms(dani, demo.storage.sms, DANI.mobile)).body)
  const [reservation] = reservations
  if (reservation === undefined) throw new Error('דני has reservations')
  const resId = String(reservation['ReservationIdentifier'])
  return { demo, dani, resId }
}

const open = (browser: CustomerBrowser, resId: string) => browser.request('POST', `/api/cart/${resId}/open`)

const cartOf = (answer: { readonly body: unknown }): Cart => {
  const decoded = CartCodec.decode(field(answer.body, 'cart'))
  if (decoded._tag === 'Left') throw new Error('no cart in the answer')
  return decoded.right
}

describe('issue 12 a reservation modified by the logged-in customer who owns it (§4, §6)', () => {
  it('the owner opens it on another device and moves a seat; another customer, an anonymous visitor and a logged-out owner find nothing', async () => {
    const { demo, dani, resId } = await daniElsewhere()
    const opened = await open(dani, resId)
    expect(opened.status).toBe(200)
    const cart = cartOf(opened)
    expect(cart.modify?.resId).toBe(resId)
    const [seat, ...others] = cart.seats
    if (seat === undefined) throw new Error('the reservation has a seat')

    const michal = customerBrowser(demo.app)
    expect((await michal.logInByEmail(MICHAL.email, MICHAL.password ?? '')).status).toBe(200)
    expect(codeOf(await open(michal, resId))).toEqual([404, 'CART_NOT_FOUND'])
    expect(codeOf(await open(customerBrowser(demo.app), resId))).toEqual([404, 'CART_NOT_FOUND'])

    // Move the seat to a free one of the same ticket group, from this device.
    const show = { id: seat.presentationId, venueId: seat.venueId, seatplanId: seat.seatplanId }
    const free = (await freeReservedSeats(demo.database.db, show, demo.clock.now())).find(
      (candidate) => candidate.ticketGroupId === seat.ticketGroupId && candidate.sectionId === seat.sectionId,
    )
    if (free === undefined) throw new Error('a free seat of the same group')
    const moved = { ...cart, seats: [{ ...seat, x: free.x, y: free.y }, ...others] }
    for (const stranger of [michal, customerBrowser(demo.app)]) {
      expect((await stranger.request('PUT', '/api/seats/lock-seat', lockBody(show, free))).status).toBe(200)
      const refused = await stranger.request('POST', '/api/payment/commit', { cart: CartCodec.encode(moved), recaptchaToken: CAPTCHA })
      expect(field(refused.body, 'error', 'code')).toBe('RESERVATION_NOT_FOUND')
      await stranger.request('PUT', '/api/seats/unlock-seat', lockBody(show, free))
    }
    expect((await dani.request('PUT', '/api/seats/lock-seat', lockBody(show, free))).status).toBe(200)
    const done = await dani.request('POST', '/api/payment/commit', { cart: CartCodec.encode(moved), recaptchaToken: CAPTCHA })
    expect(field(done.body, 'reservationIdentifier')).toBe(resId)
    const after = await demo.storage.reservations.get(resId)
    const places = after?.tickets.flatMap((line) => (line.seat === null ? [] : [`${line.seat.x}:${line.seat.y}`]))
    expect(places).toContain(`${free.x}:${free.y}`)
    expect(places).not.toContain(`${seat.x}:${seat.y ?? ''}`)
    expect(places).toHaveLength(cart.seats.length)

    await dani.request('POST', '/api/customer-area/logout')
    expect(codeOf(await open(dani, resId))).toEqual([404, 'CART_NOT_FOUND'])
  })
})
