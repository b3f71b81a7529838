import * as E from 'fp-ts/Either'
import { kartisError, type KartisError, type Result } from '../errors/error-codes'
import type { Presentation } from '../model/presentation'
import type { Seat, SeatKey, SeatPlan, SeatSection, SeatStatus } from '../model/seat-plan'
import { checkSeatMaximum } from './seat-maximum'
import { sameSeat } from './seat-key'
import {
  SeatStatusCode,
  currentSeats,
  indexSeatPlan,
  seatNumber,
  seatStatuses,
  type SeatPlanIndex,
  type SeatStatusArray,
} from './seat-plan-index'
import { seatUnit } from './seat-units'
import { appliesSingleSeatRule, blockedSeats, selectionToAdd } from './single-seat-rule'

// ---------------------------------------------------------------------------------------------
// Port
// ---------------------------------------------------------------------------------------------

/** §7 PUT /seats/lock-seat and /seats/unlock-seat payload; `y` is null to ask for a GA place. */
export interface SeatLockRequest {
  readonly presentationId: number
  readonly venueId: number
  readonly seatplanId: number
  readonly sectionId: number
  /** Null only for a seat that carries none; the selection never locks such a seat (NO_PRICE_LIST). */
  readonly ticketGroupId: number | null
  readonly x: number
  readonly y: number | null
}

/** §7 what lock-seat answers: the seat's coordinates (allocated ones for GA) and its allocation. */
export interface LockedSeat {
  readonly x: number
  readonly y: number
  readonly allocationId: number | null
}

/** §7 seats port: lock and unlock one seat on the server. */
export interface SeatLocks {
  /** §7 PUT /seats/lock-seat */
  lock(request: SeatLockRequest): Promise<Result<LockedSeat>>
  /** §7 PUT /seats/unlock-seat */
  unlock(request: SeatLockRequest): Promise<Result<void>>
}

// ---------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------

/** The presentation facts the seat flow needs. */
export type SelectionPresentation = Pick<Presentation, 'id' | 'venueId' | 'seatplanId' | 'seatingPolicyId' | 'maxSeats'>

/**
 * One seat this visitor holds, wants or is letting go. `wanted` is what the visitor sees (the
 * optimistic selection); `phase` is what the server was last asked: a lock in flight, held, or
 * an unlock in flight. At most one request per holding is in flight.
 */
export interface Holding {
  /** Stable handle that port answers are matched by. */
  readonly ref: number
  readonly sectionId: number
  readonly ticketGroupId: number | null
  /** Null for a GA place until its lock answers with the allocated coordinates. */
  readonly key: SeatKey | null
  readonly isGA: boolean
  readonly allocationId: number | null
  readonly wanted: boolean
  readonly phase: 'locking' | 'held' | 'unlocking'
  /**
   * Held on the server but not selected: an unlock failed and selecting the seat again would
   * break a couch or the seat maximum. Never retried on its own; see releaseStrays.
   */
  readonly stray: boolean
  /**
   * §4 sold to the reservation being modified (modifySeats), not locked: letting it go or taking
   * it back sends nothing — the modification's commit frees or keeps it. Absent for every other seat.
   */
  readonly owned?: true
}

/**
 * §4 seat flow state of one presentation: the layout index, the latest plan and the statuses as
 * others see them (with what lock answers taught since), and the visitor's holdings in the order
 * they were chosen. Everything else (selection, pending, blocked, can continue) is derived.
 */
export interface SeatSelectionState {
  readonly presentation: SelectionPresentation
  readonly plan: SeatPlan
  readonly index: SeatPlanIndex
  /** Current seat objects by seat number (names, ticket group), from the latest plan. */
  readonly seats: readonly (Seat | undefined)[]
  /** By seat number; the visitor's own seats are not marked here (see effectiveStatuses). */
  readonly statuses: SeatStatusArray
  readonly holdings: readonly Holding[]
  readonly nextRef: number
}

/** A request the orchestrator must send; its answer goes back with the same ref. */
export interface SeatCommand {
  readonly kind: 'lock' | 'unlock'
  readonly ref: number
  readonly request: SeatLockRequest
}

