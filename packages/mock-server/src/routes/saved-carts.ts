import * as E from 'fp-ts/Either'
import type { Result } from '@kartis/core'
import type { AppDeps, RouteHost } from '../app-deps'
import { inHebrew } from '../http/hebrew-messages'
import { reservationOwnerOf } from '../customers/reservation-owner'
import { openModification } from '../modifications/open-modification'
import { openSavedCart } from '../saved-carts/open-cart'
import { RESERVATION_IDENTIFIER_PATTERN } from '../storage/identifiers'
import { saveCart } from '../saved-carts/save-cart'
import { consoleSmsLog } from '../sms/sms-sender'
import { catalogOfVenue, seatPlansOfVenue, visibleBusinessOf } from '../venues/venue-scope'
import { orErrorAnswer } from './answer'
import { seatLockingOf } from './seat-locking-deps'
import { paymentServices, type PaymentRouteOptions } from './payment-services'

/** §8 a success as the codec's success; a refusal with its status and its Hebrew text. */
const answer = <A>(result: Result<A>): Result<Result<A>> => orErrorAnswer(E.mapLeft(inHebrew)(result))

/**
 * §2/§7 saved carts: POST /cart keeps the cart and answers its link's id (sent by SMS when a
 * number is given); POST /cart/{resId}/open brings it back for whoever holds the link, its seats
 * locked for the caller — or, for the identifier of a paid reservation of the caller, opens that
 * reservation to modify (openModification). Both are rate-limited per address (savedCarts): a link
 * id must not be found by trying, and saving must not flood a phone with SMS. Issue 15 §2 at a
 * venue's host or /v/{slug} a cart naming another venue's presentation is neither saved
 * (PRSNT_NOT_FOUND: the catalogue it is checked against is the venue's, catalogOfVenue) nor
 * opened with those seats (dropped, as taken ones are: seatPlansOfVenue).
 */
export const registerSavedCartRoutes = (host: RouteHost, deps: AppDeps, options: PaymentRouteOptions = {}): void => {
  const { storage, clock, layouts } = deps
  const saving = {
    carts: storage.carts,
    catalog: storage.catalog,
    notices: { sms: deps.sms, log: consoleSmsLog },
    clock,
    siteUrl: paymentServices(deps, options).config.siteUrl,
  }
  const opening = { ...seatLockingOf(deps), carts: storage.carts, clock }

  host.handle(
    'saveCart',
    async ({ body, uuid, request }) => {
      const visible = await visibleBusinessOf(storage.venues, request)
      if (E.isLeft(visible)) return answer(visible)
      return answer(
        await saveCart(
          { ...saving, catalog: catalogOfVenue(storage.catalog, visible.right) },
          {
            callerUuid: uuid,
            bodyUuid: body.uuid,
            cart: body.cart,
            ...(body.mobileNumber === undefined ? {} : { mobileNumber: body.mobileNumber }),
          },
        ),
      )
    },
    { rateLimit: 'savedCarts' },
  )

  const modifying = { reservations: storage.reservations, layouts, catalog: storage.catalog, clock }
  host.handle(
    'openCart',
    async ({ params, uuid, clientAddress, request }) => {
      // Issue 15 §2 a venue's pages open only its own business's seats (another's presentation: PRSNT_NOT_FOUND).
      const visible = await visibleBusinessOf(storage.venues, request)
      if (E.isLeft(visible)) return answer(visible)
      const plans = seatPlansOfVenue(layouts, visible.right)
      return answer(
        RESERVATION_IDENTIFIER_PATTERN.test(params.resId)
          ? await openModification(
              { ...modifying, layouts: plans },
              { uuid, customer: await reservationOwnerOf(deps.customerSessions, storage.customers, request) },
              params.resId,
            )
          : await openSavedCart({ ...opening, layouts: plans }, { uuid, clientAddress }, params.resId),
      )
    },
    { rateLimit: 'savedCarts' },
  )
}
