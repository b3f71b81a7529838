import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import { ZERO, add } from '../money/money'
import { DEFAULT_SERVICE_CHARGE_NAME, type GlobalServiceCharge } from '../model/cart'
import type { Presentation } from '../model/presentation'
import type { CancellationFeeRule } from '../pricing/cancellation-fee'
import type { CustomerAreaCancelSettings } from '../reservations/customer-area-cancel'
import { serviceChargeAtLocation, type VenueSettings } from './venue-settings'

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

/**
 * §3/§9 the global service charge of an order of a presentation, the one rule the storefront shows
 * and the server charges: the venue's (its settings, the presentation's location's own first, else
 * the venue's — a fixed amount and/or a percent per order, its name, else 'דמי טיפול') plus the
 * presentation's own serviceCharge, added once per order. §3 keeps that field on the Presentation,
 * apart from the per-ticket Ticket.serviceCharge (charged per seat) and the cart's
 * globalServiceCharge (the venue's, §9): it is what the catalogue charges for this event on top of
 * the venue's rule, so the venue's settings do not replace it. Null when neither applies. The
 * percent is taken of the order's items by cartTotals (money.ts percentOf rounding).
 */
export const globalServiceChargeOf = (
  settings: VenueSettings,
  presentation: Pick<Presentation, 'locationId' | 'serviceCharge'>,
): GlobalServiceCharge | null => {
  const venue = serviceChargeAtLocation(settings, presentation.locationId)
  const own = presentation.serviceCharge > ZERO ? presentation.serviceCharge : ZERO
  if (venue === null && own === ZERO) return null
  return {
    name: venue === null || venue.name.trim() === '' ? DEFAULT_SERVICE_CHARGE_NAME : venue.name,
    amountPerOrder: add(venue?.amountPerOrder ?? ZERO, own),
    percentRatePerOrder: venue?.percentRatePerOrder ?? 0,
  }
}
