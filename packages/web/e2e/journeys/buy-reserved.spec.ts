import { he } from '../../src/i18n/locales/he'
import { expect, test } from '../support/test'
import { OrderFlow, TEST_CARDS } from './support/order-flow'
import { freePair } from './support/seat-picks'

test('§4/§5 two reserved cinema seats with a coupon, paid by test card: confirmation, e-ticket, and another visitor sees them taken', async ({
  page,
  browser,
  baseURL,
  demo,
  boxOffice,
}) => {
  const plan = await boxOffice.seatPlan(demo.cinema)
  const seats = freePair(await boxOffice.planNow(demo.cinema))
  const flow = new OrderFlow(page)

  await flow.open(demo.cinema.id, plan)
  await flow.expectStep('seats')
  await flow.chooseSeats(seats)
  await flow.toTickets()

  // KARTIS1: the demo coupon "קופון כרטיס", ₪25 in the cinema hall, one ticket a use.
  await flow.enterTicketCode('KARTIS1')
  await expect(page.getByRole('button', { name: flow.t('orderFlow.removeCoupon', { code: 'KARTIS1' }) })).toBeVisible()
  await flow.toProducts()
  await flow.toCheckout()

  await flow.fillCustomer()
  await flow.openCardDialog()
  await flow.payByCard(TEST_CARDS.approved)

  const ticket = await flow.expectConfirmation()
  await page.goto(ticket)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(he.pages.edocument.title)
  // One ticket card a seat: its QR code, row and seat.
  const tickets = page.getByRole('list', { name: he.edocument.tickets }).getByRole('listitem')
  await expect(tickets).toHaveCount(seats.length)
  for (const seat of seats) {
    const card = tickets.filter({ has: page.getByRole('definition').filter({ hasText: new RegExp(`^${seat.seatName}$`) }) })
    await expect(card).toHaveCount(1)
    await expect(card.getByRole('definition').filter({ hasText: new RegExp(`^${seat.rowName}$`) })).toHaveCount(1)
    await expect(card.getByRole('img')).toBeVisible()
  }
  await expect(page.getByText(he.pages.edocument.lateNotice)).toBeVisible()

  // A second browser: the seats are sold, so its map shows them taken.
  const other = await browser.newContext({ baseURL, locale: 'he-IL', timezoneId: 'Asia/Jerusalem' })
  try {
    const otherFlow = new OrderFlow(await other.newPage())
    await otherFlow.open(demo.cinema.id, plan)
    for (const seat of seats) await otherFlow.expectSeat(seat, 'unavailable')
  } finally {
    await other.close()
  }
  for (const seat of seats) expect(await boxOffice.statusOf(demo.cinema, seat)).toBe('unavailable')
})
