import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agorot, type Presentation } from '@kartis/core'
import { DEMO_BENEFIT_MOBILES, DEMO_INTEGRATION, DEMO_MINI_SITE_URL, DEMO_RESIDENT_ID_NUMBERS, TicketGroupId } from '@kartis/api-adapter'
import { hebrewMessageOf } from '../http/hebrew-messages'
import { latestCode } from '../test-support/customer-browser'
import {
  SEED_TIMEOUT_MS,
  codeOf,
  contractVisitor,
  firstListed,
  rightOf,
  startContractServer,
  type ContractServer,
  type ContractVisitor,
} from './contract-harness'

// These calls only read: one server serves the whole file.
let server: ContractServer
let visitor: ContractVisitor
let cinema: Presentation
let club: Presentation
let theatre: Presentation

/** §3 the demo's Jerusalem cinema schedule (weekdays, Friday, Saturday start times), summer offset +03:00. */
const CINEMA_START = /^2025-07-\d\dT(17:00|19:30|22:00|10:30|13:00|20:00|22:15):00\+03:00$/

beforeAll(async () => {
  server = await startContractServer()
  visitor = contractVisitor(server)
  cinema = await firstListed(visitor, (p) => p.venueTypeId === 1 && p.seatingPolicyId === 3)
  club = await firstListed(visitor, (p) => p.venueTypeId === 3)
  theatre = await firstListed(visitor, (p) => p.venueTypeId === 2)
}, SEED_TIMEOUT_MS)

afterAll(async () => {
  await server.close()
})

describe('Catalog.features', () => {
  it('decodes every feature, in Hebrew, and filters by featureIds', async () => {
    const all = rightOf(await visitor.catalog.features({ featureIds: [] }))
    expect(all.map((f) => f.name)).toContain('הקיץ האחרון בחיפה')
    const [first, second] = all
    if (first === undefined || second === undefined) throw new Error('the demo lists fewer than two features')
    const two = rightOf(await visitor.catalog.features({ featureIds: [first.id, second.id] }))
    expect(two.map((f) => f.id)).toEqual([first.id, second.id])
  })

  it('maps an unknown mini-site to NOT_FOUND', async () => {
    expect(codeOf(await visitor.catalog.features({ featureIds: [], miniSiteUrl: 'nowhere' }))).toBe('NOT_FOUND')
  })
})

describe('Catalog.presentations and presentation', () => {
  it('decodes the list with hasReserved and hasGA, start times in Jerusalem', async () => {
    const list = rightOf(await visitor.catalog.presentations({ featureIds: [cinema.featureId, club.featureId] }))
    expect(list.hasReserved).toBe(true)
    expect(list.hasGA).toBe(true)
    expect(cinema.startDateTime).toMatch(CINEMA_START)
    expect(cinema.maxSeats).toBe(10)
  })

  it('decodes one presentation with its ticket groups in agorot', async () => {
    const shown = rightOf(await visitor.catalog.presentation(cinema.id, {}))
    expect(shown.id).toBe(cinema.id)
    expect(shown.startDateTime).toBe(cinema.startDateTime)
    const hall = shown.ticketGroups.find((g) => g.name === 'אולם')
    const regular = hall?.tickets.find((t) => t.name === 'רגיל')
    expect(regular).toMatchObject({ price: agorot(4500), serviceCharge: agorot(200) })
  })

  it('filters by mini-site: only presentations the festival sells', async () => {
    const festival = new Set(rightOf(await visitor.miniSite.miniSite(DEMO_MINI_SITE_URL)).presentations.map((p) => p.id))
    const all = rightOf(await visitor.catalog.features({ featureIds: [] })).map((f) => f.id)
    const listed = rightOf(await visitor.catalog.presentations({ featureIds: all, miniSiteUrl: DEMO_MINI_SITE_URL })).presentations
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.every((p) => festival.has(p.id))).toBe(true)
    expect(listed.some((p) => p.id === theatre.id)).toBe(false)
  })

  it('maps an unknown presentation to PRSNT_NOT_FOUND', async () => {
    expect(codeOf(await visitor.catalog.presentation(999_999, {}))).toBe('PRSNT_NOT_FOUND')
  })
})

describe('Catalog.ticketGroups', () => {
  it('decodes the theatre’s order charge in agorot and the cinema’s absence of one', async () => {
    const theatreOffer = rightOf(await visitor.catalog.ticketGroups(theatre.id, { isGA: false }))
    expect(theatreOffer.serviceCharge).toMatchObject({ name: 'דמי טיפול', amountPerOrder: agorot(800) })
    const cinemaOffer = rightOf(await visitor.catalog.ticketGroups(cinema.id, { isGA: false }))
    expect(cinemaOffer.serviceCharge).toBeNull()
    expect(cinemaOffer.ticketGroups.length).toBeGreaterThan(0)
  })

  it('maps an unknown presentation to PRSNT_NOT_FOUND', async () => {
    expect(codeOf(await visitor.catalog.ticketGroups(999_999, { isGA: false }))).toBe('PRSNT_NOT_FOUND')
  })
})

