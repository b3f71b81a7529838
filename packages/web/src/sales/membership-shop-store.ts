import { checkMembershipSeats, kartisError, requireSelection, seatKeyId } from '@kartis/core'
import type {
  Cart,
  CartMembershipItem,
  KartisError,
  MembershipOnSale,
  MembershipPresentation,
  MembershipPrice,
  MembershipSales,
  MembershipSeatRequest,
  MembershipSeatSelection,
  Memberships,
  Result,
  Seat,
  SeatPlan,
} from '@kartis/core'
import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx'
import type { LoadState } from '../catalog/catalog-store'
import type { SeatDisplay } from '../seat-map'
import { holdsAnotherKind, type SalesOrder } from './sales-order'
import { goToStop, loadStopPlan, nameKey, stopDisplays } from './seat-stops-walk'

/** What the membership shop is made with. */
export interface MembershipShopStoreDeps {
  readonly order: SalesOrder
  readonly membershipSales: MembershipSales
  readonly memberships: Memberships
  /** §8 a refusal (a seat taken meanwhile…) as a toast in the visitor's language. */
  readonly showError: (error: KartisError) => void
}

/** §3 how a chosen seat is named: its section, row and seat as the plan drew them. */
export interface ChosenSeatName {
  readonly sectionName: string
  readonly rowName: string
  readonly seatName: string
}

/**
 * §4 one stop of the seats step: a series' presentation (a seat chosen in each, walked one at a
 * time), or a fixed seat's one stop for every presentation it covers (presentationId null).
 */
export interface SeatStop {
  readonly presentationId: number | null
  readonly presentations: readonly MembershipPresentation[]
}

const byCode = (code: string) => (price: MembershipPrice) => price.priceCode.toUpperCase() === code.trim().toUpperCase()

/**
 * §2/§4/§5 the membership order wizard's choices, over the core: the memberships on sale, the one
 * membership and rate chosen (§5 at most one: choosing another replaces it, its seats let go), and
 * its seats on the membership seat plan — a series (type 2) walked one presentation at a time, a
 * fixed seat once for all its presentations — each locked with PUT /membership/lock-seat and let
 * go with unlock-seat. The cart is the order store's: choosing here first switches it to a
 * membership order (§4, the customer's details kept); the server charges no service fee on it.
 */
export class MembershipShopStore {
  /** §2 /memberships and /membership: every membership on sale. */
  listState: LoadState = { kind: 'idle' }
  onSale: readonly MembershipOnSale[] = []
  /** §2 /membership/{code}: the membership the address names (null: the whole list). */
  code: string | null = null
  codeState: LoadState = { kind: 'idle' }
  byCode: MembershipOnSale | null = null
  /** §5 why the visitor could not go on (nothing chosen, a presentation without a seat). */
  selectionError: KartisError | null = null
  /** §4 the presentation still without a seat when the visitor tried to go on. */
  missingSeat: MembershipPresentation | null = null
  /** §4 where the seats step stands in its stops. */
  stopIndex = 0
  planState: LoadState = { kind: 'idle' }
  plan: SeatPlan | null = null
  /** §4 the seat being locked or let go (shown pending). */
  pending: { readonly presentationId: number | null; readonly key: string } | null = null
  readonly #names = observable.map<string, ChosenSeatName>()
  readonly #deps: MembershipShopStoreDeps
  #codeTicket = 0

  constructor(deps: MembershipShopStoreDeps) {
    this.#deps = deps
    makeAutoObservable<this>(
      this,
      { onSale: observableRef, byCode: observableRef, plan: observableRef, selectionError: observableRef },
      { autoBind: true },
    )
  }

  /** §2 loads the memberships on sale (once; again after a failure). §8 NO_MEMBERSHIP_TYPES is an empty list. */
  async loadList(): Promise<void> {
    if (this.listState.kind === 'ready' || this.listState.kind === 'loading') return
    this.listState = { kind: 'loading' }
    const answer = await this.#deps.membershipSales.membershipsOnSale()
    runInAction(() => {
      if (answer._tag === 'Right' || answer.left.code === 'NO_MEMBERSHIP_TYPES') {
        this.onSale = answer._tag === 'Right' ? answer.right : []
        this.listState = { kind: 'ready' }
      } else this.listState = { kind: 'failed', error: answer.left }
    })
  }

