import { FeatureId } from '../demo/features'
import type { CustomerAccount } from './customer-accounts'

/**
 * §3 the in-memory box office's customers (the order journeys' customer among them, so orders
 * made with her phone number appear in her customer area): Noa holds a club membership, a gift
 * card and a VOD item; Avi has nothing yet. For tests and demos only: the passwords are public.
 */
export const DEMO_CUSTOMER_ACCOUNTS: readonly CustomerAccount[] = [
  {
    customerId: 1,
    firstName: 'נועה',
    lastName: 'כהן',
    ssn: '000000018',
    email: 'noa@example.org',
    mobileNumber: '0501234567',
    password: 'kartis-demo',
    city: 'חיפה',
    isMailingAllowed: true,
    members: [
      {
        memberNumber: '123456',
        name: 'חבר מועדון',
        membershipId: 1,
        membershipTypeId: 1,
        customerId: 1,
        balance: 10,
        usedBalance: 0,
        startDate: '2025-01-01',
        endDate: '2027-12-31',
        allowMemberSaleTickets: true,
      },
    ],
    voucherCodes: ['GIFT-500'],
    vodTickets: [{ vodId: FeatureId.judeanDesert, reservationIdentifier: null, featureName: 'מדבר יהודה', validUntil: null }],
  },
  {
    customerId: 2,
    firstName: 'אבי',
    lastName: 'לוי',
    ssn: '000000026',
    email: 'avi@example.org',
    mobileNumber: '0527654321',
    password: 'kartis-demo',
    isMailingAllowed: false,
    members: [],
    voucherCodes: [],
    vodTickets: [],
  },
]