describe('Catalog.ticketByCode', () => {
  const hallOf = (presentation: Presentation) => {
    const group = presentation.ticketGroups.find((g) => g.name === 'אולם')
    if (group === undefined) throw new Error('no hall ticket group')
    return group
  }
  const lookup = (by: ContractVisitor, code: string, ticketGroupId = hallOf(cinema).id) =>
    by.catalog.ticketByCode({ presentationId: cinema.id, sectionId: 101, ticketGroupId, code })

  it('decodes a coupon’s ticket: price in agorot, multiplier, redemptions left', async () => {
    const ticket = rightOf(await lookup(visitor, 'kartis1'))
    expect(ticket).toMatchObject({ price: agorot(2500), multiplyFactor: 1, balance: 3, code: 'KARTIS1' })
  })

  it('maps the §8 look-up errors: code not found, expired voucher, empty voucher', async () => {
    expect(codeOf(await lookup(visitor, 'NO-SUCH-CODE'))).toBe('CODE_NOT_FOUND')
    expect(codeOf(await lookup(visitor, 'VOUCHER-OLD'))).toBe('VOUCHER_EXPIRED')
    expect(codeOf(await lookup(visitor, 'GIFT-EMPTY'))).toBe('VOUCHER_WITHOUT_BALANCE')
  })

  it('sends the captcha token: the dev token passes, a wrong one is invalid_captcha', async () => {
    const robot = contractVisitor(server, { captchaToken: 'not-the-dev-token' })
    expect(codeOf(await lookup(robot, 'KARTIS1'))).toBe('invalid_captcha')
  })
})

describe('Catalog.ticketByCode by the look-ups a venue configures, and requestLookupCode (issue 15 §5)', () => {
  const [resident = ''] = DEMO_RESIDENT_ID_NUMBERS
  const [, smsMobile = ''] = DEMO_BENEFIT_MOBILES
  const at = (ticketGroupId: number) => ({ presentationId: theatre.id, sectionId: 1, ticketGroupId })

  it('the ticket groups say which look-ups they ask for', () => {
    const lookups = new Map(theatre.ticketGroups.map((g) => [g.id, g.lookups]))
    expect(lookups.get(TicketGroupId.theatreBalcony)).toEqual(['code', 'memberNumber', 'idNumber'])
    expect(lookups.get(TicketGroupId.theatreGallery)).toEqual(['mobile'])
  })

  it('an ID number on the list: the residents’ ticket in agorot; a wrong check digit: INVALID_ID with its Hebrew text', async () => {
    const ticket = rightOf(await visitor.catalog.ticketByCode({ ...at(TicketGroupId.theatreBalcony), kind: 'idNumber', code: resident }))
    expect(ticket).toMatchObject({ id: 9201, price: agorot(6000), balance: 1 })
    const typo = await visitor.catalog.ticketByCode({ ...at(TicketGroupId.theatreBalcony), kind: 'idNumber', code: '123456789' })
    expect(typo).toMatchObject({ left: { code: 'INVALID_ID', serverMessage: hebrewMessageOf('INVALID_ID') } })
  })

  it('a one-time code sent to a listed mobile number, then typed', async () => {
    const request = { presentationId: theatre.id, ticketGroupId: TicketGroupId.limitedView, mobileNumber: smsMobile }
    expect(rightOf(await visitor.catalog.requestLookupCode(request))).toEqual({ isFallbackEnabled: true })
    const code = (await latestCode(server.storage.sms, smsMobile)) ?? ''
    const lookup = { ...at(TicketGroupId.limitedView), kind: 'oneTimeCode' as const, code, mobileNumber: smsMobile }
    expect(rightOf(await visitor.catalog.ticketByCode(lookup))).toMatchObject({ id: 9203, price: agorot(3000) })
  })
})

describe('Catalog.timer', () => {
  it('decodes the club’s 600-second timer, with the server’s Jerusalem time', async () => {
    expect(rightOf(await visitor.catalog.timer(club.id))).toEqual({
      timeInSeconds: 600,
      url: '/',
      currentTime: '2025-07-06T09:00:00+03:00',
    })
  })

  it('maps a presentation without a timer to NOT_FOUND, and an unknown one to PRSNT_NOT_FOUND', async () => {
    expect(codeOf(await visitor.catalog.timer(cinema.id))).toBe('NOT_FOUND')
    expect(codeOf(await visitor.catalog.timer(999_999))).toBe('PRSNT_NOT_FOUND')
  })
})

describe('Catalog image addresses', () => {
  it('gives addresses under /api/ that the server answers with SVG', async () => {
    const feature = rightOf(await visitor.catalog.featureImageUrl(cinema.featureId))
    const product = rightOf(await visitor.catalog.productImageUrl(1))
    expect(feature).toBe(`${server.origin}/api/features/${cinema.featureId}/placeholderImage`)
    for (const url of [feature, product]) {
      const answer = await fetch(url, { headers: { 'x-kartis-uuid': visitor.uuid } })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      expect(await answer.text()).toContain('<svg')
    }
  })
})

