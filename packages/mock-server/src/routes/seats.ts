import type { FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import { kartisError, type Result, type SeatPlanKey, type SeatSection } from '@kartis/core'
import type { AppDeps, RouteHost } from '../app-deps'
import { bestAvailable } from '../seats/best-available'
import { lockSeat, unlockSeat } from '../seats/seat-locking'
import { seatsStatus } from '../seats/seats-status'
import { liveSeatView } from '../staff/live-seat-view'
import { jerusalemDayBounds } from '../storage/jerusalem-day'
import { afterCaptcha, orErrorAnswer } from './answer'
import { isVisibleAt, seatCallsOfVenue, visibleBusinessOf, type SeatCallsOfVenue } from '../venues/venue-scope'
import { seatLockingOf } from './seat-locking-deps'

/**
 * §7 Seats: presentations by date, seat plan, seats status (other visitors' locks held in a
 * producer's live view, issue 13), lock, unlock, best available. Issue 15 §2 at a venue's host or
 * /v/{slug} only that venue's business's presentations and plans exist (PRSNT_NOT_FOUND, NOT_FOUND).
 */
export const registerSeatRoutes = (host: RouteHost, deps: AppDeps): void => {
  const { storage, config, clock, layouts, metrics } = deps
  const locking = seatLockingOf(deps)
  /** Issue 15 §2 the business a request sees, and the seat rules' deps as its venue's pages see them. */
  const atVenue = (request: FastifyRequest): Promise<Result<SeatCallsOfVenue>> =>
    seatCallsOfVenue({ venues: storage.venues, catalog: storage.catalog, locking }, request)

  host.handle('seatsPresentations', async ({ params, request }) => {
    const visible = await visibleBusinessOf(storage.venues, request)
    if (E.isLeft(visible)) return visible
    const all = await storage.catalog.listPresentations({ ...jerusalemDayBounds(params.date), includeUntimed: false })
    return E.right(all.filter((presentation) => isVisibleAt(visible.right, presentation.businessId)))
  })

  /** §7 the venue's seat plan, as the request's venue sees it. */
  const seatPlanAt = async (request: FastifyRequest, params: SeatPlanKey): Promise<Result<readonly SeatSection[]>> => {
    const visible = await visibleBusinessOf(storage.venues, request)
    if (E.isLeft(visible)) return visible
    // Issue 15 §2 a hall of another business is no plan of this venue's: the same NOT_FOUND as an unknown one.
    const hall = visible.right === null ? null : await storage.catalog.getVenue(params.venueId)
    const layout =
      visible.right === null || (hall !== null && isVisibleAt(visible.right, hall.businessId))
        ? await layouts.layoutOf(params.venueId, params.seatplanId)
        : null
    return layout === null
      ? E.left(kartisError('NOT_FOUND', { venueId: params.venueId, seatplanId: params.seatplanId }))
      : E.right(layout.plan.sections)
  }
  host.handle('seatPlan', ({ params, request }) => seatPlanAt(request, params), { answersKeptObjects: true })
  // Issue 16 §1 the same plan with each row's seats in columns: what the storefront and the console ask.
  host.handle('seatPlanColumns', ({ params, request }) => seatPlanAt(request, params), { answersKeptObjects: true })

  host.handle(
    'seatsStatus',
    ({ params, uuid, request }) =>
      afterCaptcha(config.captcha, params.recaptchaToken, request, async () => {
        const scoped = await atVenue(request)
        if (E.isLeft(scoped)) return scoped
        return seatsStatus({ seats: storage.seats, layouts: scoped.right.locking.layouts, reservations: storage.reservations }, uuid, {
          presentationId: params.presentationId,
          modifySeats: params.modifySeats,
          ...(params.sectionId === undefined ? {} : { sectionId: params.sectionId }),
          // Issue 13 a producer's live view (the session decides, not the domain parameter alone).
          othersLock: await liveSeatView(deps.staffGuard, storage.catalog, request, params),
        })
      }),
    { rateLimit: 'captchaCalls' },
  )

  host.handle(
    'lockSeat',
    async ({ body, uuid, clientAddress, request }) =>
      orErrorAnswer(
        await afterCaptcha(config.captcha, body.recaptchaToken, request, async () => {
          const scoped = await atVenue(request)
          if (E.isLeft(scoped)) return scoped
          const started = performance.now()
          const locked = await lockSeat(scoped.right.locking, { uuid, clientAddress }, body.seat)
          metrics.seatLock(E.isRight(locked) ? 'ok' : 'refused', (performance.now() - started) / 1000)
          return locked
        }),
      ),
    { rateLimit: 'seatChanges' },
  )

  host.handle(
    'unlockSeat',
    async ({ body, uuid, request }) =>
      orErrorAnswer(
        await afterCaptcha(config.captcha, body.recaptchaToken, request, async () => {
          const scoped = await atVenue(request)
          if (E.isLeft(scoped)) return scoped
          const unlocked = await unlockSeat(scoped.right.locking, uuid, body.seat)
          metrics.seatUnlock(E.isRight(unlocked) ? 'ok' : 'refused')
          return unlocked
        }),
      ),
    { rateLimit: 'seatChanges' },
  )

  host.handle(
    'bestAvailable',
    async ({ params, uuid, clientAddress, request }) =>
      orErrorAnswer(
        await afterCaptcha(config.captcha, params.recaptchaToken, request, async () => {
          const scoped = await atVenue(request)
          if (E.isLeft(scoped)) return scoped
          const { visible } = scoped.right
          const query = visible === null ? params : { ...params, businessId: visible }
          return bestAvailable({ ...scoped.right.locking, catalog: storage.catalog, clock }, { uuid, clientAddress }, query)
        }),
      ),
    { rateLimit: 'seatChanges' },
  )
}
