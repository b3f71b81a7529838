import * as E from 'fp-ts/Either'
import { kartisError } from '@kartis/core'
import type { AppDeps, RouteHost } from '../app-deps'
import { bestAvailable } from '../seats/best-available'
import { lockSeat, unlockSeat } from '../seats/seat-locking'
import { seatsStatus } from '../seats/seats-status'
import { liveSeatView } from '../staff/live-seat-view'
import { jerusalemDayBounds } from '../storage/jerusalem-day'
import { afterCaptcha, orErrorAnswer } from './answer'
import { seatLockingOf } from './seat-locking-deps'

/**
 * §7 Seats: presentations by date, seat plan, seats status (other visitors' locks held in a
 * producer's live view, issue 13), lock, unlock, best available.
 */
export const registerSeatRoutes = (host: RouteHost, deps: AppDeps): void => {
  const { storage, config, clock, layouts, metrics } = deps
  const locking = seatLockingOf(deps)

  host.handle('seatsPresentations', async ({ params }) =>
    E.right(await storage.catalog.listPresentations({ ...jerusalemDayBounds(params.date), includeUntimed: false })),
  )

  host.handle('seatPlan', async ({ params }) => {
    const layout = await layouts.layoutOf(params.venueId, params.seatplanId)
    return layout === null
      ? E.left(kartisError('NOT_FOUND', { venueId: params.venueId, seatplanId: params.seatplanId }))
      : E.right(layout.plan.sections)
  })

  host.handle(
    'seatsStatus',
    ({ params, uuid, request }) =>
      afterCaptcha(config.captcha, params.recaptchaToken, request, async () =>
        seatsStatus({ seats: storage.seats, layouts, reservations: storage.reservations }, uuid, {
          presentationId: params.presentationId,
          modifySeats: params.modifySeats,
          ...(params.sectionId === undefined ? {} : { sectionId: params.sectionId }),
          // Issue 13 a producer's live view (the session decides, not the domain parameter alone).
          othersLock: await liveSeatView(deps.staffGuard, storage.catalog, request, params),
        }),
      ),
    { rateLimit: 'captchaCalls' },
  )

  host.handle(
    'lockSeat',
    async ({ body, uuid, clientAddress, request }) =>
      orErrorAnswer(
        await afterCaptcha(config.captcha, body.recaptchaToken, request, async () => {
          const started = performance.now()
          const locked = await lockSeat(locking, { uuid, clientAddress }, body.seat)
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
          const unlocked = await unlockSeat(locking, uuid, body.seat)
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
        await afterCaptcha(config.captcha, params.recaptchaToken, request, () =>
          bestAvailable({ ...locking, catalog: storage.catalog, clock }, { uuid, clientAddress }, params),
        ),
      ),
    { rateLimit: 'seatChanges' },
  )
}
