import * as E from 'fp-ts/Either'
import { makeAutoObservable, runInAction } from 'mobx'
import {
  parseCalendarDate,
  type KartisError,
  type ProducerReservation,
  type ProducerReservations,
  type Reservations,
  type Result,
} from '@kartis/core'
import * as O from 'fp-ts/Option'

/** Where the search stands. */
export type SearchState = 'idle' | 'loading' | 'loaded' | 'error'

/** What an action on the reservation shown said last. */
export type ActionNotice =
  | { readonly kind: 'sent'; readonly mobile: string }
  | { readonly kind: 'cancelled'; readonly reservationIdentifier: string }
  | { readonly kind: 'error'; readonly error: KartisError }

/**
 * §7 producer reservations (permission 268): the search, the reservation shown, and what a
 * producer does with it — send the tickets again (to its mobile or another), cancel it with the
 * fee and refund the server quotes. A 401 ends the session (`onSessionEnded`).
 */
export class ReservationsStore {
  text = ''
  date = ''
  state: SearchState = 'idle'
  results: readonly ProducerReservation[] = []
  error: KartisError | null = null
  selectedId: string | null = null
  confirmingCancel = false
  busy = false
  notice: ActionNotice | null = null

  constructor(
    private readonly reservations: ProducerReservations,
    private readonly cancelling: Pick<Reservations, 'producerCancel'>,
    private readonly onSessionEnded: (error: KartisError) => void,
  ) {
    makeAutoObservable<ReservationsStore, 'reservations' | 'cancelling' | 'onSessionEnded'>(this, {
      reservations: false,
      cancelling: false,
      onSessionEnded: false,
    })
  }

  get selected(): ProducerReservation | null {
    return this.results.find((r) => r.reservationIdentifier === this.selectedId) ?? null
  }

  setText(text: string): void {
    this.text = text
  }

  setDate(date: string): void {
    this.date = date
  }

  async search(): Promise<void> {
    this.state = 'loading'
    this.error = null
    const date = this.date === '' ? O.none : parseCalendarDate(this.date)
    const found = await this.reservations.search({ text: this.text, presentationId: null, date: O.isSome(date) ? date.value : null })
    runInAction(() => {
      if (E.isLeft(found)) {
        this.state = 'error'
        this.error = found.left
        this.checkSession(found.left)
        return
      }
      this.results = found.right
      this.state = 'loaded'
      if (this.selected === null) this.selectedId = null
    })
  }

  select(reservationIdentifier: string | null): void {
    this.selectedId = reservationIdentifier
    this.confirmingCancel = false
    this.notice = null
  }

  askToCancel(): void {
    this.confirmingCancel = true
    this.notice = null
  }

  keep(): void {
    this.confirmingCancel = false
  }

  async cancel(): Promise<void> {
    const reservation = this.selected
    if (reservation === null) return
    const id = reservation.reservationIdentifier
    const done = await this.act(() => this.cancelling.producerCancel(id))
    runInAction(() => {
      this.confirmingCancel = false
      if (E.isRight(done)) this.notice = { kind: 'cancelled', reservationIdentifier: id }
    })
    // The cancelled reservation as the box office has it now (state 3, nothing to cancel).
    if (E.isRight(done)) await this.search()
  }

  async sendAgain(): Promise<void> {
    const reservation = this.selected
    if (reservation === null) return
    const done = await this.act(() => this.reservations.sendAgain(reservation.reservationIdentifier))
    if (E.isRight(done)) runInAction(() => (this.notice = { kind: 'sent', mobile: reservation.mobileNumber }))
  }

  async sendTo(mobile: string): Promise<void> {
    const reservation = this.selected
    if (reservation === null) return
    const done = await this.act(() => this.reservations.sendTickets(reservation.reservationIdentifier, mobile.trim()))
    if (E.isRight(done)) runInAction(() => (this.notice = { kind: 'sent', mobile: mobile.trim() }))
  }

  private async act(call: () => Promise<Result<void>>): Promise<Result<void>> {
    this.busy = true
    this.notice = null
    const done = await call()
    runInAction(() => {
      this.busy = false
      if (E.isLeft(done)) {
        this.notice = { kind: 'error', error: done.left }
        this.checkSession(done.left)
      }
    })
    return done
  }

  private checkSession(error: KartisError): void {
    if (error.code === 'STAFF_LOGIN_REQUIRED') this.onSessionEnded(error)
  }
}