/** A transition's outcome: the next state, requests to send, and errors to tell the visitor. */
export interface SeatStep {
  readonly state: SeatSelectionState
  readonly commands: readonly SeatCommand[]
  readonly errors: readonly KartisError[]
}

/** §4 the seat flow of a presentation, starting with nothing selected. */
export const startSeatSelection = (presentation: SelectionPresentation, plan: SeatPlan): SeatSelectionState => {
  const index = indexSeatPlan(plan)
  return {
    presentation,
    plan,
    index,
    seats: currentSeats(index, plan),
    statuses: seatStatuses(index, plan, []),
    holdings: [],
    nextRef: 1,
  }
}

/**
 * §4 a new seats-status load (the same layout with fresh statuses, see presentations/seat-status).
 * A seat the server shows as 'selected' is taken unless this visitor holds it.
 */
export const statusesLoaded = (state: SeatSelectionState, plan: SeatPlan): SeatSelectionState => ({
  ...state,
  plan,
  seats: currentSeats(state.index, plan),
  statuses: seatStatuses(state.index, plan, []),
})

// ---------------------------------------------------------------------------------------------
// Derived
// ---------------------------------------------------------------------------------------------

const isPendingHolding = (holding: Holding): boolean => holding.phase !== 'held'

/** §4 the visitor's selection in the order chosen: wanted holdings (GA places still locking included). */
export const selectedHoldings = (state: SeatSelectionState): readonly Holding[] => state.holdings.filter((h) => h.wanted)

/** §5 how many seats count against the seat maximum. */
export const selectedCount = (state: SeatSelectionState): number => selectedHoldings(state).length

/** §4 the selected seats whose place is known, in the order chosen. */
export const selectedKeys = (state: SeatSelectionState): readonly SeatKey[] =>
  selectedHoldings(state).flatMap((h) => (h.key === null ? [] : [h.key]))

/** The selected reserved seats: the selection the seating rules look at (GA places have no row). */
const reservedSelection = (state: SeatSelectionState): readonly SeatKey[] =>
  state.holdings.flatMap((h) => (h.wanted && !h.isGA && h.key !== null ? [h.key] : []))

const sectionOf = (state: SeatSelectionState, sectionId: number): SeatSection | undefined =>
  state.plan.sections.find((section) => section.id === sectionId)

/** A GA place as a seat of its section, at the coordinates its lock allocated (§4). */
const gaSeat = (state: SeatSelectionState, holding: Holding, key: SeatKey): Seat => {
  const section = sectionOf(state, holding.sectionId)
  return {
    sectionId: key.sectionId,
    x: key.x,
    y: key.y,
    xOffsetPercent: 0,
    yOffsetPercent: 0,
    widthPercent: 0,
    heightPercent: 0,
    rotateAngle: 0,
    venueId: state.plan.venueId,
    seatplanId: state.plan.seatplanId,
    groupId: section?.groups[0]?.id ?? 0,
    seatplanX: 0,
    seatplanY: 0,
    rowName: '',
    seatName: '',
    sectionName: section?.name ?? '',
    ticketGroupId: holding.ticketGroupId,
    allocationId: holding.allocationId,
    presentationId: state.presentation.id,
    attributes: [],
    status: 'selected',
    isBlocked: false,
    isSingleSeatBlock: false,
    isMultiplyFactorSubTicket: false,
    ticket: null,
    firstTicket: null,
  }
}

/**
 * §4 the selected seats as seats of the plan, in the order chosen, status 'selected' and with
 * the allocation their lock returned; GA places appear once their lock has allocated them.
 */
export const selectedSeats = (state: SeatSelectionState): readonly Seat[] =>
  selectedHoldings(state).flatMap((holding) => {
    const key = holding.key
    if (key === null) return []
    if (holding.isGA) return [gaSeat(state, holding, key)]
    const number = seatNumber(state.index, key)
    const seat = number === undefined ? undefined : state.seats[number]
    if (seat === undefined) return []
    return [{ ...seat, status: 'selected' as const, allocationId: holding.allocationId ?? seat.allocationId }]
  })

