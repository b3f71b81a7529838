import * as E from 'fp-ts/Either'
import {
  BEST_AVAILABLE_MAX_MATCHES,
  appliesSingleSeatRule,
  checkSeatMaximum,
  findBestAvailable,
  kartisError,
  seatNumber,
  type BestAvailableMatch,
  type Clock,
  type Result,
} from '@kartis/core'
import type { CatalogPresentation, CatalogRepository } from '../storage/catalog-repository'
import { jerusalemDayStart } from '../storage/jerusalem-day'
import type { SeatInventory } from '../storage/seat-inventory'
import type { SeatingLayout, SeatPlans } from './seating-layouts'
import { publishSeats, type SeatEvents } from './seat-events'
import { checkAddressHoldCap, type SeatHolder } from './seat-hold-cap'
import { visitorStatuses } from './visitor-statuses'

/** What best-available reads and writes. */
export interface BestAvailableDeps {
  readonly seats: SeatInventory
  readonly layouts: SeatPlans
  readonly catalog: CatalogRepository
  readonly clock: Pick<Clock, 'now'>
  readonly lockTtlMs: number
  /** Issue 10 seat hoarding: places one client address may hold per presentation (see seat-hold-cap). */
  readonly maxHeldPerAddress: number
  /** Issue 11 where the block a locking search takes is published once committed. */
  readonly events: SeatEvents
}

/** §7 GET /seats/best-available, decoded. */
export interface BestAvailableQuery {
  readonly quantity: number
  readonly maxMatches: number
  readonly resultsPerMatch: number
  readonly isBestPerPresentation: boolean
  readonly isLock: boolean
  readonly presentationId?: number
  readonly featureId?: number
  readonly ticketGroupId?: number
  /** YYYY-MM-DD, Jerusalem. */
  readonly startDate?: string
  readonly endDate?: string
  readonly locationId?: number
  /** Issue 15 §2 a venue's pages search their own business's presentations only; absent: every business's. */
  readonly businessId?: number
}

/** Presentations of a feature searched at most, soonest first. */
const MAX_PRESENTATIONS_SEARCHED = 20

/** The presentations to search: the one named, or the coming reserved-seating presentations of the feature. */
const candidates = async (deps: BestAvailableDeps, query: BestAvailableQuery): Promise<Result<readonly CatalogPresentation[]>> => {
  if (query.presentationId !== undefined) {
    const presentation = await deps.layouts.presentation(query.presentationId)
    return presentation === null
      ? E.left(kartisError('PRSNT_NOT_FOUND', { presentationId: query.presentationId }))
      : E.right([presentation])
  }
  if (query.featureId === undefined)
    return E.left(kartisError('BAD_REQUEST', { path: 'query.presentationId' }, 'best-available needs presentationId or featureId'))
  const now = deps.clock.now()
  const list = await deps.catalog.listPresentations({
    featureIds: [query.featureId],
    from: Math.max(now, query.startDate === undefined ? now : jerusalemDayStart(query.startDate)),
    ...(query.endDate === undefined ? {} : { to: jerusalemDayStart(query.endDate, 1) }),
    includeUntimed: false,
  })
  const { locationId, businessId } = query
  return E.right(
    list
      .filter(
        (p) =>
          p.isReserved &&
          (locationId === undefined || p.locationId === locationId) &&
          (businessId === undefined || p.businessId === businessId),
      )
      .slice(0, MAX_PRESENTATIONS_SEARCHED),
  )
}

/**
 * One presentation, in one transaction: the core's findBestAvailable over the current
 * statuses (the visitor's own locks as its selection); with `lock`, the whole presentation is
 * claimed first and the best block is locked for the visitor in the same transaction (after
 * the core's seat maximum and the address's hold cap) and is the only match.
 */
