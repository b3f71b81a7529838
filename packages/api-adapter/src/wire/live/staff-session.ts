import * as t from 'io-ts'
import * as E from 'fp-ts/Either'
import { isStaffPermission, type StaffPermission, type StaffUser } from '@kartis/core'
import { listOf, nullable } from '../optionality'
import { WireInt, WireString } from '../scalars'
import { field, tolerantStruct, wireObject, type WireObject } from '../tolerant-keys'

/** Issue 13 the producer console's login, logout and userInfo (designed: §7 shows no staff calls; §3 "userInfo with businessIds"). */

/** §6 permission numbers: the ones this product knows are kept, others (a newer server's) dropped. */
export const StaffPermissionsCodec = new t.Type<readonly StaffPermission[], readonly number[], unknown>(
  'staff permissions',
  (u): u is readonly StaffPermission[] => Array.isArray(u) && u.every((p) => typeof p === 'number' && isStaffPermission(p)),
  (u, c) => E.map((numbers: readonly number[]) => numbers.filter(isStaffPermission))(listOf(WireInt).validate(u, c)),
  (a) => a,
)

/** §3/§6 userInfo: StaffId, Name, Email, Permissions, BusinessIds. */
export const StaffUserCodec: t.Type<StaffUser, WireObject, unknown> = wireObject('userInfo', {
  staffId: field('StaffId', WireInt),
  name: field('Name', WireString),
  email: field('Email', WireString),
  permissions: field('Permissions', StaffPermissionsCodec),
  businessIds: field('BusinessIds', listOf(WireInt)),
})

/** The answer that carries a logged-in user: `{ userInfo }`. */
export const StaffUserInfoResponse = wireObject('staff user info', { userInfo: field('userInfo', StaffUserCodec) })

/** POST /PRES-live/login body. */
export const StaffLoginBody = tolerantStruct({ email: WireString, password: WireString }, 'staff login body')

/**
 * POST /PRES-live/login answer: `{ userInfo }` when logged in, or `{ userInfo: null, totpChallenge }`
 * when the account's TOTP code is still due (a wrong password is 401 STAFF_LOGIN_FAILED).
 */
export const StaffLoginResponse = wireObject('staff login', {
  userInfo: field('userInfo', nullable(StaffUserCodec)),
  totpChallenge: field('totpChallenge', nullable(WireString)),
})

/** POST /PRES-live/login/totp body: the login's challenge and the six-digit code. */
export const StaffTotpBody = tolerantStruct({ challenge: WireString, code: WireString }, 'staff totp body')
