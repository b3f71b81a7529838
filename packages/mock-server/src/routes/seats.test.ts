import * as E from 'fp-ts/Either'
import { beforeEach, describe, expect, it } from 'vitest'
import { STAFF_PERMISSIONS } from '@kartis/core'
import { SeatPlanColumnsResponse, SeatPlanResponse, VenueId, decodeWith } from '@kartis/api-adapter'
import type { CatalogPresentation } from '../storage/catalog-repository'
import { DEFAULT_LOCK_TTL_MS } from '../storage/seat-inventory'
import {
  CAPTCHA,
  demoApp,
  emptyPresentation,
  firstPresentationOf,
  lockBody,
  newVisitor,
  recordsAt,
  statusIn,
  visitorClient,
  visitorHeaders,
  type DemoApp,
} from '../test-support/demo-app'
import { actAsStaff } from '../test-support/staff-session'

const CINEMA_SECTION = 101
const CLUB_SECTION = 301
const LOCK = '/api/seats/lock-seat'
const UNLOCK = '/api/seats/unlock-seat'

let demo: DemoApp
let cinema: CatalogPresentation

beforeEach(async () => {
  demo = await demoApp()
  cinema = await firstPresentationOf(demo.storage, VenueId.cinema)
  await emptyPresentation(demo.database, cinema.id)
})

const seat = (x: number, y: number) => ({ sectionId: CINEMA_SECTION, x, y })
const statusUrl = (presentationId: number, token = CAPTCHA) =>
  `/api/seats/seats-status?presentationId=${presentationId}&venueTypeId=1&isReserved=1&recaptchaToken=${token}`

describe('GET /api/seats/presentations', () => {
  it('lists the presentations of one Jerusalem date', async () => {
    const answer = await visitorClient(demo.app).get('/api/seats/presentations?date=2025-07-07')
    expect(answer.status).toBe(200)
    const presentations = recordsAt(answer.body, 'presentations')
    expect(presentations.length).toBeGreaterThan(3)
    for (const p of presentations) expect(String(p['StartDateTime'])).toMatch(/^2025-07-07T/)
  })

  it('refuses a date that is not YYYY-MM-DD with 400 naming query.date', async () => {
    const answer = await visitorClient(demo.app).get('/api/seats/presentations?date=07/07/2025')
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: { code: 'BAD_REQUEST', path: 'query.date' } })
  })
})

describe('GET /api/seats/seatplan', () => {
  it('answers the cinema hall: one section of 180 seats, all unavailable until statuses load', async () => {
    const answer = await visitorClient(demo.app).get('/api/seats/seatplan?venueId=1&seatplanId=11')
    expect(answer.status).toBe(200)
    const sections = recordsAt(answer.body, 'sections')
    expect(sections.map((s) => s['SectionName'])).toEqual(['אולם 1'])
    const seats = sections.flatMap((s) => recordsAt(s, 'Groups').flatMap((g) => recordsAt(g, 'Rows').flatMap((r) => recordsAt(r, 'Seats'))))
    expect(seats).toHaveLength(180)
    expect(seats.some((s) => s['isAvailable'] === true)).toBe(false)
  })

  it('answers 404 for a seat plan the venue does not have', async () => {
    const answer = await visitorClient(demo.app).get('/api/seats/seatplan?venueId=1&seatplanId=99')
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })

  it('answers 400 naming query.venueId when it is not a number', async () => {
    const answer = await visitorClient(demo.app).get('/api/seats/seatplan?venueId=abc&seatplanId=11')
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: { code: 'BAD_REQUEST', path: 'query.venueId' } })
  })
})

