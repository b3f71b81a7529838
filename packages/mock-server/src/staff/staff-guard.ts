import type { FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import { hasStaffPermission, kartisError, servesBusiness, type Result, type StaffPermission, type StaffUser } from '@kartis/core'
import type { SessionService } from '../sessions/session-service'
import type { StaffAccounts } from './staff-accounts'

/**
 * §6 issue 13 the server's check on every live call: the staff user of the request's session
 * (401 STAFF_LOGIN_REQUIRED without one), holding the call's permission (403 PERMISSION_DENIED
 * without it) and, for a call about one business's data, working for that business (403).
 */
export class StaffGuard {
  constructor(
    private readonly sessions: SessionService,
    private readonly accounts: Pick<StaffAccounts, 'get'>,
  ) {}

  /** The session's staff user (a disabled user's session no longer counts). */
  async user(request: FastifyRequest): Promise<Result<StaffUser>> {
    const staffId = await this.sessions.ownerIdOf(request)
    const user = staffId === null ? null : await this.accounts.get(staffId)
    return user === null ? E.left(kartisError('STAFF_LOGIN_REQUIRED')) : E.right(user)
  }

  /** The session's staff user, if it holds `permission`. */
  async withPermission(request: FastifyRequest, permission: StaffPermission): Promise<Result<StaffUser>> {
    const user = await this.user(request)
    if (E.isLeft(user)) return user
    return hasStaffPermission(user.right, permission) ? user : E.left(kartisError('PERMISSION_DENIED', { permission }))
  }

  /**
   * The session's staff user, if it holds `permission` and works for `businessId` (a venue
   * without a business belongs to nobody's staff). Lists filter by the user's businessIds in
   * their query instead: this is for one item (a reservation) asked for by its id.
   */
  async forBusiness(request: FastifyRequest, permission: StaffPermission, businessId: number | null): Promise<Result<StaffUser>> {
    const user = await this.withPermission(request, permission)
    if (E.isLeft(user)) return user
    return businessId !== null && servesBusiness(user.right, businessId) ? user : E.left(kartisError('PERMISSION_DENIED', { permission }))
  }
}
