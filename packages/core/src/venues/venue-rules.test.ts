import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { agorot } from '../money/money'
import { cancellationFeeOf, checkVenueOrder, customerAreaCancelSettingsOf, globalServiceChargeOf } from './venue-rules'
import { defaultVenueSettings, type VenueSettings } from './venue-settings'

const venue = (rules: Partial<VenueSettings['orderRules']>): VenueSettings => {
  const base = defaultVenueSettings(1, 'cinema')
  return { ...base, orderRules: { ...base.orderRules, ...rules } }
}

describe('checkVenueOrder', () => {
  it('refuses a hold where the venue offers none, and takes it where it does', () => {
    expect(checkVenueOrder(venue({ holdOrdersAllowed: false }), { isHold: true, seatCount: 1 })).toEqual(
      E.left({ code: 'HOLD_ORDERS_NOT_OFFERED' }),
    )
    expect(checkVenueOrder(venue({ holdOrdersAllowed: true }), { isHold: true, seatCount: 1 })).toEqual(E.right(undefined))
    expect(checkVenueOrder(venue({ holdOrdersAllowed: false }), { isHold: false, seatCount: 1 })).toEqual(E.right(undefined))
  })

  it('refuses more seats than the venue’s maximum per order, naming it; none set: no limit here', () => {
    expect(checkVenueOrder(venue({ maxSeatsPerOrder: 4 }), { isHold: false, seatCount: 5 })).toEqual(
      E.left({ code: 'SEAT_MAXIMUM_REACHED', params: { max: 4 } }),
    )
    expect(checkVenueOrder(venue({ maxSeatsPerOrder: 4 }), { isHold: false, seatCount: 4 })).toEqual(E.right(undefined))
    expect(checkVenueOrder(venue({ maxSeatsPerOrder: null }), { isHold: false, seatCount: 50 })).toEqual(E.right(undefined))
  })
})

describe('customerAreaCancelSettingsOf and cancellationFeeOf', () => {
  it('follow the venue’s cancellation, the hall’s fee first', () => {
    const fee = { kind: 'percent', basis: 'perOrder', percent: 10 } as const
    const hallFee = { kind: 'fixed', basis: 'perTicket', amount: agorot(500) } as const
    const allowing = venue({ cancellation: { allowed: true, fee } })
    expect(customerAreaCancelSettingsOf(allowing)).toEqual({ customerAreaAllowEnableCancel: true })
    expect(customerAreaCancelSettingsOf(venue({}))).toEqual({ customerAreaAllowEnableCancel: false })
    expect(cancellationFeeOf(allowing, null)).toEqual(fee)
    expect(cancellationFeeOf(allowing, hallFee)).toEqual(hallFee)
  })
})

describe('globalServiceChargeOf', () => {
  const charge = (amount: number, percent: number, name = 'עמלת הזמנה') => ({
    name,
    amountPerOrder: agorot(amount),
    percentRatePerOrder: percent,
  })
  const withLocation = (settings: VenueSettings, locationId: number, own: ReturnType<typeof charge> | null): VenueSettings => ({
    ...settings,
    locations: [{ locationId, name: 'סניף', globalServiceCharge: own }],
  })
  const presentation = (locationId: number, serviceCharge = 0) => ({ locationId, serviceCharge: agorot(serviceCharge) })

  it('is the venue’s charge, or none when the venue and the presentation set none', () => {
    expect(globalServiceChargeOf(venue({ globalServiceCharge: charge(800, 0) }), presentation(3))).toEqual(charge(800, 0))
    expect(globalServiceChargeOf(venue({ globalServiceCharge: charge(0, 5) }), presentation(3))).toEqual(charge(0, 5))
    expect(globalServiceChargeOf(venue({}), presentation(3))).toBeNull()
  })

  it('takes the presentation’s location’s own charge first, the venue’s at its other locations', () => {
    const settings = withLocation(venue({ globalServiceCharge: charge(800, 0) }), 2, charge(300, 2.5, 'דמי שירות'))
    expect(globalServiceChargeOf(settings, presentation(2))).toEqual(charge(300, 2.5, 'דמי שירות'))
    expect(globalServiceChargeOf(settings, presentation(7))).toEqual(charge(800, 0))
    // A location without its own charge follows the venue's.
    expect(globalServiceChargeOf(withLocation(venue({ globalServiceCharge: charge(800, 0) }), 2, null), presentation(2))).toEqual(
      charge(800, 0),
    )
  })

  it('adds the presentation’s own charge once per order, under the venue’s name or the default one', () => {
    expect(globalServiceChargeOf(venue({ globalServiceCharge: charge(800, 5) }), presentation(3, 500))).toEqual(charge(1300, 5))
    expect(globalServiceChargeOf(venue({}), presentation(3, 500))).toEqual(charge(500, 0, 'דמי טיפול'))
    expect(globalServiceChargeOf(venue({ globalServiceCharge: charge(100, 0, '  ') }), presentation(3))).toEqual(
      charge(100, 0, 'דמי טיפול'),
    )
  })
})
