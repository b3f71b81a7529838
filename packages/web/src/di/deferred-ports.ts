import type {
  BestAvailable,
  Catalog,
  CurrentVenue,
  CustomerArea,
  Customers,
  Integration,
  Memberships,
  Enrolments,
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
  VodMedia,
  VoucherSales,
  DonationSales,
} from '@kartis/core'
import type { Deferred } from './deferred-port'

/*
 * §9 first-route size: ports whose HTTP adapters (and their codecs) load with the first page that
 * calls them. Each method forwards to the loaded adapter; nothing else differs.
 */

export const deferredCatalog = (port: Deferred<Catalog>): Catalog => ({
  features: (filter) => port((catalog) => catalog.features(filter)),
  presentations: (filter) => port((catalog) => catalog.presentations(filter)),
  presentation: (presentationId, query) => port((catalog) => catalog.presentation(presentationId, query)),
  ticketGroups: (presentationId, query) => port((catalog) => catalog.ticketGroups(presentationId, query)),
  ticketByCode: (lookup) => port((catalog) => catalog.ticketByCode(lookup)),
  requestLookupCode: (request) => port((catalog) => catalog.requestLookupCode(request)),
  timer: (presentationId) => port((catalog) => catalog.timer(presentationId)),
  featureImageUrl: (featureId) => port((catalog) => catalog.featureImageUrl(featureId)),
  productImageUrl: (productId) => port((catalog) => catalog.productImageUrl(productId)),
})

export const deferredCurrentVenue = (port: Deferred<CurrentVenue>): CurrentVenue => ({
  current: (presentationId) => port((venue) => venue.current(presentationId)),
})

export const deferredCustomers = (port: Deferred<Customers>): Customers => ({
  login: (credentials) => port((customers) => customers.login(credentials)),
  refresh: () => port((customers) => customers.refresh()),
  logout: () => port((customers) => customers.logout()),
  locations: () => port((customers) => customers.locations()),
  requestMobileLogin: (request) => port((customers) => customers.requestMobileLogin(request)),
  validateMobileLogin: (validation) => port((customers) => customers.validateMobileLogin(validation)),
  update: (details) => port((customers) => customers.update(details)),
})

export const deferredCustomerArea = (port: Deferred<CustomerArea>): CustomerArea => ({
  requestMobileLogin: (request) => port((area) => area.requestMobileLogin(request)),
  validateMobileLogin: (smsCode) => port((area) => area.validateMobileLogin(smsCode)),
  customerAreaData: (jwtToken) => port((area) => area.customerAreaData(jwtToken)),
  requestLoginLinkByEmail: (email) => port((area) => area.requestLoginLinkByEmail(email)),
  logout: () => port((area) => area.logout()),
})

/** The media addresses are built at once (the video element asks for them synchronously): `media` needs no adapter. */
export const deferredVod = (port: Deferred<Vod>, media: Vod['media']): Vod => ({
  requestCode: (request) => port((vod) => vod.requestCode(request)),
  watch: (request, smsCode) => port((vod) => vod.watch(request, smsCode)),
  access: (vodId, reservationIdentifier) => port((vod) => vod.access(vodId, reservationIdentifier)),
  media: (grant): VodMedia => media(grant),
})

export const deferredReservations = (port: Deferred<Reservations>): Reservations => ({
  reservation: (resId) => port((reservations) => reservations.reservation(resId)),
  edocument: (documentKey) => port((reservations) => reservations.edocument(documentKey)),
  cancel: (request) => port((reservations) => reservations.cancel(request)),
  producerCancel: (reservationIdentifier) => port((reservations) => reservations.producerCancel(reservationIdentifier)),
})

export const deferredSystemVouchers = (port: Deferred<SystemVouchers>): SystemVouchers => ({
  history: (reference) => port((vouchers) => vouchers.history(reference)),
  cancel: (reference, reservationIdentifier) => port((vouchers) => vouchers.cancel(reference, reservationIdentifier)),
  requestReplacement: (reference, reservationIdentifier) =>
    port((vouchers) => vouchers.requestReplacement(reference, reservationIdentifier)),
})

export const deferredSavedCarts = (port: Deferred<SavedCarts>): SavedCarts => ({
  saveCart: (request) => port((carts) => carts.saveCart(request)),
  openCart: (cartId) => port((carts) => carts.openCart(cartId)),
})

export const deferredSeatPlans = (port: Deferred<SeatPlans>): SeatPlans => ({
  seatPlan: (key) => port((plans) => plans.seatPlan(key)),
  presentationsOn: (date) => port((plans) => plans.presentationsOn(date)),
})

export const deferredSeatStatuses = (port: Deferred<SeatStatuses>): SeatStatuses => ({
  seatsStatus: (query) => port((statuses) => statuses.seatsStatus(query)),
})

export const deferredSeatLocks = (port: Deferred<SeatLocks>): SeatLocks => ({
  lock: (request) => port((locks) => locks.lock(request)),
  unlock: (request) => port((locks) => locks.unlock(request)),
})

export const deferredBestAvailable = (port: Deferred<BestAvailable>): BestAvailable => ({
  bestAvailable: (request) => port((best) => best.bestAvailable(request)),
})

export const deferredPayments = (port: Deferred<Payments>): Payments => ({
  paymentFormUrl: (request) => port((payments) => payments.paymentFormUrl(request)),
  commit: (request) => port((payments) => payments.commit(request)),
  saveProducerSeats: (request) => port((payments) => payments.saveProducerSeats(request)),
  payHold: (request) => port((payments) => payments.payHold(request)),
  voucherBalance: (reference) => port((payments) => payments.voucherBalance(reference)),
})

export const deferredMiniSite = (port: Deferred<MiniSite>): MiniSite => ({
  miniSite: (url) => port((site) => site.miniSite(url)),
  validate: (url, validation) => port((site) => site.validate(url, validation)),
})

export const deferredIntegration = (port: Deferred<Integration>): Integration => ({
  integrationId: (params) => port((integration) => integration.integrationId(params)),
})

export const deferredVoucherSales = (port: Deferred<VoucherSales>): VoucherSales => ({
  voucherShop: (superClassId) => port((sales) => sales.voucherShop(superClassId)),
})

export const deferredDonationSales = (port: Deferred<DonationSales>): DonationSales => ({
  donationDesk: () => port((sales) => sales.donationDesk()),
})

export const deferredMembershipSales = (port: Deferred<MembershipSales>): MembershipSales => ({
  membershipsOnSale: () => port((sales) => sales.membershipsOnSale()),
  membership: (code) => port((sales) => sales.membership(code)),
})

export const deferredMemberships = (port: Deferred<Memberships>): Memberships => ({
  seatPlan: (membershipId, presentationId) => port((memberships) => memberships.seatPlan(membershipId, presentationId)),
  lockSeat: (seat) => port((memberships) => memberships.lockSeat(seat)),
  unlockSeat: (seat, selections) => port((memberships) => memberships.unlockSeat(seat, selections)),
})

export const deferredEnrolments = (port: Deferred<Enrolments>): Enrolments => ({
  season: (membershipId) => port((enrolments) => enrolments.season(membershipId)),
  seatPlan: (membershipId, presentationIds) => port((enrolments) => enrolments.seatPlan(membershipId, presentationIds)),
  lockSeat: (request) => port((enrolments) => enrolments.lockSeat(request)),
  unlockSeat: (request) => port((enrolments) => enrolments.unlockSeat(request)),
})
