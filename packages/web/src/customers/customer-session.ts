import type { RootStoreInit } from '../stores/store-init'
import { CustomerAreaStore } from './customer-area-store'
import { CustomerStore } from './customer-store'
import { LoginStore } from './login-store'

/** §2/§4 the customer's session: who is logged in, the login dialog, and the customer area. */
export interface CustomerSession {
  readonly customer: CustomerStore
  readonly login: LoginStore
  readonly area: CustomerAreaStore
}

/** Makes the customer session over the customer, customer-area, reservation and voucher ports. */
export const createCustomerSession = ({ ports, clock }: RootStoreInit): CustomerSession => {
  const { customers, customerArea } = ports
  const customer = new CustomerStore(customerArea)
  return {
    customer,
    login: new LoginStore({ customer, customers, customerArea, clock }),
    area: new CustomerAreaStore({ customer, reservations: ports.reservations, systemVouchers: ports.systemVouchers, customers, clock }),
  }
}