/** §4 GA quantity chosen in a section: its selected places, locked or still locking. */
export const gaQuantity = (state: SeatSelectionState, sectionId: number): number =>
  state.holdings.filter((h) => h.wanted && h.isGA && h.sectionId === sectionId).length

/** §4 whether a lock or unlock is still waiting for the server. */
export const isPending = (state: SeatSelectionState): boolean => state.holdings.some(isPendingHolding)

/** §4 the visitor may continue to tickets: at least one seat selected and none pending. */
export const canContinue = (state: SeatSelectionState): boolean => selectedCount(state) > 0 && !isPending(state)

/** §4 seats held on the server that are not selected: failed unlocks that could not be selected again (Holding.stray). */
export const strayKeys = (state: SeatSelectionState): readonly SeatKey[] =>
  state.holdings.flatMap((h) => (h.stray && h.key !== null ? [h.key] : []))

const holdingAt = (state: SeatSelectionState, key: SeatKey): Holding | undefined =>
  state.holdings.find((h) => h.key !== null && sameSeat(h.key, key))

/**
 * §4 statuses for the seating rules: the visitor's selected seats are available (they are in the
 * selection passed beside), and a seat the visitor holds or is locking without wanting it is taken.
 */
export const effectiveStatuses = (state: SeatSelectionState): SeatStatusArray => {
  const statuses = state.statuses.slice()
  for (const holding of state.holdings) {
    if (holding.key === null || holding.isGA) continue
    const number = seatNumber(state.index, holding.key)
    if (number === undefined) continue
    statuses[number] = holding.wanted || holding.owned === true ? SeatStatusCode.available : SeatStatusCode.unavailable
  }
  return statuses
}

/**
 * §4 a seat as this visitor's map shows it: 'selected' when in the selection; 'unavailable' when
 * another visitor selected it or this visitor's request for it is still settling; else its status.
 */
export const seatStatusFor = (state: SeatSelectionState, key: SeatKey): SeatStatus => {
  const holding = holdingAt(state, key)
  if (holding !== undefined) return holding.wanted ? 'selected' : holding.owned === true ? 'available' : 'unavailable'
  const number = seatNumber(state.index, key)
  const code = number === undefined ? SeatStatusCode.unavailable : state.statuses[number]
  if (code === SeatStatusCode.available) return 'available'
  if (code === SeatStatusCode.hold) return 'hold'
  return 'unavailable'
}

/** §4 single-seat rule for the map: seatKeyIds of free seats whose click would be refused. */
export const blockedSeatIds = (state: SeatSelectionState): ReadonlySet<string> =>
  blockedSeats(state.index, effectiveStatuses(state), reservedSelection(state), {
    applySingleSeatRule: appliesSingleSeatRule(state.presentation),
  })

// ---------------------------------------------------------------------------------------------
// Transitions
// ---------------------------------------------------------------------------------------------

const requestFor = (state: SeatSelectionState, holding: Holding): SeatLockRequest => ({
  presentationId: state.presentation.id,
  venueId: state.presentation.venueId,
  seatplanId: state.presentation.seatplanId,
  sectionId: holding.sectionId,
  ticketGroupId: holding.ticketGroupId,
  x: holding.key?.x ?? 0,
  y: holding.key?.y ?? null,
})

const withStatus = (statuses: SeatStatusArray, number: number | undefined, code: number): SeatStatusArray => {
  if (number === undefined || statuses[number] === code) return statuses
  const next = statuses.slice()
  next[number] = code
  return next
}

/** Sends an unlock for every held seat nobody wants (strays excepted): the one place unlocks start. */
const reconcile = (state: SeatSelectionState, errors: readonly KartisError[] = []): SeatStep => {
  const unlocks: SeatCommand[] = []
  const holdings = state.holdings.map((holding) => {
    if (holding.wanted || holding.phase !== 'held' || holding.stray || holding.owned === true) return holding
    unlocks.push({ kind: 'unlock', ref: holding.ref, request: requestFor(state, holding) })
    return { ...holding, phase: 'unlocking' as const }
  })
  return {
    state: unlocks.length === 0 ? state : { ...state, holdings },
    commands: unlocks,
    errors,
  }
}

