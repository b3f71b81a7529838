import * as E from 'fp-ts/Either'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock, agorot, defaultVenueSettings, type Cart, type VenueSettings } from '@kartis/core'
import { CartCodec, EMBEDDED_VENUE_ID, readEmbeddedVenue } from '@kartis/api-adapter'
import { CUSTOMER, OTHER_VISITOR, VISITOR, cartOf, openPaymentFixture, paymentVenue, type SeatChoice } from '../payment/payment-fixture'
import { CAPTCHA, appOver, at, payByCard, visitor } from './payment-test-app'
import { buildApp } from '../app'
import { builtUis } from '../test-support/built-uis'

const START = Date.UTC(2025, 6, 1, 9, 0)
const TWO_SEATS: readonly SeatChoice[] = [
  { x: 1, ticketId: 11 },
  { x: 2, ticketId: 11 },
]
/** Two hall tickets: 2 × (₪40 + ₪2) + ₪5 handling fee = ₪89.00. */
const TWO_SEATS_SHEKELS = 89
const SELECTED = 2
const UNAVAILABLE = 0

/** Venue A: the fixture hall's business, with rules of its own; venue B: another business, on its own host. */
const venueA = (changes: Partial<VenueSettings> = {}, rules: Partial<VenueSettings['orderRules']> = {}): VenueSettings => {
  // The fixture hall's business charges ₪5 an order (paymentVenue), part of TWO_SEATS_SHEKELS.
  const base = { ...paymentVenue(), slug: 'hall-a' }
  return {
    ...base,
    hostNames: ['a.localhost'],
    displayName: 'אולם א',
    smsSenderName: 'HallA',
    ...changes,
    orderRules: { ...base.orderRules, ...rules },
  }
}
const venueB: VenueSettings = {
  ...defaultVenueSettings(8, 'hall-b'),
  hostNames: ['b.localhost'],
  displayName: 'אולם ב',
  themeColour: '#0B6E4F',
  themeTextColour: '#FFFFFF',
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const boxOffice = async (a: VenueSettings = venueA()) => {
  const clock = new ManualClock(START)
  const fixture = await openPaymentFixture(clock, {}, { engine: 'sqlite' })
  expect(E.isRight(await fixture.storage.venues.save(a))).toBe(true)
  expect(E.isRight(await fixture.storage.venues.save(venueB))).toBe(true)
  const app = appOver(fixture.storage, clock)
  cleanups.push(() => {
    void app.close()
    void fixture.database.close()
  })
  const at = (host: string) => visitor(app, VISITOR, fixture.presentationId, { host })
  const cart = (choices: readonly SeatChoice[], extras: Parameters<typeof cartOf>[2] = {}): Cart =>
    cartOf(fixture.presentationId, choices, extras)
  return { clock, fixture, app, at, cart }
}

describe('issue 15 GET /api/venue: which venue a page belongs to', () => {
  it('by host name, by /v/{slug} prefix, by a deep link’s presentation, else the install’s default', async () => {
    const { at: from, fixture } = await boxOffice()
    const nameAt = async (host: string, url: string) => at((await from(host).get(url)).body, 'displayName')
    expect(await nameAt('a.localhost:8080', '/api/venue')).toBe('אולם א')
    expect(await nameAt('B.localhost', '/api/venue')).toBe('אולם ב')
    expect(await nameAt('localhost', '/v/hall-b/api/venue')).toBe('אולם ב')
    expect(await nameAt('localhost', `/api/venue?presentationId=${fixture.presentationId}`)).toBe('אולם א')
    expect(await nameAt('localhost', '/api/venue')).toBe(defaultVenueSettings().displayName)
    // The host wins over a deep link: venue B's pages never become venue A's.
    expect(await nameAt('b.localhost', `/api/venue?presentationId=${fixture.presentationId}`)).toBe('אולם ב')
  })

  it('an unknown prefix is 404 VENUE_NOT_FOUND with its Hebrew text, never another venue', async () => {
    const { at: from } = await boxOffice()
    const answer = await from('localhost').get('/v/nowhere/api/venue')
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({ error: { code: 'VENUE_NOT_FOUND', message: 'האולם לא נמצא' } })
  })

  it('answers the public part only: no host names, SMS sender or fees', async () => {
    const { at: from } = await boxOffice(
      venueA({}, { cancellation: { allowed: true, fee: { kind: 'fixed', basis: 'perOrder', amount: agorot(700) } } }),
    )
    const answer = await from('a.localhost').get('/api/venue')
    expect(answer.status).toBe(200)
    expect(answer.text).not.toContain('a.localhost')
    expect(answer.text).not.toContain('HallA')
    expect(answer.body).not.toHaveProperty('orderRules')
    expect(at(answer.body, 'cancellationAllowed')).toBe(true)
  })
})

describe('issue 16 §1 each storefront page carries its venue, as GET /api/venue answers it', () => {
  /** The venue in a page's data block (null when the page has none). */
  const embeddedIn = (html: string): unknown => {
    const text = new RegExp(`<script type="application/json" id="${EMBEDDED_VENUE_ID}">([^<]*)</script>(?=[^]*</head>)`).exec(html)?.[1]
    if (text === undefined) return null
    const venue = readEmbeddedVenue(text)
    return E.isRight(venue) ? venue.right : 'undecodable'
  }

  it('by host, /v/{slug} prefix and deep link, the same settings as GET /api/venue; an unknown prefix none', async () => {
    const { fixture, clock, at: from } = await boxOffice()
    const app = buildApp({ storage: fixture.storage, clock, config: { staticDirs: builtUis() } })
    cleanups.push(() => void app.close())
    const page = async (host: string, url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { host } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.headers['cache-control']).toBe('no-cache')
      // The data block is no script the browser runs: the strict CSP stays without 'unsafe-inline'.
      expect(response.headers['content-security-policy']).toContain("script-src 'self';")
      return embeddedIn(response.body)
    }
    const api = async (host: string, url: string) => {
      const venue = readEmbeddedVenue((await from(host).get(url)).text)
      return E.isRight(venue) ? venue.right : 'undecodable'
    }
    for (const [host, url, apiUrl] of [
      ['a.localhost', '/', '/api/venue'],
      ['b.localhost', '/booking/checkout', '/api/venue'],
      ['localhost', '/v/hall-b/', '/v/hall-b/api/venue'],
      ['localhost', '/v/hall-b/order/5', '/v/hall-b/api/venue'],
      ['localhost', `/order/${fixture.presentationId}`, `/api/venue?presentationId=${fixture.presentationId}`],
      ['b.localhost', `/order/${fixture.presentationId}`, `/api/venue?presentationId=${fixture.presentationId}`],
      ['localhost', '/', '/api/venue'],
    ] as const)
      expect(await page(host, url)).toEqual(await api(host, apiUrl))
    expect(await page('a.localhost', '/')).toMatchObject({ displayName: 'אולם א' })
    expect(await page('localhost', '/v/hall-b/')).toMatchObject({ displayName: 'אולם ב' })
    expect(await page('localhost', `/order/${fixture.presentationId}`)).toMatchObject({ displayName: 'אולם א' })
    expect(await page('localhost', '/v/nowhere/')).toBeNull()
  })
})

