import * as E from 'fp-ts/Either'
import type { AppDeps, RouteHost } from '../app-deps'
import { enrolmentSeasonById } from '../enrolments/enrolment-catalogue'
import { enrolmentSeatPlan, lockEnrolmentSeat, unlockEnrolmentSeat } from '../enrolments/enrolment-seats'
import { seatLockingOf } from './seat-locking-deps'
import { inHebrew, withHebrew } from './answer'

/**
 * Issue 14 §3 membership enrolment: the season (GET /enroll/{membershipId}: its rates and events,
 * this product's call) and §7 its events' seats (GET /enroll/{membershipId}/seatplan, PUT
 * /enroll/{membershipId}/lock-seat and /unlock-seat), locked as event seats are (enrolment-seats),
 * rate-limited as seat changes. Every refusal carries its Hebrew text. The order is committed by
 * POST /payment/commit with a cart of kind 'enrolment' (payment/enrolment-commit).
 */
export const registerEnrolmentRoutes = (host: RouteHost, deps: AppDeps): void => {
  const { storage, clock } = deps
  const locking = seatLockingOf(deps)
  const seasonOf = (membershipId: number) => enrolmentSeasonById(storage.catalog, clock.now(), membershipId)

  host.handle('enrolmentSeason', async ({ params }) => withHebrew(await seasonOf(params.membershipId)))

  host.handle('enrolmentSeatPlan', async ({ params, uuid }) => {
    const season = await seasonOf(params.membershipId)
    if (E.isLeft(season)) return withHebrew(season)
    return withHebrew(await enrolmentSeatPlan(locking, uuid, season.right, params.presentationIds ?? []))
  })

  host.handle(
    'enrolmentLockSeat',
    async ({ params, body, uuid, clientAddress }) => {
      const season = await seasonOf(params.membershipId)
      if (E.isLeft(season)) return inHebrew(season)
      const request = { ...body, presentationIds: body.presentationIds ?? [body.presentationId] }
      return inHebrew(await lockEnrolmentSeat(locking, { uuid, clientAddress }, season.right, request))
    },
    { rateLimit: 'seatChanges' },
  )

  host.handle(
    'enrolmentUnlockSeat',
    async ({ params, body, uuid }) => {
      const season = await seasonOf(params.membershipId)
      if (E.isLeft(season)) return inHebrew(season)
      const request = { ...body, presentationIds: body.presentationIds ?? [body.presentationId] }
      return inHebrew(await unlockEnrolmentSeat(locking, uuid, season.right, request))
    },
    { rateLimit: 'seatChanges' },
  )
}
