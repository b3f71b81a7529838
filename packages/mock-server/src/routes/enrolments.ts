import type { FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import type { EnrolmentSeason, Result } from '@kartis/core'
import type { AppDeps, RouteHost } from '../app-deps'
import { enrolmentSeasonById } from '../enrolments/enrolment-catalogue'
import { enrolmentSeatPlan, lockEnrolmentSeat, unlockEnrolmentSeat } from '../enrolments/enrolment-seats'
import { seatCallsOfVenue, type SeatCallsOfVenue } from '../venues/venue-scope'
import { seatLockingOf } from './seat-locking-deps'
import { inHebrew, withHebrew } from './answer'

/**
 * Issue 14 §3 membership enrolment: the season (GET /enroll/{membershipId}: its rates and events,
 * this product's call) and §7 its events' seats (GET /enroll/{membershipId}/seatplan, PUT
 * /enroll/{membershipId}/lock-seat and /unlock-seat), locked as event seats are (enrolment-seats),
 * rate-limited as seat changes. Every refusal carries its Hebrew text. The order is committed by
 * POST /payment/commit with a cart of kind 'enrolment' (payment/enrolment-commit). Issue 15 §2 at
 * a venue's host or /v/{slug} a season of another venue's presentations is NOT_FOUND (venue-scope's
 * seatCallsOfVenue, as the event seat routes).
 */
export const registerEnrolmentRoutes = (host: RouteHost, deps: AppDeps): void => {
  const { storage, clock } = deps
  const locking = seatLockingOf(deps)
  /** Issue 15 §2 the season as the request's venue sees it, with that venue's seat locking. */
  const seasonAt = async (
    request: FastifyRequest,
    membershipId: number,
  ): Promise<Result<{ readonly season: EnrolmentSeason; readonly scoped: SeatCallsOfVenue }>> => {
    const scoped = await seatCallsOfVenue({ venues: storage.venues, catalog: storage.catalog, locking }, request)
    if (E.isLeft(scoped)) return scoped
    return E.map((season: EnrolmentSeason) => ({ season, scoped: scoped.right }))(
      await enrolmentSeasonById(scoped.right.catalog, clock.now(), membershipId),
    )
  }

  host.handle('enrolmentSeason', async ({ params, request }) =>
    withHebrew(E.map(({ season }: { readonly season: EnrolmentSeason }) => season)(await seasonAt(request, params.membershipId))),
  )

  host.handle('enrolmentSeatPlan', async ({ params, uuid, request }) => {
    const found = await seasonAt(request, params.membershipId)
    if (E.isLeft(found)) return withHebrew(found)
    const { season, scoped } = found.right
    return withHebrew(await enrolmentSeatPlan(scoped.locking, uuid, season, params.presentationIds ?? []))
  })

  host.handle(
    'enrolmentLockSeat',
    async ({ params, body, uuid, clientAddress, request }) => {
      const found = await seasonAt(request, params.membershipId)
      if (E.isLeft(found)) return inHebrew(found)
      const { season, scoped } = found.right
      const seat = { ...body, presentationIds: body.presentationIds ?? [body.presentationId] }
      return inHebrew(await lockEnrolmentSeat(scoped.locking, { uuid, clientAddress }, season, seat))
    },
    { rateLimit: 'seatChanges' },
  )

  host.handle(
    'enrolmentUnlockSeat',
    async ({ params, body, uuid, request }) => {
      const found = await seasonAt(request, params.membershipId)
      if (E.isLeft(found)) return inHebrew(found)
      const { season, scoped } = found.right
      const seat = { ...body, presentationIds: body.presentationIds ?? [body.presentationId] }
      return inHebrew(await unlockEnrolmentSeat(scoped.locking, uuid, season, seat))
    },
    { rateLimit: 'seatChanges' },
  )
}
