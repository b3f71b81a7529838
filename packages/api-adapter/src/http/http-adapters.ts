import type { CustomerAdapters, OrderingAdapters, VodAdapters } from '../ordering-adapters'
import { HttpBestAvailable } from './http-best-available'
import { HttpCatalog } from './http-catalog'
import { HttpCustomerArea } from './http-customer-area'
import { HttpCustomers } from './http-customers'
import { HttpIntegration } from './http-integration'
import { HttpMembershipSales } from './http-membership-sales'
import { HttpMemberships } from './http-memberships'
import { HttpEnrolments } from './http-enrolments'
import { HttpMiniSite } from './http-mini-site'
import { HttpPayments } from './http-payments'
import { HttpReservations } from './http-reservations'
import { HttpDonationSales, HttpVoucherSales } from './http-sales'
import { HttpSavedCarts } from './http-saved-carts'
import { HttpSeatLocks } from './http-seat-locks'
import { HttpSeatPlans } from './http-seat-plans'
import { HttpSeatStatuses } from './http-seat-statuses'
import { HttpSystemVouchers } from './http-system-vouchers'
import { HttpTransport, type HttpTransportOptions } from './http-transport'
import { HttpVod } from './http-vod'

/** §7 every public-ordering, seats, customer, customer-area and VOD port over HTTP, sharing one transport (base URL, clock, visitor, captcha, fetch). */
export const httpAdapters = (
  options: HttpTransportOptions,
): OrderingAdapters & CustomerAdapters & VodAdapters & { readonly transport: HttpTransport } => {
  const transport = new HttpTransport(options)
  return {
    transport,
    catalog: new HttpCatalog(transport),
    seatPlans: new HttpSeatPlans(transport),
    seatStatuses: new HttpSeatStatuses(transport),
    seatLocks: new HttpSeatLocks(transport),
    bestAvailable: new HttpBestAvailable(transport),
    payments: new HttpPayments(transport),
    reservations: new HttpReservations(transport, options.visitor),
    savedCarts: new HttpSavedCarts(transport, options.visitor),
    systemVouchers: new HttpSystemVouchers(transport),
    miniSite: new HttpMiniSite(transport),
    integration: new HttpIntegration(transport),
    membershipSales: new HttpMembershipSales(transport),
    memberships: new HttpMemberships(transport),
    enrolments: new HttpEnrolments(transport),
    voucherSales: new HttpVoucherSales(transport),
    donationSales: new HttpDonationSales(transport),
    customers: new HttpCustomers(transport),
    customerArea: new HttpCustomerArea(transport),
    vod: new HttpVod(transport),
  }
}
