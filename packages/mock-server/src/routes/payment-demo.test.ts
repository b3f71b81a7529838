import { describe, expect, it } from 'vitest'
import { agorot, emptyCart, type Cart, type CartSeat } from '@kartis/core'
import { VenueId } from '@kartis/api-adapter'
import { CUSTOMER } from '../payment/payment-fixture'
import { TEST_CARDS } from '../payment/test-cards'
import { demoApp, emptyPresentation, firstPresentationOf, lockBody } from '../test-support/demo-app'
import { at, payByCard, visitor } from './payment-test-app'

const CINEMA_SECTION = 101
const CINEMA_HALL_GROUP = 1
/** Ticket ids are the group id × 100 + the price policy id (DEMO-DATA.md): רגיל of the cinema hall. */
const CINEMA_REGULAR = 101
const POPCORN = 1

/** Seeding the demo takes seconds on a busy machine: this test is allowed a minute. */
describe('a purchase in the demo box office', () => {
  it('sells two cinema seats and a popcorn paid by card at the demo prices (2 × (₪45 + ₪2) + ₪22)', async () => {
    const demo = await demoApp()
    const cinema = await firstPresentationOf(demo.storage, VenueId.cinema)
    await emptyPresentation(demo.database, cinema.id)
    const uuid = '33333333-3333-4333-8333-333333333333'
    const client = visitor(demo.app, uuid, cinema.id)
    const seats = [5, 6].map((x) => ({ sectionId: CINEMA_SECTION, x, y: 5 }))
    for (const seat of seats) expect((await client.send('PUT', '/api/seats/lock-seat', lockBody(cinema, seat))).status).toBe(200)
    const cartSeats: CartSeat[] = seats.map((seat) => ({
      ...seat,
      presentationId: cinema.id,
      venueId: cinema.venueId,
      seatplanId: cinema.seatplanId,
      groupId: 0,
      rowName: '',
      seatName: '',
      sectionName: '',
      ticketGroupId: CINEMA_HALL_GROUP,
      allocationId: null,
      attributes: [],
      isMultiplyFactorSubTicket: false,
      ticket: {
        presentationId: cinema.id,
        ticketGroupId: CINEMA_HALL_GROUP,
        venueId: cinema.venueId,
        seatplanId: cinema.seatplanId,
        sectionId: CINEMA_SECTION,
        ticketId: CINEMA_REGULAR,
        amount: agorot(4500),
        serviceCharge: agorot(200),
        pricePolicyId: 1,
        allocationId: null,
        isMultiplyFactorSubTicket: false,
      },
    }))
    const cart: Cart = {
      ...emptyCart('events', CUSTOMER),
      selectedPresentationId: cinema.id,
      seats: cartSeats,
      products: [{ id: POPCORN, presentationId: cinema.id, name: 'פופקורן', price: agorot(2200), quantity: 1, isDeliveryRequired: false }],
      paymentIdentifier: await payByCard(demo.app, client, 116, TEST_CARDS.approve),
    }
    const committed = await client.commit(cart)
    expect(at(committed.body, 'error')).toBeUndefined()
    const reservationIdentifier = String(at(committed.body, 'reservationIdentifier'))
    const shown = await client.get(`/api/reservations/${reservationIdentifier}?uuid=${uuid}`)
    expect(shown.body).toMatchObject({ Quantity: 3, SectionName: 'אולם 1', RowNames: 'ה', SeatNames: '5, 6' })
    await demo.app.close()
    await demo.database.close()
  }, 60_000)
})
