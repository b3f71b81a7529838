import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ZERO, add, agorot, percentOf, sum } from '../money/money'
import type { GlobalServiceCharge } from '../model/cart'
import { cartOf, cartSeat, ticketOf } from '../../test/cart-fixtures'
import { cartTotals } from '../pricing/cart-totals'
import { seatTicketFor, withSeatTicket } from '../tickets/seat-ticket'
import { globalServiceChargeOf } from './venue-rules'
import { defaultVenueSettings, type VenueSettings } from './venue-settings'

const money = (max: number) => fc.integer({ min: 0, max }).map(agorot)

const chargeArb: fc.Arbitrary<GlobalServiceCharge | null> = fc.option(
  fc.record({
    amountPerOrder: money(5_000),
    // Percents as the venue editor takes them: whole or with decimals (7.5 %).
    percentRatePerOrder: fc.integer({ min: 0, max: 400 }).map((tenths) => tenths / 20),
    name: fc.constantFrom('', 'דמי טיפול', 'עמלת הזמנה'),
  }),
  { nil: null },
)

const settingsArb: fc.Arbitrary<VenueSettings> = fc
  .record({
    venue: chargeArb,
    locations: fc.uniqueArray(fc.record({ locationId: fc.integer({ min: 1, max: 6 }), globalServiceCharge: chargeArb }), {
      selector: (location) => location.locationId,
      maxLength: 4,
    }),
  })
  .map(({ venue, locations }) => {
    const base = defaultVenueSettings(2, 'theatre')
    return {
      ...base,
      orderRules: { ...base.orderRules, globalServiceCharge: venue },
      locations: locations.map((location) => ({ ...location, name: `סניף ${location.locationId}` })),
    }
  })

const pricesArb = fc.array(money(60_000), { minLength: 1, maxLength: 8 })

describe('globalServiceChargeOf (property)', () => {
  it('an order is charged its location’s charge, else the venue’s, plus the presentation’s own, the percent rounded once by percentOf', () => {
    fc.assert(
      fc.property(settingsArb, fc.integer({ min: 1, max: 6 }), money(2_000), pricesArb, (settings, locationId, own, prices) => {
        const charge = globalServiceChargeOf(settings, { locationId, serviceCharge: own })
        const rule =
          settings.locations.find((location) => location.locationId === locationId)?.globalServiceCharge ??
          settings.orderRules.globalServiceCharge
        const seats = prices.map((price, i) => {
          const seat = cartSeat(i + 1)
          return withSeatTicket(seat, seatTicketFor(seat, 10, ticketOf(1, { price, serviceCharge: ZERO })))
        })
        const totals = cartTotals(cartOf({ seats, globalServiceCharge: charge }))
        const subtotal = sum(prices)
        if (rule === null && own === ZERO) {
          expect(charge).toBeNull()
          expect(totals.total).toBe(subtotal)
          return
        }
        const expected = add(add(rule?.amountPerOrder ?? ZERO, own), percentOf(subtotal, rule?.percentRatePerOrder ?? 0))
        expect(totals.globalServiceCharge?.amount).toBe(expected)
        expect(totals.total).toBe(add(subtotal, expected))
        expect(totals.globalServiceCharge?.name).toBe(rule === null || rule.name === '' ? 'דמי טיפול' : rule.name)
      }),
    )
  })

  it('a charge saved at another location never reaches this one', () => {
    fc.assert(
      fc.property(settingsArb, chargeArb, money(2_000), (settings, other, own) => {
        const at = (s: VenueSettings) => globalServiceChargeOf(s, { locationId: 1, serviceCharge: own })
        const elsewhere = {
          ...settings,
          locations: [...settings.locations.filter((l) => l.locationId !== 9), { locationId: 9, name: 'אחר', globalServiceCharge: other }],
        }
        expect(at(elsewhere)).toEqual(at(settings))
      }),
    )
  })
})
