import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock, defaultVenueSettings } from '@kartis/core'
import { buildApp } from '../app'
import { documentKeyOf } from '../edocuments/document-key'
import { ticketOfReference } from '../edocuments/ticket-reference'
import { hebrewMessageOf } from '../http/hebrew-messages'
import { NO_RATE_LIMITS, type RateLimits } from '../http/rate-limits'
import {
  CUSTOMER,
  OTHER_VISITOR,
  PAYMENT_BUSINESS,
  VISITOR,
  cartOf,
  lockSeats,
  openPaymentFixture,
  type SeatChoice,
} from '../payment/payment-fixture'
import { DEFAULT_PAYMENT_CONFIG } from '../payment/payment-config'
import { at, visitor } from './payment-test-app'

const START = Date.UTC(2025, 6, 1, 9, 0)
const MINUTE = 60_000
const SECRET = DEFAULT_PAYMENT_CONFIG.documentKeySecret
const NO_UI = { web: '/nonexistent/kartis-web', liveConsole: '/nonexistent/kartis-console' }
const TWO_SEATS: readonly SeatChoice[] = [
  { x: 1, ticketId: 11 },
  { x: 2, ticketId: 11 },
]

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** A box office (with the given request limits) where Dana bought two hall seats and two popcorns with GIFT-500. */
const boxOffice = async (limits: Partial<RateLimits> = {}) => {
  const clock = new ManualClock(START)
  const fixture = await openPaymentFixture(clock)
  const app = buildApp({ storage: fixture.storage, clock, config: { staticDirs: NO_UI, rateLimits: { ...NO_RATE_LIMITS, ...limits } } })
  cleanups.push(async () => {
    await app.close()
    await fixture.database.close()
  })
  const dana = visitor(app, VISITOR, fixture.presentationId)
  const buy = async (choices: readonly SeatChoice[], popcorn?: number) => {
    await lockSeats(fixture.storage, VISITOR, fixture.presentationId, choices)
    const extras = { voucherPayments: ['GIFT-500'], ...(popcorn === undefined ? {} : { popcorn }) }
    const committed = await dana.commit(cartOf(fixture.presentationId, choices, extras))
    return {
      id: String(at(committed.body, 'reservationIdentifier')),
      items: at(committed.body, 'ticketIdentifiers'),
      key: String(at(committed.body, 'documentKey')),
    }
  }
  const bought = await buy(TWO_SEATS, 2)
  /** GET /api/edocuments/{key} from an address, with no visitor id: a phone opening the SMS link. */
  const open = async (key: string, remoteAddress = '203.0.113.7') => {
    const response = await app.inject({ method: 'GET', url: `/api/edocuments/${encodeURIComponent(key)}`, remoteAddress })
    return { status: response.statusCode, body: response.json<unknown>() }
  }
  return { fixture, app, dana, buy, bought, open }
}

/** An error answer without its request id (which differs per request by design). */
const withoutRequestId = (body: unknown) => ({ error: { ...(at(body, 'error') as object), requestId: undefined } })

