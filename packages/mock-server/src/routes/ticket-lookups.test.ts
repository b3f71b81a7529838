import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_BENEFIT_MOBILES, DEMO_RESIDENT_ID_NUMBERS, TicketGroupId, VenueId } from '@kartis/api-adapter'
import { hebrewMessageOf } from '../http/hebrew-messages'
import { DEFAULT_RATE_LIMITS, NO_RATE_LIMITS } from '../http/rate-limits'
import type { CatalogPresentation } from '../storage/catalog-repository'
import { latestCode } from '../test-support/customer-browser'
import { CAPTCHA, demoApp, firstPresentationOf, newVisitor, visitorHeaders, type DemoApp } from '../test-support/demo-app'

let demo: DemoApp
let theatre: CatalogPresentation
let cinema: CatalogPresentation

beforeAll(async () => {
  demo = await demoApp()
  theatre = await firstPresentationOf(demo.storage, VenueId.theatre)
  cinema = await firstPresentationOf(demo.storage, VenueId.cinema)
})
afterAll(async () => {
  await demo.app.close()
})

const [RESIDENT = '', SECOND_RESIDENT = ''] = DEMO_RESIDENT_ID_NUMBERS
const [LISTED_MOBILE = '', SMS_MOBILE = ''] = DEMO_BENEFIT_MOBILES
const UNKNOWN_MOBILE = '0509999999'

interface Lookup {
  readonly presentationId?: number
  readonly ticketGroupId: number
  readonly lookup?: string
  readonly code: string
  readonly mobileNumber?: string
  readonly uuid?: string
  readonly host?: string
}

const ticketUrl = (l: Lookup): string =>
  `/api/presentations/${l.presentationId ?? theatre.id}/ticket?sectionId=1&ticketGroupId=${l.ticketGroupId}` +
  `&ticketCode=${encodeURIComponent(l.code)}&recaptchaToken=${CAPTCHA}` +
  (l.lookup === undefined ? '' : `&lookup=${l.lookup}`) +
  (l.mobileNumber === undefined ? '' : `&mobileNumber=${encodeURIComponent(l.mobileNumber)}`)

const lookUp = async (l: Lookup, app = demo.app) => {
  const response = await app.inject({
    method: 'GET',
    url: ticketUrl(l),
    headers: { ...visitorHeaders(l.uuid ?? newVisitor()), ...(l.host === undefined ? {} : { host: l.host }) },
  })
  return { status: response.statusCode, body: JSON.parse(response.body) as unknown }
}

const askCode = async (
  uuid: string,
  mobileNumber: string,
  ticketGroupId: number = TicketGroupId.limitedView,
  presentationId = theatre.id,
) => {
  const response = await demo.app.inject({
    method: 'POST',
    url: `/api/presentations/${presentationId}/ticket/code`,
    headers: { ...visitorHeaders(uuid), 'content-type': 'application/json' },
    payload: JSON.stringify({ ticketGroupId, mobileNumber, recaptchaToken: CAPTCHA }),
  })
  return { status: response.statusCode, body: JSON.parse(response.body) as unknown }
}

const refusal = (code: Parameters<typeof hebrewMessageOf>[0]) => ({ error: { code, message: hebrewMessageOf(code) } })

