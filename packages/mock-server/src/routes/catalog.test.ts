import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_AGENTS_MINI_SITE_URL, DEMO_INTEGRATION, FeatureId, VenueId } from '@kartis/api-adapter'
import { hebrewMessageOf } from '../http/hebrew-messages'
import { DEFAULT_RATE_LIMITS, NO_RATE_LIMITS } from '../http/rate-limits'
import type { CatalogPresentation } from '../storage/catalog-repository'
import { CAPTCHA, demoApp, firstPresentationOf, newVisitor, recordsAt, visitorClient, type DemoApp } from '../test-support/demo-app'

let demo: DemoApp
let cinema: CatalogPresentation
let theatre: CatalogPresentation
let club: CatalogPresentation

// These calls only read: one app serves the whole file.
beforeAll(async () => {
  demo = await demoApp()
  cinema = await firstPresentationOf(demo.storage, VenueId.cinema)
  theatre = await firstPresentationOf(demo.storage, VenueId.theatre)
  club = await firstPresentationOf(demo.storage, VenueId.club)
})

const get = (url: string) => visitorClient(demo.app).get(url)

describe('GET /api/features/', () => {
  it('lists every feature, in Hebrew', async () => {
    const answer = await get('/api/features/')
    expect(answer.status).toBe(200)
    const features = recordsAt(answer.body, 'features')
    expect(features.map((f) => f['Name'])).toContain('הקיץ האחרון בחיפה')
    expect(features).toHaveLength(19)
  })

  it('filters by featureIds', async () => {
    const answer = await get('/api/features/?featureIds=1,6')
    expect(recordsAt(answer.body, 'features').map((f) => f['FeatureId'])).toEqual([1, 6])
  })

  it('filters by mini-site: the features the festival sells', async () => {
    const answer = await get('/api/features/?miniSiteUrl=festival')
    expect(
      recordsAt(answer.body, 'features')
        .map((f) => Number(f['FeatureId']))
        .sort((a, b) => a - b),
    ).toEqual([FeatureId.journeyToTheSea, FeatureId.nightInTelAviv, FeatureId.laughAtEverything])
  })

  it('answers 404 for an unknown mini-site and 400 naming query.featureIds for a non-number', async () => {
    expect((await get('/api/features/?miniSiteUrl=nowhere')).status).toBe(404)
    const bad = await get('/api/features/?featureIds=1,x')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ error: { code: 'BAD_REQUEST', path: expect.stringMatching(/^query\.featureIds/) } })
  })
})

describe('GET /api/presentations/', () => {
  it('lists the coming presentations of a feature, with hasReserved and hasGA', async () => {
    const answer = await get(`/api/presentations/?featureIds=${cinema.featureId}`)
    expect(answer.status).toBe(200)
    const presentations = recordsAt(answer.body, 'presentations')
    expect(presentations.length).toBeGreaterThan(0)
    expect(presentations.every((p) => p['FeatureId'] === cinema.featureId)).toBe(true)
    expect(answer.body).toMatchObject({ hasReserved: true, hasGA: false })
  })

  it('says hasGA for the stand-up club', async () => {
    const answer = await get(`/api/presentations/?featureIds=${club.featureId}`)
    expect(answer.body).toMatchObject({ hasReserved: false, hasGA: true })
  })

  it('filters by location and by mini-site', async () => {
    const byLocation = await get(`/api/presentations/?locationId=${cinema.locationId}`)
    const listed = recordsAt(byLocation.body, 'presentations')
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.every((p) => p['LocationId'] === cinema.locationId)).toBe(true)
    const festival = await get('/api/presentations/?miniSiteUrl=festival')
    const sold = recordsAt(festival.body, 'presentations')
    expect(new Set(sold.map((p) => p['FeatureId']))).toEqual(
      new Set([FeatureId.journeyToTheSea, FeatureId.nightInTelAviv, FeatureId.laughAtEverything]),
    )
  })

  it('answers 400 naming query.isHold for a flag that is not 1 or 0', async () => {
    const answer = await get('/api/presentations/?isHold=maybe')
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST', path: 'query.isHold' } } })
  })
})

describe('GET /api/presentations/{id}', () => {
  it('answers the presentation', async () => {
    const answer = await get(`/api/presentations/${cinema.id}`)
    expect(answer).toMatchObject({ status: 200, body: { presentation: { PresentationId: cinema.id, SeatingPolicyId: 3, MaxSeats: 10 } } })
  })

  it('answers 404 PRSNT_NOT_FOUND for an unknown id and 400 naming path.id for a non-number', async () => {
    expect(await get('/api/presentations/999999')).toMatchObject({ status: 404, body: { error: { code: 'PRSNT_NOT_FOUND' } } })
    expect(await get('/api/presentations/abc')).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST', path: 'path.id' } } })
  })

  it('answers PRSNT_NOT_FOUND for a presentation the named mini-site does not sell', async () => {
    const answer = await get(`/api/presentations/${theatre.id}?miniSiteUrl=festival`)
    expect(answer).toMatchObject({ status: 404, body: { error: { code: 'PRSNT_NOT_FOUND' } } })
  })
})

