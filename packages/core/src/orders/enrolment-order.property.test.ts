import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { CartEnrolmentItem, EnrolmentSelection } from '../model/cart'
import type { EnrolmentEvent, EnrolmentRate, EnrolmentSeason } from '../model/enrolment'
import type { SeatStatus } from '../model/seat-plan'
import { agorot } from '../money/money'
import { cartTotals } from '../pricing/cart-totals'
import { emptyCart } from './cart'
import { checkEnrolmentLine, checkEventChoice, checkFixedSeatFree, enrolmentTotal } from './enrolment-order'

const eventOf = (presentationId: number, isRequired = false): EnrolmentEvent => ({
  presentationId,
  featureId: presentationId * 10,
  featureName: `הצגה ${presentationId}`,
  startDateTime: '2026-12-01T20:30:00+02:00',
  venueId: 3,
  seatplanId: 30,
  isRequired,
})

const rateOf = (price: number, minEvents: number, maxEvents: number): EnrolmentRate => ({
  ticketId: 501,
  ticketGroupId: 5,
  name: 'מלא',
  price: agorot(price),
  minEvents,
  maxEvents,
})

const seasonOf = (events: readonly EnrolmentEvent[], rate: EnrolmentRate): EnrolmentSeason => ({
  membershipId: 2001,
  seasonId: 26,
  name: 'עונה',
  rates: [rate],
  events,
  serviceCharge: null,
})

const selectionIn = (presentationId: number): EnrolmentSelection => ({
  presentationId,
  venueId: 3,
  seatplanId: 30,
  sectionId: 1,
  x: 4,
  y: 2,
  ticketGroupId: 5,
})

/** A season of 1–8 events, a rate with bounds inside it, and a subset of the events chosen. */
const seasonAndChoice = fc
  .integer({ min: 1, max: 8 })
  .chain((size) =>
    fc.record({
      size: fc.constant(size),
      min: fc.integer({ min: 1, max: size }),
      spread: fc.integer({ min: 0, max: size }),
      chosen: fc.subarray(
        Array.from({ length: size }, (_, index) => 100 + index),
        { minLength: 0 },
      ),
      price: fc.integer({ min: 0, max: 500_000 }),
    }),
  )
  .map(({ size, min, spread, chosen, price }) => {
    const rate = rateOf(price, min, Math.min(size, min + spread))
    return {
      season: seasonOf(
        Array.from({ length: size }, (_, index) => eventOf(100 + index)),
        rate,
      ),
      rate,
      chosen,
    }
  })

describe('§2 enrolment rules (issue 14 §3)', () => {
  it('§2 a choice of the season events is taken exactly when its count lies within the rate min and max', () => {
    fc.assert(
      fc.property(seasonAndChoice, ({ season, rate, chosen }) => {
        const result = checkEventChoice(season, rate, chosen)
        const within = chosen.length >= rate.minEvents && chosen.length <= rate.maxEvents
        if (within) expect(E.isRight(result) && result.right.map((event) => event.presentationId)).toEqual(chosen.toSorted((a, b) => a - b))
        else expect(result).toEqual(E.left({ code: 'ENROLMENT_EVENT_COUNT', params: { min: rate.minEvents, max: rate.maxEvents } }))
      }),
    )
  })

  it('§2 a required event left out is refused whatever else is chosen', () => {
    fc.assert(
      fc.property(seasonAndChoice, ({ season, rate, chosen }) => {
        const [first, ...rest] = season.events
        if (first === undefined) return
        const required = { ...season, events: [{ ...first, isRequired: true }, ...rest] }
        const result = checkEventChoice(required, rate, chosen)
        if (!chosen.includes(first.presentationId))
          expect(result).toEqual(
            E.left({ code: 'BAD_REQUEST', params: { reason: 'required-event-missing', presentationId: first.presentationId } }),
          )
      }),
    )
  })

  it('§4 a fixed seat is taken exactly when it is available in every chosen event, else refused naming the first where it is not', () => {
    const statuses = fc.array(fc.constantFrom<SeatStatus>('available', 'available', 'selected', 'hold', 'unavailable'), {
      minLength: 1,
      maxLength: 8,
    })
    fc.assert(
      fc.property(statuses, (list) => {
        const events = list.map((_, index) => eventOf(100 + index))
        const result = checkFixedSeatFree(events, (presentationId) => list[presentationId - 100] ?? 'unavailable')
        const taken = list.findIndex((status) => status !== 'available')
        if (taken === -1) expect(E.isRight(result)).toBe(true)
        else
          expect(result).toEqual(
            E.left({
              code: 'ENROLMENT_SEAT_TAKEN',
              params: { presentationId: 100 + taken, event: `הצגה ${100 + taken}`, date: '01/12 20:30' },
            }),
          )
      }),
    )
  })

  it('§9 an enrolment total is the rate price plus the per-order service charge, as the cart totals it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 20 }),
        (price, amountPerOrder, percent) => {
          const rate = rateOf(price, 1, 1)
          const charge = { name: 'דמי טיפול', amountPerOrder: agorot(amountPerOrder), percentRatePerOrder: percent }
          const line: CartEnrolmentItem = {
            membershipId: 2001,
            ticketId: rate.ticketId,
            seasonId: 26,
            totalAmount: rate.price,
            seat: null,
            ticketGroupId: 5,
            selections: [selectionIn(100)],
          }
          const cart = { ...emptyCart('enrolment'), enrolments: [line], globalServiceCharge: charge }
          expect(enrolmentTotal(rate, charge)).toBe(cartTotals(cart).total)
          expect(enrolmentTotal(rate, null)).toBe(price)
          expect(enrolmentTotal(rate, charge)).toBeGreaterThanOrEqual(price + amountPerOrder)
        },
      ),
    )
  })

  it('§9 a line is priced only at the rate price: any other total is refused as price-changed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 0, max: 500_000 }), (price, claimed) => {
        const rate = rateOf(price, 1, 2)
        const season = seasonOf([eventOf(100), eventOf(101)], rate)
        const line: CartEnrolmentItem = {
          membershipId: 2001,
          ticketId: rate.ticketId,
          seasonId: 26,
          totalAmount: agorot(claimed),
          seat: null,
          ticketGroupId: 5,
          selections: [selectionIn(100)],
        }
        const result = checkEnrolmentLine(season, line)
        if (claimed === price) expect(E.isRight(result)).toBe(true)
        else expect(result).toEqual(E.left({ code: 'INVALID_AMOUNT', params: { reason: 'price-changed', ticketId: 501 } }))
      }),
    )
  })
})