  /**
   * §2 /membership/{membershipCode}/{membershipPriceCode}: loads the membership the code names
   * (NOT_FOUND for a code not on sale) and preselects it — at the rate the price code names
   * (MEMBERSHIP_PRICE_CODE_NOT_FOUND for another), or at its only rate. Without a code, the list.
   */
  async open(code: string | null, priceCode: string | null): Promise<void> {
    if (code === null) {
      this.code = null
      return this.loadList()
    }
    const ticket = ++this.#codeTicket
    this.code = code
    this.codeState = { kind: 'loading' }
    const answer = await this.#deps.membershipSales.membership(code)
    if (ticket !== this.#codeTicket) return
    if (answer._tag === 'Left') {
      runInAction(() => {
        this.byCode = null
        this.codeState = { kind: 'failed', error: answer.left }
      })
      return
    }
    const onSale = answer.right
    const prices = onSale.membership.prices
    const price = priceCode === null ? (prices.length === 1 ? prices[0] : undefined) : prices.find(byCode(priceCode))
    runInAction(() => {
      this.byCode = onSale
      this.codeState =
        priceCode !== null && price === undefined
          ? { kind: 'failed', error: kartisError('MEMBERSHIP_PRICE_CODE_NOT_FOUND', { priceCode }) }
          : { kind: 'ready' }
    })
    if (price !== undefined && !this.#isChosenMembership(onSale)) await this.choose(onSale, price)
  }

  /** §2 the state of what the wizard shows: the membership of the address, or the list. */
  get wizardState(): LoadState {
    return this.code === null ? this.listState : this.codeState
  }

  /** §2 the memberships the choose step offers: the one of the address, or every one on sale (an enrolment season is the enrolment wizard's). */
  get shown(): readonly MembershipOnSale[] {
    if (this.code === null) return this.onSale.filter((onSale) => onSale.enrolmentSeasonId === undefined)
    return this.byCode === null ? [] : [this.byCode]
  }

  /** §4 the cart holds an order of another kind, which choosing here would empty. */
  get replacesAnotherOrder(): boolean {
    return holdsAnotherKind(this.#deps.order.cart, 'memberships')
  }

  /** §3 the membership line in the cart (null while the cart is of another kind or holds none). */
  get line(): CartMembershipItem | null {
    const cart = this.#deps.order.cart
    return cart.kind === 'memberships' ? (cart.memberships[0] ?? null) : null
  }

  /** §3 the membership chosen, as on sale. */
  get chosen(): MembershipOnSale | null {
    const line = this.line
    if (line === null) return null
    const known = [...this.onSale, ...(this.byCode === null ? [] : [this.byCode])]
    return known.find((candidate) => candidate.membership.membershipId === line.membershipId) ?? null
  }

  /** §3 whether this rate of this membership is the one chosen. */
  isChosen(onSale: MembershipOnSale, price: MembershipPrice): boolean {
    const line = this.line
    return line !== null && line.membershipId === onSale.membership.membershipId && line.membershipPriceId === price.membershipPriceId
  }

  #isChosenMembership(onSale: MembershipOnSale): boolean {
    return this.line?.membershipId === onSale.membership.membershipId
  }

  /**
   * §3/§5 chooses a membership at one of its rates. §5 at most one membership: another replaces
   * the one chosen (its seats let go); another rate of the same membership keeps its seats. The
   * cart becomes a membership order (§4), without a service charge (the server charges none).
   */
  async choose(onSale: MembershipOnSale, price: MembershipPrice): Promise<void> {
    const previous = this.line
    const sameMembership = previous !== null && previous.membershipId === onSale.membership.membershipId
    const line: CartMembershipItem = {
      membershipId: onSale.membership.membershipId,
      membershipPriceId: price.membershipPriceId,
      currencyId: price.currency.currencyId,
      price: price.price,
      isTopup: false,
      seat: null,
      selections: sameMembership ? (previous.selections ?? []) : [],
      ...(price.reference1 === undefined ? {} : { reference1: price.reference1 }),
      ...(price.reference2 === undefined ? {} : { reference2: price.reference2 }),
    }
    this.selectionError = null
    this.missingSeat = null
    if (!sameMembership) {
      this.stopIndex = 0
      this.plan = null
      this.planState = { kind: 'idle' }
    }
    const order = this.#deps.order
    order.switchKind('memberships')
    order.updateCart((cart) => ({ ...cart, memberships: [line], globalServiceCharge: null }))
    if (previous !== null && !sameMembership) await this.#release(previous)
  }

  /** §5 going on from choosing needs a membership (SELECTION_REQUIRED, shown on the page). */
  mayContinue(): boolean {
    const cart = this.#deps.order.cart
    const checked = requireSelection(cart.kind === 'memberships' ? cart : { ...cart, kind: 'memberships', memberships: [] })
    this.selectionError = checked._tag === 'Left' ? checked.left : null
    return this.selectionError === null
  }

  /** §4 whether the chosen membership has seats to choose (a series or a fixed seat). */
  get hasSeats(): boolean {
    const chosen = this.chosen
    return chosen !== null && chosen.seating !== 'none' && chosen.presentations.length > 0
  }

  /** §4 the seats step's stops: each presentation of a series, or one stop for a fixed seat's presentations. */
  get stops(): readonly SeatStop[] {
    const chosen = this.chosen
    if (chosen === null || chosen.seating === 'none') return []
    if (chosen.seating === 'fixedSeat') return [{ presentationId: null, presentations: chosen.presentations }]
    return chosen.presentations.map((presentation) => ({ presentationId: presentation.presentationId, presentations: [presentation] }))
  }

  /** §4 the stop shown now. */
  get stop(): SeatStop | null {
    return this.stops[this.stopIndex] ?? this.stops[0] ?? null
  }

  get hasNext(): boolean {
    return this.stopIndex < this.stops.length - 1
  }

  get hasPrevious(): boolean {
    return this.stopIndex > 0
  }

  /** §4 the seats chosen so far (the lock-seat answers' selections). */
  get selections(): readonly MembershipSeatSelection[] {
    return this.line?.selections ?? []
  }

  /** §4 the seat chosen at a stop (a fixed seat: the seat of its first presentation; all are the same seat). */
  seatAt(stop: SeatStop): MembershipSeatSelection | null {
    const [first] = stop.presentations
    if (first === undefined) return null
    return this.selections.find((selection) => selection.presentationId === first.presentationId) ?? null
  }

  /** §3 how the seat chosen at a stop is named (null when none is chosen, or its names are not known). */
  seatNameAt(stop: SeatStop): ChosenSeatName | null {
    const seat = this.seatAt(stop)
    return seat === null ? null : (this.#names.get(nameKey(seat.presentationId, seat)) ?? null)
  }

  /** §4 the map's display of the chosen seat (selected) and of the one being locked (pending); the rest show their status. */
  get displays(): ReadonlyMap<string, SeatDisplay> {
    const stop = this.stop
    const pending = this.pending
    if (stop === null) return new Map()
    return stopDisplays(this.seatAt(stop), pending !== null && pending.presentationId === stop.presentationId ? pending.key : null)
  }

  /** §4 goes to the next presentation of a series and loads its plan. */
  next(): Promise<void> {
    return goToStop(this, this.stopIndex + 1)
  }

  /** §4 goes back to the previous presentation of a series and loads its plan. */
  previous(): Promise<void> {
    return goToStop(this, this.stopIndex - 1)
  }

  /** §4 goes to the stop of a presentation (the one a missing seat named). */
  goTo(presentationId: number): Promise<void> {
    return goToStop(
      this,
      this.stops.findIndex((stop) => stop.presentations.some((p) => p.presentationId === presentationId)),
    )
  }

  /** §7 GET /membership/seatplan for the stop shown: the series' presentation, or the fixed seat's (available only where free in all). */
  async loadPlan(): Promise<void> {
    const chosen = this.chosen
    const stop = this.stop
    if (chosen === null || stop === null) return
    await loadStopPlan(this, () => this.#deps.memberships.seatPlan(chosen.membership.membershipId, stop.presentationId))
  }

  /**
   * §4 the visitor clicked a seat of the stop shown: the chosen seat is let go (unlock-seat); any
   * other is locked (lock-seat) in place of the stop's seat chosen before. A refusal is a toast and
   * the plan is read again, so a seat taken meanwhile shows taken.
   */
  async toggleSeat(seat: Seat): Promise<void> {
    const chosen = this.chosen
    const stop = this.stop
    if (chosen === null || stop === null || this.pending !== null) return
    const previous = this.seatAt(stop)
    const key = seatKeyId(seat)
    this.pending = { presentationId: stop.presentationId, key }
    if (previous !== null) {
      const released = await this.#unlock(chosen, stop.presentationId, previous)
      if (released._tag === 'Left' || seatKeyId(previous) === key) {
        this.#settle(released)
        return
      }
      // The seat chosen before is let go already, whatever the lock below answers.
      runInAction(() => this.#deps.order.updateCart((cart) => this.#withSelections(cart, released.right)))
    }
    if (seat.ticketGroupId === null) {
      this.#settle({ _tag: 'Left', left: kartisError('SEAT_NOT_FOUND', { sectionId: seat.sectionId, x: seat.x }) })
      return
    }
    const request: MembershipSeatRequest = {
      membershipId: chosen.membership.membershipId,
      presentationId: stop.presentationId,
      venueId: seat.venueId,
      seatplanId: seat.seatplanId,
      sectionId: seat.sectionId,
      ticketGroupId: seat.ticketGroupId,
      x: seat.x,
      y: seat.y,
    }
    const locked = await this.#deps.memberships.lockSeat(request)
    runInAction(() => {
      if (locked._tag === 'Right')
        for (const presentation of stop.presentations)
          this.#names.set(nameKey(presentation.presentationId, seat), {
            sectionName: seat.sectionName,
            rowName: seat.rowName,
            seatName: seat.seatName,
          })
    })
    this.#settle(locked)
  }

  /**
   * §4/§5 going on to details and payment: a membership chosen, and a seat in every presentation
   * it covers (core checkMembershipSeats). A presentation without a seat is shown, and named.
   */
  async mayCheckout(): Promise<boolean> {
    if (!this.mayContinue()) return false
    const chosen = this.chosen
    if (chosen === null) return false
    const checked = checkMembershipSeats(chosen, this.selections)
    if (checked._tag === 'Right') {
      this.missingSeat = null
      return true
    }
    const missingId = checked.left.params?.['presentationId']
    const missing = chosen.presentations.find((p) => p.presentationId === missingId) ?? null
    runInAction(() => {
      this.missingSeat = missing
      this.selectionError = missing === null ? checked.left : null
    })
    if (missing !== null) await this.goTo(missing.presentationId)
    return false
  }

  /** §4 takes the membership out of the cart, letting its seats go. */
  async remove(): Promise<void> {
    const line = this.line
    if (line === null) return
    this.#deps.order.updateCart((cart) => ({ ...cart, memberships: [] }))
    this.plan = null
    this.planState = { kind: 'idle' }
    this.stopIndex = 0
    await this.#release(line)
  }

  #unlock(
    onSale: MembershipOnSale,
    presentationId: number | null,
    selection: MembershipSeatSelection,
  ): Promise<Result<readonly MembershipSeatSelection[]>> {
    return this.#deps.memberships.unlockSeat(
      {
        membershipId: onSale.membership.membershipId,
        presentationId,
        venueId: selection.venueId,
        seatplanId: selection.seatplanId,
        sectionId: selection.sectionId,
        ticketGroupId: selection.ticketGroupId,
        x: selection.x,
        y: selection.y,
      },
      this.selections,
    )
  }

  /** §4 the lock or unlock answered: its selections become the line's; a refusal is shown and the plan read again. */
  #settle(answer: Result<readonly MembershipSeatSelection[]>): void {
    runInAction(() => {
      this.pending = null
      if (answer._tag === 'Left') return
      const selections = answer.right
      this.missingSeat = null
      this.#deps.order.updateCart((cart) => this.#withSelections(cart, selections))
    })
    if (answer._tag === 'Left') {
      this.#deps.showError(answer.left)
      void this.loadPlan()
    }
  }

  #withSelections(cart: Cart, selections: readonly MembershipSeatSelection[]): Cart {
    if (cart.kind !== 'memberships') return cart
    return { ...cart, memberships: cart.memberships.map((line) => ({ ...line, selections })) }
  }

  /** §4 lets go the seats of a membership no longer in the cart (its stops' seats; a refusal changes nothing: they expire). */
  async #release(line: CartMembershipItem): Promise<void> {
    const selections = line.selections ?? []
    if (selections.length === 0) return
    const onSale = [...this.onSale, ...(this.byCode === null ? [] : [this.byCode])].find(
      (candidate) => candidate.membership.membershipId === line.membershipId,
    )
    if (onSale === undefined) return
    const targets = onSale.seating === 'fixedSeat' ? selections.slice(0, 1) : selections
    for (const selection of targets)
      await this.#deps.memberships.unlockSeat(
        {
          membershipId: line.membershipId,
          presentationId: onSale.seating === 'fixedSeat' ? null : selection.presentationId,
          venueId: selection.venueId,
          seatplanId: selection.seatplanId,
          sectionId: selection.sectionId,
          ticketGroupId: selection.ticketGroupId,
          x: selection.x,
          y: selection.y,
        },
        selections,
      )
  }
}