describe('GET /api/presentations/{id}/ticketGroups', () => {
  it('answers the cinema’s ticket groups and no order charge', async () => {
    const answer = await get(`/api/presentations/${cinema.id}/ticketGroups`)
    expect(answer.status).toBe(200)
    expect(recordsAt(answer.body, 'ticketGroups').map((g) => g['name'])).toEqual(['אולם', 'ספה זוגית'])
    expect(answer.body).toMatchObject({ serviceCharge: null })
  })

  it('answers the theatre’s order charge ("דמי טיפול", ₪8)', async () => {
    const answer = await get(`/api/presentations/${theatre.id}/ticketGroups`)
    expect(answer.body).toMatchObject({ serviceCharge: { name: 'דמי טיפול', amountPerOrder: 8 } })
  })

  it('answers 404 for an unknown presentation', async () => {
    expect((await get('/api/presentations/999999/ticketGroups')).status).toBe(404)
  })
})

describe('GET /api/presentations/{id}/ticket', () => {
  const lookup = (presentationId: number, ticketGroupId: number, code: string, token = CAPTCHA) =>
    get(
      `/api/presentations/${presentationId}/ticket?sectionId=101&ticketGroupId=${ticketGroupId}&ticketCode=${encodeURIComponent(code)}&recaptchaToken=${token}`,
    )

  it('finds a coupon: its price, multiplier 1 and redemptions left', async () => {
    const answer = await lookup(cinema.id, 1, 'kartis1')
    expect(answer).toMatchObject({ status: 200, body: { ticket: { price: 25, multiplyFactor: 1, balance: 3, code: 'KARTIS1' } } })
  })

  it('finds the couple coupon with multiplier 2, and a member number', async () => {
    expect(await lookup(cinema.id, 1, 'ZUG2')).toMatchObject({ status: 200, body: { ticket: { price: 35, multiplyFactor: 2 } } })
    expect(await lookup(cinema.id, 1, '123456')).toMatchObject({ status: 200, body: { ticket: { price: 30, memberNumber: '123456' } } })
  })

  it('gives a voucher the group’s voucher ticket', async () => {
    const answer = await lookup(cinema.id, 1, 'VOUCHER-50')
    expect(answer).toMatchObject({ status: 200, body: { ticket: { price: 0, systemVoucher: 'VOUCHER-50' } } })
  })

  it('refuses: TICKET_NOT_IN_EVENT, CODE_NOT_FOUND, VOUCHER_EXPIRED, VOUCHER_WITHOUT_BALANCE', async () => {
    expect(await lookup(cinema.id, 2, 'KARTIS1')).toMatchObject({ status: 422, body: { error: { code: 'TICKET_NOT_IN_EVENT' } } })
    expect(await lookup(cinema.id, 3, 'ZUG2')).toMatchObject({ status: 422, body: { error: { code: 'TICKET_NOT_IN_EVENT' } } })
    expect(await lookup(cinema.id, 1, 'NO-SUCH-CODE')).toMatchObject({ status: 404, body: { error: { code: 'CODE_NOT_FOUND' } } })
    expect(await lookup(cinema.id, 1, 'VOUCHER-OLD')).toMatchObject({ status: 422, body: { error: { code: 'VOUCHER_EXPIRED' } } })
    expect(await lookup(cinema.id, 1, 'GIFT-EMPTY')).toMatchObject({ status: 422, body: { error: { code: 'VOUCHER_WITHOUT_BALANCE' } } })
  })

  it('refuses a wrong captcha with 400 invalid_captcha, and an unknown presentation with 404', async () => {
    expect(await lookup(cinema.id, 1, 'KARTIS1', 'robot')).toMatchObject({ status: 400, body: { error: { code: 'invalid_captcha' } } })
    expect(await lookup(999_999, 1, 'KARTIS1')).toMatchObject({ status: 404, body: { error: { code: 'PRSNT_NOT_FOUND' } } })
  })

  it('answers 400 naming query.ticketGroupId when it is missing', async () => {
    const answer = await get(`/api/presentations/${cinema.id}/ticket?sectionId=101&ticketCode=X&recaptchaToken=${CAPTCHA}`)
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST', path: 'query.ticketGroupId' } } })
  })
})

