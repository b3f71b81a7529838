import type { VisitorIdentity } from '../http/visitor-identity'
import type { OrderingAdapters } from '../ordering-adapters'
import type { InMemoryBoxOffice } from './box-office'
import { InMemoryBestAvailable } from './in-memory-best-available'
import { InMemoryCatalog } from './in-memory-catalog'
import { InMemoryIntegration } from './in-memory-integration'
import { InMemoryMiniSite } from './in-memory-mini-site'
import { InMemoryPayments } from './in-memory-payments'
import { InMemoryReservations } from './in-memory-reservations'
import { InMemorySavedCarts } from './in-memory-saved-carts'
import { InMemorySeatLocks } from './in-memory-seat-locks'
import { InMemorySeatPlans } from './in-memory-seat-plans'
import { InMemorySeatStatuses } from './in-memory-seat-statuses'
import { InMemorySystemVouchers } from './in-memory-system-vouchers'

/** §7 every public-ordering and seats port in memory for one visitor of a box office (several visitors share one box office). */
export const inMemoryAdapters = (office: InMemoryBoxOffice, visitor: VisitorIdentity): OrderingAdapters => ({
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
})
