import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock, STAFF_PERMISSIONS, type Cart } from '@kartis/core'
import { DEMO_MINI_SITE_URL } from '@kartis/api-adapter'
import { OTHER_VISITOR, PAYMENT_BUSINESS, VISITOR, cartOf, openPaymentFixture, type SeatChoice } from '../payment/payment-fixture'
import { demoApp, visitorClient } from '../test-support/demo-app'
import { actAsStaff } from '../test-support/staff-session'
import { appOver, at, visitor } from './payment-test-app'

const START = Date.UTC(2025, 6, 1, 9, 0)
/** The fixture's hall tickets: 11 רגיל, 12 סטודנט (feature 1, business PAYMENT_BUSINESS). */
const REGULAR = 11
const STUDENT = 12
const AGENT = { reference1: 'AG-NORTH', reference2: 'GROUP-A' }
/** Seats x of row א (א1 is a wheelchair place, left alone). */
const seatsAt = (...xs: readonly number[]): readonly SeatChoice[] => xs.map((x) => ({ x, ticketId: REGULAR }))
/** Status codes of seats-status (§4): 2 the visitor's own lock, 0 unavailable. */
const SELECTED = 2
const UNAVAILABLE = 0

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** The payment fixture's box office with one ticket-reference option of AG-NORTH/GROUP-A at the hall's רגיל ticket. */
const boxOffice = async (option: { readonly quantity: number; readonly presentationId?: number | null; readonly ticketId?: number }) => {
  const clock = new ManualClock(START)
  const fixture = await openPaymentFixture(clock)
  const app = appOver(fixture.storage, clock)
  cleanups.push(async () => {
    await app.close()
    await fixture.database.close()
  })
  const ticketId = option.ticketId ?? REGULAR
  await fixture.storage.ticketReferences.addOption({
    businessId: PAYMENT_BUSINESS,
    priceType: 1,
    priceId: ticketId,
    priceRowId: 1,
    ...AGENT,
    featureId: 1,
    ticketId,
    pricePolicyId: ticketId === REGULAR ? 1 : 2,
    presentationId: option.presentationId === undefined ? fixture.presentationId : option.presentationId,
    featureCategoryId: 1,
    quantity: option.quantity,
  })
  const buyer = (uuid: string = randomUUID()) => visitor(app, uuid, fixture.presentationId)
  /** A cart of the seats, every seat under `references` (none: sold to anyone), paid by the demo gift card. */
  const cart = (
    choices: readonly SeatChoice[],
    references: { readonly reference1?: string; readonly reference2?: string } | null,
  ): Cart => {
    const plain = cartOf(fixture.presentationId, choices, { voucherPayments: ['GIFT-500'] })
    return references === null ? plain : { ...plain, seats: plain.seats.map((seat) => ({ ...seat, ...references })) }
  }
  /** Locks the seats for the buyer and commits them under the references: the answer. */
  const buy = async (client: ReturnType<typeof buyer>, choices: readonly SeatChoice[], references: Parameters<typeof cart>[1] = AGENT) => {
    for (const choice of choices) expect((await client.lock(choice)).status).toBe(200)
    return client.commit(cart(choices, references))
  }
  /** What the ticket-reference admin shows the pair bought. */
  const sold = async (): Promise<number> =>
    (await fixture.storage.ticketReferences.promptAdminDetail([PAYMENT_BUSINESS], AGENT.reference1, AGENT.reference2))[0]?.sold ?? -1
  const linesOf = (reservationIdentifier: string) =>
    fixture.database.db
      .selectFrom('reservation_tickets')
      .select(['ticket_id', 'reference1', 'reference2'])
      .where('reservation_identifier', '=', reservationIdentifier)
      .orderBy('position')
      .execute()
  const reservationsOf = (uuid: string) => fixture.storage.reservations.listForUuid(uuid)
  return { clock, fixture, app, buyer, cart, buy, sold, linesOf, reservationsOf }
}

const reservationOf = (body: unknown): string => {
  const id = at(body, 'reservationIdentifier')
  if (typeof id !== 'string') throw new Error(`no reservation in ${JSON.stringify(body)}`)
  return id
}