/** The refs of the holdings of `key`'s couch or bed (the seat alone when it is none); GA places are units of one. */
const unitRefs = (state: SeatSelectionState, holding: Holding): ReadonlySet<number> => {
  if (holding.isGA || holding.key === null) return new Set([holding.ref])
  const refs = new Set<number>()
  for (const member of seatUnit(state.index, holding.key)) {
    const found = holdingAt(state, member)
    if (found !== undefined) refs.add(found.ref)
  }
  refs.add(holding.ref)
  return refs
}

const setWanted = (state: SeatSelectionState, refs: ReadonlySet<number>, wanted: boolean): SeatSelectionState => ({
  ...state,
  holdings: state.holdings.map((h) => (refs.has(h.ref) && h.wanted !== wanted ? { ...h, wanted, stray: false } : h)),
})

/** New holdings in 'locking' with their lock commands. */
const addLocking = (
  state: SeatSelectionState,
  places: readonly {
    readonly sectionId: number
    readonly key: SeatKey | null
    readonly ticketGroupId: number | null
    readonly isGA: boolean
  }[],
): SeatStep => {
  let ref = state.nextRef
  const added: Holding[] = places.map((place) => ({
    ref: ref++,
    sectionId: place.sectionId,
    ticketGroupId: place.ticketGroupId,
    key: place.key,
    isGA: place.isGA,
    allocationId: null,
    wanted: true,
    phase: 'locking',
    stray: false,
  }))
  const next = { ...state, holdings: [...state.holdings, ...added], nextRef: ref }
  return {
    state: next,
    commands: added.map((holding) => ({ kind: 'lock' as const, ref: holding.ref, request: requestFor(next, holding) })),
    errors: [],
  }
}

/** Parameters naming a seat in an error, as the seating rules give them. */
const seatParams = (state: SeatSelectionState, key: SeatKey): { section: string; row: string; seat: string } => {
  const number = seatNumber(state.index, key)
  const seat = number === undefined ? undefined : state.seats[number]
  return { section: seat?.sectionName ?? '', row: seat?.rowName ?? '', seat: seat?.seatName ?? '' }
}

const unchanged = (state: SeatSelectionState): SeatStep => ({ state, commands: [], errors: [] })

/**
 * §4 seat flow, select: the seat's whole couch or bed is marked selected at once and a lock is
 * sent for each of its seats. Refused, changing nothing: a seat the plan lacks or a GA place
 * (SEAT_NOT_FOUND; GA places are chosen by quantity),
 * not free (SEAT_NO_LONGER_AVAILABLE), past the seat maximum (SEAT_MAXIMUM_REACHED), leaving a
 * single seat under policy 3 or splitting a couch (SINGLE_SEAT_LEFT), or without a ticket group
 * (NO_PRICE_LIST). Selecting a selected seat changes nothing.
 */
export const select = (state: SeatSelectionState, key: SeatKey): Result<SeatStep> => {
  const number = seatNumber(state.index, key)
  if (number === undefined) return E.left(kartisError('SEAT_NOT_FOUND', { sectionId: key.sectionId, x: key.x, y: key.y ?? 'ga' }))
  const holding = holdingAt(state, key)
  if (holding?.wanted === true) return E.right(unchanged(state))
  // §4 a seat of the reservation being modified is taken back as it is: no lock (it is sold to the reservation).
  if (holding?.owned === true) {
    const refs = unitRefs(state, holding)
    return E.map(() => unchanged(setWanted(state, refs, true)))(
      checkSeatMaximum(selectedCount(state), refs.size, state.presentation.maxSeats),
    )
  }
  // GA places are chosen by quantity (setGaQuantity): the server allocates them.
  if (sectionOf(state, key.sectionId)?.isReserved !== true)
    return E.left(kartisError('SEAT_NOT_FOUND', { sectionId: key.sectionId, x: key.x, y: key.y ?? 'ga' }))
  const statuses = effectiveStatuses(state)
  if (statuses[number] !== SeatStatusCode.available) return E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', seatParams(state, key)))
  const maximum = checkSeatMaximum(selectedCount(state), seatUnit(state.index, key).length, state.presentation.maxSeats)
  if (E.isLeft(maximum)) return maximum
  const toAdd = selectionToAdd(state.index, statuses, reservedSelection(state), key, {
    applySingleSeatRule: appliesSingleSeatRule(state.presentation),
  })
  if (E.isLeft(toAdd)) return toAdd
  const places: { sectionId: number; key: SeatKey; ticketGroupId: number; isGA: false }[] = []
  for (const member of toAdd.right) {
    const seatAt = seatNumber(state.index, member)
    const ticketGroupId = seatAt === undefined ? null : (state.seats[seatAt]?.ticketGroupId ?? null)
    if (ticketGroupId === null) return E.left(kartisError('NO_PRICE_LIST', seatParams(state, member)))
    places.push({ sectionId: member.sectionId, key: member, ticketGroupId, isGA: false })
  }
  return E.right(addLocking(state, places))
}