describe('GET /api/seats/seatplan/columns (issue 16 §1)', () => {
  it('answers the same sections as §7’s GET /seats/seatplan, each row’s seats in columns', async () => {
    const visitor = visitorClient(demo.app)
    const columns = await visitor.get('/api/seats/seatplan/columns?venueId=1&seatplanId=11')
    const plain = await visitor.get('/api/seats/seatplan?venueId=1&seatplanId=11')
    expect(columns.status).toBe(200)
    const rows = recordsAt(columns.body, 'sections').flatMap((s) => recordsAt(s, 'Groups').flatMap((g) => recordsAt(g, 'Rows')))
    expect(rows.reduce((seats, row) => seats + Number(row['SeatCount']), 0)).toBe(180)
    expect(rows.every((row) => !('Seats' in row))).toBe(true)
    expect(decodeWith(SeatPlanColumnsResponse, columns.body)).toEqual(decodeWith(SeatPlanResponse, plain.body))
    expect(JSON.stringify(columns.body).length).toBeLessThan(JSON.stringify(plain.body).length / 4)
  })

  it('answers 404 for a seat plan the venue does not have, and 400 naming a parameter that is not a number', async () => {
    const visitor = visitorClient(demo.app)
    const missing = await visitor.get('/api/seats/seatplan/columns?venueId=1&seatplanId=99')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ error: { code: 'NOT_FOUND' } })
    const bad = await visitor.get('/api/seats/seatplan/columns?venueId=1&seatplanId=x')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ error: { code: 'BAD_REQUEST', path: 'query.seatplanId' } })
  })
})

describe('GET /api/seats/seats-status', () => {
  it('shows the visitor its own lock as 2, another visitor its lock as unavailable, holds as 3, free seats as 1', async () => {
    const dana = visitorClient(demo.app)
    const yossi = visitorClient(demo.app)
    expect((await dana.send('PUT', LOCK, lockBody(cinema, seat(5, 5)))).status).toBe(200)
    await demo.storage.seats.transaction(async (tx) => {
      await tx.hold([{ presentationId: cinema.id, ...seat(1, 9) }])
      return E.right(undefined)
    })
    const own = await dana.get(statusUrl(cinema.id))
    const other = await yossi.get(statusUrl(cinema.id))
    expect(own.status).toBe(200)
    expect(statusIn(own.body, seat(5, 5))).toBe(2)
    expect(statusIn(other.body, seat(5, 5))).toBe(0)
    expect(statusIn(other.body, seat(1, 9))).toBe(3)
    expect(statusIn(other.body, seat(6, 5))).toBe(1)
  })

  it('refuses a wrong captcha token with 400 invalid_captcha', async () => {
    const answer = await visitorClient(demo.app).get(statusUrl(cinema.id, 'not-a-token'))
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: { code: 'invalid_captcha' } })
  })

  it('refuses a call without the visitor uuid header with 400', async () => {
    const response = await demo.app.inject({ method: 'GET', url: statusUrl(cinema.id) })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: { code: 'INVALID_VISITOR_ID', params: { header: 'uuid or x-kartis-uuid', reason: 'missing' } },
    })
  })

  it('answers 404 PRSNT_NOT_FOUND for an unknown presentation', async () => {
    const answer = await visitorClient(demo.app).get(statusUrl(999_999))
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({ error: { code: 'PRSNT_NOT_FOUND' } })
  })
})

