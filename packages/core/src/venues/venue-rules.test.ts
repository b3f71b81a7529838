import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { agorot } from '../money/money'
import { cancellationFeeOf, checkVenueOrder, customerAreaCancelSettingsOf } from './venue-rules'
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