/**
 * §4 seat flow, deselect: the seat's whole couch or bed is marked unselected at once; held seats
 * are unlocked, and a lock still in flight is unlocked when it answers. SEAT_NOT_FOUND when the
 * seat is not selected.
 */
export const deselect = (state: SeatSelectionState, key: SeatKey): Result<SeatStep> => {
  const holding = holdingAt(state, key)
  if (holding === undefined || !holding.wanted)
    return E.left(kartisError('SEAT_NOT_FOUND', { sectionId: key.sectionId, x: key.x, y: key.y ?? 'ga' }))
  return E.right(reconcile(setWanted(state, unitRefs(state, holding), false)))
}

/** §4 a click on the map: deselects a selected seat, selects any other. */
export const toggle = (state: SeatSelectionState, key: SeatKey): Result<SeatStep> =>
  holdingAt(state, key)?.wanted === true ? deselect(state, key) : select(state, key)

/**
 * §4 GA quantity: choosing N places in a general-admission section means N locks, each asking
 * the server for a place (y null); lowering it lets go of the most recently chosen places.
 * SEAT_NOT_FOUND for a section that is not GA; SEAT_MAXIMUM_REACHED past the maximum.
 */
export const setGaQuantity = (state: SeatSelectionState, sectionId: number, ticketGroupId: number, quantity: number): Result<SeatStep> => {
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`GA quantity must be a whole number ≥ 0, got ${quantity}`)
  const section = sectionOf(state, sectionId)
  if (section === undefined || section.isReserved) return E.left(kartisError('SEAT_NOT_FOUND', { sectionId }))
  const current = state.holdings.filter((h) => h.wanted && h.isGA && h.sectionId === sectionId)
  if (quantity === current.length) return E.right(unchanged(state))
  if (quantity < current.length) {
    const letGo = new Set(current.slice(quantity).map((h) => h.ref))
    return E.right(reconcile(setWanted(state, letGo, false)))
  }
  const adding = quantity - current.length
  return E.map(() =>
    addLocking(
      state,
      Array.from({ length: adding }, () => ({ sectionId, key: null, ticketGroupId, isGA: true })),
    ),
  )(checkSeatMaximum(selectedCount(state), adding, state.presentation.maxSeats))
}

const findRef = (state: SeatSelectionState, ref: number, phase: Holding['phase']): Holding | undefined =>
  state.holdings.find((h) => h.ref === ref && h.phase === phase)

/** §4 a lock answered: a GA place takes its allocated coordinates; a seat no longer wanted is unlocked at once. */
export const lockSucceeded = (state: SeatSelectionState, ref: number, locked: LockedSeat): SeatStep => {
  const holding = findRef(state, ref, 'locking')
  if (holding === undefined) return unchanged(state)
  const key = holding.isGA ? { sectionId: holding.sectionId, x: locked.x, y: locked.y } : holding.key
  const held: Holding = { ...holding, key, allocationId: locked.allocationId, phase: 'held' }
  return reconcile({ ...state, holdings: state.holdings.map((h) => (h.ref === ref ? held : h)) })
}

