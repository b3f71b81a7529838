import {
  adoptHeldSeats,
  applySeatStatuses,
  appliesSingleSeatRule,
  applyCoupon,
  canContinue,
  chooseGaQuantity,
  choosePresentation,
  chooseTicketForSeat,
  chooseTicketQuantity,
  clearCart,
  committed,
  effectiveStatuses,
  emptyCart,
  everySeatHasTicket,
  firstTicketSeats,
  gaQuantity,
  isPending,
  kartisError,
  markSoldOutSections,
  parseLookupValue,
  minMoney,
  releaseAllSeats,
  removeCoupon,
  runCountdown,
  selectSeat,
  selectedKeys,
  selectedSeats,
  setSeatTicket,
  startSeatSelection,
  statusesLoaded,
  switchOrderKind,
  toCartSeat,
  toggleSeat,
  unlockRequestOf,
  unlockSeats,
  watchIdle,
} from '@kartis/core'
import type {
  Agorot,
  BenefitLookupKind,
  Cart,
  IntegrationParams,
  CartSeat,
  Clock,
  CommitResult,
  HeldSeat,
  IdleWatch,
  KartisError,
  OrderKind,
  Presentation,
  PresentationProduct,
  Result,
  RunningCountdown,
  Seat,
  SeatKey,
  SeatSection,
  SeatSelectionCell,
  SeatSelectionState,
  SeatStatusEntry,
  Ticket,
  TicketGroup,
} from '@kartis/core'
import type { SeatStatusChange } from '@kartis/api-adapter'
import { computed, makeAutoObservable, observable, observableRef, runInAction } from 'mobx'
import { beginCheckoutEvent, itemsEvent, presentationItem, productItems, seatItems, track } from '../analytics/ecommerce-events'
import type { LoadState } from '../catalog/catalog-store'
import type { StorefrontPorts } from '../di/ports'
import type { SeatDisplay } from '../seat-map/seat-map-props'
import type { UiStore } from '../stores/ui-store'
import { LiveSeatStatus, applySeatChange, type LiveSeatStatusTimings, type OpenEventSource } from './live-seat-status'
import { cartPresentationOf, productLine, withProductLine, withSelectedSeats } from './order-cart'
import { seatDisplays } from './seat-displays'

/** The ports the order flow calls. */
export type OrderPorts = Pick<
  StorefrontPorts,
  'catalog' | 'seatPlans' | 'seatStatuses' | 'seatLocks' | 'bestAvailable' | 'analytics' | 'miniSite' | 'integration'
>

/** §1 issue 14 the mini-site the visitor entered, with the reference codes it was let in with (none for a mini-site sold without). */
export interface MiniSiteEntry {
  readonly url: string
  readonly reference1?: string
  readonly reference2?: string
}

/** §5/§7 issue 14 the partner site that handed the visitor over: its integration id, and the return address it gave. */
export interface PartnerHandOff {
  readonly integrationId: string
  readonly ret: string
}

/** What the order store is made with. */
export interface OrderStoreDeps {
  readonly ports: OrderPorts
  readonly clock: Clock
  readonly ui: UiStore
  /** §4 sends the browser to an address (the timer's url at zero). */
  readonly leave: (url: string) => void
  /** Issue 11 opens the live seat-status stream (the browser's EventSource); without it the seats show as last read. */
  readonly openEventSource?: OpenEventSource
  /** Issue 11 the live status's fallback and retry timings (tests shorten them). */
  readonly liveTimings?: LiveSeatStatusTimings
  /** Issue 15 §5 a presentation's seat maximum as the venue caps it (default: the presentation's own). */
  readonly seatMaximum?: (presentationMax: number) => number
}

/** §5 how a code typed on the tickets step is looked up: a coupon or voucher code, or a member number. */
export type CodeKind = 'coupon' | 'member'

/** The storefront's own cap on a product line when the product names none. */
export const DEFAULT_PRODUCT_MAX = 10

/** One open presentation: the selection lives in its own box, so late answers for a presentation left behind never touch the next one. */
interface Session {
  readonly presentationId: number
  readonly box: { get(): SeatSelectionState | null; set(state: SeatSelectionState | null): void }
  readonly cell: SeatSelectionCell
}

const isLeft = <T>(result: Result<T>): result is { readonly _tag: 'Left'; readonly left: KartisError } => result._tag === 'Left'

/**
 * §4/§5 the event order up to products, over the core: the presentation, its seat plan with
 * statuses, the seat selection (optimistic select, then lock), ticket and product choices,
 * the countdown and the idle watch. The cart is derived from the choices and the selection;
 * checkout reads `cart`, changes it through `updateCart` and reports the commit to `completed`.
 */
