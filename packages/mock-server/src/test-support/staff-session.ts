import * as E from 'fp-ts/Either'
import { ALL_STAFF_PERMISSIONS, type ManualClock, type StaffPermission, type StaffUser } from '@kartis/core'
import { STAFF_SESSION_COOKIE } from '../sessions/session-cookie'
import { DEFAULT_STAFF_CONFIG } from '../staff/staff-config'
import { staffSessionService } from '../staff/staff-sessions'
import type { ServerStorage } from '../storage/server-storage'

/** Issue 13 test support: who a test acts as (defaults: every permission, businesses 1 to 5, a fresh e-mail). */
export interface StaffActor {
  readonly permissions?: readonly StaffPermission[]
  readonly businessIds?: readonly number[]
  readonly name?: string
  readonly email?: string
}

/** A logged-in staff user: its user, and the Cookie header its requests send. */
export interface StaffSessionOf {
  readonly user: StaffUser
  /** `kartis_staff=<session id>` */
  readonly cookie: string
  /** `{ cookie }`: spread it into app.inject's headers (beside the visitor's). */
  readonly headers: Readonly<Record<string, string>>
}

let created = 0

/**
 * Issue 13 test support: creates a staff user with the given permissions and businesses and a
 * live session for it, without a password or TOTP step (the password hash matches nothing).
 * Works with any app built over the same storage and clock (demoApp's `storage` and `clock`).
 */
export const actAsStaff = async (
  demo: { readonly storage: ServerStorage; readonly clock: Pick<ManualClock, 'now'> },
  actor: StaffActor = {},
): Promise<StaffSessionOf> => {
  created += 1
  const account = await demo.storage.staff.create({
    email: actor.email ?? `staff-${created}-${demo.clock.now()}@test.kartis`,
    name: actor.name ?? 'מפיק בדיקה',
    passwordHash: '$argon2id$not-a-password',
    totpSecret: null,
    permissions: actor.permissions ?? ALL_STAFF_PERMISSIONS,
    businessIds: actor.businessIds ?? [1, 2, 3, 4, 5],
  })
  if (E.isLeft(account)) throw new Error(`the test staff user was refused: ${account.left.code}`)
  const sessionId = await staffSessionService(demo.storage, demo.clock, DEFAULT_STAFF_CONFIG).create(account.right.staffId)
  const cookie = `${STAFF_SESSION_COOKIE.name}=${sessionId}`
  return { user: account.right, cookie, headers: { cookie } }
}
