import * as E from 'fp-ts/Either'
import { expect, test } from '../support/test'
import { OrderFlow } from './support/order-flow'
import { freeSingle } from './support/seat-picks'

test.describe('§4 two visitors race for one seat', () => {
  test('the other visitor locks it first: this one sees "Seat no longer available" and its seat reverts', async ({
    page,
    demo,
    boxOffice,
    visitor,
  }) => {
    const plan = await boxOffice.seatPlan(demo.cinema)
    const seat = freeSingle(await boxOffice.planNow(demo.cinema))
    // Issue 11 would show the rival's lock at once: this page's live stream is cut, so it still shows the seat free.
    await page.route('**/api/seats/events?**', (route) => route.abort())
    const flow = new OrderFlow(page)
    await flow.open(demo.cinema.id, plan)
    await flow.expectSeat(seat, 'available')

    // The rival wins deterministically: it locks through the API while this page still shows the seat free.
    const rival = visitor()
    expect(E.isRight(await rival.lock(demo.cinema, seat))).toBe(true)

    await flow.seat(seat).click()
    await flow.expectToast(flow.t('errors.SEAT_NO_LONGER_AVAILABLE'))
    await expect(flow.seat(seat)).not.toHaveClass(/seat--(selected|pending)/)
    expect(await rival.statusOf(demo.cinema, seat)).toBe('selected')
  })

  test('two browsers click at once: exactly one holds the seat, the other is told and reverts', async ({
    browser,
    baseURL,
    demo,
    boxOffice,
  }) => {
    const plan = await boxOffice.seatPlan(demo.cinema)
    const seat = freeSingle(await boxOffice.planNow(demo.cinema))
    const contexts = await Promise.all([0, 1].map(() => browser.newContext({ baseURL, locale: 'he-IL', timezoneId: 'Asia/Jerusalem' })))
    // Issue 11: with the live stream, the first lock can reach the other page before its click, which
    // then lands on a seat shown taken and asks nothing: this race is the server's to settle, so
    // both streams are cut (live-seats.spec.ts covers the stream).
    for (const context of contexts) await context.route('**/api/seats/events?**', (route) => route.abort())
    try {
      const flows = await Promise.all(contexts.map(async (context) => new OrderFlow(await context.newPage())))
      for (const flow of flows) await flow.open(demo.cinema.id, plan)
      await Promise.all(flows.map((flow) => flow.seat(seat).click()))

      const holds = async (flow: OrderFlow): Promise<boolean> => /seat--selected/.test((await flow.seat(seat).getAttribute('class')) ?? '')
      await expect.poll(async () => (await Promise.all(flows.map(holds))).filter(Boolean).length).toBe(1)
      const losers: OrderFlow[] = []
      for (const flow of flows) if (!(await holds(flow))) losers.push(flow)
      const loser = losers[0]
      if (loser === undefined) throw new Error('e2e: both browsers show the seat selected')
      await loser.expectToast(loser.t('errors.SEAT_NO_LONGER_AVAILABLE'))
      await expect(loser.seat(seat)).not.toHaveClass(/seat--(selected|pending)/)
      expect(await boxOffice.statusOf(demo.cinema, seat)).toBe('unavailable')
    } finally {
      await Promise.all(contexts.map((context) => context.close()))
    }
  })
})