describe('issue 15 §2 one venue’s data on another venue’s pages', () => {
  it('venue B’s host lists none of venue A’s presentations or features and finds none of them', async () => {
    const { at: from, fixture } = await boxOffice()
    const listed = (body: unknown): unknown[] => {
      const list = at(body, 'presentations')
      return Array.isArray(list) ? list : []
    }
    expect(listed((await from('a.localhost').get('/api/presentations/')).body).length).toBeGreaterThan(0)
    expect(listed((await from('b.localhost').get('/api/presentations/')).body)).toEqual([])
    const features = (body: unknown): unknown[] => {
      const list = at(body, 'features')
      return Array.isArray(list) ? list : []
    }
    expect(features((await from('a.localhost').get('/api/features/')).body).length).toBeGreaterThan(0)
    expect(features((await from('b.localhost').get('/api/features/')).body)).toEqual([])
    expect((await from('b.localhost').get(`/api/presentations/${fixture.presentationId}`)).status).toBe(404)
    expect((await from('localhost').get(`/v/hall-b/api/presentations/${fixture.presentationId}`)).status).toBe(404)
    expect((await from('a.localhost').get(`/api/presentations/${fixture.presentationId}`)).status).toBe(200)
  })

  it('a poster is served under its venue’s /v/{slug} prefix and its host, and at no other venue', async () => {
    const { at: from } = await boxOffice()
    const poster = await from('localhost').get('/v/hall-a/api/features/1/placeholderImage')
    expect(poster.status).toBe(200)
    expect(poster.text).toContain('<svg')
    expect((await from('a.localhost').get('/api/features/1/placeholderImage')).status).toBe(200)
    expect((await from('localhost').get('/api/features/1/placeholderImage')).status).toBe(200)
    expect((await from('localhost').get('/v/hall-b/api/features/1/placeholderImage')).status).toBe(404)
    expect((await from('b.localhost').get('/api/features/1/placeholderImage')).status).toBe(404)
  })

  it('an order for venue A’s seats placed at venue B is PRSNT_NOT_FOUND and sells nothing', async () => {
    const { at: from, cart } = await boxOffice()
    const a = from('a.localhost')
    for (const choice of TWO_SEATS) expect((await a.lock(choice)).status).toBe(200)
    const refused = await from('b.localhost').commit(cart(TWO_SEATS))
    expect(refused.status).toBe(404)
    expect(at(at(refused.body, 'error'), 'code')).toBe('PRSNT_NOT_FOUND')
    expect(await a.statusOf(1)).toBe(SELECTED)
  })
})

