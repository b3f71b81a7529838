import * as E from 'fp-ts/Either'
import { sql } from 'kysely'
import { isStaffPermission, kartisError, type Clock, type Result, type StaffUser } from '@kartis/core'
import type { NewStaffAccount, StaffAccounts, StaffCredentials, StaffListing } from '../staff/staff-accounts'
import type { StorageDatabase } from './database/storage-database'
import { inTransaction, outsideTransaction, type Tx } from './database/transactions'
import { isUniqueViolation } from './database/unique-violation'

interface StaffRow {
  readonly id: number
  readonly email: string
  readonly name: string
  readonly password_hash: string
  readonly totp_secret: string | null
  readonly disabled_at: number | null
}

/** Issue 13 staff accounts on either engine; the e-mail is unique in lower case (the database refuses a second). */
export class SqlStaffAccounts implements StaffAccounts {
  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  private get db(): Tx {
    return outsideTransaction(this.database)
  }

  /** The users of some rows, with their permissions and businesses (two queries, whatever the number of users). */
  private async usersOf(rows: readonly StaffRow[]): Promise<readonly StaffUser[]> {
    if (rows.length === 0) return []
    const ids = rows.map((row) => row.id)
    const permissions = await this.db
      .selectFrom('staff_permissions')
      .select(['staff_id', 'permission'])
      .where('staff_id', 'in', ids)
      .orderBy('permission')
      .execute()
    const businesses = await this.db
      .selectFrom('staff_businesses')
      .select(['staff_id', 'business_id'])
      .where('staff_id', 'in', ids)
      .orderBy('business_id')
      .execute()
    return rows.map((row) => ({
      staffId: row.id,
      name: row.name,
      email: row.email,
      permissions: permissions.filter((p) => p.staff_id === row.id).flatMap((p) => (isStaffPermission(p.permission) ? [p.permission] : [])),
      businessIds: businesses.filter((b) => b.staff_id === row.id).map((b) => b.business_id),
    }))
  }

  private async credentialsWhere(row: StaffRow | undefined): Promise<StaffCredentials | null> {
    if (row === undefined || row.disabled_at !== null) return null
    const [user] = await this.usersOf([row])
    return user === undefined ? null : { user, passwordHash: row.password_hash, totpSecret: row.totp_secret }
  }

  async create(account: NewStaffAccount): Promise<Result<StaffUser>> {
    try {
      const created = await inTransaction(this.database, async (tx) => {
        const row = await tx
          .insertInto('staff_users')
          .values({
            email: account.email.trim(),
            name: account.name.trim(),
            password_hash: account.passwordHash,
            totp_secret: account.totpSecret,
            disabled_at: null,
            created_at: this.clock.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const permissions = [...new Set(account.permissions)]
        const businesses = [...new Set(account.businessIds)]
        if (permissions.length > 0)
          await tx
            .insertInto('staff_permissions')
            .values(permissions.map((permission) => ({ staff_id: row.id, permission })))
            .execute()
        if (businesses.length > 0)
          await tx
            .insertInto('staff_businesses')
            .values(businesses.map((business_id) => ({ staff_id: row.id, business_id })))
            .execute()
        return E.right(row.id)
      })
      if (E.isLeft(created)) return created
      const user = await this.get(created.right)
      return user === null ? E.left(kartisError('SERVER_ERROR')) : E.right(user)
    } catch (error) {
      if (isUniqueViolation(error)) return E.left(kartisError('BAD_REQUEST', { reason: 'email taken' }))
      throw error
    }
  }

  async credentialsOf(email: string): Promise<StaffCredentials | null> {
    const row = await this.db
      .selectFrom('staff_users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
      .executeTakeFirst()
    return this.credentialsWhere(row)
  }

  async credentialsById(staffId: number): Promise<StaffCredentials | null> {
    return this.credentialsWhere(await this.db.selectFrom('staff_users').selectAll().where('id', '=', staffId).executeTakeFirst())
  }

  async get(staffId: number): Promise<StaffUser | null> {
    return (await this.credentialsById(staffId))?.user ?? null
  }

  async list(): Promise<readonly StaffListing[]> {
    const rows = await this.db.selectFrom('staff_users').selectAll().orderBy('id').execute()
    const users = await this.usersOf(rows)
    return users.map((user, index) => ({
      ...user,
      disabled: rows[index]?.disabled_at !== null,
      hasTotp: rows[index]?.totp_secret !== null,
    }))
  }

  async disable(email: string): Promise<boolean> {
    const now = this.clock.now()
    const row = await this.db
      .updateTable('staff_users')
      .set({ disabled_at: now })
      .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
      .where('disabled_at', 'is', null)
      .returning('id')
      .executeTakeFirst()
    if (row === undefined) return false
    await this.db.deleteFrom('staff_sessions').where('staff_id', '=', row.id).execute()
    return true
  }
}
