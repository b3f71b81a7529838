import * as E from 'fp-ts/Either'
import { makeAutoObservable, runInAction } from 'mobx'
import {
  applySeatStatuses,
  isIsraeliMobile,
  kartisError,
  lockRequestFor,
  sameSeat,
  seatKeyId,
  type Agorot,
  type Catalog,
  type Clock,
  type KartisError,
  type Payments,
  type Presentation,
  type Seat,
  type SeatKey,
  type SeatLocks,
  type SeatPlan,
  type SeatPlans,
  type SeatStatuses,
  type Ticket,
} from '@kartis/core'
import type { SeatDisplay } from '@kartis/web/shared'
import { producerCart, producerTicketOf, producerTicketsOf, producerTotal, type TicketChoices } from './producer-cart'

/** The ports the producer ticket uses: the catalogue, the seat calls the storefront makes, the commit. */
export interface ProducerTicketPorts {
  readonly catalog: Pick<Catalog, 'features' | 'presentations' | 'presentation'>
  readonly seatPlans: Pick<SeatPlans, 'seatPlan'>
  readonly seatStatuses: SeatStatuses
  readonly seatLocks: SeatLocks
  readonly payments: Pick<Payments, 'saveProducerSeats'>
}

/** A presentation the producer may sell: the feature's name beside the presentation. */
export interface PresentationChoice {
  readonly presentation: Presentation
  readonly featureName: string
}

export type LoadState = 'idle' | 'loading' | 'ready' | 'error'

/** What the last action said. */
export type TicketNotice =
  { readonly kind: 'saved'; readonly reservationIdentifier: string } | { readonly kind: 'error'; readonly error: KartisError }

const allSeats = (plan: SeatPlan): readonly Seat[] =>
  plan.sections.flatMap((section) => section.groups.flatMap((group) => group.rows.flatMap((row) => row.seats)))

/** §4 a seat as the producer's map draws it by its status (the producer's own locks are drawn selected apart). */
const displayOf = (seat: Seat): SeatDisplay => {
  if (seat.status === 'available') return 'available'
  return seat.status === 'hold' ? 'held' : 'unavailable'
}

/**
 * §7 issue 13 the producer ticket (permission 267): pick a presentation of the user's businesses,
 * choose seats on the storefront's seat map (each locked as the storefront locks it), name the
 * customer and their mobile, save (POST /payment/commit with mobileNumber and customerName). The
 * server decides the permission, the business and the price; a 401 ends the session.
 */
export class ProducerTicketStore {
  listState: LoadState = 'idle'
  choices: readonly PresentationChoice[] = []
  presentation: Presentation | null = null
  plan: SeatPlan | null = null
  mapState: LoadState = 'idle'
  customerName = ''
  mobileNumber = ''
  busy = false
  notice: TicketNotice | null = null
  /** Which of the form's fields the last save attempt found wrong. */
  invalid: readonly ('customerName' | 'mobileNumber')[] = []
  /** The seats this browser locked (the status call does not say whose a lock is). */
  mine: readonly SeatKey[] = []
  /** The ticket chosen for a seat, where the producer changed it from the regular price. */
  ticketChoices: TicketChoices = new Map()

  constructor(
    private readonly ports: ProducerTicketPorts,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly onSessionEnded: (error: KartisError) => void,
  ) {
    makeAutoObservable<ProducerTicketStore, 'ports' | 'clock' | 'onSessionEnded'>(this, {
      ports: false,
      clock: false,
      onSessionEnded: false,
    })
  }

  /** The seats this browser holds (locked for the producer), in plan order. */
  get chosen(): readonly Seat[] {
    return this.plan === null ? [] : allSeats(this.plan).filter((seat) => this.isMine(seat))
  }

  get displays(): ReadonlyMap<string, SeatDisplay> {
    const displays = new Map<string, SeatDisplay>()
    if (this.plan !== null)
      for (const seat of allSeats(this.plan)) displays.set(seatKeyId(seat), this.isMine(seat) ? 'selected' : displayOf(seat))
    return displays
  }

  get total(): Agorot | null {
    return this.presentation === null ? null : producerTotal(this.presentation, this.chosen, this.ticketChoices)
  }

  /** §3 the tickets a chosen seat may be sold at, and the one it is sold at now. */
  ticketsOf(seat: Seat): { readonly tickets: readonly Ticket[]; readonly ticket: Ticket | null } {
    const presentation = this.presentation
    if (presentation === null) return { tickets: [], ticket: null }
    return { tickets: producerTicketsOf(presentation, seat), ticket: producerTicketOf(presentation, seat, this.ticketChoices) }
  }

  /** Sells a chosen seat at another of its tickets (a student's, a senior's…). */
  chooseTicket(seat: Seat, ticketId: number): void {
    this.ticketChoices = new Map([...this.ticketChoices, [seatKeyId(seat), ticketId]])
  }