describe('POST /api/payment/commit: tickets under ticket references (issue 13)', () => {
  it('records the references on the reservation’s lines, and the admin counts them sold; a cart without references is sold as before', async () => {
    const { buyer, buy, sold, linesOf } = await boxOffice({ quantity: 10 })
    const bought = await buy(buyer(VISITOR), seatsAt(2, 3), { reference1: ' AG-NORTH ', reference2: 'GROUP-A' })
    expect(bought.status).toBe(200)
    expect(await linesOf(reservationOf(bought.body))).toEqual([
      { ticket_id: REGULAR, ...AGENT },
      { ticket_id: REGULAR, ...AGENT },
    ])
    expect(await sold()).toBe(2)
    const plain = await buy(buyer(OTHER_VISITOR), seatsAt(4), null)
    expect(await linesOf(reservationOf(plain.body))).toEqual([{ ticket_id: REGULAR, reference1: null, reference2: null }])
    expect(await sold()).toBe(2)
  })

  it('REFERENCE_NOT_ELIGIBLE (422) for a pair, ticket or presentation no option has: nothing sold, the seats still the buyer’s', async () => {
    const { buyer, cart, buy, sold, reservationsOf } = await boxOffice({ quantity: 10 })
    const dana = buyer(VISITOR)
    for (const references of [
      { reference1: 'AG-NORTH', reference2: 'GROUP-B' },
      { reference1: 'AG-SOUTH', reference2: 'GROUP-A' },
      { reference1: 'AG-NORTH' },
    ]) {
      const refused = await buy(dana, seatsAt(2), references)
      expect(refused).toMatchObject({ status: 422, body: { error: { code: 'REFERENCE_NOT_ELIGIBLE', params: { ticketId: REGULAR } } } })
    }
    // The option is at the רגיל ticket: a student ticket under the same pair is not eligible.
    const student = await dana.commit(cart([{ x: 2, ticketId: STUDENT }], AGENT))
    expect(at(student.body, 'error', 'code')).toBe('REFERENCE_NOT_ELIGIBLE')
    expect(await dana.statusOf(2)).toBe(SELECTED)
    expect(await reservationsOf(VISITOR)).toEqual([])
    expect(await sold()).toBe(0)
  })

  it('an option of another presentation does not apply; one of the whole feature (no presentation) does', async () => {
    const other = await boxOffice({ quantity: 10, presentationId: null })
    expect((await other.buy(other.buyer(), seatsAt(2), AGENT)).status).toBe(200)
    expect(await other.sold()).toBe(1)
    const elsewhere = await boxOffice({ quantity: 10 })
    await elsewhere.fixture.database.db
      .updateTable('ticket_reference_options')
      .set({ presentation_id: elsewhere.fixture.noRefundPresentationId })
      .execute()
    expect(at((await elsewhere.buy(elsewhere.buyer(), seatsAt(2), AGENT)).body, 'error', 'code')).toBe('REFERENCE_NOT_ELIGIBLE')
  })

  it('REFERENCE_QUOTA_EXHAUSTED when the pair’s tickets sold and these would pass the option’s quantity: nothing sold', async () => {
    const { buyer, cart, buy, sold, reservationsOf } = await boxOffice({ quantity: 3 })
    expect((await buy(buyer(), seatsAt(2, 3))).status).toBe(200)
    const yossi = buyer(OTHER_VISITOR)
    const refused = await buy(yossi, seatsAt(4, 5))
    expect(refused).toMatchObject({
      status: 409,
      body: { error: { code: 'REFERENCE_QUOTA_EXHAUSTED', params: { ticketId: REGULAR, ...AGENT, left: 1 } } },
    })
    expect([await yossi.statusOf(4), await yossi.statusOf(5)]).toEqual([SELECTED, SELECTED])
    expect(await reservationsOf(OTHER_VISITOR)).toEqual([])
    expect(await sold()).toBe(2)
    // The one ticket left can be bought, with the other seat sold to anyone beside it.
    const [underReference, toAnyone] = cart(seatsAt(4, 5), null).seats
    if (underReference === undefined || toAnyone === undefined) throw new Error('two seats')
    const last = await yossi.commit({ ...cart(seatsAt(4, 5), null), seats: [{ ...underReference, ...AGENT }, toAnyone] })
    expect(last.status).toBe(200)
    expect(at(last.body, 'error')).toBeUndefined()
    expect(await sold()).toBe(3)
  })

  it('a cancelled order frees its tickets of the quota', async () => {
    const { clock, fixture, app, buyer, cart, buy, sold } = await boxOffice({ quantity: 2 })
    const first = await buy(buyer(), seatsAt(2, 3))
    const yossi = buyer(OTHER_VISITOR)
    expect(at((await buy(yossi, seatsAt(4))).body, 'error', 'code')).toBe('REFERENCE_QUOTA_EXHAUSTED')
    const producer = await actAsStaff(
      { storage: fixture.storage, clock },
      { permissions: [STAFF_PERMISSIONS.producerReservations], businessIds: [PAYMENT_BUSINESS] },
    )
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/reservations/${reservationOf(first.body)}/producerCancel`,
      headers: { 'x-kartis-uuid': randomUUID(), ...producer.headers },
    })
    expect(cancelled.statusCode).toBe(200)
    expect(await sold()).toBe(0)
    const again = await yossi.commit(cart(seatsAt(4), AGENT))
    expect(at(again.body, 'error')).toBeUndefined()
    expect(await yossi.statusOf(4)).toBe(UNAVAILABLE)
    expect(await sold()).toBe(1)
  })
})

describe('GET /api/mini-site/validate/{url} with references (issue 13)', () => {
  it('accepts a pair an option applies to with tickets left; REFERENCE_NOT_ELIGIBLE otherwise, REFERENCE_QUOTA_EXHAUSTED when none is left', async () => {
    const demo = await demoApp()
    cleanups.push(() => demo.app.close())
    const site = await demo.storage.catalog.getMiniSite(DEMO_MINI_SITE_URL)
    const [presentation] = await demo.storage.catalog.listPresentations({ ids: [...(site?.presentationIds ?? [])] })
    const venue = presentation === undefined ? null : await demo.storage.catalog.getVenue(presentation.venueId)
    const ticket = presentation?.ticketGroups[0]?.tickets[0]
    const businessId = venue?.businessId ?? null
    if (presentation === undefined || ticket === undefined || businessId === null) throw new Error('the festival sells a ticket')
    await demo.storage.ticketReferences.addOption({
      businessId,
      priceType: 1,
      priceId: ticket.id,
      priceRowId: 900,
      reference1: 'FEST-AGENT',
      reference2: 'CREW',
      featureId: presentation.featureId,
      ticketId: ticket.id,
      pricePolicyId: ticket.pricePolicyId,
      presentationId: null,
      featureCategoryId: 1,
      quantity: 1,
    })
    const validate = (query: string) =>
      visitorClient(demo.app).get(`/api/mini-site/validate/${DEMO_MINI_SITE_URL}?ticketIds=${ticket.id}${query}`)
    expect(await validate('')).toMatchObject({ status: 200, body: { isValid: true } })
    expect(await validate('&reference1=FEST-AGENT&reference2=CREW')).toMatchObject({ status: 200, body: { isValid: true } })
    for (const other of ['&reference1=FEST-AGENT&reference2=OTHER', '&reference1=NOBODY', '&reference2=CREW'])
      expect(await validate(other)).toMatchObject({
        status: 422,
        body: { error: { code: 'REFERENCE_NOT_ELIGIBLE', params: { ticketId: ticket.id } } },
      })
    await demo.database.db.updateTable('ticket_reference_options').set({ quantity: 0 }).where('reference1', '=', 'FEST-AGENT').execute()
    expect(await validate('&reference1=FEST-AGENT&reference2=CREW')).toMatchObject({
      status: 409,
      body: { error: { code: 'REFERENCE_QUOTA_EXHAUSTED', params: { left: 0 } } },
    })
  }, 60_000)
})
