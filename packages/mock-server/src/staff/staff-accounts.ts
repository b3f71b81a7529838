import type { Result, StaffPermission, StaffUser } from '@kartis/core'

/** Issue 13 a staff account as the login needs it: the user, its password hash and TOTP secret. */
export interface StaffCredentials {
  readonly user: StaffUser
  readonly passwordHash: string
  /** Base32 TOTP secret; null: the account has no second factor. */
  readonly totpSecret: string | null
}

export interface NewStaffAccount {
  readonly email: string
  readonly name: string
  readonly passwordHash: string
  readonly totpSecret: string | null
  readonly permissions: readonly StaffPermission[]
  readonly businessIds: readonly number[]
}

/** A staff user as `npm run staff -- list` shows it. */
export interface StaffListing extends StaffUser {
  readonly disabled: boolean
  readonly hasTotp: boolean
}

/** Issue 13 the producer console's staff accounts (§6 userInfo with businessIds and permissions). */
export interface StaffAccounts {
  /** A new account; BAD_REQUEST when the e-mail (in any case) already has one. */
  create(account: NewStaffAccount): Promise<Result<StaffUser>>
  /** The enabled account of an e-mail (in any case), with what its login checks; null when none. */
  credentialsOf(email: string): Promise<StaffCredentials | null>
  /** An enabled account's TOTP secret, by id (the second step of a login). */
  credentialsById(staffId: number): Promise<StaffCredentials | null>
  /** The enabled user of an id; null when unknown or disabled (its sessions stop working at once). */
  get(staffId: number): Promise<StaffUser | null>
  list(): Promise<readonly StaffListing[]>
  /** Disables an account (kept for the audit log); false when the e-mail has none. */
  disable(email: string): Promise<boolean>
}