export class OrderStore {
  state: LoadState = { kind: 'idle' }
  presentationId: number | null = null
  presentation: Presentation | null = null
  featureName = ''
  ticketGroups: readonly TicketGroup[] = []
  /** Ticket, coupon and product choices (and whatever checkout sets); seats are reconciled with the selection in `cart`. */
  choices: Cart = emptyCart('events')
  /** §4 seconds left on the countdown; null when the presentation has none. */
  remainingSeconds: number | null = null
  /** §4/§9 the visitor was idle for 5 minutes and the seats were let go. */
  idle = false
  /** §7 a best-available request is running. */
  findingSeats = false
  /** §5 a code look-up is running. */
  checkingCode = false
  /** Issue 15 §5 the names of benefit tickets found by look-up, by ticket id: a seat shows the name, not the grant's token. */
  benefitNames: ReadonlyMap<number, string> = new Map()
  /** Issue 15 §5 the mobile number a ticket type's one-time code was sent to, by ticket group. */
  lookupCodesSent: ReadonlyMap<number, string> = new Map()
  /** §7 the last commit of this order, once checkout reports it. */
  lastCommit: CommitResult | null = null
  /** §1 issue 14 the mini-site entered (its address and codes); the order is in mini-site mode while `miniSiteUrl` is its address. */
  miniSiteEntry: MiniSiteEntry | null = null
  /** §1 the mini-site the open presentation is sold under (the order page's `miniSite` query); null: the public site. */
  miniSiteUrl: string | null = null
  /** §5 issue 14 the partner the visitor came from (GET /integration answered); null: none. */
  partner: PartnerHandOff | null = null
  /** The TS/ret/key triple already asked about, so a page arriving with it again asks once. */
  #partnerAsked: string | null = null
  session: Session | null = null
  readonly #deps: OrderStoreDeps
  #countdown: RunningCountdown | null = null
  #idleWatch: IdleWatch | null = null
  /** Issue 11 the live status of the presentation whose order page is shown. */
  #live: LiveSeatStatus | null = null
  /** Issue 11 changes that came while the presentation's seats were being read (before its map exists): applied once they are. */
  #early: SeatStatusChange[] = []

  constructor(deps: OrderStoreDeps) {
    this.#deps = deps
    // The actions read the cart and the selection to work out the next one, outside any reaction.
    const readByActions = computed({ requiresReaction: false })
    makeAutoObservable<this>(
      this,
      {
        session: observableRef,
        choices: observableRef,
        miniSiteEntry: observableRef,
        partner: observableRef,
        presentation: observableRef,
        ticketGroups: observableRef,
        cart: readByActions,
        selection: readByActions,
      },
      { autoBind: true },
    )
  }

  // -------------------------------------------------------------------------------------------
  // Derived
  // -------------------------------------------------------------------------------------------

  /** §4 the seat-selection state of the open presentation. */
  get selection(): SeatSelectionState | null {
    return this.session?.box.get() ?? null
  }

  /** §3 the cart: the choices with exactly the seats selected now. */
  get cart(): Cart {
    const selection = this.selection
    const presentationId = this.presentationId
    const cart =
      selection === null || presentationId === null
        ? this.choices
        : withSelectedSeats(
            this.choices,
            selectedSeats(selection).map((seat) => toCartSeat(seat, presentationId)),
          )
    return this.#stamped(cart)
  }

