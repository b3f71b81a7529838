import {
  HttpBestAvailable,
  HttpDonationSales,
  HttpEnrolments,
  HttpIntegration,
  HttpMembershipSales,
  HttpMemberships,
  HttpMiniSite,
  HttpPayments,
  HttpSeatLocks,
  HttpSeatPlans,
  HttpSeatStatuses,
  HttpTransport,
  HttpVoucherSales,
  type HttpTransportOptions,
  type OrderingAdapters,
} from '@kartis/api-adapter'

/** §7 ordering's seats, payment, mini-site and integration adapters, and the voucher shop's, donation desk's, membership shop's and enrolment's (issue 14). */
export type HttpOrderingPorts = Pick<
  OrderingAdapters,
  | 'seatPlans'
  | 'seatStatuses'
  | 'seatLocks'
  | 'bestAvailable'
  | 'payments'
  | 'miniSite'
  | 'integration'
  | 'voucherSales'
  | 'donationSales'
  | 'membershipSales'
  | 'memberships'
  | 'enrolments'
>

/** §7 ordering's adapters: a chunk of their own, loaded by the order and checkout pages. */
export const httpOrderingPorts = (options: HttpTransportOptions): HttpOrderingPorts => {
  const transport = new HttpTransport(options)
  return {
    seatPlans: new HttpSeatPlans(transport),
    seatStatuses: new HttpSeatStatuses(transport),
    seatLocks: new HttpSeatLocks(transport),
    bestAvailable: new HttpBestAvailable(transport),
    payments: new HttpPayments(transport),
    miniSite: new HttpMiniSite(transport),
    integration: new HttpIntegration(transport),
    voucherSales: new HttpVoucherSales(transport),
    donationSales: new HttpDonationSales(transport),
    membershipSales: new HttpMembershipSales(transport),
    memberships: new HttpMemberships(transport),
    enrolments: new HttpEnrolments(transport),
  }
}
