import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_PERMISSIONS, type StaffPermission } from '@kartis/core'
import { VenueId } from '@kartis/api-adapter'
import { recordReservation } from '../live-reports/report-fixture'
import { demoApp, firstPresentationOf, newVisitor, visitorHeaders, type DemoApp } from '../test-support/demo-app'
import { actAsStaff } from '../test-support/staff-session'

/** The demo's businesses (venues.business_id): the cinema's and the theatre's. */
const CINEMA_BUSINESS = 1
const THEATRE_BUSINESS = 2
/** Two weeks of the demo's schedule from its seed day (Sunday 6 July 2025). */
const RANGE = 'startDate=2025-07-06&endDate=2025-07-20'

let demo: DemoApp
let theatrePresentation: number
let cinemaPresentation: number
let cinemaLocation: number

beforeAll(async () => {
  demo = await demoApp()
  theatrePresentation = (await firstPresentationOf(demo.storage, VenueId.theatre)).id
  const cinema = await firstPresentationOf(demo.storage, VenueId.cinema)
  cinemaPresentation = cinema.id
  cinemaLocation = cinema.locationId
}, 60_000)
afterAll(async () => {
  await demo.app.close()
})

interface Call {
  readonly name: string
  readonly method: 'GET' | 'POST'
  readonly url: () => string
  readonly body?: Readonly<Record<string, string | number>>
  readonly permission: StaffPermission
}

const report = STAFF_PERMISSIONS.presentationsReport
const admin = STAFF_PERMISSIONS.ticketReferenceAdmin
const editTheatreOption = { reference: 'AG-NORTH', reference2: 'GROUP-A', quantity: 44 }

/** §7 every call of the live reports and the ticket-reference admin, with valid input. */
const CALLS: readonly Call[] = [
  { name: 'availableFeatures', method: 'GET', url: () => `/api/PRES-live/v2/availableFeatures?${RANGE}`, permission: report },
  { name: 'featureData', method: 'GET', url: () => `/api/PRES-live/v2/featureData?featureId=6&locationId=3&${RANGE}`, permission: report },
  {
    name: 'availablePresentations',
    method: 'GET',
    url: () => `/api/PRES-live/v2/availablePresentations?featureId=6&locationId=3&${RANGE}`,
    permission: report,
  },
  {
    name: 'presentationData',
    method: 'GET',
    url: () => `/api/PRES-live/v2/presentationData?presentationId=${theatrePresentation}`,
    permission: report,
  },
  { name: 'locationTicketSales', method: 'GET', url: () => `/api/PRES-live/locationTicketSales/?${RANGE}`, permission: report },
  {
    name: 'locationTicketSales data',
    method: 'GET',
    url: () => '/api/PRES-live/locationTicketSales/data/2025-07-06/0',
    permission: report,
  },
  { name: 'featureTicketSales', method: 'GET', url: () => `/api/PRES-live/featureTicketSales?${RANGE}`, permission: report },
  { name: 'featureTicketSales data', method: 'GET', url: () => '/api/PRES-live/featureTicketSales/data/2025-07-06', permission: report },
  { name: 'PresentationSales monitor', method: 'GET', url: () => '/api/PRES-live/monitors/PresentationSales/data', permission: report },
  { name: 'getTicketRefAgents', method: 'GET', url: () => '/api/pres-live/getTicketRefAgents', permission: admin },
  { name: 'PromptAdmin', method: 'GET', url: () => `/api/pres-live/monitors/TicketReferencePromptAdmin/data?${RANGE}`, permission: admin },
  {
    name: 'PromptAdminDetail',
    method: 'GET',
    url: () => '/api/pres-live/monitors/TicketReferencePromptAdminDetail/data?reference=AG-NORTH&reference2=GROUP-A',
    permission: admin,
  },
  {
    name: 'PromptAdminTicketSales',
    method: 'GET',
    url: () => `/api/pres-live/monitors/TicketReferencePromptAdminTicketSales/data?${RANGE}`,
    permission: admin,
  },
  {
    name: 'editReferencePromptOptionQuantity',
    method: 'POST',
    url: () => '/api/pres-live/editReferencePromptOptionQuantity/1/1/301/1',
    body: editTheatreOption,
    permission: admin,
  },
]

