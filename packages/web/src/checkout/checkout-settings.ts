import { DEFAULT_CUSTOMER_FORM_CONFIG } from '@kartis/core'
import type { CustomerFormConfig, PaymentsRange } from '@kartis/core'

/** The deployment's checkout settings; every one has a default. */
export interface CheckoutSettings {
  /** §2/§8 how long the card dialog waits for the card page's answer before 'payment expired'. */
  readonly paymentTimeoutMs: number
  /** §9 the numbers of payments offered. */
  readonly paymentsRange: PaymentsRange
  /** §5 the venue's customer form (issue 15: GET /venue's customerForm): each field shown / required. */
  readonly customerForm: CustomerFormConfig
}

/** §9 defaults: 60 s for the card page, one to twelve payments (as the reference box office offers), the §5 form. */
export const DEFAULT_CHECKOUT_SETTINGS: CheckoutSettings = {
  paymentTimeoutMs: 60_000,
  paymentsRange: { min: 1, max: 12 },
  customerForm: DEFAULT_CUSTOMER_FORM_CONFIG,
}
