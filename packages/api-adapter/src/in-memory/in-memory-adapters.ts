import type { VisitorIdentity } from '../http/visitor-identity'
import type { CustomerAdapters, OrderingAdapters, VodAdapters } from '../ordering-adapters'
import type { InMemoryBoxOffice } from './box-office'
import { InMemoryBestAvailable } from './in-memory-best-available'
import { InMemoryCatalog } from './in-memory-catalog'
import { InMemoryCustomerArea } from './in-memory-customer-area'
import { InMemoryCustomers } from './in-memory-customers'
import { InMemoryIntegration } from './in-memory-integration'
import { InMemoryMembershipSales } from './in-memory-membership-sales'
import { InMemoryMemberships } from './in-memory-memberships'
import { InMemoryEnrolments } from './in-memory-enrolments'
import { InMemoryMiniSite } from './in-memory-mini-site'
import { InMemoryPayments } from './in-memory-payments'
import { InMemoryReservations } from './in-memory-reservations'
import { InMemoryDonationSales, InMemoryVoucherSales } from './in-memory-sales'
import { InMemorySavedCarts } from './in-memory-saved-carts'
import { InMemorySeatLocks } from './in-memory-seat-locks'
import { InMemorySeatPlans } from './in-memory-seat-plans'
import { InMemorySeatStatuses } from './in-memory-seat-statuses'
import { InMemorySystemVouchers } from './in-memory-system-vouchers'
import { InMemoryVod } from './in-memory-vod'

/** §7 every public-ordering, seats, customer and VOD port in memory for one visitor of a box office (several visitors share one box office). */
export const inMemoryAdapters = (
  office: InMemoryBoxOffice,
  visitor: VisitorIdentity,
): OrderingAdapters & CustomerAdapters & VodAdapters => ({
  catalog: new InMemoryCatalog(office),
  seatPlans: new InMemorySeatPlans(office),
  seatStatuses: new InMemorySeatStatuses(office),
  seatLocks: new InMemorySeatLocks(office, visitor),
  bestAvailable: new InMemoryBestAvailable(office, visitor),
  payments: new InMemoryPayments(office, visitor),
  reservations: new InMemoryReservations(office, visitor),
  savedCarts: new InMemorySavedCarts(office, visitor),
  systemVouchers: new InMemorySystemVouchers(office),
  miniSite: new InMemoryMiniSite(office),
  integration: new InMemoryIntegration(office),
  membershipSales: new InMemoryMembershipSales(office),
  memberships: new InMemoryMemberships(office, visitor),
  enrolments: new InMemoryEnrolments(office, visitor),
  voucherSales: new InMemoryVoucherSales(office),
  donationSales: new InMemoryDonationSales(office),
  customers: new InMemoryCustomers(office, visitor),
  customerArea: new InMemoryCustomerArea(office, visitor),
  vod: new InMemoryVod(office, visitor),
})
