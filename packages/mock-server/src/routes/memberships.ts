import type { FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import type { Result } from '@kartis/core'
import type { AppDeps, RouteHost } from '../app-deps'
import { listMembershipsOnSale, membershipOnSaleByCode, membershipOnSaleById } from '../memberships/membership-catalogue'
import { lockMembershipSeat, membershipSeatPlan, unlockMembershipSeat } from '../memberships/membership-seats'
import { seatCallsOfVenue, type SeatCallsOfVenue } from '../venues/venue-scope'
import { seatLockingOf } from './seat-locking-deps'
import { inHebrew, withHebrew as hebrew } from './answer'

/**
 * Issue 14 the membership shop: its catalogue (GET /memberships, /memberships/{membershipCode})
 * and §7 the seats of a membership (GET /membership/seatplan, PUT /membership/lock-seat and
 * /membership/unlock-seat), locked as event seats are (membership-seats). The order is committed
 * by POST /payment/commit with a cart of kind 'memberships' (payment/membership-commit).
 * Issue 15 §2 at a venue's host or /v/{slug} only the memberships covering that venue's
 * presentations exist (venue-scope's seatCallsOfVenue, as the event seat routes): another's is
 * not listed and is NOT_FOUND.
 */

export const registerMembershipRoutes = (host: RouteHost, deps: AppDeps): void => {
  const { storage, clock } = deps
  const locking = seatLockingOf(deps)
  /** Issue 15 §2 the catalogue and seat locking of the request's venue. */
  const atVenue = (request: FastifyRequest): Promise<Result<SeatCallsOfVenue>> =>
    seatCallsOfVenue({ venues: storage.venues, catalog: storage.catalog, locking }, request)

  host.handle('membershipsOnSale', async ({ request }) => {
    const scoped = await atVenue(request)
    if (E.isLeft(scoped)) return hebrew(scoped)
    return hebrew(await listMembershipsOnSale(scoped.right.catalog, clock.now()))
  })

  host.handle('membershipByCode', async ({ params, request }) => {
    const scoped = await atVenue(request)
    if (E.isLeft(scoped)) return hebrew(scoped)
    return hebrew(await membershipOnSaleByCode(scoped.right.catalog, clock.now(), params.membershipCode))
  })

  host.handle('membershipSeatPlan', async ({ params, uuid, request }) => {
    const scoped = await atVenue(request)
    if (E.isLeft(scoped)) return hebrew(scoped)
    const onSale = await membershipOnSaleById(scoped.right.catalog, clock.now(), params.membershipId)
    if (E.isLeft(onSale)) return hebrew(onSale)
    return hebrew(await membershipSeatPlan(scoped.right.locking, uuid, onSale.right, params.presentationId ?? null))
  })

  host.handle(
    'membershipLockSeat',
    async ({ body, uuid, clientAddress, request }) => {
      const scoped = await atVenue(request)
      if (E.isLeft(scoped)) return hebrew(scoped)
      const onSale = await membershipOnSaleById(scoped.right.catalog, clock.now(), body.seat.membershipId)
      if (E.isLeft(onSale)) return hebrew(onSale)
      return inHebrew(await lockMembershipSeat(scoped.right.locking, { uuid, clientAddress }, onSale.right, body.seat))
    },
    { rateLimit: 'seatChanges' },
  )

  host.handle(
    'membershipUnlockSeat',
    async ({ body, uuid, request }) => {
      const scoped = await atVenue(request)
      if (E.isLeft(scoped)) return hebrew(scoped)
      const onSale = await membershipOnSaleById(scoped.right.catalog, clock.now(), body.seat.membershipId)
      if (E.isLeft(onSale)) return hebrew(onSale)
      return inHebrew(await unlockMembershipSeat(scoped.right.locking, uuid, onSale.right, body.seat))
    },
    { rateLimit: 'seatChanges' },
  )
}