describe('GET /api/seats/seats-status in a producer’s live view (issue 13)', () => {
  /** The demo cinema's business (venues.business_id). */
  const CINEMA_BUSINESS = 1
  const THEATRE_BUSINESS = 2
  const liveUrl = (presentationId: number) => `${statusUrl(presentationId)}&domain=presLive`

  /** Another visitor's cart holds seat (5, 5); the producer's browser is a visitor of its own. */
  const withCustomerLock = async () => {
    const customer = visitorClient(demo.app)
    expect((await customer.send('PUT', LOCK, lockBody(cinema, seat(5, 5)))).status).toBe(200)
    await demo.storage.seats.transaction(async (tx) => {
      await tx.hold([{ presentationId: cinema.id, ...seat(1, 9) }])
      return E.right(undefined)
    })
    return customer
  }

  /** The status of seat (5, 5) a request with these headers is shown. */
  const lockedSeatAs = async (url: string, headers: Readonly<Record<string, string>>) => {
    const response = await demo.app.inject({ method: 'GET', url, headers: { ...visitorHeaders(newVisitor()), ...headers } })
    expect(response.statusCode).toBe(200)
    return {
      locked: statusIn(response.json(), seat(5, 5)),
      held: statusIn(response.json(), seat(1, 9)),
      free: statusIn(response.json(), seat(6, 5)),
    }
  }

  it('shows a staff user with 266 of the presentation’s business another visitor’s lock as held (3)', async () => {
    const customer = await withCustomerLock()
    const producer = await actAsStaff(demo, { permissions: [STAFF_PERMISSIONS.presentationsReport], businessIds: [CINEMA_BUSINESS] })
    expect(await lockedSeatAs(liveUrl(cinema.id), producer.headers)).toEqual({ locked: 3, held: 3, free: 1 })
    // The customer itself still sees its own lock as its selection.
    expect(statusIn((await customer.get(liveUrl(cinema.id))).body, seat(5, 5))).toBe(2)
  })

  it('never trusts the domain alone: a public visitor asking with domain=presLive sees the lock unavailable', async () => {
    await withCustomerLock()
    expect(await lockedSeatAs(liveUrl(cinema.id), {})).toEqual({ locked: 0, held: 3, free: 1 })
  })

  it('shows the lock unavailable to staff of another business, staff without 266, and staff outside the live domain', async () => {
    await withCustomerLock()
    const theatre = await actAsStaff(demo, { permissions: [STAFF_PERMISSIONS.presentationsReport], businessIds: [THEATRE_BUSINESS] })
    const ticketOnly = await actAsStaff(demo, { permissions: [STAFF_PERMISSIONS.producerTicket], businessIds: [CINEMA_BUSINESS] })
    const producer = await actAsStaff(demo, { permissions: [STAFF_PERMISSIONS.presentationsReport], businessIds: [CINEMA_BUSINESS] })
    expect((await lockedSeatAs(liveUrl(cinema.id), theatre.headers)).locked).toBe(0)
    expect((await lockedSeatAs(liveUrl(cinema.id), ticketOnly.headers)).locked).toBe(0)
    expect((await lockedSeatAs(statusUrl(cinema.id), producer.headers)).locked).toBe(0)
  })

  it('shows the producer the seat free again as soon as the customer’s lock expires', async () => {
    const producer = await actAsStaff(demo, { permissions: [STAFF_PERMISSIONS.presentationsReport], businessIds: [CINEMA_BUSINESS] })
    await withCustomerLock()
    demo.clock.advance(DEFAULT_LOCK_TTL_MS)
    expect((await lockedSeatAs(liveUrl(cinema.id), producer.headers)).locked).toBe(1)
  })
})