const searchPresentation = (
  deps: BestAvailableDeps,
  holder: SeatHolder,
  presentation: CatalogPresentation,
  layout: SeatingLayout,
  query: BestAvailableQuery,
): Promise<Result<readonly BestAvailableMatch[]>> =>
  deps.seats.transaction(async (tx) => {
    // A locking search reads the whole presentation, then locks: it claims all of it first.
    if (query.isLock)
      await tx.claim({ presentationId: presentation.id, rows: 'all', uuid: holder.uuid, clientAddress: holder.clientAddress })
    const { index } = layout
    const occupied = await tx.occupiedSeats(presentation.id)
    const { statuses, selection } = visitorStatuses(index, occupied, holder.uuid)
    const found = findBestAvailable(index, statuses, {
      quantity: query.quantity,
      maxMatches: query.isLock || query.isBestPerPresentation ? 1 : Math.min(query.maxMatches, BEST_AVAILABLE_MAX_MATCHES),
      resultsPerMatch: Math.min(query.resultsPerMatch, BEST_AVAILABLE_MAX_MATCHES),
      applySingleSeatRule: appliesSingleSeatRule(presentation),
      selection,
      ...(query.ticketGroupId === undefined ? {} : { ticketGroupId: query.ticketGroupId }),
    })
    if (E.isLeft(found)) return found
    const matches = found.right.flatMap((row) => row.results.map((result) => ({ presentationId: presentation.id, seats: result.seats })))
    const best = matches[0]
    if (!query.isLock || best === undefined) return E.right(matches)
    const maximum = checkSeatMaximum(selection.length, best.seats.length, presentation.maxSeats)
    if (E.isLeft(maximum)) return maximum
    const cap = await checkAddressHoldCap(tx, holder, presentation, best.seats.length, deps.maxHeldPerAddress)
    if (E.isLeft(cap)) return cap
    const { uuid, clientAddress } = holder
    for (const seat of best.seats) {
      const ticketGroupId = index.seats[seatNumber(index, seat) ?? -1]?.ticketGroupId ?? null
      if (seat.y === null || ticketGroupId === null) return E.left(kartisError('NO_PRICE_LIST', { sectionId: seat.sectionId, x: seat.x }))
      const lock = { presentationId: presentation.id, sectionId: seat.sectionId, x: seat.x, y: seat.y, uuid, ticketGroupId, clientAddress }
      const written = await tx.insertLock(lock, deps.lockTtlMs)
      if (E.isLeft(written)) return written
    }
    return E.right([best])
  })

/**
 * §7/§9 GET /seats/best-available: blocks of `quantity` neighbouring seats found by the
 * core's findBestAvailable (single-seat rule under policy 3, couches whole), at most 5
 * matches (one per presentation when isBestPerPresentation). With isLock the best block is
 * locked in the same transaction and is the one match returned, so every returned match is
 * the visitor's (within the §5 seat maximum and the address's hold cap, TOO_MANY_SEATS_HELD), and
 * published as locked (issue 11) once its transaction has committed.
 * NOT_ENOUGH_SEATS when nothing fits; GA sections have no rows and are not searched.
 */
export const bestAvailable = async (
  deps: BestAvailableDeps,
  holder: SeatHolder,
  query: BestAvailableQuery,
): Promise<Result<readonly BestAvailableMatch[]>> => {
  const presentations = await candidates(deps, query)
  if (E.isLeft(presentations)) return presentations
  const single = presentations.right.length === 1
  const matches: BestAvailableMatch[] = []
  const limit = Math.max(1, Math.min(query.maxMatches, BEST_AVAILABLE_MAX_MATCHES))
  for (const presentation of presentations.right) {
    const layout = await deps.layouts.layoutOf(presentation.venueId, presentation.seatplanId)
    if (layout === null) continue
    const found = await searchPresentation(deps, holder, presentation, layout, query)
    if (E.isLeft(found)) {
      if (single) return found
      continue
    }
    if (query.isLock)
      await publishSeats(
        deps.events,
        'locked',
        found.right.flatMap((match) =>
          match.seats.flatMap(({ sectionId, x, y }) => (y === null ? [] : [{ presentationId: presentation.id, sectionId, x, y }])),
        ),
      )
    matches.push(...found.right)
    if (query.isLock || matches.length >= limit) break
  }
  return matches.length === 0 ? E.left(kartisError('NOT_ENOUGH_SEATS', { quantity: query.quantity })) : E.right(matches.slice(0, limit))
}
