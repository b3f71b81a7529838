import * as E from 'fp-ts/Either'
import { kartisError, type Result, type StaffPermission, type StaffUser } from '@kartis/core'
import { hashPassword } from '../customers/passwords'
import type { StaffAccounts } from './staff-accounts'

/** Issue 13 a staff account to create (`npm run staff -- add`, the demo staff). */
export interface StaffToAdd {
  readonly email: string
  readonly name: string
  readonly password: string
  /** Base32 TOTP secret; null: no second factor. */
  readonly totpSecret: string | null
  readonly permissions: readonly StaffPermission[]
  readonly businessIds: readonly number[]
}

/** Passwords of staff: at least this long (a back office that cancels and refunds is worth guessing). */
export const MIN_STAFF_PASSWORD_LENGTH = 10

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Issue 13 creates a staff account: a valid e-mail, a name, a password of 10+ characters (hashed with argon2id). */
export const addStaff = async (accounts: Pick<StaffAccounts, 'create'>, staff: StaffToAdd): Promise<Result<StaffUser>> => {
  if (!EMAIL.test(staff.email.trim())) return E.left(kartisError('BAD_REQUEST', { field: 'email' }))
  if (staff.name.trim() === '') return E.left(kartisError('BAD_REQUEST', { field: 'name' }))
  if (staff.password.length < MIN_STAFF_PASSWORD_LENGTH) return E.left(kartisError('BAD_REQUEST', { field: 'password' }))
  return accounts.create({
    email: staff.email,
    name: staff.name,
    passwordHash: await hashPassword(staff.password),
    totpSecret: staff.totpSecret,
    permissions: staff.permissions,
    businessIds: staff.businessIds,
  })
}
