import * as E from 'fp-ts/Either'
import { ALL_STAFF_PERMISSIONS, STAFF_PERMISSIONS } from '@kartis/core'
import { addStaff, type StaffToAdd } from '../staff/staff-admin'
import type { StaffAccounts } from '../staff/staff-accounts'

/** The demo TOTP user's secret (README): add it to an authenticator app to try the second step. Development only. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

/**
 * Issue 13 the demo's staff (README, "Producer console"): a producer with every permission on all
 * five demo businesses, a reports-only user (266), a producer of the theatre (business 2) only
 * (its venue manager too: 270 for the theatre), a producer with a TOTP second factor, and (issue 15
 * §4) the venue manager of the cinema and the festival (270 for businesses 1 and 4). Seeded by `npm start` in development mode only.
 */
export const DEMO_STAFF: readonly StaffToAdd[] = [
  {
    email: 'producer@kartis.example',
    name: 'רוני המפיקה',
    password: 'Kartis-Staff-1',
    totpSecret: null,
    permissions: ALL_STAFF_PERMISSIONS,
    businessIds: [1, 2, 3, 4, 5],
  },
  {
    email: 'reports@kartis.example',
    name: 'אבי דוחות',
    password: 'Kartis-Staff-2',
    totpSecret: null,
    permissions: [STAFF_PERMISSIONS.presentationsReport],
    businessIds: [1, 2, 3, 4, 5],
  },
  {
    email: 'theatre@kartis.example',
    name: 'שירה מהתיאטרון',
    password: 'Kartis-Staff-3',
    totpSecret: null,
    permissions: ALL_STAFF_PERMISSIONS,
    businessIds: [2],
  },
  {
    email: 'totp@kartis.example',
    name: 'תומר אימות',
    password: 'Kartis-Staff-4',
    totpSecret: DEMO_TOTP_SECRET,
    permissions: ALL_STAFF_PERMISSIONS,
    businessIds: [1, 2, 3, 4, 5],
  },
  {
    email: 'venues@kartis.example',
    name: 'דני מנהל האולמות',
    password: 'Kartis-Staff-5',
    totpSecret: null,
    permissions: [STAFF_PERMISSIONS.venueSettings],
    businessIds: [1, 4],
  },
]

/** Issue 13 adds the demo staff not there yet (an e-mail already taken is left as it is); how many were added. */
export const seedDemoStaff = async (accounts: StaffAccounts): Promise<number> => {
  let added = 0
  for (const staff of DEMO_STAFF)
    if ((await accounts.credentialsOf(staff.email)) === null && E.isRight(await addStaff(accounts, staff))) added++
  return added
}