describe('issue 15 §2 seat calls at another venue’s host', () => {
  const FREE = 1
  const refusedAs = (answer: { readonly status: number; readonly body: unknown }, code: string): void => {
    expect(answer.status).toBe(404)
    expect(at(answer.body, 'error')).toMatchObject({ code })
  }

  it('venue A’s presentation through venue B’s host or prefix: plan, status, lock (seat and GA), unlock, best available and the event stream are refused', async () => {
    const { app, at: from, fixture } = await boxOffice()
    const a = from('a.localhost')
    const b = from('b.localhost')
    const prefixed = (path: string) => b.get(path.replace('/api/', '/v/hall-b/api/'))
    expect((await a.get('/api/seats/seatplan?venueId=1&seatplanId=11')).status).toBe(200)
    refusedAs(await b.get('/api/seats/seatplan?venueId=1&seatplanId=11'), 'NOT_FOUND')
    refusedAs(await from('localhost').get('/v/hall-b/api/seats/seatplan?venueId=1&seatplanId=11'), 'NOT_FOUND')
    expect((await a.get('/api/seats/seatplan/columns?venueId=1&seatplanId=11')).status).toBe(200)
    refusedAs(await b.get('/api/seats/seatplan/columns?venueId=1&seatplanId=11'), 'NOT_FOUND')
    refusedAs(await from('localhost').get('/v/hall-b/api/seats/seatplan/columns?venueId=1&seatplanId=11'), 'NOT_FOUND')
    const status = `/api/seats/seats-status?presentationId=${fixture.presentationId}&venueTypeId=1&isReserved=1&recaptchaToken=${CAPTCHA}`
    refusedAs(await b.get(status), 'PRSNT_NOT_FOUND')
    refusedAs(await prefixed(status), 'PRSNT_NOT_FOUND')
    refusedAs(await b.lock({ x: 1, ticketId: 11 }), 'PRSNT_NOT_FOUND')
    refusedAs(await b.lock({ x: 1, ga: true, ticketId: 21 }), 'PRSNT_NOT_FOUND')
    refusedAs(
      await b.get(`/api/seats/best-available?recaptchaToken=${CAPTCHA}&quantity=2&presentationId=${fixture.presentationId}`),
      'PRSNT_NOT_FOUND',
    )
    const events = await app.inject({
      method: 'GET',
      url: `/api/seats/events?presentationId=${fixture.presentationId}`,
      headers: { host: 'b.localhost' },
    })
    expect(events.statusCode).toBe(404)
    expect(events.json()).toMatchObject({ error: { code: 'PRSNT_NOT_FOUND', message: expect.any(String) } })
    // Nothing was locked through venue B: the seat is free at venue A, where it locks; B cannot unlock it.
    expect(await a.statusOf(1)).toBe(FREE)
    expect((await a.lock({ x: 1, ticketId: 11 })).status).toBe(200)
    const unlock = await b.send('PUT', '/api/seats/unlock-seat', {
      recaptchaToken: CAPTCHA,
      seat: {
        PresentationId: fixture.presentationId,
        VenueId: 1,
        VenueSeatplanId: 11,
        VenueSectionId: 101,
        TicketGroupId: 1,
        XCoordinate: 1,
        YCoordinate: 1,
      },
    })
    refusedAs(unlock, 'PRSNT_NOT_FOUND')
    expect(await a.statusOf(1)).toBe(SELECTED)
    // The install’s default host sees every business.
    expect(await from('localhost').statusOf(1)).toBe(SELECTED)
  })
})

