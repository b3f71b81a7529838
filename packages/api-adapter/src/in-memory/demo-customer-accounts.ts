import { FeatureId } from '../demo/features'
import type { CustomerAccount } from './customer-accounts'

/**
 * §3 the in-memory box office's customers: the reference server's demo customers (same names,
 * numbers, ID numbers, e-mail addresses and passwords; /work README "Demo customers"), so a test
 * or a demo means the same people either way. Noa also holds a club membership, a gift card and a
 * VOD item here; Dani logs in by SMS only (no password); Michal has nothing. For tests and demos
 * only: the passwords are public.
 */
export const DEMO_CUSTOMER_ACCOUNTS: readonly CustomerAccount[] = [
  {
    customerId: 1,
    firstName: 'נועה',
    lastName: 'לוי',
    ssn: '034567826',
    email: 'noa.levi@kartis.example',
    mobileNumber: '0549876543',
    password: 'Kartis-Demo-1',
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
    firstName: 'דני',
    lastName: 'אברהם',
    ssn: '204987655',
    email: 'dani.avraham@kartis.example',
    mobileNumber: '0527654321',
    password: '',
    isMailingAllowed: false,
    members: [],
    voucherCodes: [],
    vodTickets: [],
  },
  {
    customerId: 3,
    firstName: 'מיכל',
    lastName: 'פרץ',
    ssn: '314572868',
    email: 'michal.peretz@kartis.example',
    mobileNumber: '0587654321',
    password: 'Kartis-Demo-3',
    isMailingAllowed: false,
    members: [],
    voucherCodes: [],
    vodTickets: [],
  },
]
