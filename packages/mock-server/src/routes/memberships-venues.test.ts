import * as E from 'fp-ts/Either'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { EnrolmentId, MembershipCode, MembershipsOnSaleResponse, MembershipSeatPlanResponse, decodeWith } from '@kartis/api-adapter'
import type { EnrolmentSelection, MembershipOnSale, Seat } from '@kartis/core'
import { demoApp, emptyPresentation, newVisitor, type DemoApp } from '../test-support/demo-app'
import { SEASON_URL, enrolmentRowStart, enrolmentSeatBody, firstThree, seasonNow } from '../test-support/enrolment-fixture'
import { errorOf, membershipCart, membershipWireSeat, rowStartIn, selectionsOf, type Answer } from '../test-support/selection-fixture'
import { payByCard, visitor } from './payment-test-app'
import { DEMO_HOSTS } from '../test-support/demo-hosts'

// Issue 15 §2 the membership shop and the enrolment season of one venue are nobody else's: at the
// cinema's host the theatre's series and season do not exist (not listed, NOT_FOUND, nothing
// locked or sold), at the theatre's host the cinema's fixed seat does not; the plain host sells all.

const { theatre: THEATRE, cinema: CINEMA, plain: PLAIN } = DEMO_HOSTS

let demo: DemoApp
beforeEach(async () => {
  demo = await demoApp()
})
afterEach(async () => {
  await demo.app.close()
})

/** A visitor's browser at a host. */
const browserAt = (host: string, uuid: string = newVisitor()) => visitor(demo.app, uuid, 0, { host })

const codeOf = (answer: Answer): unknown => errorOf(answer)['code']

