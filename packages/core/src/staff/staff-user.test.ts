import { describe, expect, it } from 'vitest'
import { ALL_STAFF_PERMISSIONS, hasStaffPermission, isStaffPermission, servesBusiness } from './staff-user'

describe('§6 staff permissions', () => {
  it('knows 266, 267, 268 (the producer menu), 269 (ticket-reference admin) and 270 (venue settings), nothing else', () => {
    expect(ALL_STAFF_PERMISSIONS).toEqual([266, 267, 268, 269, 270])
    expect([265, 266, 269, 270, 271].map(isStaffPermission)).toEqual([false, true, true, true, false])
  })

  it('grants only the permissions and businesses the user holds', () => {
    const user = { permissions: [266] as const, businessIds: [2] }
    expect(hasStaffPermission(user, 266)).toBe(true)
    expect(hasStaffPermission(user, 268)).toBe(false)
    expect(servesBusiness(user, 2)).toBe(true)
    expect(servesBusiness(user, 1)).toBe(false)
  })
})