/**
 * §4 a lock failed: the seat is taken, and the whole couch or bed it belongs to is unselected
 * (its seats that did lock are unlocked). Reported only when the visitor still wanted it:
 * SEAT_NO_LONGER_AVAILABLE for a seat, NO_SEATS_LEFT_GA for a GA place (with the server's text).
 */
export const lockFailed = (state: SeatSelectionState, ref: number, error: KartisError): SeatStep => {
  const holding = findRef(state, ref, 'locking')
  if (holding === undefined) return unchanged(state)
  const refs = unitRefs(state, holding)
  const reverted = setWanted(state, refs, false)
  const next: SeatSelectionState = {
    ...reverted,
    holdings: reverted.holdings.filter((h) => h.ref !== ref),
    statuses:
      holding.key === null || holding.isGA
        ? reverted.statuses
        : withStatus(reverted.statuses, seatNumber(state.index, holding.key), SeatStatusCode.unavailable),
  }
  if (!holding.wanted) return reconcile(next)
  const reported = holding.isGA
    ? kartisError('NO_SEATS_LEFT_GA', { sectionId: holding.sectionId }, error.serverMessage)
    : kartisError('SEAT_NO_LONGER_AVAILABLE', holding.key === null ? {} : seatParams(state, holding.key), error.serverMessage)
  return reconcile(next, [reported])
}

/** §4 an unlock answered: the seat is free for everyone again. */
export const unlockSucceeded = (state: SeatSelectionState, ref: number): SeatStep => {
  const holding = findRef(state, ref, 'unlocking')
  if (holding === undefined) return unchanged(state)
  return unchanged({
    ...state,
    holdings: state.holdings.filter((h) => h.ref !== ref),
    statuses:
      holding.key === null || holding.isGA
        ? state.statuses
        : withStatus(state.statuses, seatNumber(state.index, holding.key), SeatStatusCode.available),
  })
}

/**
 * §4 an unlock failed (SEAT_UNLOCK_FAILED, 'Error unlocking seat'): the seat is still ours and is
 * selected again, with its whole couch or bed, when every seat of that unit is still held and the
 * seat maximum allows; otherwise it stays held as a stray, unselected (a part of a couch, or one
 * seat too many, may not be selected).
 */
export const unlockFailed = (state: SeatSelectionState, ref: number, error: KartisError): SeatStep => {
  const holding = findRef(state, ref, 'unlocking')
  if (holding === undefined) return unchanged(state)
  const held = { ...state, holdings: state.holdings.map((h) => (h.ref === ref ? { ...h, phase: 'held' as const } : h)) }
  const refs = unitRefs(held, holding)
  const unitSize = holding.isGA || holding.key === null ? 1 : seatUnit(state.index, holding.key).length
  const unitHoldings = held.holdings.filter((h) => refs.has(h.ref))
  const wholeUnitHeld = unitHoldings.length === unitSize && unitHoldings.every((h) => h.phase === 'held')
  const adding = unitHoldings.filter((h) => !h.wanted).length
  const fits = E.isRight(checkSeatMaximum(selectedCount(held), adding, state.presentation.maxSeats))
  const next =
    wholeUnitHeld && fits
      ? setWanted(held, refs, true)
      : { ...held, holdings: held.holdings.map((h) => (h.ref === ref ? { ...h, stray: true } : h)) }
  const params = holding.key === null ? {} : seatParams(state, holding.key)
  return reconcile(next, [kartisError('SEAT_UNLOCK_FAILED', params, error.serverMessage)])
}

/**
 * §4 after a successful payment commit the selected seats become unavailable and deselected
 * (without unlocking: they are sold). Requests still in flight settle as usual.
 */
export const committed = (state: SeatSelectionState): SeatSelectionState => {
  let statuses = state.statuses
  for (const holding of state.holdings) {
    if (!holding.wanted || holding.phase !== 'held' || holding.key === null || holding.isGA) continue
    statuses = withStatus(statuses, seatNumber(state.index, holding.key), SeatStatusCode.unavailable)
  }
  return {
    ...state,
    statuses,
    holdings: state.holdings.filter((h) => !(h.wanted && h.phase === 'held')).map((h) => (h.wanted ? { ...h, wanted: false } : h)),
  }
}