describe('GET /api/presentations/timer/{id}', () => {
  it('answers the club’s 600-second timer keyed by the presentation id, with the current time', async () => {
    const answer = await get(`/api/presentations/timer/${club.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ [String(club.id)]: { timeInSeconds: 600, url: '/', currentTime: '2025-07-06T09:00:00+03:00' } })
  })

  it('answers no timer for a presentation without one, 404 for an unknown one', async () => {
    expect(await get(`/api/presentations/timer/${cinema.id}`)).toMatchObject({ status: 200, body: {} })
    expect((await get('/api/presentations/timer/999999')).status).toBe(404)
  })
})

describe('GET /api/integration', () => {
  const query = `TS=${DEMO_INTEGRATION.ts}&ret=${encodeURIComponent(DEMO_INTEGRATION.ret)}&key=${DEMO_INTEGRATION.key}`

  it('names the integration of a TS, ret and key triple (the client’s own ts stamp aside)', async () => {
    expect(await get(`/api/integration?${query}&ts=1751781600000`)).toMatchObject({ status: 200, body: { integrationId: 'INT-DEMO-1' } })
  })

  it('needs all three: 400 naming query.key when it is missing; 404 for an unknown triple', async () => {
    const missing = await get(`/api/integration?TS=${DEMO_INTEGRATION.ts}&ret=x`)
    expect(missing).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST', path: 'query.key' } } })
    expect((await get(`/api/integration?TS=a&ret=b&key=c`)).status).toBe(404)
  })

  it('§5 a half-set triple is a 4xx in Hebrew, never a 500: a blank value is INTEGRATION_PARAMS_MISSING naming it', async () => {
    const blank = await get(`/api/integration?TS=${DEMO_INTEGRATION.ts}&ret=${encodeURIComponent(DEMO_INTEGRATION.ret)}&key=%20`)
    expect(blank).toMatchObject({
      status: 400,
      body: {
        error: { code: 'INTEGRATION_PARAMS_MISSING', message: hebrewMessageOf('INTEGRATION_PARAMS_MISSING'), params: { missing: 'key' } },
      },
    })
    const onlyTs = await get(`/api/integration?TS=${DEMO_INTEGRATION.ts}`)
    expect(onlyTs).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST', message: hebrewMessageOf('BAD_REQUEST') } } })
  })

  it('refuses a wrong key (404 NOT_FOUND in Hebrew) and needs no login, only the visitor id', async () => {
    const wrong = await get(`/api/integration?TS=${DEMO_INTEGRATION.ts}&ret=${encodeURIComponent(DEMO_INTEGRATION.ret)}&key=demo-key-2024`)
    expect(wrong).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND', message: hebrewMessageOf('NOT_FOUND') } } })
    const bare = await demo.app.inject({ method: 'GET', url: `/api/integration?${query}` })
    expect(bare.statusCode).toBe(400)
    expect(bare.json()).toMatchObject({ error: { code: 'INVALID_VISITOR_ID' } })
  })
})

describe('placeholder images', () => {
  it('serves a feature poster as SVG with its Hebrew name, coloured by its id', async () => {
    const one = await demo.app.inject({
      method: 'GET',
      url: '/api/features/1/placeholderImage',
      headers: { 'x-kartis-uuid': visitorClient(demo.app).uuid },
    })
    const two = await demo.app.inject({
      method: 'GET',
      url: '/api/features/2/placeholderImage',
      headers: { 'x-kartis-uuid': visitorClient(demo.app).uuid },
    })
    expect(one.statusCode).toBe(200)
    expect(one.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(one.body).toContain('הקיץ האחרון')
    expect(one.body).not.toMatch(/@import|https?:\/\/(?!www\.w3\.org)/)
    const fill = (svg: string) => svg.match(/stop-color="([^"]+)"/)?.[1]
    expect(fill(one.body)).not.toBe(fill(two.body))
  })

  it('serves a product image with its name, 404 JSON for unknown ids', async () => {
    const popcorn = await demo.app.inject({
      method: 'GET',
      url: '/api/products/1/image',
      headers: { 'x-kartis-uuid': visitorClient(demo.app).uuid },
    })
    expect(popcorn.body).toContain('פופקורן')
    expect(await get('/api/products/999/image')).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } })
    expect(await get('/api/features/999/placeholderImage')).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } })
  })

  it('serves images to an <img>, which sends no visitor uuid header', async () => {
    for (const url of ['/api/features/1/placeholderImage', '/api/products/1/image']) {
      const bare = await demo.app.inject({ method: 'GET', url })
      expect(bare.statusCode).toBe(200)
      expect(bare.headers['content-type']).toMatch(/^image\/svg\+xml/)
    }
    // A call that is about the visitor still needs its id.
    const json = await demo.app.inject({ method: 'GET', url: `/api/reservations/KR-00000000?uuid=${newVisitor()}` })
    expect(json.statusCode).toBe(400)
    expect(json.json()).toMatchObject({ error: { code: 'INVALID_VISITOR_ID', params: { reason: 'missing' } } })
  })
})

describe('mini-site', () => {
  it('answers the festival with its coming presentations', async () => {
    const answer = await get('/api/mini-site/festival')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ URL: 'festival' })
    const listed = recordsAt(answer.body, 'PresentationList')
    expect(listed.length).toBeGreaterThan(0)
    const festival = new Set<unknown>([FeatureId.journeyToTheSea, FeatureId.nightInTelAviv, FeatureId.laughAtEverything])
    expect(listed.every((p) => festival.has(p['FeatureId']))).toBe(true)
  })

  it('validates tickets the mini-site sells, refuses others (REFERENCE_NOT_ELIGIBLE), 404 for an unknown mini-site', async () => {
    expect(await get('/api/mini-site/validate/festival?ticketIds=101,801')).toMatchObject({ status: 200, body: { isValid: true } })
    expect(await get('/api/mini-site/validate/festival?ticketIds=1101')).toMatchObject({
      status: 422,
      body: { error: { code: 'REFERENCE_NOT_ELIGIBLE' } },
    })
    expect((await get('/api/mini-site/nowhere')).status).toBe(404)
    expect((await get('/api/mini-site/validate/nowhere')).status).toBe(404)
  })

  it('answers an unknown mini-site 404 NOT_FOUND in Hebrew, naming it', async () => {
    expect(await get('/api/mini-site/nowhere')).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: hebrewMessageOf('NOT_FOUND'), params: { miniSiteUrl: 'nowhere' } } },
    })
  })

  it('names the theatre agents’ mini-site and sells Hamlet there only', async () => {
    const answer = await get(`/api/mini-site/${DEMO_AGENTS_MINI_SITE_URL}`)
    expect(answer).toMatchObject({
      status: 200,
      body: { URL: DEMO_AGENTS_MINI_SITE_URL, Name: 'הזמנות קבוצה — תיאטרון', ByReference: true },
    })
    const listed = recordsAt(answer.body, 'PresentationList')
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.every((p) => p['FeatureId'] === FeatureId.hamlet)).toBe(true)
  })

  it('issue 14 codes typed on entering (no tickets yet): a pair with an option here passes, another is REFERENCE_NOT_ELIGIBLE', async () => {
    const validate = (query: string) => get(`/api/mini-site/validate/${DEMO_AGENTS_MINI_SITE_URL}?ticketIds=&${query}`)
    expect(await validate('reference1=AG-NORTH&reference2=GROUP-A')).toMatchObject({ status: 200, body: { isValid: true } })
    expect(await validate('reference1=WORKERS-IEC&reference2=EMPLOYEES')).toMatchObject({ status: 200, body: { isValid: true } })
    expect(await validate('reference1=AG-NORTH&reference2=GROUP-Z')).toMatchObject({
      status: 422,
      body: { error: { code: 'REFERENCE_NOT_ELIGIBLE', message: hebrewMessageOf('REFERENCE_NOT_ELIGIBLE') } },
    })
    // With tickets chosen, each must be one the pair may buy: GROUP-A buys orchestra regular (301), not student (302).
    expect(
      (await get(`/api/mini-site/validate/${DEMO_AGENTS_MINI_SITE_URL}?ticketIds=301&reference1=AG-NORTH&reference2=GROUP-A`)).status,
    ).toBe(200)
    expect(
      await get(`/api/mini-site/validate/${DEMO_AGENTS_MINI_SITE_URL}?ticketIds=302&reference1=AG-NORTH&reference2=GROUP-A`),
    ).toMatchObject({ status: 422, body: { error: { code: 'REFERENCE_NOT_ELIGIBLE' } } })
  })
})

describe('issue 14 guessing a partner key or an agent’s codes is cut off', () => {
  it.each([
    ['GET /api/integration', (i: number) => `/api/integration?TS=${DEMO_INTEGRATION.ts}&ret=x&key=guess-${i}`, 404],
    [
      'GET /api/mini-site/validate',
      (i: number) => `/api/mini-site/validate/${DEMO_AGENTS_MINI_SITE_URL}?ticketIds=&reference1=AG-${i}&reference2=G`,
      422,
    ],
  ])('%s: past 20 tries a minute from one address, 429 whatever the visitor id', async (_name, url, refused) => {
    const limited = await demoApp({ config: { rateLimits: { ...NO_RATE_LIMITS, partnerCodes: DEFAULT_RATE_LIMITS.partnerCodes } } })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 20; i++) statuses.push((await visitorClient(limited.app).get(url(i))).status)
      expect(new Set(statuses)).toEqual(new Set([refused]))
      expect(await visitorClient(limited.app).get(url(99))).toMatchObject({ status: 429, body: { error: { code: 'TOO_MANY_REQUESTS' } } })
    } finally {
      await limited.app.close()
    }
  })
})