const listedAt = async (host: string, path = '/api/memberships'): Promise<readonly string[]> => {
  const answer = await browserAt(host).get(path)
  const decoded = decodeWith(MembershipsOnSaleResponse, answer.body)
  if (E.isLeft(decoded)) throw new Error(`GET ${path} at ${host}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return decoded.right.map((m) => (m.enrolmentSeasonId === undefined ? m.membership.code : `season ${m.membership.membershipId}`))
}

/** The theatre series as the plain host sells it, its shows emptied. */
const theatreSeries = async (): Promise<MembershipOnSale> => {
  const answer = await browserAt(PLAIN).get('/api/memberships')
  const decoded = decodeWith(MembershipsOnSaleResponse, answer.body)
  const found = E.isRight(decoded) ? decoded.right.find((m) => m.membership.code === MembershipCode.theatreSeries) : undefined
  if (found === undefined) throw new Error('the theatre series is on sale')
  for (const p of found.presentations) await emptyPresentation(demo.database, p.presentationId)
  return found
}

const planUrl = (onSale: MembershipOnSale): string =>
  `/api/membership/seatplan?membershipId=${onSale.membership.membershipId}&presentationId=${onSale.presentations[0]?.presentationId ?? 0}`

const seatBody = (onSale: MembershipOnSale, seat: Seat) => ({
  seat: membershipWireSeat(onSale, onSale.presentations[0]?.presentationId ?? 0, seat),
})

const firstRowStart = async (onSale: MembershipOnSale): Promise<Seat> => {
  const plan = decodeWith(MembershipSeatPlanResponse, (await browserAt(THEATRE).get(planUrl(onSale))).body)
  const seat = E.isRight(plan) ? rowStartIn(plan.right, 3) : undefined
  if (seat === undefined) throw new Error('a free row start in the theatre')
  return seat
}

describe('issue 15 §2 GET /api/memberships lists the venue’s own memberships and season', () => {
  it('the theatre’s host (and /v/theatre) the theatre’s series and season, the cinema’s its fixed seat, the plain host all', async () => {
    const season = `season ${EnrolmentId.theatreSeason}`
    expect(await listedAt(PLAIN)).toEqual([MembershipCode.theatreSeries, MembershipCode.cinemaFixedSeat, season])
    expect(await listedAt(THEATRE)).toEqual([MembershipCode.theatreSeries, season])
    expect(await listedAt(PLAIN, '/v/theatre/api/memberships')).toEqual([MembershipCode.theatreSeries, season])
    expect(await listedAt(CINEMA)).toEqual([MembershipCode.cinemaFixedSeat])
  })

  it('a venue with no membership answers NO_MEMBERSHIP_TYPES, not another venue’s', async () => {
    const answer = await browserAt('festival.localhost').get('/api/memberships')
    expect(answer.status).toBe(422)
    expect(codeOf(answer)).toBe('NO_MEMBERSHIP_TYPES')
  })

  it('/api/memberships/{code} of another venue is NOT_FOUND with its Hebrew text; at its own venue it is found', async () => {
    const atCinema = await browserAt(CINEMA).get(`/api/memberships/${MembershipCode.theatreSeries}`)
    expect(atCinema.status).toBe(404)
    expect(errorOf(atCinema)).toMatchObject({ code: 'NOT_FOUND', message: expect.stringMatching(/[\u0590-\u05FF]/) })
    expect((await browserAt(THEATRE).get(`/api/memberships/${MembershipCode.cinemaFixedSeat}`)).status).toBe(404)
    expect((await browserAt(THEATRE).get(`/api/memberships/${MembershipCode.theatreSeries}`)).status).toBe(200)
    expect((await browserAt(CINEMA).get(`/api/memberships/${MembershipCode.cinemaFixedSeat}`)).status).toBe(200)
  })
})

describe('issue 15 §2 a membership’s seats through another venue’s host', () => {
  it('the theatre series’ plan, lock and unlock at the cinema’s host are NOT_FOUND and touch nothing', async () => {
    const series = await theatreSeries()
    const seat = await firstRowStart(series)
    const dana = newVisitor()
    const atCinema = browserAt(CINEMA, dana)
    expect(codeOf(await atCinema.get(planUrl(series)))).toBe('NOT_FOUND')
    const refused = await atCinema.send('PUT', '/api/membership/lock-seat', seatBody(series, seat))
    expect(refused.status).toBe(404)
    expect(codeOf(refused)).toBe('NOT_FOUND')
    // Nothing was locked: another visitor locks the seat at the theatre.
    const atTheatre = browserAt(THEATRE, dana)
    const locked = await atTheatre.send('PUT', '/api/membership/lock-seat', seatBody(series, seat))
    expect(locked.status).toBe(200)
    // The holder cannot free it through the cinema; another visitor cannot free it at the theatre.
    expect(codeOf(await atCinema.send('PUT', '/api/membership/unlock-seat', seatBody(series, seat)))).toBe('NOT_FOUND')
    const other = await browserAt(THEATRE).send('PUT', '/api/membership/unlock-seat', seatBody(series, seat))
    expect(codeOf(other)).toBe('SEAT_UNLOCK_FAILED')
    expect((await atTheatre.send('PUT', '/api/membership/unlock-seat', seatBody(series, seat))).status).toBe(200)
  })

  it('a theatre series paid and committed at the cinema’s host is NOT_FOUND and sells nothing', async () => {
    const series = await theatreSeries()
    const seat = await firstRowStart(series)
    const dana = newVisitor()
    const atTheatre = browserAt(THEATRE, dana)
    let selections: readonly EnrolmentSelection[] = []
    for (const p of series.presentations) {
      const body = seatBody(series, seat)
      const locked = await atTheatre.send('PUT', '/api/membership/lock-seat', { seat: { ...body.seat, PresentationId: p.presentationId } })
      expect(locked.status).toBe(200)
      selections = selectionsOf(locked)
    }
    expect(selections.length).toBe(series.presentations.length)
    const [price] = series.membership.prices
    if (price === undefined) throw new Error('the series has a price')
    const atCinema = browserAt(CINEMA, dana)
    const paymentIdentifier = await payByCard(demo.app, atCinema, price.price / 100)
    const cart = membershipCart(series, selections, paymentIdentifier)
    const membersBefore = (await demo.database.db.selectFrom('members').select('member_number').execute()).length
    const refused = await atCinema.commit(cart)
    expect(refused.status).toBe(404)
    expect(codeOf(refused)).toBe('NOT_FOUND')
    const ids = series.presentations.map((p) => p.presentationId)
    expect(await demo.database.db.selectFrom('sold_seats').select('presentation_id').where('presentation_id', 'in', ids).execute()).toEqual(
      [],
    )
    expect((await demo.database.db.selectFrom('members').select('member_number').execute()).length).toBe(membersBefore)
  })
})

describe('issue 15 §2 the theatre’s enrolment season through another venue’s host', () => {
  it('the season, its plan, lock and unlock at the cinema’s host are NOT_FOUND; at the theatre’s host and the plain host it is offered', async () => {
    const season = await seasonNow(demo.app, demo.database)
    const ids = firstThree(season)
    const dana = newVisitor()
    const atCinema = browserAt(CINEMA, dana)
    for (const path of [SEASON_URL, `${SEASON_URL}/seatplan?presentationIds=${ids.join(',')}`, `/v/cinema${SEASON_URL}`]) {
      const answer = await (path.startsWith('/v/') ? browserAt(PLAIN, dana) : atCinema).get(path)
      expect([path, answer.status, codeOf(answer)]).toEqual([path, 404, 'NOT_FOUND'])
    }
    const seat = await enrolmentRowStart(demo.app, ids, 3)
    const body = enrolmentSeatBody(season, ids, seat)
    const { seasonId: _season, ...release } = body
    expect(codeOf(await atCinema.send('PUT', `${SEASON_URL}/lock-seat`, body))).toBe('NOT_FOUND')
    const atTheatre = browserAt(THEATRE, dana)
    expect((await atTheatre.get(SEASON_URL)).status).toBe(200)
    expect((await browserAt(PLAIN, dana).get(SEASON_URL)).status).toBe(200)
    expect((await atTheatre.send('PUT', `${SEASON_URL}/lock-seat`, body)).status).toBe(200)
    // The holder cannot free the seats through the cinema; another visitor cannot free them at the theatre.
    expect(codeOf(await atCinema.send('PUT', `${SEASON_URL}/unlock-seat`, release))).toBe('NOT_FOUND')
    expect(codeOf(await browserAt(THEATRE).send('PUT', `${SEASON_URL}/unlock-seat`, release))).toBe('SEAT_UNLOCK_FAILED')
    expect((await atTheatre.send('PUT', `${SEASON_URL}/unlock-seat`, release)).status).toBe(200)
  })
})
