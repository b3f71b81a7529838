import * as E from 'fp-ts/Either'
import { sql, type Selectable } from 'kysely'
import { kartisError, type Clock, type Result } from '@kartis/core'
import type { CustomerAccount, CustomerAccountDetails, CustomerAccounts, NewCustomerAccount } from '../customers/customer-accounts'
import type { StorageDatabase } from './database/storage-database'
import type { CustomersTable } from './database/tables'
import { outsideTransaction, type Tx } from './database/transactions'
import { isUniqueViolation } from './database/unique-violation'

const toAccount = (row: Selectable<CustomersTable>): CustomerAccount => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  ssn: row.ssn,
  email: row.email,
  mobile: row.mobile,
  mobileVerified: row.mobile_verified_at !== null,
  passwordHash: row.password_hash,
  isSmsAllowed: row.is_sms_allowed === 1,
  isEmailAllowed: row.is_email_allowed === 1,
  isMailingAllowed: row.is_mailing_allowed === 1,
  address1: row.address1,
  city: row.city,
  dateOfBirth: row.date_of_birth,
  createdAt: row.created_at,
})

const flagOf = (value: boolean): 0 | 1 => (value ? 1 : 0)

/**
 * Issue 12 customer accounts on either engine. The mobile number, the ID number and the e-mail
 * (in lower case) are unique: a write that would give one to a second customer is refused by the
 * database itself (so two requests at once cannot both succeed) and answered CUSTOMER_SAVE_FAILED.
 */
export class SqlCustomerAccounts implements CustomerAccounts {
  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  private get db(): Tx {
    return outsideTransaction(this.database)
  }

  async get(id: number): Promise<CustomerAccount | null> {
    const row = await this.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst()
    return row === undefined ? null : toAccount(row)
  }

  async findByMobile(mobile: string): Promise<CustomerAccount | null> {
    const row = await this.db.selectFrom('customers').selectAll().where('mobile', '=', mobile).executeTakeFirst()
    return row === undefined ? null : toAccount(row)
  }

  async findBySsn(ssn: string): Promise<CustomerAccount | null> {
    const row = await this.db.selectFrom('customers').selectAll().where('ssn', '=', ssn).executeTakeFirst()
    return row === undefined ? null : toAccount(row)
  }

  async findByEmail(email: string): Promise<CustomerAccount | null> {
    const row = await this.db
      .selectFrom('customers')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
      .executeTakeFirst()
    return row === undefined ? null : toAccount(row)
  }

  async create(account: NewCustomerAccount): Promise<Result<CustomerAccount>> {
    const now = this.clock.now()
    const row = await this.db
      .insertInto('customers')
      .values({
        first_name: account.firstName,
        last_name: account.lastName,
        ssn: account.ssn,
        email: account.email,
        mobile: account.mobile,
        mobile_verified_at: account.mobileVerified ? now : null,
        password_hash: account.passwordHash,
        is_sms_allowed: flagOf(account.isSmsAllowed),
        is_email_allowed: flagOf(account.isEmailAllowed),
        is_mailing_allowed: flagOf(account.isMailingAllowed),
        created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst()
    return row === undefined ? E.left(kartisError('CUSTOMER_SAVE_FAILED', { reason: 'taken' })) : E.right(toAccount(row))
  }

  async updateDetails(id: number, details: CustomerAccountDetails): Promise<Result<CustomerAccount>> {
    try {
      const row = await this.db
        .updateTable('customers')
        .set((eb) => ({
          first_name: details.firstName,
          last_name: details.lastName,
          email: details.email,
          mobile: details.mobile,
          // A new number is not proved until the customer logs in with it by SMS.
          mobile_verified_at: eb.case().when('mobile', '=', details.mobile).then(eb.ref('mobile_verified_at')).else(null).end(),
          address1: details.address1,
          city: details.city,
          date_of_birth: details.dateOfBirth,
        }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()
      return row === undefined ? E.left(kartisError('CUSTOMER_NOT_FOUND')) : E.right(toAccount(row))
    } catch (error) {
      if (isUniqueViolation(error)) return E.left(kartisError('CUSTOMER_SAVE_FAILED', { reason: 'taken' }))
      throw error
    }
  }

  async markMobileVerified(id: number): Promise<void> {
    await this.db.updateTable('customers').set({ mobile_verified_at: this.clock.now() }).where('id', '=', id).execute()
  }
}
