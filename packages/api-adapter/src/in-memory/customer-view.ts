import { ZERO, canonicalMobile, sortReservations, type Customer, type Reservation } from '@kartis/core'
import type { InMemoryBoxOffice } from './box-office'
import type { CustomerAccount } from './customer-accounts'
import { ReservationBook } from './reservation-book'

/**
 * §2/§6 a reservation in its customer's area: its e-ticket key (the in-memory box office signs
 * nothing: the key is the identifier, which the storefront's e-ticket page reads as such) and
 * the cancellation the box office would make now (it keeps no fees: nothing kept, nothing
 * refunded), or null where customers may not cancel online.
 */
const inCustomerArea = (office: InMemoryBoxOffice, reservation: Reservation): Reservation => ({
  ...reservation,
  documentKey: reservation.reservationIdentifier,
  cancellation: office.customerAreaCancel.customerAreaAllowEnableCancel ? { fee: ZERO, refund: ZERO } : null,
})

/**
 * §3/§4 what the customer area shows of a customer: their details, members, the vouchers they
 * hold, their VOD items, and their reservations (ordered with their id or phone number, cancelled
 * ones left out) sorted unpaid first, then by start date descending.
 */
export const customerOf = (office: InMemoryBoxOffice, account: CustomerAccount): Customer => ({
  customerIds: [account.customerId],
  firstName: account.firstName,
  lastName: account.lastName,
  ssn: account.ssn,
  email: account.email,
  mobileNumber: account.mobileNumber,
  ...(account.address1 === undefined ? {} : { address1: account.address1 }),
  ...(account.city === undefined ? {} : { city: account.city }),
  ...(account.dateOfBirth === undefined ? {} : { dateOfBirth: account.dateOfBirth }),
  isSmsAllowed: true,
  isMailingAllowed: account.isMailingAllowed,
  isEmailAllowed: true,
  members: account.members,
  systemVouchers: account.voucherCodes.flatMap((code) => office.vouchers.held(code) ?? []),
  vodTickets: account.vodTickets,
  reservations: sortReservations(
    office.reservations
      .ofCustomer(account.customerId, canonicalMobile(account.mobileNumber))
      .filter((record) => !record.cancelled)
      .map((record) => inCustomerArea(office, ReservationBook.view(record))),
  ),
  isOperator: false,
})

/** §4 a number that logged in by SMS without being a customer (a new customer at checkout): only the number is known. */
export const newCustomerWithMobile = (mobileNumber: string): Customer => ({
  customerIds: [],
  firstName: '',
  lastName: '',
  ssn: '',
  email: '',
  mobileNumber,
  isSmsAllowed: false,
  isMailingAllowed: false,
  isEmailAllowed: false,
  members: [],
  systemVouchers: [],
  vodTickets: [],
  reservations: [],
  isOperator: false,
})
