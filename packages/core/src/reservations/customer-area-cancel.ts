import type { CustomerSystemVoucher } from '../model/customer'
import type { Reservation } from '../model/reservation'
import { isCancelled } from './cancel'

/** §6 the customer-area settings that govern cancellation. */
export interface CustomerAreaCancelSettings {
  readonly customerAreaAllowEnableCancel: boolean
}

/** §6 customer-area cancellation is off unless a venue turns it on. */
export const DEFAULT_CUSTOMER_AREA_CANCEL_SETTINGS: CustomerAreaCancelSettings = {
  customerAreaAllowEnableCancel: false,
}

/** §6 whether the customer area offers to cancel a reservation: enabled, and something left to cancel. */
export const canCancelReservationInCustomerArea = (settings: CustomerAreaCancelSettings, reservation: Reservation): boolean =>
  settings.customerAreaAllowEnableCancel && !isCancelled(reservation) && reservation.quantity > 0

/** §6 whether the customer area offers to cancel a system voucher: enabled, and not already given for replacement. */
export const canCancelSystemVoucherInCustomerArea = (settings: CustomerAreaCancelSettings, voucher: CustomerSystemVoucher): boolean =>
  settings.customerAreaAllowEnableCancel && !voucher.isForReplacement
