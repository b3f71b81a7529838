import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import type { Cart, CartMembershipItem, EnrolmentSelection } from '../model/cart'
import type { MembershipPrice } from '../model/membership'
import type { SeatStatus } from '../model/seat-plan'
import type { MembershipOnSale } from '../ports/membership-sales'
import { MAX_MEMBERSHIP_QUANTITY } from './quantities'

/**
 * §1/§5 a membership order as the server accepts it: one membership line and nothing else, §5 at
 * most MAX_MEMBERSHIP_QUANTITY (1) membership per order. SELECTION_REQUIRED when there is none,
 * MAX_QUANTITY_EXCEEDED { max: 1 } for more, UNABLE_TO_PROCESS_ORDER { reason: 'mixed' } with
 * seats, products or other items beside it.
 */
export const theMembershipLine = (cart: Cart): Result<CartMembershipItem> => {
  const others = cart.seats.length + cart.products.length + cart.vouchers.length + cart.enrolments.length + cart.donations.length
  if (others > 0) return E.left(kartisError('UNABLE_TO_PROCESS_ORDER', { reason: 'order-kind-not-sold', kind: 'mixed' }))
  const [line, ...more] = cart.memberships
  if (line === undefined) return E.left(kartisError('SELECTION_REQUIRED'))
  return more.length > 0 ? E.left(kartisError('MAX_QUANTITY_EXCEEDED', { max: MAX_MEMBERSHIP_QUANTITY })) : E.right(line)
}

/**
 * §9 never trust a client's price: the line's price as the catalogue has it. An unknown price →
 * MEMBERSHIP_PRICE_CODE_NOT_FOUND; a line whose price or currency differs from the catalogue's →
 * PRICE_CHANGED, as a voucher's or donation's (a tampered or outdated price is never charged).
 */
export const cataloguePriceOf = (onSale: MembershipOnSale, line: CartMembershipItem): Result<MembershipPrice> => {
  const price = onSale.membership.prices.find((candidate) => candidate.membershipPriceId === line.membershipPriceId)
  if (price === undefined) return E.left(kartisError('MEMBERSHIP_PRICE_CODE_NOT_FOUND', { membershipPriceId: line.membershipPriceId }))
  return price.price === line.price && price.currency.currencyId === line.currencyId
    ? E.right(price)
    : E.left(kartisError('PRICE_CHANGED', { membershipPriceId: line.membershipPriceId }))
}

/** §4 the presentations of a membership that still have no seat among the selections, in the order the wizard walks them. */
export const presentationsWithoutSeat = (onSale: MembershipOnSale, selections: readonly EnrolmentSelection[]): readonly number[] =>
  onSale.seating === 'none'
    ? []
    : onSale.presentations
        .map((presentation) => presentation.presentationId)
        .filter((id) => !selections.some((selection) => selection.presentationId === id))

const sameSeat = (a: EnrolmentSelection, b: EnrolmentSelection): boolean => a.sectionId === b.sectionId && a.x === b.x && a.y === b.y

/**
 * §4 the seats a membership line buys: exactly one per presentation it covers (a series: any seat
 * of each; a fixed seat: the same seat in each), none for a membership without seats. A
 * presentation without a seat → SELECTION_REQUIRED { presentationId }; a seat in a presentation
 * the membership does not cover, or a second seat in one → BAD_REQUEST { reason }; a fixed-seat
 * membership's seats that differ → BAD_REQUEST { reason: 'fixed-seat-differs' }.
 */
export const checkMembershipSeats = (
  onSale: MembershipOnSale,
  selections: readonly EnrolmentSelection[],
): Result<readonly EnrolmentSelection[]> => {
  const covered = new Set(onSale.presentations.map((presentation) => presentation.presentationId))
  const seen = new Set<number>()
  for (const selection of selections) {
    if (onSale.seating === 'none' || !covered.has(selection.presentationId))
      return E.left(kartisError('BAD_REQUEST', { reason: 'presentation-not-in-membership', presentationId: selection.presentationId }))
    if (seen.has(selection.presentationId))
      return E.left(kartisError('BAD_REQUEST', { reason: 'second-seat-in-presentation', presentationId: selection.presentationId }))
    seen.add(selection.presentationId)
  }
  const [missing] = presentationsWithoutSeat(onSale, selections)
  if (missing !== undefined) return E.left(kartisError('SELECTION_REQUIRED', { presentationId: missing }))
  const [first] = selections
  if (onSale.seating === 'fixedSeat' && first !== undefined && !selections.every((selection) => sameSeat(selection, first)))
    return E.left(kartisError('BAD_REQUEST', { reason: 'fixed-seat-differs' }))
  return E.right(selections)
}

/**
 * §4/§7 the presentations a membership lock-seat or unlock-seat acts in: a series' one
 * presentation (which it must cover: BAD_REQUEST { reason: 'presentation-not-in-membership' };
 * none named: BAD_REQUEST { reason: 'presentation-required' }), every presentation of a
 * fixed-seat membership, and none for a membership without seats
 * (BAD_REQUEST { reason: 'membership-without-seats' }).
 */
export const membershipSeatTargets = (onSale: MembershipOnSale, presentationId: number | null): Result<readonly number[]> => {
  const covered = onSale.presentations.map((presentation) => presentation.presentationId)
  switch (onSale.seating) {
    case 'none':
      return E.left(kartisError('BAD_REQUEST', { reason: 'membership-without-seats' }))
    case 'fixedSeat':
      return presentationId === null || covered.includes(presentationId)
        ? E.right(covered)
        : E.left(kartisError('BAD_REQUEST', { reason: 'presentation-not-in-membership', presentationId }))
    case 'perPresentation':
      if (presentationId === null) return E.left(kartisError('BAD_REQUEST', { reason: 'presentation-required' }))
      return covered.includes(presentationId)
        ? E.right([presentationId])
        : E.left(kartisError('BAD_REQUEST', { reason: 'presentation-not-in-membership', presentationId }))
  }
}

/**
 * §4 a fixed seat's status over the presentations it is held in: available only when available
 * in every one; otherwise the first status that is not (a seat taken in one show cannot be the
 * membership's). A series' one presentation gives its own status.
 */
export const combinedSeatStatus = (statuses: readonly SeatStatus[]): SeatStatus =>
  statuses.find((status) => status !== 'available') ?? (statuses.length === 0 ? 'unavailable' : 'available')