/** §4 a seat the box office already holds for this visitor (see adoptHeldSeats). */
export interface HeldSeat {
  readonly sectionId: number
  readonly x: number
  readonly y: number
  readonly ticketGroupId: number | null
}

/**
 * §4 seats the box office already holds for this visitor — a saved cart it locked again for
 * whoever opened its link — join the selection as held, in the order given, without a lock
 * request (deselecting one unlocks it as usual). A place of a general-admission section joins
 * as a GA place; a reserved seat the plan lacks, and a seat the visitor holds or is locking or
 * unlocking already, are skipped. With `owned`, the seats are those of the reservation being
 * modified (Holding.owned): sold, not locked, so letting one go and taking it back send nothing.
 */
export const adoptHeldSeats = (
  state: SeatSelectionState,
  seats: readonly HeldSeat[],
  options: { readonly owned?: boolean } = {},
): SeatSelectionState => {
  let ref = state.nextRef
  const adopted: Holding[] = []
  for (const seat of seats) {
    const key: SeatKey = { sectionId: seat.sectionId, x: seat.x, y: seat.y }
    const section = sectionOf(state, seat.sectionId)
    const isGA = section !== undefined && !section.isReserved
    if (section === undefined || (!isGA && seatNumber(state.index, key) === undefined)) continue
    if (holdingAt(state, key) !== undefined || adopted.some((h) => h.key !== null && sameSeat(h.key, key))) continue
    adopted.push({
      ref: ref++,
      sectionId: seat.sectionId,
      ticketGroupId: seat.ticketGroupId,
      key,
      isGA,
      allocationId: null,
      wanted: true,
      phase: 'held',
      stray: false,
      ...(options.owned === true ? { owned: true as const } : {}),
    })
  }
  return adopted.length === 0 ? state : { ...state, holdings: [...state.holdings, ...adopted], nextRef: ref }
}

/** §4 removing the presentation from the cart (or leaving it): every seat is deselected and unlocked, strays included. */
export const releaseAll = (state: SeatSelectionState): SeatStep =>
  reconcile({ ...state, holdings: state.holdings.map((h) => (h.wanted || h.stray ? { ...h, wanted: false, stray: false } : h)) })

/** §4 deselecting unlocks: tries again to unlock the strays (failed unlocks that could not be selected again). */
export const releaseStrays = (state: SeatSelectionState): SeatStep =>
  reconcile({ ...state, holdings: state.holdings.map((h) => (h.stray ? { ...h, stray: false } : h)) })

// ---------------------------------------------------------------------------------------------
// Orchestrators
// ---------------------------------------------------------------------------------------------

/** Where the state lives (a MobX store, a test variable); answers are applied to the latest state. */
export interface SeatSelectionCell {
  read(): SeatSelectionState
  write(state: SeatSelectionState): void
}

/** A port that rejects instead of answering is treated as a network failure, so no seat stays pending. */
const settle = async <T>(call: () => Promise<Result<T>>): Promise<Result<T>> => {
  try {
    return await call()
  } catch {
    return E.left(kartisError('NETWORK_ERROR'))
  }
}

const runCommand = async (cell: SeatSelectionCell, locks: SeatLocks, command: SeatCommand): Promise<readonly KartisError[]> => {
  let step: SeatStep
  if (command.kind === 'lock') {
    const answer = await settle(() => locks.lock(command.request))
    step = E.isRight(answer) ? lockSucceeded(cell.read(), command.ref, answer.right) : lockFailed(cell.read(), command.ref, answer.left)
  } else {
    const answer = await settle(() => locks.unlock(command.request))
    step = E.isRight(answer) ? unlockSucceeded(cell.read(), command.ref) : unlockFailed(cell.read(), command.ref, answer.left)
  }
  return runStep(cell, locks, step)
}

/**
 * §4 applies a step and sends its requests, applying every answer (and what follows from it)
 * to the latest state; resolves with all errors reported along the way.
 */
