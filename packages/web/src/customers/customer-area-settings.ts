import { DEFAULT_CUSTOMER_AREA_CANCEL_SETTINGS, REPLACEMENT_WINDOW_DAYS } from '@kartis/core'
import type { CustomerAreaCancelSettings } from '@kartis/core'

/** The deployment's customer-area settings; every one has a default. */
export interface CustomerAreaSettings {
  /** §6 customerAreaAllowEnableCancel: whether vouchers may be cancelled here (reservations carry the server's own answer). */
  readonly cancel: CustomerAreaCancelSettings
  /** §9 days after purchase a voucher may be given for replacement. */
  readonly replacementWindowDays: number
}

/** §6/§9 defaults: no cancelling (§6 false by default), the core's replacement window. */
export const DEFAULT_CUSTOMER_AREA_SETTINGS: CustomerAreaSettings = {
  cancel: DEFAULT_CUSTOMER_AREA_CANCEL_SETTINGS,
  replacementWindowDays: REPLACEMENT_WINDOW_DAYS,
}