const call = async (c: Pick<Call, 'method' | 'url' | 'body'>, headers: Readonly<Record<string, string>> = {}) => {
  const response = await demo.app.inject({
    method: c.method,
    url: c.url(),
    headers: { ...visitorHeaders(newVisitor()), ...headers },
    ...(c.body === undefined ? {} : { payload: c.body }),
  })
  const body: unknown = JSON.parse(response.body)
  return { status: response.statusCode, body }
}

const get = async (url: string, headers: Readonly<Record<string, string>>) => call({ method: 'GET', url: () => url }, headers)

/** The records listed under `key` of an answer. */
const listed = (body: unknown, key: string): readonly Readonly<Record<string, unknown>>[] => {
  const list: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, key) : undefined
  return Array.isArray(list)
    ? list.filter((item): item is Readonly<Record<string, unknown>> => typeof item === 'object' && item !== null)
    : []
}

const auditedEdits = async () =>
  demo.database.db.selectFrom('staff_audit_log').select(['staff_id', 'details']).where('action', '=', 'editQuantity').execute()

describe('§6 issue 13 the live reports and ticket-reference admin, call by call', () => {
  it.each(CALLS)('$name: 401 without a staff session', async (c) => {
    expect(await call(c)).toMatchObject({ status: 401, body: { error: { code: 'STAFF_LOGIN_REQUIRED' } } })
  })

  it.each(CALLS)('$name: 403 without its permission, answered with it', async (c) => {
    const others = [report, admin, STAFF_PERMISSIONS.producerTicket, STAFF_PERMISSIONS.producerReservations].filter(
      (p) => p !== c.permission,
    )
    const without = await actAsStaff(demo, { permissions: others, businessIds: [THEATRE_BUSINESS] })
    expect(await call(c, without.headers)).toMatchObject({ status: 403, body: { error: { code: 'PERMISSION_DENIED' } } })
    const withIt = await actAsStaff(demo, { permissions: [c.permission], businessIds: [THEATRE_BUSINESS] })
    expect((await call(c, withIt.headers)).status).toBe(200)
  })

  it('a user of the cinema sees only the cinema’s features, presentations, locations and monitor', async () => {
    const cinema = await actAsStaff(demo, { permissions: [report], businessIds: [CINEMA_BUSINESS] })
    const features = listed((await get(`/api/PRES-live/v2/availableFeatures?${RANGE}`, cinema.headers)).body, 'features')
    expect(features.length).toBeGreaterThan(0)
    expect(features.every((f) => f['LocationId'] === cinemaLocation)).toBe(true)
    expect(await get(`/api/PRES-live/v2/presentationData?presentationId=${theatrePresentation}`, cinema.headers)).toMatchObject({
      status: 404,
      body: { error: { code: 'PRSNT_NOT_FOUND' } },
    })
    expect(await get(`/api/PRES-live/v2/featureData?featureId=6&locationId=3&${RANGE}`, cinema.headers)).toMatchObject({ status: 404 })
    expect(await get(`/api/PRES-live/v2/presentationData?presentationId=${cinemaPresentation}`, cinema.headers)).toMatchObject({
      status: 200,
      body: { PresentationId: cinemaPresentation, LocationId: cinemaLocation },
    })
    const rows = listed((await get('/api/PRES-live/locationTicketSales/data/2025-07-06/0', cinema.headers)).body, 'rows')
    expect(rows.map((row) => row['LocationId'])).toEqual([cinemaLocation, -1])
    const monitor = listed((await get('/api/PRES-live/monitors/PresentationSales/data', cinema.headers)).body, 'presentations')
    expect(monitor.every((p) => p['LocationId'] === cinemaLocation)).toBe(true)
    const byDay = listed((await get(`/api/PRES-live/featureTicketSales?${RANGE}`, cinema.headers)).body, 'features')
    expect(byDay.every((f) => f['LocationId'] === cinemaLocation)).toBe(true)
  })

  it('the theatre’s references are invisible to another business, whose edit changes nothing and is not audited', async () => {
    const before = await auditedEdits()
    const cinema = await actAsStaff(demo, { permissions: [admin], businessIds: [CINEMA_BUSINESS] })
    expect(listed((await get('/api/pres-live/getTicketRefAgents', cinema.headers)).body, 'agents')).toEqual([])
    expect(listed((await get(`/api/pres-live/monitors/TicketReferencePromptAdmin/data?${RANGE}`, cinema.headers)).body, 'items')).toEqual(
      [],
    )
    const edit = CALLS.find((c) => c.name === 'editReferencePromptOptionQuantity')
    if (edit === undefined) throw new Error('the edit call is listed')
    expect(await call({ ...edit, body: { ...editTheatreOption, quantity: 1 } }, cinema.headers)).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND' } },
    })
    expect(await auditedEdits()).toEqual(before)
  })

  it('a theatre admin’s edit answers the option and is audited with who', async () => {
    const theatre = await actAsStaff(demo, { permissions: [admin], businessIds: [THEATRE_BUSINESS] })
    const edit = CALLS.find((c) => c.name === 'editReferencePromptOptionQuantity')
    if (edit === undefined) throw new Error('the edit call is listed')
    expect(await call({ ...edit, body: { ...editTheatreOption, quantity: 57 } }, theatre.headers)).toMatchObject({
      status: 200,
      body: { Reference1: 'AG-NORTH', Reference2: 'GROUP-A', PriceId: 301, PriceRowId: 1, Quantity: 57 },
    })
    expect(await auditedEdits()).toContainEqual({ staff_id: theatre.user.staffId, details: expect.stringContaining('57') })
  })

  it('the monitor shows the day asked for (date=YYYY-MM-DD), today when none, and refuses a day that is not one', async () => {
    const producer = await actAsStaff(demo, { permissions: [report], businessIds: [CINEMA_BUSINESS, THEATRE_BUSINESS] })
    const startsOf = async (query: string) =>
      listed((await get(`/api/PRES-live/monitors/PresentationSales/data${query}`, producer.headers)).body, 'presentations').map((p) =>
        String(p['StartDateTime']).slice(0, 10),
      )
    const later = await startsOf('?date=2025-07-09')
    expect(later.length).toBeGreaterThan(0)
    expect(new Set(later)).toEqual(new Set(['2025-07-09']))
    expect(new Set(await startsOf(''))).not.toContain('2025-07-09')
    expect(await get('/api/PRES-live/monitors/PresentationSales/data?date=2025-02-30', producer.headers)).toMatchObject({
      status: 400,
      body: { error: { code: 'BAD_REQUEST' } },
    })
  })

  it('names each option (feature, ticket, price, presentation or none, agent) and each pair’s agent in its sales', async () => {
    const theatre = await actAsStaff(demo, { permissions: [admin], businessIds: [THEATRE_BUSINESS] })
    const items = listed((await get(`/api/pres-live/monitors/TicketReferencePromptAdmin/data?${RANGE}`, theatre.headers)).body, 'items')
    expect(items.find((item) => item['Reference2'] === 'GROUP-A')).toMatchObject({
      Reference1: 'AG-NORTH',
      AgentName: 'סוכנות תיאטרון הצפון',
      FeatureName: expect.any(String),
      TicketName: 'רגיל',
      TicketGroupName: 'אולם',
      TicketPrice: 180,
      PresentationId: null,
      PresentationStartDateTime: null,
    })
    const detail = listed(
      (
        await get(
          '/api/pres-live/monitors/TicketReferencePromptAdminDetail/data?reference=WORKERS-IEC&reference2=EMPLOYEES',
          theatre.headers,
        )
      ).body,
      'items',
    )
    expect(detail).toEqual([expect.objectContaining({ AgentName: 'ועד עובדי חברת החשמל', TicketName: 'סטודנט', TicketPrice: 120 })])
  })

  it('refuses a quantity below what the pair bought with REFERENCE_QUANTITY_BELOW_SOLD (not audited), takes exactly that many', async () => {
    const theatre = await actAsStaff(demo, { permissions: [admin], businessIds: [THEATRE_BUSINESS] })
    // Three balcony tickets (501) bought under AG-NORTH / GROUP-B at a theatre presentation.
    const place = (x: number) => ({
      sectionId: 9_999,
      x,
      y: 1,
      ticketId: 501,
      amount: 14_000,
      reference1: 'AG-NORTH',
      reference2: 'GROUP-B',
    })
    await recordReservation(demo.database, theatrePresentation, [place(1), place(2), place(3)])
    const detailUrl = '/api/pres-live/monitors/TicketReferencePromptAdminDetail/data?reference=AG-NORTH&reference2=GROUP-B'
    const [option] = listed((await get(detailUrl, theatre.headers)).body, 'items')
    const sold = Number(option?.['Sold'])
    expect(sold).toBeGreaterThanOrEqual(3)
    const before = await auditedEdits()
    const url = () => '/api/pres-live/editReferencePromptOptionQuantity/1/1/501/2'
    const edit = (quantity: number) =>
      call({ method: 'POST', url, body: { reference: 'AG-NORTH', reference2: 'GROUP-B', quantity } }, theatre.headers)
    expect(await edit(sold - 1)).toMatchObject({
      status: 422,
      body: { error: { code: 'REFERENCE_QUANTITY_BELOW_SOLD', params: { sold } } },
    })
    expect(await auditedEdits()).toEqual(before)
    expect(listed((await get(detailUrl, theatre.headers)).body, 'items')[0]?.['Quantity']).toBe(option?.['Quantity'])
    expect(await edit(sold)).toMatchObject({ status: 200, body: { Quantity: sold, Sold: sold } })
    expect((await auditedEdits()).length).toBe(before.length + 1)
  })

  it('refuses a quantity that is not a whole number from 0 to 100000 with 400, and changes nothing', async () => {
    const theatre = await actAsStaff(demo, { permissions: [admin], businessIds: [THEATRE_BUSINESS] })
    const before = await auditedEdits()
    for (const quantity of [-1, 100_001, 1.5, 'abc', '', '1e3'])
      expect(
        await call(
          {
            method: 'POST',
            url: () => '/api/pres-live/editReferencePromptOptionQuantity/1/1/301/1',
            body: { ...editTheatreOption, quantity },
          },
          theatre.headers,
        ),
        String(quantity),
      ).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST' } } })
    expect(await auditedEdits()).toEqual(before)
  })

  it('refuses a range ending before it starts, a range over a year and a day that is not one, with 400', async () => {
    const producer = await actAsStaff(demo, { permissions: [report], businessIds: [THEATRE_BUSINESS] })
    for (const url of [
      '/api/PRES-live/v2/availableFeatures?startDate=2025-07-10&endDate=2025-07-01',
      '/api/PRES-live/featureTicketSales?startDate=2024-01-01&endDate=2025-07-01',
      '/api/PRES-live/featureTicketSales/data/2025-02-30',
      '/api/PRES-live/locationTicketSales/data/2025-07-06/1',
    ])
      expect((await get(url, producer.headers)).status, url).toBeGreaterThanOrEqual(400)
    expect(await get('/api/PRES-live/v2/availableFeatures?startDate=2025-07-10&endDate=2025-07-01', producer.headers)).toMatchObject({
      status: 400,
      body: { error: { code: 'BAD_REQUEST' } },
    })
  })
})