describe('§2 GET /api/edocuments/{documentKey}: the e-ticket for whoever holds its signed key', () => {
  it('opens with the key of the commit answer and the SMS, without a visitor id: the show, the customer and each line with a reference', async () => {
    const { fixture, bought, open } = await boxOffice()
    const [sms] = await fixture.storage.sms.listFor(CUSTOMER.mobileNumber)
    expect(sms?.text.endsWith(`/edocument/${bought.key}`)).toBe(true)
    const shown = await open(bought.key)
    expect(shown.status).toBe(200)
    expect(shown.body).toEqual({
      ReservationIdentifier: bought.id,
      ResStateId: 2,
      IsUnpaid: false,
      FeatureName: 'הצגת בדיקה',
      VenueName: 'אולם בדיקות',
      StartDateTime: '2025-07-01T13:00:00+03:00',
      CustomerName: 'דנה כהן',
      Tickets: [
        {
          TicketIdentifier: `${bought.id}-01`,
          Reference: expect.any(String),
          SectionName: 'אולם',
          RowName: 'א',
          SeatName: '1',
          Quantity: 1,
        },
        {
          TicketIdentifier: `${bought.id}-02`,
          Reference: expect.any(String),
          SectionName: 'אולם',
          RowName: 'א',
          SeatName: '2',
          Quantity: 1,
        },
        {
          TicketIdentifier: `${bought.id}-03`,
          Reference: expect.any(String),
          SectionName: '',
          RowName: '',
          SeatName: '',
          ProductName: 'פופקורן',
          Quantity: 2,
        },
      ],
      // Issue 15 the grace of the venue that sold it (the fixture's business keeps the defaults).
      EDocumentGraceMinutes: defaultVenueSettings().eDocumentGraceMinutes,
    })
  })

  it('issue 15 carries the grace minutes of its presentation’s venue, opened on the plain host or another venue’s', async () => {
    const { fixture, app, bought } = await boxOffice()
    const saved = await fixture.storage.venues.save({
      ...defaultVenueSettings(PAYMENT_BUSINESS, 'hall-a'),
      hostNames: ['a.localhost'],
      eDocumentGraceMinutes: 45,
    })
    expect(saved._tag).toBe('Right')
    expect(
      (await fixture.storage.venues.save({ ...defaultVenueSettings(8, 'hall-b'), hostNames: ['b.localhost'], eDocumentGraceMinutes: 5 }))
        ._tag,
    ).toBe('Right')
    for (const host of ['localhost', 'b.localhost', 'a.localhost']) {
      const response = await app.inject({ method: 'GET', url: `/api/edocuments/${encodeURIComponent(bought.key)}`, headers: { host } })
      expect(response.statusCode).toBe(200)
      expect(at(response.json<unknown>(), 'EDocumentGraceMinutes')).toBe(45)
    }
  })

  it('signs each line’s reference so that the verifier gives back its ticket', async () => {
    const { bought, open } = await boxOffice()
    const lines = at((await open(bought.key)).body, 'Tickets')
    const tickets = Array.isArray(lines) ? lines : []
    expect(tickets.map((line) => ticketOfReference(String(at(line, 'Reference')), SECRET))).toEqual(
      tickets.map((line) => at(line, 'TicketIdentifier')),
    )
    expect(ticketOfReference(String(at(tickets[0], 'Reference')), 'another secret')).toBeNull()
  })

  it('answers a key with its last character changed, another reservation’s token, a bare number and an unknown reservation alike: 404 NOT_FOUND, nothing more', async () => {
    const { bought, buy, open } = await boxOffice()
    const other = await buy([{ x: 5, ticketId: 11 }])
    const token = (key: string) => key.slice(key.lastIndexOf('-'))
    const wrongKeys = [
      `${bought.key.slice(0, -1)}${bought.key.endsWith('0') ? '1' : '0'}`,
      `${bought.id}${token(other.key)}`,
      bought.id,
      documentKeyOf('KR-00000000', SECRET),
      'x',
    ]
    const answers = await Promise.all(wrongKeys.map((key) => open(key)))
    const expected = { status: 404, body: { error: { code: 'NOT_FOUND', message: hebrewMessageOf('NOT_FOUND'), requestId: undefined } } }
    for (const answer of answers) expect({ status: answer.status, body: withoutRequestId(answer.body) }).toEqual(expected)
    expect(JSON.stringify(answers.map((answer) => answer.body))).not.toContain(bought.id.slice(3))
  })

  it('shows a cancelled reservation as cancelled (ResStateId 3) with no lines, so no QR code', async () => {
    const { dana, bought, open } = await boxOffice()
    const cancelled = await dana.send('POST', `/api/reservations/${bought.id}/cancel`, {
      itemsToCancel: bought.items,
      refundToTransactionCredit: true,
    })
    expect(cancelled.status).toBe(200)
    expect((await open(bought.key)).body).toMatchObject({ ReservationIdentifier: bought.id, ResStateId: 3, IsUnpaid: false, Tickets: [] })
  })

  it('is the same for the visitor who ordered, another visitor and no visitor: the key is what counts', async () => {
    const { app, bought, open } = await boxOffice()
    const asVisitor = async (uuid: string) =>
      (await app.inject({ method: 'GET', url: `/api/edocuments/${bought.key}`, headers: { 'x-kartis-uuid': uuid } })).json<unknown>()
    const anonymous = (await open(bought.key)).body
    expect(await asVisitor(VISITOR)).toEqual(anonymous)
    expect(await asVisitor(OTHER_VISITOR)).toEqual(anonymous)
  })

  it('is limited per address (fresh visitor ids do not escape it): 429 past the limit, another address goes on', async () => {
    const { app, bought, open } = await boxOffice({ documents: [{ per: 'address', max: 2, windowMs: MINUTE }] })
    const fromBot = (uuid: string) =>
      app.inject({ method: 'GET', url: `/api/edocuments/${bought.key}`, remoteAddress: '198.51.100.9', headers: { 'x-kartis-uuid': uuid } })
    const statuses = [(await fromBot(VISITOR)).statusCode, (await fromBot(OTHER_VISITOR)).statusCode]
    const refused = await fromBot('33333333-3333-4333-8333-333333333333')
    expect([...statuses, refused.statusCode]).toEqual([200, 200, 429])
    expect(refused.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } })
    expect((await open(bought.key, '203.0.113.50')).status).toBe(200)
  })
})
