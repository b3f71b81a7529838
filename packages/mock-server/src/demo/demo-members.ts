import { addDays, formatCalendarDate, jerusalemDate, type Clock } from '@kartis/core'
import type { CustomerAccounts } from '../customers/customer-accounts'
import type { CustomerMembers } from '../storage/customer-members'

/** A demo member: the membership a demo customer holds, valid around the day it is seeded. */
export interface DemoMember {
  /** The demo customer's mobile number (demo-customers.ts). */
  readonly mobile: string
  readonly memberNumber: string
  readonly name: string
  readonly membershipId: number
  readonly membershipTypeId: number
}

/** §4/§6 the demo's members: יעל מזרחי holds an annual membership, so she may place hold orders. */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  { mobile: '0523334455', memberNumber: '880001', name: 'מנוי שנתי', membershipId: 1, membershipTypeId: 1 },
]

/** The repositories the demo members are written through. */
export interface DemoMemberStorage {
  readonly customers: Pick<CustomerAccounts, 'findByMobile'>
  readonly members: CustomerMembers
}

/** How long before and after the seed a demo membership is valid (calendar days in Jerusalem). */
const VALID_FROM_DAYS = -30
const VALID_UNTIL_DAYS = 365

/**
 * §4/§6 the demo members, on every start: each one missing is issued to its demo customer, active
 * from a month before the seed to a year after (memberships themselves are sold by a later
 * issue). Members issued before are left as they are. Returns how many were issued.
 */
export const seedDemoMembers = async (storage: DemoMemberStorage, clock: Pick<Clock, 'now'>): Promise<number> => {
  const today = jerusalemDate(clock.now())
  let issued = 0
  for (const demo of DEMO_MEMBERS) {
    const account = await storage.customers.findByMobile(demo.mobile)
    if (account === null) continue
    const isNew = await storage.members.issue({
      memberNumber: demo.memberNumber,
      name: demo.name,
      membershipId: demo.membershipId,
      membershipTypeId: demo.membershipTypeId,
      customerId: account.id,
      balance: 0,
      usedBalance: 0,
      startDate: formatCalendarDate(addDays(today, VALID_FROM_DAYS)),
      endDate: formatCalendarDate(addDays(today, VALID_UNTIL_DAYS)),
      allowMemberSaleTickets: false,
    })
    if (isNew) issued++
  }
  return issued
}
