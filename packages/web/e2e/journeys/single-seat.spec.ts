import { expect, test } from '../support/test'
import { OrderFlow } from './support/order-flow'
import { blockedMiddle } from './support/seat-picks'

test('§4 the single-seat rule shows a seat blocked before any click, and refuses it', async ({ page, demo, boxOffice }) => {
  const plan = await boxOffice.seatPlan(demo.cinema)
  const seat = blockedMiddle(await boxOffice.seats(demo.cinema))
  const flow = new OrderFlow(page)
  await flow.open(demo.cinema.id, plan)

  await flow.expectSeat(seat, 'blocked')
  await flow.seat(seat).click({ force: true })
  await flow.expectToast(flow.t('errors.SINGLE_SEAT_LEFT'))
  await flow.expectSeat(seat, 'blocked')
  // Refused in the browser: no lock was asked for, so the seat is still free on the server.
  expect(await boxOffice.statusOf(demo.cinema, seat)).toBe('available')
})
