import { DEMO_CUSTOMER_ACCOUNTS, InMemoryBoxOffice, inMemoryAdapters, type DemoDataset } from '@kartis/api-adapter'
import { ManualClock, agorot, type Customer, type Reservation } from '@kartis/core'
import { createCustomerSession } from './customer-session'

/** Test support: a paid reservation of Noa's with its e-ticket key and a cancellation quote (₪10 fee, ₪80 refund). */
export const NOA_RESERVATION: Reservation = {
  reservationIdentifier: 'KRT-2001',
  resStateId: 2,
  quantity: 2,
  featureName: 'המלט',
  venueName: 'תיאטרון העיר',
  sectionName: 'אולם',
  rowNames: '5',
  seatNames: '11, 12',
  isUnpaid: false,
  startDateTime: '2026-07-03T20:00:00+03:00',
  ticketIdentifiers: ['KRT-2001-1', 'KRT-2001-2'],
  documentKey: 'KRT-2001-00112233aabbccdd',
  cancellation: { fee: agorot(1000), refund: agorot(8000) },
}

/** Test support: Noa as the customer area answers her (one reservation, a member, a gift card, a VOD item). */
export const NOA: Customer = {
  customerIds: [1],
  firstName: 'נועה',
  lastName: 'כהן',
  ssn: '000000018',
  email: 'noa@example.org',
  mobileNumber: '0501234567',
  isSmsAllowed: true,
  isMailingAllowed: true,
  isEmailAllowed: true,
  // The in-memory demo's club membership: one member, the same wherever a test meets it.
  members: DEMO_CUSTOMER_ACCOUNTS[0]?.members ?? [],
  systemVouchers: [
    {
      reference: 'GIFT-500',
      name: 'כרטיס מתנה ₪500',
      balance: agorot(45000),
      isForReplacement: false,
      startDate: '2026-06-28T10:00:00+03:00',
      endDate: '2027-06-28T10:00:00+03:00',
      dateTimeCreated: '2026-06-28T10:00:00+03:00',
      reservationIdentifier: 'KRT-1999',
    },
  ],
  vodTickets: [{ vodId: 15, reservationIdentifier: 'KRT-1998', featureName: 'מדבר יהודה', validUntil: '2026-08-01T23:59:00+03:00' }],
  reservations: [NOA_RESERVATION],
  isOperator: false,
}

/** 2026-07-01 12:00 in Jerusalem: three days after Noa's gift card was bought. */
export const NOW = Date.UTC(2026, 6, 1, 9, 0)

/** Test support: a box office with no presentations, only the demo customers' gift card (quick to open, unlike the whole demo). */
const CUSTOMERS_ONLY: DemoDataset = {
  features: [],
  presentations: [],
  serviceCharges: [],
  ticketCodes: [],
  vouchers: [
    {
      voucher: { id: 1, code: 'GIFT-500', balance: agorot(50_000), isGiftCard: true, expiresAt: '2027-06-30' },
      name: 'כרטיס מתנה ₪500',
      issuedAt: '2026-06-28T10:00:00+03:00',
    },
  ],
  timers: [],
  miniSites: [],
  integrations: [],
}

/** Test support: the customer session over a fresh in-memory box office with the demo customers, for one visitor. */
export const inMemoryCustomerSession = (options: { readonly allowCancel?: boolean } = {}) => {
  const clock = new ManualClock(NOW)
  const office = new InMemoryBoxOffice(CUSTOMERS_ONLY, {
    clock,
    customerAreaCancel: { customerAreaAllowEnableCancel: options.allowCancel ?? false },
  })
  const ports = inMemoryAdapters(office, { uuid: () => '55555555-5555-4555-8555-555555555555' })
  return {
    clock,
    office,
    ports,
    session: createCustomerSession({
      ports,
      clock,
      settings: { cancel: { customerAreaAllowEnableCancel: options.allowCancel ?? false } },
    }),
  }
}
