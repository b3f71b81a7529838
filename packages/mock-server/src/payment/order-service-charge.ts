import { DEFAULT_SERVICE_CHARGE_NAME, ZERO, add, type GlobalServiceCharge } from '@kartis/core'
import type { CatalogPresentation } from '../storage/catalog-repository'

/**
 * §3/§9 the charge added once per order of a presentation: its venue's global service charge
 * ('דמי טיפול', a fixed amount and/or a percent) plus the presentation's own service charge,
 * which is a fixed amount per order. Null when neither applies.
 */
export const orderServiceChargeOf = (presentation: CatalogPresentation): GlobalServiceCharge | null => {
  const venue = presentation.globalServiceCharge
  if (venue === null && presentation.serviceCharge <= ZERO) return null
  return {
    name: venue?.name ?? DEFAULT_SERVICE_CHARGE_NAME,
    amountPerOrder: add(venue?.amountPerOrder ?? ZERO, presentation.serviceCharge),
    percentRatePerOrder: venue?.percentRatePerOrder ?? 0,
  }
}