describe('GET /api/presentations/{id}/ticket by ID number (issue 15 §5)', () => {
  it('the theatre’s balcony offers it: its groups name their look-ups', async () => {
    const groups = await demo.storage.catalog.getTicketGroups([TicketGroupId.theatreBalcony, TicketGroupId.limitedView])
    expect(groups.map((g) => g.lookups)).toEqual([['code', 'memberNumber', 'idNumber'], ['oneTimeCode']])
  })

  it('a resident’s ID number (padded or not) gives the residents’ price, its code a grant token', async () => {
    const answer = await lookUp({ ticketGroupId: TicketGroupId.theatreBalcony, lookup: 'idNumber', code: ` ${RESIDENT} ` })
    expect(answer).toMatchObject({ status: 200, body: { ticket: { id: 9201, name: 'תושבי העיר', price: 60, balance: 1 } } })
    expect(JSON.stringify(answer.body)).not.toContain(RESIDENT)
    expect(answer.body).toMatchObject({ ticket: { code: expect.stringMatching(/^BN-[\w-]{16}$/) } })
  })

  it('a wrong check digit is INVALID_ID in Hebrew; a valid number not on the list is REFERENCE_NOT_ELIGIBLE', async () => {
    const typo = `${RESIDENT.slice(0, 8)}${(Number(RESIDENT.at(8)) + 1) % 10}`
    expect(await lookUp({ ticketGroupId: TicketGroupId.theatreBalcony, lookup: 'idNumber', code: typo })).toMatchObject({
      status: 422,
      body: refusal('INVALID_ID'),
    })
    expect(await lookUp({ ticketGroupId: TicketGroupId.theatreBalcony, lookup: 'idNumber', code: '000000018' })).toMatchObject({
      status: 422,
      body: refusal('REFERENCE_NOT_ELIGIBLE'),
    })
  })

  it('is refused where the ticket type does not ask for it, and on another venue’s host', async () => {
    const notAsked = await lookUp({ ticketGroupId: TicketGroupId.theatreGallery, lookup: 'idNumber', code: SECOND_RESIDENT })
    expect(notAsked).toMatchObject({ status: 422, body: { error: { code: 'TICKET_NOT_IN_EVENT' } } })
    const cinemaGroup = cinema.ticketGroups[0]?.id ?? 0
    const atCinema = await lookUp({ presentationId: cinema.id, ticketGroupId: cinemaGroup, lookup: 'idNumber', code: SECOND_RESIDENT })
    expect(atCinema).toMatchObject({ status: 422, body: { error: { code: 'TICKET_NOT_IN_EVENT' } } })
    const elsewhere = { ticketGroupId: TicketGroupId.theatreBalcony, lookup: 'idNumber', code: SECOND_RESIDENT, host: 'cinema.localhost' }
    expect(await lookUp(elsewhere)).toMatchObject({ status: 404, body: { error: { code: 'PRSNT_NOT_FOUND' } } })
    expect(await lookUp({ ...elsewhere, host: 'theatre.localhost' })).toMatchObject({ status: 200 })
  })

  it('answers 400 naming query.lookup for a kind it does not know', async () => {
    const answer = await lookUp({ ticketGroupId: TicketGroupId.theatreBalcony, lookup: 'ssn', code: RESIDENT })
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST', path: expect.stringMatching(/^query\.lookup/) } } })
  })
})

describe('by mobile number', () => {
  it('a listed number in any form gives the committee price; an unknown one is not eligible; a landline is invalid', async () => {
    const international = `+972${LISTED_MOBILE.slice(1)}`
    expect(await lookUp({ ticketGroupId: TicketGroupId.theatreGallery, lookup: 'mobile', code: international })).toMatchObject({
      status: 200,
      body: { ticket: { id: 9202, price: 40 } },
    })
    expect(await lookUp({ ticketGroupId: TicketGroupId.theatreGallery, lookup: 'mobile', code: UNKNOWN_MOBILE })).toMatchObject({
      status: 422,
      body: refusal('REFERENCE_NOT_ELIGIBLE'),
    })
    expect(await lookUp({ ticketGroupId: TicketGroupId.theatreGallery, lookup: 'mobile', code: '03-1234567' })).toMatchObject({
      status: 400,
      body: refusal('invalid_mobileNumber'),
    })
  })
})

