import * as E from 'fp-ts/Either'
import { MEMBERSHIP_PRICE_POLICY_ID } from '@kartis/api-adapter'
import {
  ZERO,
  checkEnrolmentLine,
  enrolmentServiceCharge,
  kartisError,
  theEnrolmentLine,
  type Agorot,
  type Cart,
  type CartEnrolmentItem,
  type EnrolmentEvent,
  type EnrolmentRate,
  type EnrolmentSeason,
  type Result,
} from '@kartis/core'
import { enrolmentSeasonById } from '../enrolments/enrolment-catalogue'
import type { CatalogRepository } from '../storage/catalog-repository'
import type { ReservedSeat } from '../storage/reservation-repository'

/** §9 an enrolment order as the server prices it, with what its reservation will record. */
export interface PricedEnrolmentOrder {
  /** The cart with the rate's price on its line and the season's service charge. */
  readonly cart: Cart
  readonly line: CartEnrolmentItem
  readonly season: EnrolmentSeason
  readonly rate: EnrolmentRate
  readonly events: readonly EnrolmentEvent[]
  /** Its seats as the reservation sells them: the rate's price on the first, the others at ₪0.00 (one enrolment, one price). */
  readonly seats: readonly ReservedSeat[]
  /** §9 the charge once per order. */
  readonly serviceCharge: Agorot
  /** §2 one seat kept in every chosen event. */
  readonly isFixedSeat: boolean
}

/**
 * §9 never trust a client's price, for an enrolment too (cart kind 'enrolment'): the one line is
 * priced from the box office's season — the rate's price (checkEnrolmentLine refuses any other
 * total as INVALID_AMOUNT), the events within the rate's bounds (ENROLMENT_EVENT_COUNT), one seat
 * each — plus the season's per-order service charge. Seats, products or other items beside it →
 * UNABLE_TO_PROCESS_ORDER; no line → SELECTION_REQUIRED; two → MAX_QUANTITY_EXCEEDED; an unknown
 * season → NOT_FOUND; an unknown rate → ENROLMENT_RATE_NOT_FOUND. Whether each seat is still the
 * buyer's lock is the commit's to check.
 */
export const priceEnrolmentCart = async (
  catalog: Pick<CatalogRepository, 'listPresentations' | 'listFeatures'>,
  cart: Cart,
  now: number,
): Promise<Result<PricedEnrolmentOrder>> => {
  if (cart.modify !== null) return E.left(kartisError('UNABLE_TO_PROCESS_ORDER', { reason: 'modification-not-supported' }))
  const line = theEnrolmentLine(cart)
  if (E.isLeft(line)) return line
  const season = await enrolmentSeasonById(catalog, now, line.right.membershipId)
  if (E.isLeft(season)) return season
  const checked = checkEnrolmentLine(season.right, line.right)
  if (E.isLeft(checked)) return checked
  const { rate, events, selections } = checked.right
  const priced: CartEnrolmentItem = { ...line.right, totalAmount: rate.price, ticketGroupId: rate.ticketGroupId }
  const [first] = selections
  return E.right({
    cart: { ...cart, enrolments: [priced], globalServiceCharge: season.right.serviceCharge },
    line: priced,
    season: season.right,
    rate,
    events,
    seats: selections.map((selection, index) => ({
      presentationId: selection.presentationId,
      sectionId: selection.sectionId,
      x: selection.x,
      y: selection.y,
      ticketId: rate.ticketId,
      pricePolicyId: MEMBERSHIP_PRICE_POLICY_ID,
      amount: index === 0 ? rate.price : ZERO,
      serviceCharge: ZERO,
    })),
    serviceCharge: enrolmentServiceCharge(rate, season.right.serviceCharge),
    isFixedSeat:
      first !== undefined &&
      selections.length > 1 &&
      selections.every((s) => s.sectionId === first.sectionId && s.x === first.x && s.y === first.y),
  })
}
