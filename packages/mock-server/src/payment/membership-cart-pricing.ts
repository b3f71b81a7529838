import * as E from 'fp-ts/Either'
import { GA_ROW, MEMBERSHIP_PRICE_POLICY_ID, type PlanSeat, type SeatPlanLayout } from '@kartis/api-adapter'
import {
  ZERO,
  cataloguePriceOf,
  checkMembershipSeats,
  kartisError,
  theMembershipLine,
  type Cart,
  type CartMembershipItem,
  type EnrolmentSelection,
  type MembershipOnSale,
  type MembershipPrice,
  type Result,
} from '@kartis/core'
import { membershipOnSaleById } from '../memberships/membership-catalogue'
import type { CatalogRepository } from '../storage/catalog-repository'
import type { ReservedSeat } from '../storage/reservation-repository'

/**
 * §9 never trust a client's price, for a membership order too (cart kind 'memberships'): the one
 * membership line (§5 at most one) is priced from the box office's catalogue of memberships on
 * sale, and its seats — one per presentation it covers (§4) — are checked against each
 * presentation's seat plan; only the choices (which membership and price, which seats) are
 * taken from the cart.
 */

/** §9 a membership order as the server prices it, with what its reservation and member will record. */
export interface PricedMembershipOrder {
  /** The cart with the catalogue's price on its line. */
  readonly cart: Cart
  readonly line: CartMembershipItem
  readonly onSale: MembershipOnSale
  readonly price: MembershipPrice
  /** Its seats as the reservation sells them: the price on the first, the others at ₪0.00 (one order, one price). */
  readonly seats: readonly ReservedSeat[]
}

const placedIn = (plan: SeatPlanLayout, selection: EnrolmentSelection): PlanSeat | 'ga' | null => {
  const section = plan.sections.find((candidate) => candidate.id === selection.sectionId)
  if (section === undefined) return null
  if (!section.isReserved)
    return selection.y === GA_ROW && selection.x >= 1 && selection.x <= (section.capacity ?? 0) && section.ticketGroupId !== null
      ? 'ga'
      : null
  for (const group of section.groups)
    for (const row of group.rows) for (const seat of row.seats) if (seat.x === selection.x && seat.y === selection.y) return seat
  return null
}

/** §3 each selection is a seat of its presentation's plan, in that presentation's venue: SEAT_NOT_FOUND naming it otherwise. */
const checkSeatsInPlans = async (
  catalog: Pick<CatalogRepository, 'getSeatPlan'>,
  onSale: MembershipOnSale,
  selections: readonly EnrolmentSelection[],
): Promise<Result<void>> => {
  for (const selection of selections) {
    const presentation = onSale.presentations.find((p) => p.presentationId === selection.presentationId)
    const notFound = E.left(
      kartisError('SEAT_NOT_FOUND', {
        presentationId: selection.presentationId,
        sectionId: selection.sectionId,
        x: selection.x,
        y: selection.y,
      }),
    )
    if (presentation === undefined || presentation.venueId !== selection.venueId || presentation.seatplanId !== selection.seatplanId)
      return notFound
    const plan = await catalog.getSeatPlan(presentation.venueId, presentation.seatplanId)
    if (plan === null || placedIn(plan, selection) === null) return notFound
  }
  return E.right(undefined)
}

/**
 * §9 prices a membership cart with the server's catalogue. Failures: seats, products or other
 * items beside it → UNABLE_TO_PROCESS_ORDER; no line → SELECTION_REQUIRED; a second →
 * MAX_QUANTITY_EXCEEDED { max: 1 }; a membership not on sale → NOT_FOUND; an unknown price →
 * MEMBERSHIP_PRICE_CODE_NOT_FOUND; a price or currency other than the catalogue's →
 * PRICE_CHANGED; a covered presentation without a seat →
 * SELECTION_REQUIRED { presentationId }; other seat mistakes → BAD_REQUEST or SEAT_NOT_FOUND.
 */
export const priceMembershipCart = async (
  catalog: Pick<CatalogRepository, 'listPresentations' | 'listFeatures' | 'getSeatPlan'>,
  cart: Cart,
  now: number,
): Promise<Result<PricedMembershipOrder>> => {
  if (cart.modify !== null) return E.left(kartisError('UNABLE_TO_PROCESS_ORDER', { reason: 'modification-not-supported' }))
  const line = theMembershipLine(cart)
  if (E.isLeft(line)) return line
  const onSale = await membershipOnSaleById(catalog, now, line.right.membershipId)
  if (E.isLeft(onSale)) return onSale
  const price = cataloguePriceOf(onSale.right, line.right)
  if (E.isLeft(price)) return price
  const selections = checkMembershipSeats(onSale.right, line.right.selections ?? [])
  if (E.isLeft(selections)) return selections
  const placed = await checkSeatsInPlans(catalog, onSale.right, selections.right)
  if (E.isLeft(placed)) return placed
  const priced: CartMembershipItem = { ...line.right, price: price.right.price }
  return E.right({
    cart: { ...cart, memberships: [priced], globalServiceCharge: null },
    line: priced,
    onSale: onSale.right,
    price: price.right,
    seats: selections.right.map((selection, index) => ({
      presentationId: selection.presentationId,
      sectionId: selection.sectionId,
      x: selection.x,
      y: selection.y,
      ticketId: price.right.membershipPriceId,
      pricePolicyId: MEMBERSHIP_PRICE_POLICY_ID,
      amount: index === 0 ? price.right.price : ZERO,
      serviceCharge: ZERO,
    })),
  })
}
