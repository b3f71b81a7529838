import type {
  Analytics,
  BestAvailable,
  Captcha,
  Catalog,
  Clock,
  CurrentVenue,
  CustomerArea,
  Customers,
  Enrolments,
  Integration,
  Memberships,
  MembershipSales,
  MiniSite,
  Payments,
  Reservations,
  SavedCarts,
  SeatLocks,
  SeatPlans,
  SeatStatuses,
  SystemVouchers,
  Vod,
  VoucherSales,
  DonationSales,
} from '@kartis/core'
import { Container } from 'inversify'

/**
 * The core's ports the storefront uses (ARCHITECTURE.md § Ports), one implementation each.
 */
export interface StorefrontPorts {
  readonly catalog: Catalog
  readonly seatPlans: SeatPlans
  readonly seatStatuses: SeatStatuses
  readonly seatLocks: SeatLocks
  readonly bestAvailable: BestAvailable
  readonly payments: Payments
  readonly reservations: Reservations
  readonly savedCarts: SavedCarts
  readonly systemVouchers: SystemVouchers
  /** §7 a membership's seat plan, lock-seat and unlock-seat (issue 14). */
  readonly memberships: Memberships
  /** §2 the membership shop's catalogue (issue 14). */
  readonly membershipSales: MembershipSales
  /** §2/§7 membership enrolment: the season, its events' seat plan, lock-seat and unlock-seat (issue 14 §3). */
  readonly enrolments: Enrolments
  readonly customers: Customers
  readonly customerArea: CustomerArea
  readonly vod: Vod
  readonly miniSite: MiniSite
  readonly integration: Integration
  /** §2 the voucher order wizard's shop (issue 14). */
  readonly voucherSales: VoucherSales
  /** §2 the donation wizard's causes (issue 14). */
  readonly donationSales: DonationSales
  readonly analytics: Analytics
  readonly captcha: Captcha
  readonly clock: Clock
  /** Issue 15 the venue the storefront is served as (GET /venue), read once at start. */
  readonly currentVenue: CurrentVenue
}

/** A container token that remembers the type bound to it. */
export type PortToken<T> = symbol & { readonly __port: T }

type PortOf<K extends keyof StorefrontPorts> = NonNullable<StorefrontPorts[K]>

// The only place a token is made: the cast brands a fresh symbol with its port's type.
const token = <T>(name: string): PortToken<T> => Symbol.for(`kartis.port.${name}`) as PortToken<T>

/** §7 one container token per port: `Catalog`, `SeatPlans`, `SeatStatuses`, `SeatLocks`, …, `Clock`. */
export const PORT_TOKENS: { readonly [K in keyof StorefrontPorts]-?: PortToken<PortOf<K>> } = {
  catalog: token('Catalog'),
  seatPlans: token('SeatPlans'),
  seatStatuses: token('SeatStatuses'),
  seatLocks: token('SeatLocks'),
  bestAvailable: token('BestAvailable'),
  payments: token('Payments'),
  reservations: token('Reservations'),
  savedCarts: token('SavedCarts'),
  systemVouchers: token('SystemVouchers'),
  memberships: token('Memberships'),
  membershipSales: token('MembershipSales'),
  enrolments: token('Enrolments'),
  customers: token('Customers'),
  customerArea: token('CustomerArea'),
  vod: token('Vod'),
  miniSite: token('MiniSite'),
  integration: token('Integration'),
  voucherSales: token('VoucherSales'),
  donationSales: token('DonationSales'),
  analytics: token('Analytics'),
  captcha: token('Captcha'),
  clock: token('Clock'),
  currentVenue: token('CurrentVenue'),
}

/** §7 the names of the storefront's ports, in binding order. */
export const PORT_NAMES: readonly (keyof StorefrontPorts)[] = Object.keys(PORT_TOKENS).filter(
  (name): name is keyof StorefrontPorts => name in PORT_TOKENS,
)

const bindPort = <K extends keyof StorefrontPorts>(container: Container, name: K, implementation: StorefrontPorts[K]): void => {
  // A port without an adapter stays unbound: resolving it is a bug, reported by the container.
  if (implementation === undefined) return
  const portToken = PORT_TOKENS[name]
  const binding = container.isBound(portToken) ? container.rebind<PortOf<K>>(portToken) : container.bind<PortOf<K>>(portToken)
  binding.toConstantValue(implementation)
}

/**
 * §7 binds every port to the implementation given (the HTTP adapters in the app, fakes in
 * tests); binding again replaces the earlier implementation.
 */
export const bindPorts = (container: Container, ports: StorefrontPorts): Container => {
  for (const name of PORT_NAMES) bindPort(container, name, ports[name])
  return container
}

/** §7 a new container with every port bound. */
export const createContainer = (ports: StorefrontPorts): Container => bindPorts(new Container(), ports)

/** §7 the ports bound in a container, as the stores take them. */
export const resolvePorts = (container: Container): StorefrontPorts => ({
  catalog: resolvePort(container, PORT_TOKENS.catalog),
  seatPlans: resolvePort(container, PORT_TOKENS.seatPlans),
  seatStatuses: resolvePort(container, PORT_TOKENS.seatStatuses),
  seatLocks: resolvePort(container, PORT_TOKENS.seatLocks),
  bestAvailable: resolvePort(container, PORT_TOKENS.bestAvailable),
  payments: resolvePort(container, PORT_TOKENS.payments),
  reservations: resolvePort(container, PORT_TOKENS.reservations),
  savedCarts: resolvePort(container, PORT_TOKENS.savedCarts),
  systemVouchers: resolvePort(container, PORT_TOKENS.systemVouchers),
  customers: resolvePort(container, PORT_TOKENS.customers),
  customerArea: resolvePort(container, PORT_TOKENS.customerArea),
  vod: resolvePort(container, PORT_TOKENS.vod),
  miniSite: resolvePort(container, PORT_TOKENS.miniSite),
  integration: resolvePort(container, PORT_TOKENS.integration),
  voucherSales: resolvePort(container, PORT_TOKENS.voucherSales),
  donationSales: resolvePort(container, PORT_TOKENS.donationSales),
  memberships: resolvePort(container, PORT_TOKENS.memberships),
  membershipSales: resolvePort(container, PORT_TOKENS.membershipSales),
  enrolments: resolvePort(container, PORT_TOKENS.enrolments),
  analytics: resolvePort(container, PORT_TOKENS.analytics),
  captcha: resolvePort(container, PORT_TOKENS.captcha),
  clock: resolvePort(container, PORT_TOKENS.clock),
  currentVenue: resolvePort(container, PORT_TOKENS.currentVenue),
})

/** §7 the implementation bound to a port's token, typed by the token. */
export const resolvePort = <T>(container: Container, portToken: PortToken<T>): T => container.get<T>(portToken)