  /**
   * §3 issue 14 the facts the order carries from where the visitor came: the partner's integration
   * id, and in a mini-site entered with codes, those codes on every seat (the commit checks them
   * against the ticket-reference options and their quotas).
   */
  #stamped(cart: Cart): Cart {
    const integrationId = this.partner?.integrationId ?? null
    const references = this.#references
    if (integrationId === cart.integrationId && references === null) return cart
    return {
      ...cart,
      integrationId,
      seats: references === null ? cart.seats : cart.seats.map((seat) => ({ ...seat, ...references })),
    }
  }

  /** §1 the codes of the mini-site the open presentation is sold under, when it was entered with some. */
  get #references(): { readonly reference1?: string; readonly reference2?: string } | null {
    const entry = this.miniSiteEntry
    if (entry === null || this.miniSiteUrl !== entry.url) return null
    if (entry.reference1 === undefined && entry.reference2 === undefined) return null
    return {
      ...(entry.reference1 === undefined ? {} : { reference1: entry.reference1 }),
      ...(entry.reference2 === undefined ? {} : { reference2: entry.reference2 }),
    }
  }

  /** §1 the mini-site a call names, when the order is in mini-site mode. */
  get #miniSite(): { readonly miniSiteUrl?: string } {
    return this.miniSiteUrl === null ? {} : { miniSiteUrl: this.miniSiteUrl }
  }

  /** §7 the sale context every catalogue and seat call carries: the mini-site, and the partner's integration. */
  get #context(): { readonly miniSiteUrl?: string; readonly integrationId?: string } {
    return {
      ...(this.miniSiteUrl === null ? {} : { miniSiteUrl: this.miniSiteUrl }),
      ...(this.partner === null ? {} : { integrationId: this.partner.integrationId }),
    }
  }

  /** §4 how the map draws each seat (keyed by seatKeyId). */
  get displays(): ReadonlyMap<string, SeatDisplay> {
    const selection = this.selection
    return selection === null ? new Map() : seatDisplays(selection)
  }

  /** §4 GA places chosen per general-admission section. */
  get gaQuantities(): ReadonlyMap<number, number> {
    const selection = this.selection
    if (selection === null) return new Map()
    return new Map(
      selection.plan.sections.filter((section) => !section.isReserved).map((section) => [section.id, gaQuantity(selection, section.id)]),
    )
  }

  /** §5 the seat maximum of the presentation. */
  get maxSeats(): number {
    return this.presentation?.maxSeats ?? 0
  }

  /** §4 some lock or unlock is still waiting for the server. */
  get isSettling(): boolean {
    const selection = this.selection
    return selection !== null && isPending(selection)
  }

  /** §4 the visitor may go on to tickets: seats selected and none pending. */
  get canChooseTickets(): boolean {
    const selection = this.selection
    return selection !== null && canContinue(selection)
  }

  /** §4 the visitor may go on past tickets: every seat has one. */
  get canContinuePastTickets(): boolean {
    return this.canChooseTickets && everySeatHasTicket(this.cart)
  }

  /** §3 the products the presentation sells. */
  get products(): readonly PresentationProduct[] {
    return this.presentation?.products ?? []
  }

  /** §3 the quantity chosen of a product. */
  productQuantity(productId: number): number {
    return this.choices.products.find((product) => product.id === productId)?.quantity ?? 0
  }

  /** §3 the ticket group of a seat in the cart. */
  groupOf(seat: Pick<CartSeat, 'ticketGroupId'>): TicketGroup | undefined {
    return this.ticketGroups.find((group) => group.id === seat.ticketGroupId)
  }

  // -------------------------------------------------------------------------------------------
  // Loading, countdown and idle
  // -------------------------------------------------------------------------------------------

  /**
   * §4/§7 opens a presentation: choosing a new one first lets go of the previous one's seats;
   * then loads the presentation, its feature's name, ticket groups, seat plan and statuses, and
   * starts its countdown (when it has one) and the idle watch. Opening the one open does nothing.
   * §1 issue 14 under a mini-site (`miniSiteUrl`) every call names it, and with a partner its integration.
   */
  async open(presentationId: number, miniSiteUrl: string | null = null): Promise<void> {
    if (this.presentationId === presentationId && this.miniSiteUrl === miniSiteUrl && this.state.kind !== 'failed' && !this.idle) return
    await this.close()
    const { catalog, seatPlans } = this.#deps.ports
    runInAction(() => {
      this.presentationId = presentationId
      this.miniSiteUrl = miniSiteUrl
      this.state = { kind: 'loading' }
    })
    const context = this.#context
    const presentation = await catalog.presentation(presentationId, context)
    if (isLeft(presentation)) return this.#failed(presentationId, presentation.left)
    // Issue 15 §5 the venue's per-order maximum caps the presentation's: the seat choice stops there (SEAT_MAXIMUM_REACHED).
    const found = { ...presentation.right, maxSeats: this.#deps.seatMaximum?.(presentation.right.maxSeats) ?? presentation.right.maxSeats }
    const [features, offer, plan, statuses, timer] = await Promise.all([
      catalog.features({ featureIds: [found.featureId], ...(miniSiteUrl === null ? {} : { miniSiteUrl }) }),
      catalog.ticketGroups(presentationId, { ...context, isGA: found.isGA > 0 }),
      seatPlans.seatPlan({ venueId: found.venueId, seatplanId: found.seatplanId }),
      this.#readStatuses(found),
      catalog.timer(presentationId),
    ])
    if (isLeft(offer)) return this.#failed(presentationId, offer.left)
    if (isLeft(plan)) return this.#failed(presentationId, plan.left)
    if (isLeft(statuses)) return this.#failed(presentationId, statuses.left)
    if (this.presentationId !== presentationId) return
    const featureName = features._tag === 'Right' ? (features.right[0]?.name ?? '') : ''
    const loadedPlan = markSoldOutSections(applySeatStatuses(plan.right, statuses.right))
    const early = this.#early
    this.#early = []
    const started = early.reduce(applySeatChange, startSeatSelection(found, loadedPlan))
    const box = observable.box<SeatSelectionState | null>(started, { deep: false })
    const session: Session = {
      presentationId,
      box,
      cell: {
        read: () => {
          const state = box.get()
          if (state === null) throw new Error('seat selection read after the order was closed')
          return state
        },
        write: (state) => runInAction(() => box.set(state)),
      },
    }
    runInAction(() => {
      this.presentation = found
      this.featureName = featureName
      this.ticketGroups = offer.right.ticketGroups
      // §4 an event order: a cart of another kind (vouchers, donations) resets first, keeping the customer's details.
      this.choices = choosePresentation(
        { ...clearCart(switchOrderKind(this.choices, 'events')), globalServiceCharge: offer.right.serviceCharge },
        cartPresentationOf(found, featureName),
      ).cart
      this.session = session
      this.idle = false
      this.lastCommit = null
      this.state = { kind: 'ready' }
    })
    if (timer._tag === 'Right') this.#startCountdown(timer.right)
    this.#idleWatch = watchIdle(this.#deps.clock, () => this.#onIdle())
    track(this.#deps.ports.analytics, itemsEvent('view_item', [{ ...presentationItem(found, featureName), price: this.#fromPrice() }]))
  }

  /** §4 leaving the order: the countdown and idle watch stop and every seat is let go. */
  async close(): Promise<void> {
    this.#stopWatches()
    const session = this.session
    if (session !== null && session.box.get() !== null) await this.#release(session)
    runInAction(() => {
      this.session = null
      this.presentation = null
      this.presentationId = null
      this.remainingSeconds = null
      this.state = { kind: 'idle' }
    })
  }

  /** §4/§9 the visitor did something: the idle time starts again. */
  touch(): void {
    this.#idleWatch?.touch()
  }

  #failed(presentationId: number, error: KartisError): void {
    if (this.presentationId !== presentationId) return
    runInAction(() => {
      this.state = { kind: 'failed', error }
    })
  }

  /** §7 the lowest ticket price on offer, the "from" price of view_item. */
  #fromPrice(): Agorot {
    const prices = this.ticketGroups.flatMap((group) => group.tickets.map((ticket) => ticket.price))
    return prices.reduce(minMoney, prices[0] ?? (0 as Agorot))
  }

  #startCountdown(timer: { readonly timeInSeconds: number; readonly url: string }): void {
    runInAction(() => {
      this.remainingSeconds = Math.max(0, Math.ceil(timer.timeInSeconds))
    })
    this.#countdown = runCountdown(this.#deps.clock, timer, {
      onTick: (seconds) =>
        runInAction(() => {
          this.remainingSeconds = seconds
        }),
      onExpire: (url) => {
        void this.#expire(url)
      },
    })
  }

  /** §4 the countdown reached 0: the seats are let go and the browser goes to the timer's url. */
  async #expire(url: string): Promise<void> {
    this.#stopWatches()
    const session = this.session
    if (session !== null) await this.#release(session)
    this.#deps.leave(url)
  }

  #onIdle(): void {
    const session = this.session
    this.#stopWatches()
    runInAction(() => {
      this.idle = true
    })
    if (session !== null) void this.#release(session)
  }

  #stopWatches(): void {
    this.#countdown?.stop()
    this.#countdown = null
    this.#idleWatch?.stop()
    this.#idleWatch = null
  }

  async #release(session: Session): Promise<void> {
    const result = await releaseAllSeats(session.cell, this.#deps.ports.seatLocks)
    if (isLeft(result)) this.#deps.ui.showError(result.left)
  }

  // -------------------------------------------------------------------------------------------
  // Live seat status (issue 11)
  // -------------------------------------------------------------------------------------------

  /**
   * Issue 11 while the order page of a presentation is shown, other buyers' locks, releases and
   * sales reach its seats as they happen (see LiveSeatStatus). Called before open(), so that the
   * first status read follows the stream; returns the stop, for leaving the page.
   */
  followSeatStatus(presentationId: number): () => void {
    const open = this.#deps.openEventSource
    if (open === undefined) return () => undefined
    this.#live?.stop()
    const live = new LiveSeatStatus({
      open,
      clock: this.#deps.clock,
      presentationId,
      apply: (change) => this.#applyChange(presentationId, change),
      reload: () => this.#reloadStatuses(presentationId),
      ...(this.#deps.liveTimings === undefined ? {} : { timings: this.#deps.liveTimings }),
    })
    this.#live = live
    // Back on the page of an order already open: its seats were read before this stream.
    live.start(this.session?.presentationId === presentationId)
    return () => {
      live.stop()
      if (this.#live === live) this.#live = null
    }
  }

  /** §7 seats-status of the presentation being opened, read once its live stream is open (issue 11). */
  async #readStatuses(presentation: Presentation): Promise<Result<readonly SeatStatusEntry[]>> {
    const live = this.#live?.presentationId === presentation.id ? this.#live : null
    await live?.whenOpen()
    // What changed before this read is in it; what changes from now on is kept for after it.
    this.#early = []
    live?.markRead()
    return this.#deps.ports.seatStatuses.seatsStatus({
      presentationId: presentation.id,
      venueTypeId: presentation.venueTypeId,
      isReserved: presentation.isReserved,
      ...this.#miniSite,
    })
  }

  #applyChange(presentationId: number, change: SeatStatusChange): void {
    const session = this.session
    if (session?.presentationId === presentationId) {
      const state = session.box.get()
      if (state !== null) session.cell.write(applySeatChange(state, change))
    } else if (this.presentationId === presentationId) this.#early.push(change)
  }

  /** Issue 11 the whole status again (a reset, or the fallback while the stream is down). */
  async #reloadStatuses(presentationId: number): Promise<void> {
    const session = this.session
    const presentation = this.presentation
    if (session?.presentationId !== presentationId || presentation === null) return
    const statuses = await this.#deps.ports.seatStatuses.seatsStatus({
      presentationId,
      venueTypeId: presentation.venueTypeId,
      isReserved: presentation.isReserved,
      ...this.#miniSite,
    })
    const state = session.box.get()
    if (isLeft(statuses) || this.session !== session || state === null) return
    session.cell.write(statusesLoaded(state, markSoldOutSections(applySeatStatuses(state.plan, statuses.right))))
  }

  // -------------------------------------------------------------------------------------------
  // Seats
  // -------------------------------------------------------------------------------------------

  /** §4 a click on a seat: selects (optimistically, then locks) or deselects (then unlocks); errors become toasts. */
  async toggleSeat(seat: SeatKey): Promise<void> {
    const session = this.session
    if (session === null) return
    this.touch()
    const before = this.cart.seats.length
    const result = await toggleSeat(session.cell, this.#deps.ports.seatLocks, seat)
    this.#report(result)
    this.#trackAddedSeats(before)
  }

  /**
   * §2/§4 seats the box office already holds for this visitor (a saved cart it restored) join the
   * selection, without a lock; `owned`: the seats of the reservation being modified (sold to it).
   */
  adoptHeldSeats(seats: readonly HeldSeat[], options: { readonly owned?: boolean } = {}): void {
    const session = this.session
    const state = session?.box.get() ?? null
    if (session !== null && state !== null) session.cell.write(adoptHeldSeats(state, seats, options))
  }

  /** §4 GA quantity in a section; its ticket group is the one of the offer no reserved seat uses (see gaTicketGroupId). */
  async setGaQuantity(section: SeatSection, quantity: number): Promise<void> {
    const session = this.session
    if (session === null) return
    this.touch()
    const ticketGroupId = this.gaTicketGroupId(section)
    if (ticketGroupId === null) return this.#toast(kartisError('NO_PRICE_LIST', { section: section.name }))
    const before = this.cart.seats.length
    const result = await chooseGaQuantity(session.cell, this.#deps.ports.seatLocks, section.id, ticketGroupId, quantity)
    this.#report(result)
    this.#trackAddedSeats(before)
  }

  /**
   * §3 the ticket group of a general-admission section. The seat plan names none for a section
   * without seats, so it is the offer's group that no reserved seat of the plan uses (the first
   * such group when there are several, the only group when all are used).
   */
  gaTicketGroupId(section: SeatSection): number | null {
    const selection = this.selection
    if (selection === null || section.isReserved) return null
    const used = new Set(selection.index.seats.map((seat) => seat.ticketGroupId))
    const free = this.ticketGroups.find((group) => !used.has(group.id))
    return free?.id ?? (this.ticketGroups.length === 1 ? (this.ticketGroups[0]?.id ?? null) : null)
  }

  /** §4 first-ticket auto-select: picks a free seat carrying a ticket first, else any free seat; NOT_ENOUGH_SEATS when none. */
  async autoSelect(): Promise<void> {
    const session = this.session
    const presentation = this.presentation
    if (session === null || presentation === null) return
    this.touch()
    const state = session.cell.read()
    const picked = firstTicketSeats(state.index, effectiveStatuses(state), selectedKeys(state), {
      applySingleSeatRule: appliesSingleSeatRule(presentation),
      plan: state.plan,
    })
    if (isLeft(picked)) return this.#toast(picked.left)
    const first = picked.right[0]
    if (first === undefined) return this.#toast(kartisError('NOT_ENOUGH_SEATS'))
    const before = this.cart.seats.length
    this.#report(await selectSeat(session.cell, this.#deps.ports.seatLocks, first))
    this.#trackAddedSeats(before)
  }

  /**
   * §7 best available, "find me N seats": the server picks and locks a block (in a section's
   * ticket group when a section is given); the block is then selected here, each seat's lock
   * answering at once because the visitor already holds it. Seats that cannot be selected are unlocked.
   */
  async findSeats(quantity: number, sectionId: number | null): Promise<void> {
    const session = this.session
    const presentation = this.presentation
    if (session === null || presentation === null || this.findingSeats) return
    this.touch()
    const ticketGroupId = sectionId === null ? undefined : this.#sectionTicketGroup(session, sectionId)
    this.findingSeats = true
    const answer = await this.#deps.ports.bestAvailable.bestAvailable({
      quantity,
      presentationId: presentation.id,
      ...(ticketGroupId === undefined ? {} : { ticketGroupId }),
      ...this.#miniSite,
    })
    runInAction(() => {
      this.findingSeats = false
    })
    if (isLeft(answer)) return this.#toast(answer.left)
    const match = answer.right.find((candidate) => candidate.presentationId === presentation.id)
    if (match === undefined) return this.#toast(kartisError('NOT_ENOUGH_SEATS'))
    const before = this.cart.seats.length
    // The server already checked the whole block against the single-seat rule and holds it for
    // this visitor; selecting it seat by seat would pass through gaps the rule refuses (a block
    // ending at an aisle), so the rule is set aside while the block is adopted.
    const original = session.cell.read().presentation
    const relaxed: SeatSelectionCell = {
      read: () => {
        const state = session.cell.read()
        return { ...state, presentation: { ...state.presentation, seatingPolicyId: 0 } }
      },
      write: (state) => session.cell.write({ ...state, presentation: original }),
    }
    const left: SeatKey[] = []
    let firstError: KartisError | null = null
    for (const seat of match.seats) {
      if (session.box.get() === null) break
      const result = await selectSeat(relaxed, this.#deps.ports.seatLocks, seat)
      if (isLeft(result)) {
        firstError = firstError ?? result.left
        left.push(seat)
      }
    }
    if (left.length > 0) {
      const seatAt = (key: SeatKey): Seat | undefined =>
        session.cell.read().index.seats.find((seat) => seat.sectionId === key.sectionId && seat.x === key.x && seat.y === key.y)
      await unlockSeats(
        this.#deps.ports.seatLocks,
        left.map((key) =>
          unlockRequestOf({
            presentationId: presentation.id,
            venueId: presentation.venueId,
            seatplanId: presentation.seatplanId,
            sectionId: key.sectionId,
            ticketGroupId: seatAt(key)?.ticketGroupId ?? null,
            x: key.x,
            y: key.y,
          }),
        ),
      )
    }
    if (firstError !== null) this.#deps.ui.showError(firstError)
    this.#trackAddedSeats(before)
  }

  #sectionTicketGroup(session: Session, sectionId: number): number | undefined {
    const state = session.cell.read()
    const section = state.plan.sections.find((candidate) => candidate.id === sectionId)
    if (section === undefined) return undefined
    if (!section.isReserved) return this.gaTicketGroupId(section) ?? undefined
    return state.index.seats.find((seat) => seat.sectionId === sectionId)?.ticketGroupId ?? undefined
  }

  /** §8 an error as a toast, in the visitor's language. */
  #toast(error: KartisError): void {
    this.#deps.ui.showError(error)
  }

  #report(result: Result<void>): void {
    if (isLeft(result)) this.#deps.ui.showError(result.left)
  }

  #trackAddedSeats(before: number): void {
    const cart = this.cart
    const added = cart.seats.slice(before)
    if (added.length > 0) track(this.#deps.ports.analytics, itemsEvent('add_to_cart', seatItems(cart, added)))
  }

  // -------------------------------------------------------------------------------------------
  // Tickets and products
  // -------------------------------------------------------------------------------------------

  /** §4 per-seat ticket choice. */
  chooseSeatTicket(seat: CartSeat, ticketId: number): void {
    const group = this.groupOf(seat)
    if (group === undefined) return this.#toast(kartisError('NO_PRICE_LIST'))
    this.#applyTickets((cart) => chooseTicketForSeat(cart, seat, group, ticketId), [seat])
  }

  /** §4 per-quantity ticket choice in a group. */
  chooseTicketCount(group: TicketGroup, ticketId: number, quantity: number): void {
    const presentationId = this.presentationId
    if (presentationId === null) return
    this.#applyTickets((cart) => chooseTicketQuantity(cart, presentationId, group, ticketId, quantity), [])
  }

  /**
   * §5 a coupon or voucher code, or a member number, looked up by code for each ticket group
   * with seats (the server's captcha token is the adapter's). A coupon applies one redemption
   * (with the multiplier messages of §5); a member number prices the first seat of its group
   * still without a ticket by code. The first group that knows the code wins; else the most
   * telling error is shown (anything but "not in this event" first).
   */
  async enterCode(kind: CodeKind, code: string): Promise<boolean> {
    const presentationId = this.presentationId
    const typed = code.trim()
    if (presentationId === null || typed === '' || this.checkingCode) return false
    this.touch()
    const targets = [...new Map(this.cart.seats.map((seat) => [seat.ticketGroupId, seat])).values()]
    if (targets.length === 0) {
      this.#deps.ui.showError(kartisError('COUPON_NO_APPLICABLE_TICKETS'))
      return false
    }
    this.checkingCode = true
    const errors: KartisError[] = []
    try {
      for (const seat of targets) {
        if (seat.ticketGroupId === null) continue
        const found = await this.#deps.ports.catalog.ticketByCode({
          presentationId,
          sectionId: seat.sectionId,
          ticketGroupId: seat.ticketGroupId,
          code: typed,
          ...this.#miniSite,
        })
        if (isLeft(found)) {
          errors.push(found.left)
          continue
        }
        const group = this.groupOf(seat)
        if (group === undefined) continue
        const applied = runInAction(() => this.#applyCode(kind, typed, group, found.right))
        if (isLeft(applied)) {
          this.#deps.ui.showError(applied.left)
          return false
        }
        return true
      }
    } finally {
      runInAction(() => {
        this.checkingCode = false
      })
    }
    const shown = errors.find((error) => error.code !== 'TICKET_NOT_IN_EVENT') ?? errors[0]
    if (shown !== undefined) this.#deps.ui.showError(shown)
    return false
  }

  /**
   * Issue 15 §5 a look-up the ticket type asks for — an ID number, a mobile number, or the
   * one-time code sent to `mobileNumber` — checked first by the core's rules (no call for a wrong
   * check digit), then by the server; the benefit ticket it gives prices the group's first seat
   * without a ticket. Each refusal is shown in words; nothing changes in the cart on failure.
   */
  async enterLookup(group: TicketGroup, kind: BenefitLookupKind, typed: string, mobileNumber?: string): Promise<boolean> {
    const presentationId = this.presentationId
    if (presentationId === null || this.checkingCode) return false
    this.touch()
    const value = parseLookupValue(kind, typed)
    if (isLeft(value)) return this.#refuse(value.left)
    const seat = this.cart.seats.find((candidate) => candidate.ticketGroupId === group.id)
    if (seat === undefined) return this.#refuse(kartisError('COUPON_NO_APPLICABLE_TICKETS'))
    this.checkingCode = true
    try {
      const found = await this.#deps.ports.catalog.ticketByCode({
        presentationId,
        sectionId: seat.sectionId,
        ticketGroupId: group.id,
        code: value.right,
        kind,
        ...(mobileNumber === undefined ? {} : { mobileNumber }),
        ...this.#miniSite,
      })
      if (isLeft(found)) return this.#refuse(found.left)
      return runInAction(() => {
        const applied = this.#memberTicket(this.cart, group, found.right)
        if (isLeft(applied)) return this.#refuse(applied.left)
        this.choices = applied.right
        this.benefitNames = new Map([...this.benefitNames, [found.right.id, found.right.name]])
        return true
      })
    } finally {
      runInAction(() => {
        this.checkingCode = false
      })
    }
  }

  /** Issue 15 §5 asks for the one-time code of a ticket type that wants one, by SMS to the mobile number (checked first by the core's rules). */
  async requestLookupCode(group: TicketGroup, typedMobile: string): Promise<boolean> {
    const presentationId = this.presentationId
    if (presentationId === null || this.checkingCode) return false
    const mobile = parseLookupValue('mobile', typedMobile)
    if (isLeft(mobile)) return this.#refuse(mobile.left)
    this.checkingCode = true
    try {
      const sent = await this.#deps.ports.catalog.requestLookupCode({
        presentationId,
        ticketGroupId: group.id,
        mobileNumber: mobile.right,
        ...this.#miniSite,
      })
      if (isLeft(sent)) return this.#refuse(sent.left)
      runInAction(() => {
        this.lookupCodesSent = new Map([...this.lookupCodesSent, [group.id, mobile.right]])
      })
      return true
    } finally {
      runInAction(() => {
        this.checkingCode = false
      })
    }
  }

  #refuse(error: KartisError): false {
    this.#deps.ui.showError(error)
    return false
  }

  #applyCode(kind: CodeKind, code: string, group: TicketGroup, ticket: Ticket): Result<Cart> {
    const presentationId = this.presentationId ?? 0
    const cart = this.cart
    const result: Result<Cart> =
      kind === 'coupon'
        ? applyCoupon(
            cart,
            { presentationId, ticketGroupId: group.id },
            ticket.code === undefined && ticket.systemVoucher === undefined ? { ...ticket, code } : ticket,
          )
        : this.#memberTicket(cart, group, { ...ticket, memberNumber: ticket.memberNumber ?? code })
    if (result._tag === 'Right') {
      this.choices = result.right
      const added = result.right.seats.filter(
        (seat) =>
          seat.ticketGroupId === group.id &&
          seat.ticket !== null &&
          cart.seats.every(
            (before) => before.ticket !== seat.ticket || before.x !== seat.x || before.y !== seat.y || before.sectionId !== seat.sectionId,
          ),
      )
      if (added.length > 0) track(this.#deps.ports.analytics, itemsEvent('add_to_cart', seatItems(result.right, added)))
    }
    return result
  }

  /** §5 a member number prices one seat of its group: the first without a ticket, else the first not priced by a code. */
  #memberTicket(cart: Cart, group: TicketGroup, ticket: Ticket): Result<Cart> {
    const seats = cart.seats.filter((seat) => seat.ticketGroupId === group.id)
    const seat =
      seats.find((candidate) => candidate.ticket === null) ??
      seats.find((candidate) => candidate.ticket?.code === undefined && candidate.ticket?.memberNumber === undefined)
    if (seat === undefined) return { _tag: 'Left', left: kartisError('COUPON_NO_APPLICABLE_TICKETS') }
    // The member ticket is offered by code only, so it joins the group for this seat.
    return setSeatTicket(cart, seat, { ...group, tickets: [...group.tickets, ticket] }, ticket)
  }

  /** §4 removes a coupon, restoring the tickets its seats had before. */
  removeCoupon(code: string): void {
    this.touch()
    const result = removeCoupon(this.cart, code)
    if (isLeft(result)) return this.#toast(result.left)
    this.choices = result.right
  }

  #applyTickets(change: (cart: Cart) => Result<Cart>, seats: readonly CartSeat[]): void {
    this.touch()
    const before = this.cart
    const result = change(before)
    if (isLeft(result)) return this.#toast(result.left)
    this.choices = result.right
    const priced = result.right.seats.filter(
      (seat) =>
        seat.ticket !== null &&
        !before.seats.some(
          (old) =>
            old.sectionId === seat.sectionId && old.x === seat.x && old.y === seat.y && old.ticket?.ticketId === seat.ticket?.ticketId,
        ),
    )
    const changed = priced.length > 0 ? priced : seats.filter((seat) => seat.ticket !== null)
    if (changed.length > 0) track(this.#deps.ports.analytics, itemsEvent('add_to_cart', seatItems(result.right, changed)))
  }

  /** §3 sets a product's quantity (0 removes the line), up to the product's own maximum. */
  setProductQuantity(product: PresentationProduct, quantity: number): void {
    const presentationId = this.presentationId
    // An event order's products belong to its presentation; other kinds' (a voucher order's) to none.
    if (presentationId === null && this.choices.kind === 'events') return
    this.touch()
    const max = product.maxQuantity ?? DEFAULT_PRODUCT_MAX
    const next = Math.max(0, Math.min(max, Math.floor(quantity)))
    const previous = this.productQuantity(product.id)
    this.choices = withProductLine(this.choices, product, presentationId, next)
    if (next > previous)
      track(this.#deps.ports.analytics, itemsEvent('add_to_cart', productItems([productLine(product, presentationId, next - previous)])))
  }

  // -------------------------------------------------------------------------------------------
  // Order kind (§4)
  // -------------------------------------------------------------------------------------------

  /**
   * §4 the visitor starts an order of another kind (vouchers, donations, events): the cart resets,
   * keeping the customer's details (core switchOrderKind); an open presentation is left and its
   * seats let go. The kind the cart already has changes nothing.
   */
  switchKind(kind: OrderKind): void {
    if (this.choices.kind === kind) return
    this.#stopWatches()
    const session = this.session
    this.session = null
    this.presentation = null
    this.presentationId = null
    this.remainingSeconds = null
    this.idle = false
    this.state = { kind: 'idle' }
    this.lastCommit = null
    this.choices = switchOrderKind(this.choices, kind)
    if (session !== null && session.box.get() !== null) void this.#release(session)
  }

  // -------------------------------------------------------------------------------------------
  // Checkout's side
  // -------------------------------------------------------------------------------------------

  // -------------------------------------------------------------------------------------------
  // Mini-sites and partners (issue 14)
  // -------------------------------------------------------------------------------------------

  /** §1 the visitor entered a mini-site (with the codes `validate` accepted, if it asks for any). */
  enterMiniSite(entry: MiniSiteEntry): void {
    this.miniSiteEntry = entry
  }

  /**
   * §1/§7 before leaving the tickets step in a mini-site entered with codes: GET
   * /mini-site/validate/{url} with the tickets chosen and the codes; a refusal (§8
   * REFERENCE_NOT_ELIGIBLE, REFERENCE_QUOTA_EXHAUSTED) is shown and keeps the visitor there.
   * Outside such a mini-site there is nothing to check.
   */
  async checkReferences(): Promise<boolean> {
    const url = this.miniSiteUrl
    const references = this.#references
    if (url === null || references === null) return true
    this.touch()
    const ticketIds = [...new Set(this.cart.seats.flatMap((seat) => (seat.ticket === null ? [] : [seat.ticket.ticketId])))]
    const checked = await this.#deps.ports.miniSite.validate(url, { ticketIds, ...references })
    if (isLeft(checked)) {
      this.#toast(checked.left)
      return false
    }
    return true
  }

  /**
   * §5/§7 a visitor handed over by a partner site with TS, ret and key (all present, checked by
   * the caller with integrationParams): GET /integration once per triple; its id joins the order
   * (and every later catalogue call and the commit). A refusal is not shown: the visitor simply
   * orders as anyone would.
   */
  async arriveFromPartner(params: IntegrationParams): Promise<void> {
    const asked = `${params.TS}\n${params.ret}\n${params.key}`
    if (this.#partnerAsked === asked) return
    this.#partnerAsked = asked
    const answer = await this.#deps.ports.integration.integrationId(params)
    if (isLeft(answer)) return
    runInAction(() => {
      this.partner = { integrationId: answer.right, ret: params.ret }
    })
  }

  /** §7 the visitor goes on to details and payment: begin_checkout with the whole cart. */
  beginCheckout(): void {
    this.touch()
    track(this.#deps.ports.analytics, beginCheckoutEvent(this.cart))
  }

  /** §3 checkout changes the cart (customer info, voucher payments, number of payments…). */
  updateCart(change: (cart: Cart) => Cart): void {
    this.touch()
    this.choices = change(this.cart)
  }

  /** §4 a successful commit: the selected seats are sold (unavailable, deselected, not unlocked); the countdown stops. */
  completed(result: CommitResult): void {
    this.#stopWatches()
    const session = this.session
    const selection = this.selection
    if (session !== null && selection !== null) session.box.set(committed(selection))
    this.lastCommit = result
    this.choices = {
      ...clearCart(this.choices),
      reservationIdentifier: result.reservationIdentifier,
      ticketIdentifiers: result.ticketIdentifiers,
    }
  }
}