describe('issue 15 the venue’s rules, enforced at commit', () => {
  it('a field required at venue A: the order without it is 400 FORM_INVALID naming it, nothing saved; given, it sells', async () => {
    const {
      app,
      at: from,
      cart,
    } = await boxOffice(venueA({ customerForm: { ...defaultVenueSettings().customerForm, dateOfBirth: { shown: true, required: true } } }))
    const a = from('a.localhost')
    for (const choice of TWO_SEATS) expect((await a.lock(choice)).status).toBe(200)
    const refused = await a.commit(cart(TWO_SEATS))
    expect(refused.status).toBe(400)
    expect(at(refused.body, 'error')).toMatchObject({ code: 'FORM_INVALID', params: { fields: 'dateOfBirth' } })
    expect(await a.statusOf(1)).toBe(SELECTED)
    const paymentIdentifier = await payByCard(app, a, TWO_SEATS_SHEKELS)
    const sold = await a.commit(cart(TWO_SEATS, { paymentIdentifier, customerInfo: { ...CUSTOMER, dateOfBirth: '1990-04-01' } }))
    expect(sold.status).toBe(200)
    expect(await a.statusOf(1)).toBe(UNAVAILABLE)
  })

  it('a field hidden at venue A is not asked for: the order without an ID number sells; the default venue refuses it', async () => {
    const noSsn = { ...CUSTOMER, ssn: '' }
    const hidden = await boxOffice(
      venueA({ customerForm: { ...defaultVenueSettings().customerForm, ssn: { shown: false, required: false } } }),
    )
    const a = hidden.at('a.localhost')
    for (const choice of TWO_SEATS) expect((await a.lock(choice)).status).toBe(200)
    const paymentIdentifier = await payByCard(hidden.app, a, TWO_SEATS_SHEKELS)
    expect((await a.commit(hidden.cart(TWO_SEATS, { paymentIdentifier, customerInfo: noSsn }))).status).toBe(200)

    const required = await boxOffice(venueA())
    const other = required.at('a.localhost')
    for (const choice of TWO_SEATS) expect((await other.lock(choice)).status).toBe(200)
    const refused = await other.commit(required.cart(TWO_SEATS, { customerInfo: noSsn }))
    expect(refused.status).toBe(400)
    expect(at(refused.body, 'error')).toMatchObject({ code: 'FORM_INVALID', params: { fields: 'ssn' } })
  })

  it('more seats than venue A’s maximum per order is SEAT_MAXIMUM_REACHED naming it; the same order sells where there is none', async () => {
    const { app, at: from, cart, fixture } = await boxOffice(venueA({}, { maxSeatsPerOrder: 1 }))
    const a = from('a.localhost')
    for (const choice of TWO_SEATS) expect((await a.lock(choice)).status).toBe(200)
    const refused = await a.commit(cart(TWO_SEATS))
    expect(refused.status).toBe(422)
    expect(at(refused.body, 'error')).toMatchObject({ code: 'SEAT_MAXIMUM_REACHED', params: { max: 1 } })
    expect(await a.statusOf(1)).toBe(SELECTED)
    // The manager lifts the maximum: the change is served at once (the saving instance's cache is invalidated).
    expect(E.isRight(await fixture.storage.venues.save(venueA()))).toBe(true)
    const paymentIdentifier = await payByCard(app, a, TWO_SEATS_SHEKELS)
    expect((await a.commit(cart(TWO_SEATS, { paymentIdentifier }))).status).toBe(200)
  })

  it('a hold where venue A offers none is HOLD_ORDERS_NOT_OFFERED and holds nothing', async () => {
    const { at: from, cart, fixture } = await boxOffice(venueA({}, { holdOrdersAllowed: false }))
    const a = from('a.localhost')
    for (const choice of TWO_SEATS) expect((await a.lock(choice)).status).toBe(200)
    // The venue's refusal comes before the login a hold needs: no login would help.
    const refused = await a.commit({ ...cart(TWO_SEATS), isHold: true })
    expect(refused.status).toBe(422)
    expect(at(refused.body, 'error')).toMatchObject({
      code: 'HOLD_ORDERS_NOT_OFFERED',
      message: 'באולם הזה אין אפשרות להזמנה ללא תשלום מראש',
    })
    expect(await a.statusOf(1)).toBe(SELECTED)
    // Where holds are offered, the same order is judged on (and here refused for) the login it lacks.
    expect(E.isRight(await fixture.storage.venues.save(venueA()))).toBe(true)
    const judged = await a.commit({ ...cart(TWO_SEATS), isHold: true })
    expect(at(judged.body, 'error')).toMatchObject({ code: 'HOLD_REQUIRES_LOGIN' })
  })
})