describe('PUT /api/seats/lock-seat', () => {
  it('locks a free seat and answers lockedSeat with its coordinates', async () => {
    const answer = await visitorClient(demo.app).send('PUT', LOCK, lockBody(cinema, seat(5, 5)))
    expect(answer).toMatchObject({ status: 200, body: { lockedSeat: { x: 5, y: 5, allocationId: null } } })
    const locks = await demo.storage.seats.occupiedSeats(cinema.id)
    expect(locks.map((s) => [s.x, s.y])).toEqual([[5, 5]])
  })

  it('answers 409 SEAT_NO_LONGER_AVAILABLE for a seat another visitor holds', async () => {
    await visitorClient(demo.app).send('PUT', LOCK, lockBody(cinema, seat(5, 5)))
    const answer = await visitorClient(demo.app).send('PUT', LOCK, lockBody(cinema, seat(5, 5)))
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ error: { code: 'SEAT_NO_LONGER_AVAILABLE' } })
  })

  it('enforces the single-seat rule under seating policy 3: 422 SINGLE_SEAT_LEFT, nothing locked', async () => {
    expect(cinema.seatingPolicyId).toBe(3)
    // Seat 2 of row ה would leave seat 1 alone against the wall.
    const answer = await visitorClient(demo.app).send('PUT', LOCK, lockBody(cinema, seat(2, 5)))
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({ error: { code: 'SINGLE_SEAT_LEFT', params: { row: 'ה', seat: '1' } } })
    expect(await demo.storage.seats.occupiedSeats(cinema.id)).toEqual([])
  })

  it('locks a whole couch when one of its seats is asked for, answering the seat asked for', async () => {
    const answer = await visitorClient(demo.app).send('PUT', LOCK, lockBody(cinema, seat(4, 10)))
    expect(answer).toMatchObject({ status: 200, body: { lockedSeat: { x: 4, y: 10 } } })
    const locked = (await demo.storage.seats.occupiedSeats(cinema.id)).map((s) => s.x).sort()
    expect(locked).toEqual([3, 4])
  })

  it('enforces the presentation seat maximum: 422 SEAT_MAXIMUM_REACHED past MaxSeats', async () => {
    const visitor = visitorClient(demo.app)
    expect(cinema.maxSeats).toBe(10)
    for (const y of [3, 4])
      for (let x = 1; x <= 5; x++) expect((await visitor.send('PUT', LOCK, lockBody(cinema, seat(x, y)))).status).toBe(200)
    const answer = await visitor.send('PUT', LOCK, lockBody(cinema, seat(1, 5)))
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({ error: { code: 'SEAT_MAXIMUM_REACHED', params: { max: 10 } } })
  })

  it('is idempotent for a seat the visitor already holds', async () => {
    const visitor = visitorClient(demo.app)
    await visitor.send('PUT', LOCK, lockBody(cinema, seat(5, 5)))
    const again = await visitor.send('PUT', LOCK, lockBody(cinema, seat(5, 5)))
    expect(again).toMatchObject({ status: 200, body: { lockedSeat: { x: 5, y: 5 } } })
    expect(await demo.storage.seats.occupiedSeats(cinema.id)).toHaveLength(1)
  })

  it('allocates GA coordinates: the lowest free place, row 1', async () => {
    const club = await firstPresentationOf(demo.storage, VenueId.club)
    await emptyPresentation(demo.database, club.id)
    const first = await visitorClient(demo.app).send('PUT', LOCK, lockBody(club, { sectionId: CLUB_SECTION, x: 0, y: null }))
    const second = await visitorClient(demo.app).send('PUT', LOCK, lockBody(club, { sectionId: CLUB_SECTION, x: 0, y: null }))
    expect(first).toMatchObject({ status: 200, body: { lockedSeat: { x: 1, y: 1 } } })
    expect(second).toMatchObject({ status: 200, body: { lockedSeat: { x: 2, y: 1 } } })
  })

  it('answers 409 NO_SEATS_LEFT_GA when every GA place is taken', async () => {
    const club = await firstPresentationOf(demo.storage, VenueId.club)
    await demo.storage.seats.transaction(async (tx) => {
      const free = await tx.freeGaPlaces(club.id, CLUB_SECTION, 120)
      for (let i = 0; i < free; i++) {
        const place = await tx.allocateGaPlace(club.id, CLUB_SECTION, 120)
        if (E.isRight(place))
          await tx.insertLock({ presentationId: club.id, sectionId: CLUB_SECTION, ...place.right, uuid: 'box', ticketGroupId: 8 }, 60_000)
      }
      return E.right(undefined)
    })
    const answer = await visitorClient(demo.app).send('PUT', LOCK, lockBody(club, { sectionId: CLUB_SECTION, x: 0, y: null }))
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ error: { code: 'NO_SEATS_LEFT_GA' } })
  })

  it('answers 404 SEAT_NOT_FOUND for a seat the plan lacks, and PRSNT_NOT_FOUND for an unknown presentation', async () => {
    const noSeat = await visitorClient(demo.app).send('PUT', LOCK, lockBody(cinema, seat(10, 5)))
    expect(noSeat.status).toBe(404)
    expect(noSeat.body).toMatchObject({ error: { code: 'SEAT_NOT_FOUND' } })
    const noShow = await visitorClient(demo.app).send('PUT', LOCK, lockBody({ ...cinema, id: 999_999 }, seat(5, 5)))
    expect(noShow.status).toBe(404)
    expect(noShow.body).toMatchObject({ error: { code: 'PRSNT_NOT_FOUND' } })
  })

  it('answers 400 naming the body path of a bad field, and for a missing body', async () => {
    const body = lockBody(cinema, seat(5, 5))
    const bad = await visitorClient(demo.app).send('PUT', LOCK, { ...body, seat: { ...body.seat, XCoordinate: 'five' } })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ error: { code: 'BAD_REQUEST', path: 'body.seat.XCoordinate' } })
    const none = await demo.app.inject({ method: 'PUT', url: LOCK, headers: { 'x-kartis-uuid': visitorClient(demo.app).uuid } })
    expect(none.statusCode).toBe(400)
    expect(none.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } })
  })

  it('refuses a wrong captcha token with 400 invalid_captcha, locking nothing', async () => {
    const answer = await visitorClient(demo.app).send('PUT', LOCK, lockBody(cinema, seat(5, 5), 'wrong'))
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: { code: 'invalid_captcha' } })
    expect(await demo.storage.seats.occupiedSeats(cinema.id)).toEqual([])
  })
})

