import * as E from 'fp-ts/Either'
import type { AppDeps, RouteHost } from '../app-deps'
import { listMembershipsOnSale, membershipOnSaleByCode, membershipOnSaleById } from '../memberships/membership-catalogue'
import { lockMembershipSeat, membershipSeatPlan, unlockMembershipSeat } from '../memberships/membership-seats'
import { seatLockingOf } from './seat-locking-deps'
import { inHebrew, withHebrew as hebrew } from './answer'

/**
 * Issue 14 the membership shop: its catalogue (GET /memberships, /memberships/{membershipCode})
 * and §7 the seats of a membership (GET /membership/seatplan, PUT /membership/lock-seat and
 * /membership/unlock-seat), locked as event seats are (membership-seats). The order is committed
 * by POST /payment/commit with a cart of kind 'memberships' (payment/membership-commit).
 */

export const registerMembershipRoutes = (host: RouteHost, deps: AppDeps): void => {
  const { storage, clock } = deps
  const locking = seatLockingOf(deps)

  host.handle('membershipsOnSale', async () => hebrew(await listMembershipsOnSale(storage.catalog, clock.now())))

  host.handle('membershipByCode', async ({ params }) =>
    hebrew(await membershipOnSaleByCode(storage.catalog, clock.now(), params.membershipCode)),
  )

  host.handle('membershipSeatPlan', async ({ params, uuid }) => {
    const onSale = await membershipOnSaleById(storage.catalog, clock.now(), params.membershipId)
    if (E.isLeft(onSale)) return hebrew(onSale)
    return hebrew(await membershipSeatPlan(locking, uuid, onSale.right, params.presentationId ?? null))
  })

  host.handle(
    'membershipLockSeat',
    async ({ body, uuid, clientAddress }) => {
      const onSale = await membershipOnSaleById(storage.catalog, clock.now(), body.seat.membershipId)
      if (E.isLeft(onSale)) return hebrew(onSale)
      return inHebrew(await lockMembershipSeat(locking, { uuid, clientAddress }, onSale.right, body.seat))
    },
    { rateLimit: 'seatChanges' },
  )

  host.handle(
    'membershipUnlockSeat',
    async ({ body, uuid }) => {
      const onSale = await membershipOnSaleById(storage.catalog, clock.now(), body.seat.membershipId)
      if (E.isLeft(onSale)) return hebrew(onSale)
      return inHebrew(await unlockMembershipSeat(locking, uuid, onSale.right, body.seat))
    },
    { rateLimit: 'seatChanges' },
  )
}