export const runStep = async (cell: SeatSelectionCell, locks: SeatLocks, step: SeatStep): Promise<readonly KartisError[]> => {
  cell.write(step.state)
  const later = await Promise.all(step.commands.map((command) => runCommand(cell, locks, command)))
  return [...step.errors, ...later.flat()]
}

const drive = async (cell: SeatSelectionCell, locks: SeatLocks, step: Result<SeatStep>): Promise<Result<void>> => {
  if (E.isLeft(step)) return step
  const errors = await runStep(cell, locks, step.right)
  const first = errors[0]
  return first === undefined ? E.right(undefined) : E.left(first)
}

/** §4 select a seat and lock it (see select); resolves when its requests settle, with the first error. */
export const selectSeat = (cell: SeatSelectionCell, locks: SeatLocks, key: SeatKey): Promise<Result<void>> =>
  drive(cell, locks, select(cell.read(), key))

/** §4 deselect a seat and unlock it (see deselect). */
export const deselectSeat = (cell: SeatSelectionCell, locks: SeatLocks, key: SeatKey): Promise<Result<void>> =>
  drive(cell, locks, deselect(cell.read(), key))

/** §4 a click on the map (see toggle). */
export const toggleSeat = (cell: SeatSelectionCell, locks: SeatLocks, key: SeatKey): Promise<Result<void>> =>
  drive(cell, locks, toggle(cell.read(), key))

/** §4 choose a GA quantity (see setGaQuantity). */
export const chooseGaQuantity = (
  cell: SeatSelectionCell,
  locks: SeatLocks,
  sectionId: number,
  ticketGroupId: number,
  quantity: number,
): Promise<Result<void>> => drive(cell, locks, setGaQuantity(cell.read(), sectionId, ticketGroupId, quantity))

/** §4 deselect and unlock everything (see releaseAll). */
export const releaseAllSeats = (cell: SeatSelectionCell, locks: SeatLocks): Promise<Result<void>> =>
  drive(cell, locks, E.right(releaseAll(cell.read())))

/** §4 retry unlocking the strays through the port (see releaseStrays). */
export const releaseStraySeats = (cell: SeatSelectionCell, locks: SeatLocks): Promise<Result<void>> =>
  drive(cell, locks, E.right(releaseStrays(cell.read())))

/** §4 the lock request of a plan seat of a presentation: what a click on the map asks the box office for. */
export const lockRequestFor = (
  presentation: { readonly id: number; readonly venueId: number; readonly seatplanId: number },
  seat: { readonly sectionId: number; readonly ticketGroupId: number | null; readonly x: number; readonly y: number | null },
): SeatLockRequest => ({
  presentationId: presentation.id,
  venueId: presentation.venueId,
  seatplanId: presentation.seatplanId,
  sectionId: seat.sectionId,
  ticketGroupId: seat.ticketGroupId,
  x: seat.x,
  y: seat.y,
})

/** §4 the unlock request of a seat already in the cart (for cart seats no selection state holds). */
export const unlockRequestOf = (seat: {
  readonly presentationId: number
  readonly venueId: number
  readonly seatplanId: number
  readonly sectionId: number
  readonly ticketGroupId: number | null
  readonly x: number
  readonly y: number | null
}): SeatLockRequest => ({
  presentationId: seat.presentationId,
  venueId: seat.venueId,
  seatplanId: seat.seatplanId,
  sectionId: seat.sectionId,
  ticketGroupId: seat.ticketGroupId,
  x: seat.x,
  y: seat.y,
})

/** §4 unlocks seats no selection state holds (a presentation removed from the cart); resolves with the first error. */
export const unlockSeats = async (locks: SeatLocks, requests: readonly SeatLockRequest[]): Promise<Result<void>> => {
  const answers = await Promise.all(requests.map((request) => settle(() => locks.unlock(request))))
  const failed = answers.find(E.isLeft)
  return failed === undefined ? E.right(undefined) : E.left(kartisError('SEAT_UNLOCK_FAILED', {}, failed.left.serverMessage))
}
