import { checkEnrolmentLine, checkEventChoice, kartisError, requiredEvents, seatKeyId } from '@kartis/core'
import type {
  Cart,
  CartEnrolmentItem,
  EnrolmentEvent,
  EnrolmentRate,
  EnrolmentSeason,
  EnrolmentSeating,
  EnrolmentSeatRelease,
  EnrolmentSelection,
  Enrolments,
  KartisError,
  Result,
  Seat,
  SeatPlan,
} from '@kartis/core'
import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx'
import type { LoadState } from '../catalog/catalog-store'
import type { SeatDisplay } from '../seat-map'
import type { ChosenSeatName } from './membership-shop-store'
import { holdsAnotherKind, type SalesOrder } from './sales-order'
import { goToStop, loadStopPlan, nameKey, stopDisplays } from './seat-stops-walk'

/** What the enrolment wizard is made with. */
export interface EnrolmentStoreDeps {
  readonly order: SalesOrder
  readonly enrolments: Enrolments
  /** §8 a refusal (a seat taken in one of the events…) as a toast in the visitor's language. */
  readonly showError: (error: KartisError) => void
}

/**
 * §2 one stop of the seats-for-events step: the fixed seat's one stop for every chosen event, or
 * one chosen event (a seat per event, walked show by show).
 */
export interface EnrolmentStop {
  readonly fixed: boolean
  readonly events: readonly EnrolmentEvent[]
}

/**
 * §2/§4 the membership enrolment wizard's choices, over the core's enrolment rules: the season
 * (GET /enroll/{membershipId}), one rate (the cart's one enrolment line, priced by the rate and the
 * season's handling fee), the events (the required ones always, as many as the rate allows), and
 * the seats — one fixed seat locked in every chosen event at once (all or none), or a seat per
 * event walked show by show — with PUT /enroll/{membershipId}/lock-seat and unlock-seat. Changing
 * the rate, the events or the way of seating, or going back from the seats, lets the seats go.
 * The cart is the order store's: choosing a rate first switches it to an enrolment order (§4, the
 * customer's details kept).
 */
export class EnrolmentStore {
  membershipId: number | null = null
  seasonState: LoadState = { kind: 'idle' }
  season: EnrolmentSeason | null = null
  /** §2 the events chosen, in the season's order. */
  chosenIds: readonly number[] = []
  /** §2 one seat in every chosen event, or a seat per event. */
  seating: EnrolmentSeating = 'fixedSeat'
  /** §5 why the visitor could not go on (no rate, the events' count…). */
  selectionError: KartisError | null = null
  /** §2 the chosen event still without a seat when the visitor tried to go on. */
  missingSeat: EnrolmentEvent | null = null
  stopIndex = 0
  planState: LoadState = { kind: 'idle' }
  plan: SeatPlan | null = null
  /** §4 the seat being locked or let go (shown pending). */
  pending: { readonly stopIndex: number; readonly key: string } | null = null
  readonly #names = observable.map<string, ChosenSeatName>()
  readonly #deps: EnrolmentStoreDeps
  #ticket = 0

  constructor(deps: EnrolmentStoreDeps) {
    this.#deps = deps
    makeAutoObservable<this>(this, { season: observableRef, plan: observableRef, selectionError: observableRef }, { autoBind: true })
  }

