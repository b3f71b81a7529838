import * as O from 'fp-ts/Option'
import { SERIES_MEMBERSHIP_TYPE_ID, type Membership } from '../model/membership'

/** §4 where the walk through series memberships stands. */
export interface SeriesPosition {
  /** The series memberships with a selected price, in the order given. */
  readonly walk: readonly Membership[]
  readonly index: number
  readonly current: Membership
  readonly hasNext: boolean
  readonly hasPrevious: boolean
}

/** §4 series memberships (type 2) with a selected price (selectedQuantity > 0), in order: the walk. */
export const seriesWalk = (memberships: readonly Membership[]): readonly Membership[] =>
  memberships.filter((m) => m.membershipTypeId === SERIES_MEMBERSHIP_TYPE_ID && m.prices.some((price) => price.selectedQuantity > 0))

/**
 * §4 the position of the current series membership (by id) in the walk. Only the current id is
 * state; the rest is derived. An id not in the walk (or null) stands at the first one; none
 * when the walk is empty.
 */
export const seriesPosition = (memberships: readonly Membership[], currentMembershipId: number | null): O.Option<SeriesPosition> => {
  const walk = seriesWalk(memberships)
  const found = walk.findIndex((m) => m.membershipId === currentMembershipId)
  const index = found === -1 ? 0 : found
  const current = walk[index]
  return current === undefined ? O.none : O.some({ walk, index, current, hasNext: index < walk.length - 1, hasPrevious: index > 0 })
}

const step =
  (delta: 1 | -1) =>
  (memberships: readonly Membership[], currentMembershipId: number | null): number | null =>
    O.match(
      () => null,
      (position: SeriesPosition) => (position.walk[position.index + delta] ?? position.current).membershipId,
    )(seriesPosition(memberships, currentMembershipId))

/** §4 the id of the next series membership, or the current one at the end; null when the walk is empty. */
export const nextSeries = step(1)

/** §4 the id of the previous series membership, or the current one at the start; null when the walk is empty. */
export const previousSeries = step(-1)