describe('PUT /api/seats/unlock-seat', () => {
  it('frees the visitor’s own lock', async () => {
    const visitor = visitorClient(demo.app)
    await visitor.send('PUT', LOCK, lockBody(cinema, seat(5, 5)))
    const answer = await visitor.send('PUT', UNLOCK, lockBody(cinema, seat(5, 5)))
    expect(answer).toMatchObject({ status: 200, body: { success: true } })
    expect(await demo.storage.seats.occupiedSeats(cinema.id)).toEqual([])
  })

  it('frees a whole couch', async () => {
    const visitor = visitorClient(demo.app)
    await visitor.send('PUT', LOCK, lockBody(cinema, seat(3, 10)))
    expect((await visitor.send('PUT', UNLOCK, lockBody(cinema, seat(4, 10)))).status).toBe(200)
    expect(await demo.storage.seats.occupiedSeats(cinema.id)).toEqual([])
  })

  it('never frees another visitor’s lock: 409 SEAT_UNLOCK_FAILED', async () => {
    await visitorClient(demo.app).send('PUT', LOCK, lockBody(cinema, seat(5, 5)))
    const answer = await visitorClient(demo.app).send('PUT', UNLOCK, lockBody(cinema, seat(5, 5)))
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ error: { code: 'SEAT_UNLOCK_FAILED' } })
    expect(await demo.storage.seats.occupiedSeats(cinema.id)).toHaveLength(1)
  })

  it('refuses a wrong captcha token with 400 invalid_captcha', async () => {
    const visitor = visitorClient(demo.app)
    await visitor.send('PUT', LOCK, lockBody(cinema, seat(5, 5)))
    const answer = await visitor.send('PUT', UNLOCK, lockBody(cinema, seat(5, 5), ''))
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: { code: 'invalid_captcha' } })
    expect(await demo.storage.seats.occupiedSeats(cinema.id)).toHaveLength(1)
  })
})

describe('GET /api/seats/best-available', () => {
  const url = (query: string, token = CAPTCHA) => `/api/seats/best-available?recaptchaToken=${token}&${query}`

  it('finds and locks the best block of neighbouring seats (isLock defaults to 1)', async () => {
    const visitor = visitorClient(demo.app)
    const answer = await visitor.get(url(`presentationId=${cinema.id}&quantity=3`))
    expect(answer.status).toBe(200)
    const matches = recordsAt(answer.body, 'matches')
    expect(matches).toHaveLength(1)
    const seats = recordsAt(matches[0], 'Seats')
    expect(seats).toHaveLength(3)
    const status = await visitor.get(statusUrl(cinema.id))
    for (const s of seats)
      expect(
        statusIn(status.body, { sectionId: Number(s['VenueSectionId']), x: Number(s['XCoordinate']), y: Number(s['YCoordinate']) }),
      ).toBe(2)
  })

  it('with isLock=0 finds without locking', async () => {
    const answer = await visitorClient(demo.app).get(url(`presentationId=${cinema.id}&quantity=2&isLock=0`))
    expect(answer.status).toBe(200)
    expect(await demo.storage.seats.occupiedSeats(cinema.id)).toEqual([])
  })

  it('answers 409 NOT_ENOUGH_SEATS when no block fits', async () => {
    const answer = await visitorClient(demo.app).get(url(`presentationId=${cinema.id}&quantity=30`))
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ error: { code: 'NOT_ENOUGH_SEATS' } })
  })

  it('searches the coming presentations of a feature when no presentation is named', async () => {
    const answer = await visitorClient(demo.app).get(url(`featureId=${cinema.featureId}&quantity=2&isLock=0`))
    expect(answer.status).toBe(200)
    expect(recordsAt(answer.body, 'matches').length).toBeGreaterThan(0)
  })

  it('answers 404 for an unknown presentation, 400 without presentation or feature, 400 for a wrong captcha', async () => {
    const visitor = visitorClient(demo.app)
    expect((await visitor.get(url('presentationId=999999&quantity=2'))).status).toBe(404)
    const neither = await visitor.get(url('quantity=2'))
    expect(neither.status).toBe(400)
    expect(neither.body).toMatchObject({ error: { code: 'BAD_REQUEST' } })
    const captcha = await visitor.get(url(`presentationId=${cinema.id}&quantity=2`, 'nope'))
    expect(captcha.status).toBe(400)
    expect(captcha.body).toMatchObject({ error: { code: 'invalid_captcha' } })
  })

  it('answers 400 naming query.quantity when it is missing', async () => {
    const answer = await visitorClient(demo.app).get(url(`presentationId=${cinema.id}`))
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: { code: 'BAD_REQUEST', path: 'query.quantity' } })
  })
})