describe('Integration.integrationId', () => {
  it('decodes the integration id of the demo’s TS, ret and key', async () => {
    const id = rightOf(
      await visitor.integration.integrationId({ TS: DEMO_INTEGRATION.ts, ret: DEMO_INTEGRATION.ret, key: DEMO_INTEGRATION.key }),
    )
    expect(id).toBe(DEMO_INTEGRATION.integrationId)
  })

  it('maps an unknown triple to NOT_FOUND', async () => {
    expect(codeOf(await visitor.integration.integrationId({ TS: 'a', ret: 'https://example.org/', key: 'c' }))).toBe('NOT_FOUND')
  })
})

describe('MiniSite', () => {
  it('decodes the festival’s listing, with Jerusalem start times', async () => {
    const listing = rightOf(await visitor.miniSite.miniSite(DEMO_MINI_SITE_URL))
    expect(listing.url).toBe(DEMO_MINI_SITE_URL)
    expect(listing.presentations.length).toBeGreaterThan(0)
    for (const p of listing.presentations) expect(p.startDateTime).toMatch(/\+03:00$/)
  })

  it('validates a ticket the mini-site sells and maps another to REFERENCE_NOT_ELIGIBLE', async () => {
    const sold = rightOf(await visitor.miniSite.miniSite(DEMO_MINI_SITE_URL)).presentations.flatMap((p) =>
      p.ticketGroups.flatMap((g) => g.tickets.map((t) => t.id)),
    )
    const [ticketId] = sold
    if (ticketId === undefined) throw new Error('the festival sells no ticket')
    expect(rightOf(await visitor.miniSite.validate(DEMO_MINI_SITE_URL, { ticketIds: [ticketId] }))).toBeUndefined()
    expect(codeOf(await visitor.miniSite.validate(DEMO_MINI_SITE_URL, { ticketIds: [theatre.ticketGroups[0]?.tickets[0]?.id ?? 0] }))).toBe(
      'REFERENCE_NOT_ELIGIBLE',
    )
  })

  it('maps an unknown mini-site to NOT_FOUND', async () => {
    expect(codeOf(await visitor.miniSite.miniSite('nowhere'))).toBe('NOT_FOUND')
    expect(codeOf(await visitor.miniSite.validate('nowhere', { ticketIds: [] }))).toBe('NOT_FOUND')
  })
})

describe('SeatPlans', () => {
  it('decodes the cinema hall’s plan: one section of 180 seats with Hebrew row names', async () => {
    const plan = rightOf(await visitor.seatPlans.seatPlan({ venueId: cinema.venueId, seatplanId: cinema.seatplanId }))
    expect(plan.sections.map((s) => s.name)).toEqual(['אולם 1'])
    const seats = plan.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats)))
    expect(seats).toHaveLength(180)
    expect(new Set(seats.map((s) => s.rowName))).toContain('א')
  })

  it('maps a seat plan the venue lacks to NOT_FOUND', async () => {
    expect(codeOf(await visitor.seatPlans.seatPlan({ venueId: cinema.venueId, seatplanId: 99 }))).toBe('NOT_FOUND')
  })

  it('lists the presentations of one Jerusalem calendar date', async () => {
    const day = rightOf(await visitor.seatPlans.presentationsOn({ year: 2025, month: 7, day: 7 }))
    expect(day.length).toBeGreaterThan(3)
    for (const p of day) expect(p.startDateTime).toMatch(/^2025-07-07T\d\d:\d\d:00\+03:00$/)
  })
})

describe('§8 failed requests through the HTTP transport', () => {
  it('maps a parameter the server refuses to BAD_REQUEST carrying the server’s Hebrew message, the failing field and the codec’s detail', async () => {
    const answer = await visitor.seatPlans.presentationsOn({ year: 2025, month: 13, day: 40 })
    expect(answer).toMatchObject({ _tag: 'Left', left: { code: 'BAD_REQUEST', params: { path: 'date' } } })
    expect(answer).toMatchObject({
      left: { serverMessage: hebrewMessageOf('BAD_REQUEST'), params: { message: expect.stringContaining('2025-13-40') } },
    })
  })

  it('sends the visitor’s uuid header as given: the server refuses one that is not a uuid', async () => {
    const stranger = contractVisitor(server, { uuid: 'not-a-uuid' })
    expect(codeOf(await stranger.catalog.features({ featureIds: [] }))).toBe('INVALID_VISITOR_ID')
    expect(server.requests.at(-1)?.uuid).toBe('not-a-uuid')
  })

  it('maps a server that is gone to NETWORK_ERROR naming the call', async () => {
    const gone = await startContractServer()
    const late = contractVisitor(gone)
    await gone.close()
    expect(await late.catalog.presentation(cinema.id, {})).toMatchObject({
      _tag: 'Left',
      left: { code: 'NETWORK_ERROR', params: { call: 'presentation' } },
    })
  })
})
