import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import type { CancellationFeeRule } from '../pricing/cancellation-fee'
import type { CustomerAreaCancelSettings } from '../reservations/customer-area-cancel'
import type { VenueSettings } from './venue-settings'

/** What of an order the venue's rules judge: whether it is a hold, and how many seats it takes in all. */
export interface VenueOrderFacts {
  readonly isHold: boolean
  readonly seatCount: number
}

/**
 * Issue 15 §1, §4/§5 a venue's order rules on an order: a hold where the venue offers none is
 * HOLD_ORDERS_NOT_OFFERED; more seats than the venue's maximum per order is
 * SEAT_MAXIMUM_REACHED { max } (each presentation's own maximum is judged when seats are locked).
 */
export const checkVenueOrder = (settings: VenueSettings, order: VenueOrderFacts): Result<void> => {
  const rules = settings.orderRules
  if (order.isHold && !rules.holdOrdersAllowed) return E.left(kartisError('HOLD_ORDERS_NOT_OFFERED'))
  if (rules.maxSeatsPerOrder !== null && order.seatCount > rules.maxSeatsPerOrder)
    return E.left(kartisError('SEAT_MAXIMUM_REACHED', { max: rules.maxSeatsPerOrder }))
  return E.right(undefined)
}

/** §6 customerAreaAllowEnableCancel as the venue sets it. */
export const customerAreaCancelSettingsOf = (settings: VenueSettings): CustomerAreaCancelSettings => ({
  customerAreaAllowEnableCancel: settings.orderRules.cancellation.allowed,
})

/** §9 the cancellation fee an order is sold under: the hall's own, else the venue's (null: none). */
export const cancellationFeeOf = (settings: VenueSettings, hallFee: CancellationFeeRule | null): CancellationFeeRule | null =>
  hallFee ?? settings.orderRules.cancellation.fee