  /** §3 the presentations on sale of the user's businesses, soonest first (untimed ones last). */
  async load(businessIds: readonly number[]): Promise<void> {
    const now = this.clock.now()
    this.listState = 'loading'
    const features = await this.ports.catalog.features({ featureIds: [] })
    const list = E.isLeft(features) ? features : await this.ports.catalog.presentations({ featureIds: features.right.map((f) => f.id) })
    runInAction(() => {
      if (E.isLeft(list) || E.isLeft(features)) {
        this.listState = 'error'
        this.failed(E.isLeft(list) ? list.left : kartisError('SERVER_ERROR'))
        return
      }
      const names = new Map(features.right.map((f) => [f.id, f.name]))
      const startOf = (p: Presentation) => (p.startDateTime === null ? Number.POSITIVE_INFINITY : Date.parse(p.startDateTime))
      this.choices = list.right.presentations
        .filter((p) => p.isReserved && p.businessId !== null && businessIds.includes(p.businessId) && startOf(p) > now)
        .sort((a, b) => startOf(a) - startOf(b))
        .map((presentation) => ({ presentation, featureName: names.get(presentation.featureId) ?? '' }))
      this.listState = 'ready'
    })
  }

  /** Opens a presentation's seat map (seats held for another presentation stay held until their lock runs out). */
  async choose(presentationId: number): Promise<void> {
    this.presentation = null
    this.plan = null
    this.mine = []
    this.ticketChoices = new Map()
    this.notice = null
    this.mapState = 'loading'
    const presentation = await this.ports.catalog.presentation(presentationId, {})
    if (E.isLeft(presentation)) return this.mapFailed(presentation.left)
    const plan = await this.ports.seatPlans.seatPlan({ venueId: presentation.right.venueId, seatplanId: presentation.right.seatplanId })
    if (E.isLeft(plan)) return this.mapFailed(plan.left)
    runInAction(() => (this.presentation = presentation.right))
    await this.readStatuses(plan.right)
  }

  /** §4 a click on a seat: locks a free one for the producer, releases one of theirs; refusals are shown. */
  async toggle(seat: Seat): Promise<void> {
    const presentation = this.presentation
    const plan = this.plan
    if (presentation === null || plan === null || this.busy) return
    const current = allSeats(plan).find((s) => sameSeat(s, seat))
    const releasing = current !== undefined && this.isMine(current)
    if (current === undefined || (!releasing && current.status !== 'available')) return
    this.busy = true
    this.notice = null
    const request = lockRequestFor(presentation, current)
    const answer = releasing ? await this.ports.seatLocks.unlock(request) : await this.ports.seatLocks.lock(request)
    runInAction(() => {
      if (E.isLeft(answer)) this.failed(answer.left)
      else if (!releasing) this.mine = [...this.mine, current]
      else {
        this.mine = this.mine.filter((key) => !sameSeat(key, current))
        this.ticketChoices = new Map([...this.ticketChoices].filter(([key]) => key !== seatKeyId(current)))
      }
    })
    await this.readStatuses(plan)
    runInAction(() => (this.busy = false))
  }

  setCustomerName(name: string): void {
    this.customerName = name
  }

  setMobileNumber(mobile: string): void {
    this.mobileNumber = mobile
  }

  /** §7 saves the chosen seats for the named customer; the seats are sold, the form starts again. */
  async save(): Promise<void> {
    const presentation = this.presentation
    const plan = this.plan
    if (presentation === null || plan === null || this.chosen.length === 0 || this.busy) return
    const mobile = this.mobileNumber.replace(/[\s-]/g, '')
    this.invalid = [
      ...(this.customerName.trim() === '' ? (['customerName'] as const) : []),
      ...(isIsraeliMobile(mobile) ? [] : (['mobileNumber'] as const)),
    ]
    if (this.invalid.length > 0) return
    this.busy = true
    this.notice = null
    const saved = await this.ports.payments.saveProducerSeats({
      cart: producerCart(presentation, this.chosen, this.ticketChoices),
      mobileNumber: mobile,
      customerName: this.customerName.trim(),
    })
    runInAction(() => {
      if (E.isLeft(saved)) return this.failed(saved.left)
      this.notice = { kind: 'saved', reservationIdentifier: saved.right.reservationIdentifier }
      this.mine = []
      this.ticketChoices = new Map()
      this.customerName = ''
      this.mobileNumber = ''
    })
    await this.readStatuses(plan)
    runInAction(() => (this.busy = false))
  }

  private isMine(seat: Seat): boolean {
    return this.mine.some((key) => sameSeat(key, seat))
  }

  private async readStatuses(plan: SeatPlan): Promise<void> {
    const presentation = this.presentation
    if (presentation === null) return
    const statuses = await this.ports.seatStatuses.seatsStatus({
      presentationId: presentation.id,
      venueTypeId: presentation.venueTypeId,
      isReserved: true,
      domain: 'presLive',
    })
    runInAction(() => {
      if (this.presentation !== presentation) return
      if (E.isLeft(statuses)) return this.mapFailed(statuses.left)
      this.plan = applySeatStatuses(plan, statuses.right)
      this.mapState = 'ready'
    })
  }

  private mapFailed(error: KartisError): void {
    runInAction(() => {
      this.mapState = 'error'
      this.failed(error)
    })
  }

  private failed(error: KartisError): void {
    if (error.code === 'STAFF_LOGIN_REQUIRED') this.onSessionEnded(error)
    this.notice = { kind: 'error', error }
  }
}
