import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { buildApp } from '../app'
import { OTHER_VISITOR, VISITOR, cartOf, openPaymentFixture, type SeatChoice } from '../payment/payment-fixture'
import { TEST_CARDS } from '../payment/test-cards'
import { at, payByCard, visitor } from '../routes/payment-test-app'
import { createBoxOfficeMetrics } from './box-office-metrics'

const START = Date.UTC(2025, 6, 1, 9, 0)
const TWO_SEATS: readonly SeatChoice[] = [
  { x: 1, ticketId: 11 },
  { x: 2, ticketId: 11 },
]
/** Two hall tickets with their charges (see routes/payment.test.ts). */
const TWO_SEATS_SHEKELS = 89
const NO_UI = { web: '/nonexistent/kartis-web', liveConsole: '/nonexistent/kartis-console' }

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

const boxOffice = async (metricsToken?: string) => {
  const clock = new ManualClock(START)
  const fixture = await openPaymentFixture(clock, {})
  const app = buildApp({
    storage: fixture.storage,
    clock,
    config: { staticDirs: NO_UI, ...(metricsToken === undefined ? {} : { metricsToken }) },
  })
  cleanups.push(async () => {
    await app.close()
    await fixture.database.close()
  })
  const scrape = async (): Promise<string> => {
    const answer = await app.inject({ method: 'GET', url: '/metrics' })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toContain('text/plain')
    return answer.body
  }
  return {
    app,
    fixture,
    scrape,
    dana: visitor(app, VISITOR, fixture.presentationId),
    yossi: visitor(app, OTHER_VISITOR, fixture.presentationId),
  }
}

/** The value of one sample of the Prometheus text (`name{labels} value`), 0 when absent. */
const sample = (text: string, series: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? 0 : Number(line.slice(series.length + 1))
}

describe('GET /metrics', () => {
  it('counts seat locks and unlocks, commits and payment outcomes by outcome, and times the locks', async () => {
    const { app, fixture, scrape, dana, yossi } = await boxOffice()
    const before = await scrape()
    expect(sample(before, 'kartis_seat_locks_total{outcome="ok"}')).toBe(0)
    // Default process metrics are there too.
    expect(before).toContain('process_cpu_user_seconds_total')

    for (const choice of TWO_SEATS) expect((await dana.lock(choice)).status).toBe(200)
    expect(at((await yossi.lock({ x: 1, ticketId: 11 })).body, 'error', 'code')).toBe('SEAT_NO_LONGER_AVAILABLE')
    expect((await yossi.lock({ x: 5, ticketId: 11 })).status).toBe(200)
    expect(
      (
        await yossi.send('PUT', '/api/seats/unlock-seat', {
          recaptchaToken: 'kartis-dev-captcha',
          seat: {
            PresentationId: fixture.presentationId,
            VenueId: 1,
            VenueSeatplanId: 11,
            VenueSectionId: 101,
            TicketGroupId: 1,
            XCoordinate: 5,
            YCoordinate: 1,
          },
        })
      ).status,
    ).toBe(200)

    const declined = await payByCard(app, dana, TWO_SEATS_SHEKELS, TEST_CARDS.decline)
    const refused = await dana.commit(cartOf(fixture.presentationId, TWO_SEATS, { paymentIdentifier: declined }))
    expect(at(refused.body, 'error', 'code')).toBe('CARD_PROVIDER_ERROR')
    const approved = await payByCard(app, dana, TWO_SEATS_SHEKELS)
    const committed = await dana.commit(cartOf(fixture.presentationId, TWO_SEATS, { paymentIdentifier: approved }))
    expect(at(committed.body, 'reservationIdentifier')).toEqual(expect.any(String))

    const after = await scrape()
    expect(sample(after, 'kartis_seat_locks_total{outcome="ok"}')).toBe(3)
    expect(sample(after, 'kartis_seat_locks_total{outcome="refused"}')).toBe(1)
    expect(sample(after, 'kartis_seat_unlocks_total{outcome="ok"}')).toBe(1)
    expect(sample(after, 'kartis_order_commits_total{outcome="ok"}')).toBe(1)
    expect(sample(after, 'kartis_order_commits_total{outcome="refused"}')).toBe(1)
    expect(sample(after, 'kartis_payments_total{outcome="approved"}')).toBe(1)
    expect(sample(after, 'kartis_payments_total{outcome="declined"}')).toBe(1)
    expect(sample(after, 'kartis_seat_lock_duration_seconds_count{outcome="ok"}')).toBe(3)
    expect(sample(after, 'kartis_seat_lock_duration_seconds_bucket{le="+Inf",outcome="ok"}')).toBe(3)
    expect(sample(after, 'kartis_http_requests_total{method="PUT",route="/api/seats/lock-seat",status="200"}')).toBe(3)
    expect(sample(after, 'kartis_http_requests_total{method="PUT",route="/api/seats/lock-seat",status="409"}')).toBe(1)
  })

  it('labels requests by route pattern, never by the raw URL, so the label set stays bounded', async () => {
    const { scrape, dana } = await boxOffice()
    for (const id of ['KR-AAAAAAAA', 'KR-BBBBBBBB', 'KR-CCCCCCCC'])
      expect((await dana.get(`/api/reservations/${id}?uuid=${VISITOR}`)).status).toBe(404)
    await dana.get('/some/storefront/page?secret=1')
    const text = await scrape()
    expect(sample(text, 'kartis_http_requests_total{method="GET",route="/api/reservations/:resId",status="404"}')).toBe(3)
    expect(sample(text, 'kartis_http_requests_total{method="GET",route="(unmatched)",status="200"}')).toBe(1)
    expect(text).not.toContain('KR-AAAAAAAA')
    expect(text).not.toContain('secret')
  })

  it('keeps a registry per app: two apps in one process count apart and never clash', async () => {
    const first = await boxOffice()
    const second = await boxOffice()
    expect((await first.dana.lock({ x: 1, ticketId: 11 })).status).toBe(200)
    expect(sample(await first.scrape(), 'kartis_seat_locks_total{outcome="ok"}')).toBe(1)
    expect(sample(await second.scrape(), 'kartis_seat_locks_total{outcome="ok"}')).toBe(0)
    expect(createBoxOfficeMetrics().registry).not.toBe(createBoxOfficeMetrics().registry)
  })

  it('answers only the bearer of the metrics token when one is configured, as an unknown address otherwise', async () => {
    const { app } = await boxOffice('s3cret-metrics')
    for (const authorization of [undefined, 'Bearer wrong', 'Bearer s3cret-metrics-and-more']) {
      const hidden = await app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } })
      expect(hidden.statusCode).toBe(404)
      expect(hidden.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
    }
    const shown = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer s3cret-metrics' } })
    expect(shown.statusCode).toBe(200)
    expect(shown.body).toContain('kartis_seat_locks_total')
  })
})