describe('issue 15 §2 a saved cart of venue A’s seats at venue B’s host', () => {
  const saveAt = (browser: ReturnType<typeof visitor>, saved: Cart) =>
    browser.send('POST', '/api/cart', { cart: CartCodec.encode(saved), uuid: browser.uuid })

  it('is not saved at venue B (PRSNT_NOT_FOUND), nor under its prefix; at venue A and the plain host it is', async () => {
    const { at: from, cart } = await boxOffice()
    const a = from('a.localhost')
    for (const choice of TWO_SEATS) expect((await a.lock(choice)).status).toBe(200)
    const b = from('b.localhost')
    const refused = await saveAt(b, cart(TWO_SEATS))
    expect(refused.status).toBe(404)
    expect(at(refused.body, 'error')).toMatchObject({ code: 'PRSNT_NOT_FOUND', message: expect.stringMatching(/[\u0590-\u05FF]/) })
    const prefixed = await from('localhost').send('POST', '/v/hall-b/api/cart', { cart: CartCodec.encode(cart(TWO_SEATS)), uuid: VISITOR })
    expect(at(prefixed.body, 'error', 'code')).toBe('PRSNT_NOT_FOUND')
    expect((await saveAt(a, cart(TWO_SEATS))).status).toBe(200)
    expect((await saveAt(from('localhost'), cart(TWO_SEATS))).status).toBe(200)
  })

  it('saved at venue A and opened by another visitor at venue B: every seat dropped, none handed over; at venue A they are', async () => {
    const { app, at: from, cart, fixture } = await boxOffice()
    const a = from('a.localhost')
    for (const choice of TWO_SEATS) expect((await a.lock(choice)).status).toBe(200)
    const saved = await saveAt(a, cart(TWO_SEATS))
    const cartId = String(at(saved.body, 'cartId'))
    const otherAtB = visitor(app, OTHER_VISITOR, fixture.presentationId, { host: 'b.localhost' })
    const atB = await otherAtB.send('POST', `/api/cart/${cartId}/open`)
    expect(atB.status).toBe(200)
    expect(at(atB.body, 'droppedSeats')).toHaveLength(2)
    // Still the saver's (the saver's own selection; taken to the other visitor), until opened at venue A.
    expect(await a.statusOf(1)).toBe(SELECTED)
    const otherAtA = visitor(app, OTHER_VISITOR, fixture.presentationId, { host: 'a.localhost' })
    expect(await otherAtA.statusOf(1)).toBe(UNAVAILABLE)
    const atA = await otherAtA.send('POST', `/api/cart/${cartId}/open`)
    expect(at(atA.body, 'droppedSeats')).toEqual([])
    expect(await otherAtA.statusOf(1)).toBe(SELECTED)
    expect(await a.statusOf(1)).toBe(UNAVAILABLE)
  })
})
