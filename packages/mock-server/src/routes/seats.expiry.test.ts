import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCK_TTL_MS } from '../storage/seat-inventory'
import { VenueId } from '@kartis/api-adapter'
import { CAPTCHA, demoApp, emptyPresentation, firstPresentationOf, lockBody, statusIn, visitorClient } from '../test-support/demo-app'

const SEAT = { sectionId: 101, x: 5, y: 5 }
const LOCK = '/api/seats/lock-seat'

const setUp = async (lockTtlMs?: number) => {
  const demo = await demoApp(lockTtlMs === undefined ? {} : { config: { lockTtlMs } })
  const cinema = await firstPresentationOf(demo.storage, VenueId.cinema)
  await emptyPresentation(demo.database, cinema.id)
  const statusUrl = `/api/seats/seats-status?presentationId=${cinema.id}&venueTypeId=1&isReserved=1&recaptchaToken=${CAPTCHA}`
  return { ...demo, cinema, statusUrl }
}

describe('seat lock expiry (injected clock, no sweeper)', () => {
  it('holds a seat for 15 minutes by default, and frees it for another visitor the moment it expires', async () => {
    expect(DEFAULT_LOCK_TTL_MS).toBe(15 * 60_000)
    const { app, clock, cinema, statusUrl } = await setUp()
    const dana = visitorClient(app)
    const yossi = visitorClient(app)
    expect((await dana.send('PUT', LOCK, lockBody(cinema, SEAT))).status).toBe(200)

    clock.advance(DEFAULT_LOCK_TTL_MS - 1)
    expect((await yossi.send('PUT', LOCK, lockBody(cinema, SEAT))).status).toBe(409)
    expect(statusIn((await dana.get(statusUrl)).body, SEAT)).toBe(2)

    clock.advance(1)
    expect(statusIn((await dana.get(statusUrl)).body, SEAT)).toBe(1)
    expect(statusIn((await yossi.get(statusUrl)).body, SEAT)).toBe(1)
    expect(await yossi.send('PUT', LOCK, lockBody(cinema, SEAT))).toMatchObject({ status: 200, body: { lockedSeat: { x: 5, y: 5 } } })
    expect(statusIn((await yossi.get(statusUrl)).body, SEAT)).toBe(2)
    expect(statusIn((await dana.get(statusUrl)).body, SEAT)).toBe(0)
  })

  it('uses the configured lock time', async () => {
    const { app, clock, cinema } = await setUp(60_000)
    await visitorClient(app).send('PUT', LOCK, lockBody(cinema, SEAT))
    clock.advance(60_000)
    expect((await visitorClient(app).send('PUT', LOCK, lockBody(cinema, SEAT))).status).toBe(200)
  })

  it('stops counting expired locks towards the seat maximum', async () => {
    const { app, clock, cinema } = await setUp()
    const visitor = visitorClient(app)
    for (const y of [3, 4]) for (let x = 1; x <= 5; x++) await visitor.send('PUT', LOCK, lockBody(cinema, { sectionId: 101, x, y }))
    expect((await visitor.send('PUT', LOCK, lockBody(cinema, SEAT))).status).toBe(422)
    clock.advance(DEFAULT_LOCK_TTL_MS)
    expect((await visitor.send('PUT', LOCK, lockBody(cinema, SEAT))).status).toBe(200)
  })
})
