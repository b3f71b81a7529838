import * as E from 'fp-ts/Either'
import type { Insertable, Selectable } from 'kysely'
import { kartisError, type Member, type Result } from '@kartis/core'
import type { CustomerMembers, MembersTx } from './customer-members'
import type { StorageDatabase } from './database/storage-database'
import type { MembersTable } from './database/tables'
import { outsideTransaction, type Tx } from './database/transactions'

const toMember = (row: Selectable<MembersTable>): Member => ({
  memberNumber: row.member_number,
  name: row.name,
  membershipId: row.membership_id,
  membershipTypeId: row.membership_type_id,
  customerId: row.customer_id,
  balance: row.balance,
  usedBalance: row.used_balance,
  startDate: row.start_date,
  endDate: row.end_date,
  allowMemberSaleTickets: row.allow_member_sale_tickets === 1,
})

const rowOf = (member: Member, reservationIdentifier: string | null): Insertable<MembersTable> => ({
  member_number: member.memberNumber,
  customer_id: member.customerId,
  name: member.name,
  membership_id: member.membershipId,
  membership_type_id: member.membershipTypeId,
  balance: member.balance,
  used_balance: member.usedBalance,
  start_date: member.startDate,
  end_date: member.endDate,
  allow_member_sale_tickets: member.allowMemberSaleTickets ? 1 : 0,
  reservation_identifier: reservationIdentifier,
})

/** §3/§6 customers' members on either engine. */
export class SqlCustomerMembers implements CustomerMembers {
  constructor(private readonly database: StorageDatabase) {}

  async membersOf(customerId: number): Promise<readonly Member[]> {
    const rows = await outsideTransaction(this.database)
      .selectFrom('members')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('member_number')
      .execute()
    return rows.map(toMember)
  }

  async member(memberNumber: string): Promise<Member | null> {
    const row = await outsideTransaction(this.database)
      .selectFrom('members')
      .selectAll()
      .where('member_number', '=', memberNumber.trim())
      .executeTakeFirst()
    return row === undefined ? null : toMember(row)
  }

  async ofReservation(reservationIdentifier: string): Promise<Member | null> {
    const row = await outsideTransaction(this.database)
      .selectFrom('members')
      .selectAll()
      .where('reservation_identifier', '=', reservationIdentifier)
      .executeTakeFirst()
    return row === undefined ? null : toMember(row)
  }

  async issue(member: Member): Promise<boolean> {
    const written = await outsideTransaction(this.database)
      .insertInto('members')
      .values(rowOf(member, null))
      .onConflict((oc) => oc.column('member_number').doNothing())
      .returning('member_number')
      .executeTakeFirst()
    return written !== undefined
  }
}

/** Issue 14 members written inside the commit's transaction, on either engine. */
export class SqlMembersTx implements MembersTx {
  constructor(private readonly tx: Tx) {}

  async issue(member: Member, reservationIdentifier: string): Promise<Result<void>> {
    const written = await this.tx
      .insertInto('members')
      .values(rowOf(member, reservationIdentifier))
      .onConflict((oc) => oc.column('member_number').doNothing())
      .returning('member_number')
      .executeTakeFirst()
    return written === undefined ? E.left(kartisError('BAD_REQUEST', { reason: 'member-number-taken' })) : E.right(undefined)
  }
}