  /**
   * §2 /enroll/{membershipId}: loads the season (NOT_FOUND for an id with none on sale). A cart
   * already enrolling in it keeps its rate, events and seats; otherwise the required events are chosen.
   */
  async open(membershipId: number): Promise<void> {
    const ticket = ++this.#ticket
    if (this.membershipId !== membershipId) {
      this.season = null
      this.plan = null
      this.planState = { kind: 'idle' }
      this.stopIndex = 0
      this.selectionError = null
      this.missingSeat = null
    }
    this.membershipId = membershipId
    this.seasonState = { kind: 'loading' }
    const answer = await this.#deps.enrolments.season(membershipId)
    if (ticket !== this.#ticket) return
    runInAction(() => {
      if (answer._tag === 'Left') {
        this.season = null
        this.seasonState = { kind: 'failed', error: answer.left }
        return
      }
      const season = answer.right
      this.season = season
      this.seasonState = { kind: 'ready' }
      const line = this.line
      const chosen = line === null ? [] : line.selections.map((selection) => selection.presentationId)
      this.chosenIds = this.#inSeasonOrder([...requiredEvents(season), ...chosen, ...this.chosenIds])
    })
  }

  /** §4 the cart holds an order of another kind, which choosing a rate would empty. */
  get replacesAnotherOrder(): boolean {
    return holdsAnotherKind(this.#deps.order.cart, 'enrolment')
  }

  /** §3 the enrolment line in the cart, if it is this season's. */
  get line(): CartEnrolmentItem | null {
    const cart = this.#deps.order.cart
    const line = cart.kind === 'enrolment' ? (cart.enrolments[0] ?? null) : null
    return line !== null && line.membershipId === this.membershipId ? line : null
  }

  /** §2 the rate chosen. */
  get rate(): EnrolmentRate | null {
    const line = this.line
    return line === null ? null : (this.season?.rates.find((rate) => rate.ticketId === line.ticketId) ?? null)
  }

  /** §2 the events chosen, as the season offers them. */
  get chosenEvents(): readonly EnrolmentEvent[] {
    return (this.season?.events ?? []).filter((event) => this.chosenIds.includes(event.presentationId))
  }

  /** §2 the seats locked so far (the lock-seat answers' selections in the chosen events). */
  get selections(): readonly EnrolmentSelection[] {
    return this.line?.selections ?? []
  }

  /**
   * §2/§9 chooses a rate: the cart becomes an enrolment order (§4) of one line at the rate's price,
   * with the season's handling fee once per order. Seats already locked are let go first.
   */
  async chooseRate(rate: EnrolmentRate): Promise<void> {
    const season = this.season
    if (season === null || this.rate?.ticketId === rate.ticketId) return
    await this.releaseSeats()
    const line: CartEnrolmentItem = {
      membershipId: season.membershipId,
      ticketId: rate.ticketId,
      seasonId: season.seasonId,
      totalAmount: rate.price,
      seat: null,
      ticketGroupId: rate.ticketGroupId,
      selections: [],
    }
    runInAction(() => {
      this.selectionError = null
      this.#deps.order.switchKind('enrolment')
      this.#deps.order.updateCart((cart) => ({ ...cart, enrolments: [line], globalServiceCharge: season.serviceCharge }))
    })
  }

  /** §2 going on from the rates needs a rate (SELECTION_REQUIRED, shown on the page). */
  mayLeaveRates(): boolean {
    this.selectionError = this.rate === null ? kartisError('SELECTION_REQUIRED') : null
    return this.selectionError === null
  }

  /** §2 whether an event is chosen. */
  isChosen(event: EnrolmentEvent): boolean {
    return this.chosenIds.includes(event.presentationId)
  }

  /** §2 adds or removes an event (a required one stays); seats already locked are let go first. */
  async toggleEvent(event: EnrolmentEvent): Promise<void> {
    if (event.isRequired) return
    await this.releaseSeats()
    runInAction(() => {
      this.selectionError = null
      this.chosenIds = this.isChosen(event)
        ? this.chosenIds.filter((id) => id !== event.presentationId)
        : this.#inSeasonOrder([...this.chosenIds, event.presentationId])
    })
  }

  /** §2 one fixed seat or a seat per event; seats already locked are let go first. */
  async setSeating(seating: EnrolmentSeating): Promise<void> {
    if (this.seating === seating) return
    await this.releaseSeats()
    runInAction(() => {
      this.seating = seating
      this.stopIndex = 0
      this.plan = null
    })
  }

  /** §2 going on from the events: a rate, and the events the rate allows (core checkEventChoice: ENROLMENT_EVENT_COUNT { min, max }). */
  mayLeaveEvents(): boolean {
    const season = this.season
    const rate = this.rate
    if (season === null || rate === null) return this.mayLeaveRates()
    const checked = checkEventChoice(season, rate, this.chosenIds)
    this.selectionError = checked._tag === 'Left' ? checked.left : null
    return this.selectionError === null
  }

  /** §2 the seats step's stops: the fixed seat's one, or each chosen event. */
  get stops(): readonly EnrolmentStop[] {
    const events = this.chosenEvents
    if (events.length === 0) return []
    return this.seating === 'fixedSeat' ? [{ fixed: true, events }] : events.map((event) => ({ fixed: false, events: [event] }))
  }

  get stop(): EnrolmentStop | null {
    return this.stops[this.stopIndex] ?? this.stops[0] ?? null
  }

  get hasNext(): boolean {
    return this.stopIndex < this.stops.length - 1
  }

  get hasPrevious(): boolean {
    return this.stopIndex > 0
  }

  /** §2 the seat chosen at a stop (a fixed seat: its seat in the first event; it is the same seat in all). */
  seatAt(stop: EnrolmentStop): EnrolmentSelection | null {
    const [first] = stop.events
    return first === undefined ? null : (this.selections.find((selection) => selection.presentationId === first.presentationId) ?? null)
  }

  /** §3 how the seat chosen at a stop is named (null when none is chosen, or its names are not known). */
  seatNameAt(stop: EnrolmentStop): ChosenSeatName | null {
    const seat = this.seatAt(stop)
    return seat === null ? null : (this.#names.get(nameKey(seat.presentationId, seat)) ?? null)
  }

  /** §4 the map's display of the stop's chosen seat (selected) and of the one being locked (pending). */
  get displays(): ReadonlyMap<string, SeatDisplay> {
    const stop = this.stop
    const pending = this.pending
    if (stop === null) return new Map()
    return stopDisplays(this.seatAt(stop), pending !== null && pending.stopIndex === this.stopIndex ? pending.key : null)
  }

  /** §2 goes to the next event's stop and loads its plan. */
  next(): Promise<void> {
    return goToStop(this, this.stopIndex + 1)
  }

  /** §2 goes back to the previous event's stop and loads its plan. */
  previous(): Promise<void> {
    return goToStop(this, this.stopIndex - 1)
  }

  /** §2 goes to the stop of an event (the one a missing seat named). */
  goTo(presentationId: number): Promise<void> {
    return goToStop(
      this,
      this.stops.findIndex((stop) => stop.events.some((event) => event.presentationId === presentationId)),
    )
  }

  /** §7 GET /enroll/{membershipId}/seatplan over the stop's events (a seat available only where free in all of them). */
  async loadPlan(): Promise<void> {
    const stop = this.stop
    const membershipId = this.membershipId
    if (stop === null || membershipId === null) return
    await loadStopPlan(this, () =>
      this.#deps.enrolments.seatPlan(
        membershipId,
        stop.events.map((event) => event.presentationId),
      ),
    )
  }

  /**
   * §2/§4 the visitor clicked a seat of the stop shown: the chosen seat is let go; any other is
   * locked in the stop's events (a fixed seat: every chosen event, all or none) in place of the
   * stop's seat chosen before. A refusal (ENROLMENT_SEAT_TAKEN naming the show) is a toast, nothing
   * is selected, and the plan is read again.
   */
  async toggleSeat(seat: Seat): Promise<void> {
    const season = this.season
    const rate = this.rate
    const stop = this.stop
    if (season === null || rate === null || stop === null || this.pending !== null) return
    const [first] = stop.events
    if (first === undefined) return
    const previous = this.seatAt(stop)
    const key = seatKeyId(seat)
    this.pending = { stopIndex: this.stopIndex, key }
    if (previous !== null) {
      const released = await this.#unlock(stop, previous)
      if (released._tag === 'Left' || seatKeyId(previous) === key) {
        this.#settle(released)
        return
      }
      // The seat chosen before is let go already, whatever the lock below answers.
      runInAction(() => this.#setSelections(released.right))
    }
    const locked = await this.#deps.enrolments.lockSeat({
      membershipId: season.membershipId,
      seasonId: season.seasonId,
      presentationId: first.presentationId,
      presentationIds: stop.events.map((event) => event.presentationId),
      venueId: seat.venueId,
      seatplanId: seat.seatplanId,
      sectionId: seat.sectionId,
      ticketGroupId: seat.ticketGroupId ?? rate.ticketGroupId,
      x: seat.x,
      y: seat.y ?? 0,
      selections: this.selections,
    })
    runInAction(() => {
      if (locked._tag === 'Right')
        for (const event of stop.events)
          this.#names.set(nameKey(event.presentationId, seat), {
            sectionName: seat.sectionName,
            rowName: seat.rowName,
            seatName: seat.seatName,
          })
    })
    this.#settle(locked)
  }

  /**
   * §2/§3 going on to details and payment: the line as the server will check it (core
   * checkEnrolmentLine: the rate, the events' count, one seat in each). A chosen event without a
   * seat is named and shown.
   */
  async mayCheckout(): Promise<boolean> {
    const season = this.season
    const line = this.line
    if (season === null || line === null) return this.mayLeaveRates()
    if (!this.mayLeaveEvents()) return false
    const missing = this.chosenEvents.find((event) => !this.selections.some((s) => s.presentationId === event.presentationId)) ?? null
    this.missingSeat = missing
    if (missing !== null) {
      await this.goTo(missing.presentationId)
      return false
    }
    const checked = checkEnrolmentLine(season, line)
    this.selectionError = checked._tag === 'Left' ? checked.left : null
    return this.selectionError === null
  }

  /** §2/§7 lets go every seat locked for the enrolment (going back from the seats, or changing a choice); a refusal changes nothing: the locks expire. */
  async releaseSeats(): Promise<void> {
    const selections = this.selections
    const membershipId = this.membershipId
    if (selections.length === 0 || membershipId === null) return
    const ids = selections.map((selection) => selection.presentationId)
    const first = selections[0]
    const fixed = first !== undefined && selections.every((s) => seatKeyId(s) === seatKeyId(first))
    const groups: readonly (readonly EnrolmentSelection[])[] = fixed ? [selections] : selections.map((selection) => [selection])
    for (const group of groups) {
      const [seat] = group
      if (seat === undefined) continue
      await this.#deps.enrolments.unlockSeat(this.#release(membershipId, seat, fixed ? ids : [seat.presentationId], selections))
    }
    runInAction(() => {
      this.#setSelections([])
      this.plan = null
      this.planState = { kind: 'idle' }
      this.stopIndex = 0
      this.missingSeat = null
    })
  }

  #release(
    membershipId: number,
    seat: EnrolmentSelection,
    presentationIds: readonly number[],
    selections: readonly EnrolmentSelection[],
  ): EnrolmentSeatRelease {
    return {
      membershipId,
      presentationId: seat.presentationId,
      presentationIds,
      venueId: seat.venueId,
      seatplanId: seat.seatplanId,
      sectionId: seat.sectionId,
      ticketGroupId: seat.ticketGroupId,
      x: seat.x,
      y: seat.y,
      selections,
    }
  }

  #unlock(stop: EnrolmentStop, seat: EnrolmentSelection): Promise<Result<readonly EnrolmentSelection[]>> {
    return this.#deps.enrolments.unlockSeat(
      this.#release(
        this.membershipId ?? 0,
        seat,
        stop.events.map((event) => event.presentationId),
        this.selections,
      ),
    )
  }

  /** §4 the lock or unlock answered: its selections (in the chosen events) become the line's; a refusal is shown and the plan read again. */
  #settle(answer: Result<readonly EnrolmentSelection[]>): void {
    runInAction(() => {
      this.pending = null
      if (answer._tag === 'Right') {
        this.missingSeat = null
        this.#setSelections(answer.right)
      }
    })
    if (answer._tag === 'Left') {
      this.#deps.showError(answer.left)
      void this.loadPlan()
    }
  }

  #setSelections(selections: readonly EnrolmentSelection[]): void {
    const chosen = selections.filter((selection) => this.chosenIds.includes(selection.presentationId))
    const membershipId = this.membershipId
    this.#deps.order.updateCart((cart: Cart): Cart =>
      cart.kind !== 'enrolment'
        ? cart
        : {
            ...cart,
            enrolments: cart.enrolments.map((line) => (line.membershipId === membershipId ? { ...line, selections: chosen } : line)),
          },
    )
  }

  #inSeasonOrder(ids: readonly number[]): readonly number[] {
    return (this.season?.events ?? []).map((event) => event.presentationId).filter((id) => ids.includes(id))
  }
}
