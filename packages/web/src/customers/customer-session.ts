import type { Clock } from '@kartis/core'
import type { StorefrontPorts } from '../di/ports'
import { HoldPaymentStore } from '../holds/hold-payment-store'
import { CustomerAreaStore } from './customer-area-store'
import type { CustomerAreaSettings } from './customer-area-settings'
import { CustomerStore } from './customer-store'
import { LoginStore } from './login-store'

/** §2/§4 the customer's session: who is logged in, the login dialog, and the customer area. */
export interface CustomerSession {
  readonly customer: CustomerStore
  readonly login: LoginStore
  readonly area: CustomerAreaStore
  /** §4/§7 paying a hold from the area's tickets. */
  readonly holdPayment: HoldPaymentStore
}

/** What the customer session is made from (the root store's init has it all). */
export interface CustomerSessionInit {
  readonly ports: Pick<StorefrontPorts, 'customers' | 'customerArea' | 'reservations' | 'systemVouchers' | 'payments'>
  readonly clock: Clock
  /** The deployment's customer-area settings; each defaults (DEFAULT_CUSTOMER_AREA_SETTINGS). */
  readonly settings?: Partial<CustomerAreaSettings>
}

/** Makes the customer session over the customer, customer-area, reservation and voucher ports. */
export const createCustomerSession = ({ ports, clock, settings }: CustomerSessionInit): CustomerSession => {
  const { customers, customerArea } = ports
  const customer = new CustomerStore(customerArea)
  return {
    customer,
    login: new LoginStore({ customer, customers, customerArea, clock }),
    area: new CustomerAreaStore({
      customer,
      reservations: ports.reservations,
      systemVouchers: ports.systemVouchers,
      customers,
      clock,
      ...(settings === undefined ? {} : { settings }),
    }),
    holdPayment: new HoldPaymentStore({ payments: ports.payments, customer, clock }),
  }
}