describe('fuzz: the live calls as a staff user with every permission (the handlers run, not only the codecs)', () => {
  const value = fc.oneof(
    fc.integer({ min: -5, max: 2_000_000_000 }).map(String),
    fc.constantFrom('2025-07-06', '2025-01-01', '1900-01-01', '9999-12-31', '2025-07-06T23:59', '', '0', '-1', '1e9', 'AG-NORTH'),
    fc.string({ maxLength: 12 }),
  )
  it('never answers 500, and any refusal is JSON with a code', async () => {
    const staff = await actAsStaff(demo, { businessIds: [CINEMA_BUSINESS, THEATRE_BUSINESS] })
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CALLS),
        fc.dictionary(
          fc.constantFrom('startDate', 'endDate', 'featureId', 'locationId', 'presentationId', 'reference', 'reference2', 'quantity'),
          value,
          { maxKeys: 4 },
        ),
        async (c, params) => {
          const query = Object.entries(params)
            .map(([key, v]) => `${key}=${encodeURIComponent(v)}`)
            .join('&')
          const url = `${c.url()}${c.url().includes('?') ? '&' : '?'}${query}`
          const answer = await call(
            { ...c, url: () => url, ...(c.body === undefined ? {} : { body: { ...c.body, ...params } }) },
            staff.headers,
          )
          expect(answer.status).toBeLessThan(500)
          if (answer.status >= 400) expect(answer.body).toMatchObject({ error: { code: expect.any(String) } })
        },
      ),
      { numRuns: 150 },
    )
  })
})
