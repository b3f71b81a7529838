import { afterEach, describe, expect, it } from 'vitest'
import { VenueId } from '@kartis/api-adapter'
import type { AppConfig } from '../app-deps'
import type { CatalogPresentation } from '../storage/catalog-repository'
import {
  CAPTCHA,
  demoApp,
  emptyPresentation,
  firstPresentationOf,
  lockBody,
  newVisitor,
  visitorHeaders,
  type DemoApp,
} from '../test-support/demo-app'
import { hebrewMessageOf } from './hebrew-messages'
import { DEFAULT_RATE_LIMITS, NO_RATE_LIMITS, type RateLimits } from './rate-limits'

const MINUTE = 60_000
const CINEMA_SECTION = 101
const BOT = '203.0.113.7'
const NEIGHBOUR = '198.51.100.20'

let open: DemoApp | undefined
afterEach(async () => {
  await open?.app.close()
  open = undefined
})

const start = async (config: Partial<AppConfig>) => {
  const demo = await demoApp({ config })
  open = demo
  const cinema = await firstPresentationOf(demo.storage, VenueId.cinema)
  await emptyPresentation(demo.database, cinema.id)
  return { demo, cinema }
}

const put = (demo: DemoApp, url: string, uuid: string, address: string, payload: unknown) =>
  demo.app.inject({
    method: 'PUT',
    url,
    remoteAddress: address,
    headers: { ...visitorHeaders(uuid), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  })

const get = (demo: DemoApp, url: string, uuid: string, address: string) =>
  demo.app.inject({ method: 'GET', url, remoteAddress: address, headers: visitorHeaders(uuid) })

/** Seat x of row y (default ה) of the cinema: its rows run 1–9 and 11–19 around an aisle. */
const seatOf = (cinema: CatalogPresentation, x: number, y = 5) => lockBody(cinema, { sectionId: CINEMA_SECTION, x, y })

const limited = (limits: Partial<RateLimits>): Partial<AppConfig> => ({ rateLimits: { ...NO_RATE_LIMITS, ...limits } })

describe('issue 10 rate limits: 429 TOO_MANY_REQUESTS with Retry-After and a Hebrew message', { timeout: 60_000 }, () => {
  it('seat changes per visitor: the 4th change of a minute is refused in the §8 shape; another visitor of the address goes on', async () => {
    const { demo, cinema } = await start(limited({ seatChanges: [{ per: 'visitor', max: 3, windowMs: MINUTE }] }))
    const uuid = newVisitor()
    for (const x of [1, 2, 3]) expect((await put(demo, '/api/seats/lock-seat', uuid, BOT, seatOf(cinema, x))).statusCode).toBe(200)
    const refused = await put(demo, '/api/seats/unlock-seat', uuid, BOT, seatOf(cinema, 3))
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json()).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: hebrewMessageOf('TOO_MANY_REQUESTS'),
        params: { retryAfterSeconds: expect.any(Number), max: 3 },
        requestId: expect.any(String),
      },
    })
    expect((await put(demo, '/api/seats/lock-seat', newVisitor(), BOT, seatOf(cinema, 6))).statusCode).toBe(200)
  })

  it('seat changes per address: fresh visitor ids do not escape it; another address is not affected', async () => {
    const { demo, cinema } = await start(limited({ seatChanges: [{ per: 'address', max: 5, windowMs: MINUTE }] }))
    const statuses: number[] = []
    for (let x = 1; x <= 7; x++) statuses.push((await put(demo, '/api/seats/lock-seat', newVisitor(), BOT, seatOf(cinema, x))).statusCode)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
    // A refused call does nothing: seats 6 and 7 were not locked.
    const locked = (await demo.storage.seats.occupiedSeats(cinema.id, { sectionId: CINEMA_SECTION, y: 5 })).map((s) => s.x)
    expect(locked.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5])
    expect((await put(demo, '/api/seats/lock-seat', newVisitor(), NEIGHBOUR, seatOf(cinema, 1, 7))).statusCode).toBe(200)
  })

  it('defaults: a burst of seat changes from one address with many visitor ids is cut off (the probe’s 1,500 got no 429)', async () => {
    const { demo, cinema } = await start({ rateLimits: DEFAULT_RATE_LIMITS })
    const statuses = new Map<number, number>()
    for (let i = 0; i < 650; i++) {
      // Five calls per visitor id, far below the per-visitor limit: only the address can stop this.
      const uuid = i % 5 === 0 ? newVisitor() : `00000000-0000-4000-8000-${String(Math.floor(i / 5)).padStart(12, '0')}`
      const status = (await put(demo, '/api/seats/unlock-seat', uuid, BOT, seatOf(cinema, 1))).statusCode
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
    expect(statuses.get(429)).toBe(650 - 600)
    expect([...statuses.keys()].sort()).toEqual([409, 429])
  })

  it('defaults: a family choosing 8 seats quickly, undoing and redoing some, is never limited', async () => {
    const { demo, cinema } = await start({ rateLimits: DEFAULT_RATE_LIMITS })
    const uuid = newVisitor()
    const statuses: number[] = []
    const seats = await get(
      demo,
      `/api/seats/seats-status?presentationId=${cinema.id}&venueTypeId=1&isReserved=1&recaptchaToken=${CAPTCHA}`,
      uuid,
      BOT,
    )
    statuses.push(seats.statusCode)
    // Seats 1–4 of rows ה and ו: pick all 8, change the mind three times over, pick again.
    const family = [5, 6].flatMap((y) => [1, 2, 3, 4].map((x) => seatOf(cinema, x, y)))
    for (let round = 0; round < 3; round++) {
      for (const seat of family) statuses.push((await put(demo, '/api/seats/lock-seat', uuid, BOT, seat)).statusCode)
      for (const seat of [...family].reverse()) statuses.push((await put(demo, '/api/seats/unlock-seat', uuid, BOT, seat)).statusCode)
    }
    for (const seat of family) statuses.push((await put(demo, '/api/seats/lock-seat', uuid, BOT, seat)).statusCode)
    expect(statuses).not.toContain(429)
    expect(statuses.filter((s) => s === 200).length).toBe(statuses.length)
  })

  it('defaults: voucher balance look-ups are limited per address, whatever the visitor id (codes cannot be guessed by trying)', async () => {
    const { demo } = await start({ rateLimits: DEFAULT_RATE_LIMITS })
    const statuses: number[] = []
    for (let i = 0; i < 12; i++)
      statuses.push((await get(demo, `/api/payment/voucher?reference=GUESS-${i}&recaptchaToken=${CAPTCHA}`, newVisitor(), BOT)).statusCode)
    expect(statuses.slice(0, 10)).not.toContain(429)
    expect(statuses.slice(10)).toEqual([429, 429])
    expect(
      (await get(demo, `/api/payment/voucher?reference=GUESS-X&recaptchaToken=${CAPTCHA}`, newVisitor(), NEIGHBOUR)).statusCode,
    ).not.toBe(429)
  })

  it('defaults: the ticket look-up by code shares that limit', async () => {
    const { demo, cinema } = await start({ rateLimits: DEFAULT_RATE_LIMITS })
    const url = (code: string) =>
      `/api/presentations/${cinema.id}/ticket?sectionId=${CINEMA_SECTION}&ticketGroupId=1&ticketCode=${code}&recaptchaToken=${CAPTCHA}`
    for (let i = 0; i < 5; i++) await get(demo, `/api/payment/voucher?reference=GUESS-${i}&recaptchaToken=${CAPTCHA}`, newVisitor(), BOT)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await get(demo, url(`CODE${i}`), newVisitor(), BOT)).statusCode)
    expect(statuses.slice(0, 5)).not.toContain(429)
    expect(statuses[5]).toBe(429)
  })

  it('the client address is the peer: a forged X-Forwarded-For does not escape the limit unless the proxy is trusted', async () => {
    const perAddress = limited({ codeLookups: [{ per: 'address', max: 1, windowMs: MINUTE }] })
    const lookUp = (demo: DemoApp, forwardedFor: string) =>
      demo.app.inject({
        method: 'GET',
        url: `/api/payment/voucher?reference=GUESS&recaptchaToken=${CAPTCHA}`,
        remoteAddress: '127.0.0.1',
        headers: { ...visitorHeaders(newVisitor()), 'x-forwarded-for': forwardedFor },
      })
    const direct = await start(perAddress)
    expect([(await lookUp(direct.demo, BOT)).statusCode, (await lookUp(direct.demo, NEIGHBOUR)).statusCode]).toEqual([404, 429])
    await direct.demo.app.close()
    const behindProxy = await start({ ...perAddress, trustProxy: ['loopback'] })
    expect([(await lookUp(behindProxy.demo, BOT)).statusCode, (await lookUp(behindProxy.demo, NEIGHBOUR)).statusCode]).toEqual([404, 404])
    expect((await lookUp(behindProxy.demo, BOT)).statusCode).toBe(429)
  })

  it('other captcha-protected calls are limited too (seat statuses, per visitor)', async () => {
    const { demo, cinema } = await start(limited({ captchaCalls: [{ per: 'visitor', max: 2, windowMs: MINUTE }] }))
    const uuid = newVisitor()
    const url = `/api/seats/seats-status?presentationId=${cinema.id}&venueTypeId=1&isReserved=1&recaptchaToken=${CAPTCHA}`
    const statuses = [await get(demo, url, uuid, BOT), await get(demo, url, uuid, BOT), await get(demo, url, uuid, BOT)].map(
      (r) => r.statusCode,
    )
    expect(statuses).toEqual([200, 200, 429])
  })
})