describe('by one-time code (POST /api/presentations/{id}/ticket/code, then the code)', () => {
  it('sends a code through the SMS port to a listed number; the code gives the SMS price once', async () => {
    const uuid = newVisitor()
    expect(await askCode(uuid, SMS_MOBILE)).toMatchObject({ status: 200, body: { isFallbackEnabled: true } })
    const code = (await latestCode(demo.storage.sms, SMS_MOBILE)) ?? ''
    expect(code).toMatch(/^\d{6}$/)
    const withCode = { ticketGroupId: TicketGroupId.limitedView, lookup: 'oneTimeCode', code, mobileNumber: SMS_MOBILE, uuid }
    // Another visitor's code is not theirs.
    expect(await lookUp({ ...withCode, uuid: newVisitor() })).toMatchObject({ status: 422, body: { error: { code: 'INVALID_SMS_CODE' } } })
    expect(await lookUp(withCode)).toMatchObject({ status: 200, body: { ticket: { id: 9203, price: 30 } } })
    expect(await lookUp(withCode)).toMatchObject({ status: 422, body: { error: { code: 'INVALID_SMS_CODE' } } })
  })

  it('answers an unlisted number the same and sends it nothing; a code then finds nothing', async () => {
    const uuid = newVisitor()
    expect(await askCode(uuid, UNKNOWN_MOBILE)).toMatchObject({ status: 200, body: { isFallbackEnabled: true } })
    expect(await demo.storage.sms.listFor(UNKNOWN_MOBILE)).toEqual([])
    const guess = { ticketGroupId: TicketGroupId.limitedView, lookup: 'oneTimeCode', code: '123456', mobileNumber: UNKNOWN_MOBILE, uuid }
    expect(await lookUp(guess)).toMatchObject({ status: 422, body: { error: { code: 'INVALID_SMS_CODE' } } })
  })

  it('five wrong codes use up the code: OTP_ATTEMPTS_EXCEEDED, even for the right one', async () => {
    const uuid = newVisitor()
    expect((await askCode(uuid, LISTED_MOBILE)).status).toBe(200)
    const code = (await latestCode(demo.storage.sms, LISTED_MOBILE)) ?? ''
    const wrong = code === '000000' ? '000001' : '000000'
    const at = { ticketGroupId: TicketGroupId.limitedView, lookup: 'oneTimeCode', mobileNumber: LISTED_MOBILE, uuid }
    const answers = []
    for (let i = 0; i < 5; i++) answers.push((await lookUp({ ...at, code: wrong })).body)
    expect(answers.at(-1)).toMatchObject(refusal('OTP_ATTEMPTS_EXCEEDED'))
    expect(await lookUp({ ...at, code })).toMatchObject({ status: 429, body: { error: { code: 'OTP_ATTEMPTS_EXCEEDED' } } })
  })

  it('is refused for a group asking no one-time code, and answers 400 without a mobile number', async () => {
    expect(await askCode(newVisitor(), SMS_MOBILE, TicketGroupId.theatreBalcony)).toMatchObject({
      status: 422,
      body: { error: { code: 'TICKET_NOT_IN_EVENT' } },
    })
    const response = await demo.app.inject({
      method: 'POST',
      url: `/api/presentations/${theatre.id}/ticket/code`,
      headers: { ...visitorHeaders(newVisitor()), 'content-type': 'application/json' },
      payload: JSON.stringify({ ticketGroupId: TicketGroupId.limitedView, recaptchaToken: CAPTCHA }),
    })
    expect(response.statusCode).toBe(400)
  })
})

describe('rate limits (issue 10 groups)', () => {
  it('a burst of ID-number look-ups from one address is cut off: 429 TOO_MANY_REQUESTS in Hebrew', async () => {
    const limited = await demoApp({ config: { rateLimits: { ...NO_RATE_LIMITS, codeLookups: DEFAULT_RATE_LIMITS.codeLookups } } })
    try {
      const guess = (i: number) => ({ ticketGroupId: TicketGroupId.theatreBalcony, lookup: 'idNumber', code: String(100000000 + i) })
      const statuses: number[] = []
      for (let i = 0; i < 10; i++) statuses.push((await lookUp(guess(i), limited.app)).status)
      expect(statuses.every((status) => status === 422)).toBe(true)
      expect(await lookUp(guess(10), limited.app)).toMatchObject({ status: 429, body: refusal('TOO_MANY_REQUESTS') })
    } finally {
      await limited.app.close()
    }
  })
})
