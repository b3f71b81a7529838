import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { ManualClock, type Member } from '@kartis/core'
import { ENGINES, testDatabase } from '../test-support/test-databases'
import { SqlCustomerAccounts } from './sql-customer-accounts'
import { SqlCustomerMembers } from './sql-customer-members'

const member = (memberNumber: string, customerId: number | null): Member => ({
  memberNumber,
  name: 'מנוי שנתי',
  membershipId: 3,
  membershipTypeId: 1,
  customerId,
  balance: 4,
  usedBalance: 1,
  startDate: '2025-06-01',
  endDate: '2026-05-31',
  allowMemberSaleTickets: true,
})

describe.each(ENGINES)('SqlCustomerMembers on %s', (engine) => {
  it('keeps a customer’s members as issued, issues a member number once, and tells no one else’s', async () => {
    const clock = new ManualClock(Date.UTC(2025, 6, 1))
    const database = await testDatabase(engine, { clock })
    const accounts = new SqlCustomerAccounts(database, clock)
    const created = await Promise.all(
      ['0549876543', '0587654321'].map((mobile) =>
        accounts.create({
          firstName: 'דנה',
          lastName: 'כהן',
          ssn: null,
          email: null,
          mobile,
          mobileVerified: false,
          passwordHash: null,
          isSmsAllowed: true,
          isEmailAllowed: true,
          isMailingAllowed: false,
        }),
      ),
    )
    const [dana, other] = created.map((account) => (E.isRight(account) ? account.right.id : -1))
    if (dana === undefined || other === undefined) throw new Error('two customers expected')
    const members = new SqlCustomerMembers(database)
    expect(await members.issue(member('880002', dana))).toBe(true)
    expect(await members.issue(member('880001', dana))).toBe(true)
    expect(await members.issue({ ...member('880001', other), name: 'אחר' })).toBe(false)
    expect(await members.issue(member('880003', null))).toBe(true)
    expect(await members.membersOf(dana)).toEqual([member('880001', dana), member('880002', dana)])
    expect(await members.membersOf(other)).toEqual([])
    expect(await members.membersOf(999)).toEqual([])
  })
})
