import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { makeAutoObservable, runInAction } from 'mobx'
import {
  applySeatStatuses,
  formatCalendarDate,
  jerusalemDate,
  parseCalendarDate,
  presentationTotals,
  type CalendarDate,
  type Clock,
  type KartisError,
  type LiveReports,
  type PresentationSales,
  type SalesFigures,
  type SeatFigures,
  type SeatPlan,
} from '@kartis/core'
import type { SeatDisplay } from '@kartis/web/shared'
import { displaysOfPlan, readPresentationLayout, readSeatStatuses, type PresentationLayout, type SeatMapPorts } from './presentation-seats'

/** Issue 13: the monitor re-reads its figures this often, so a sale shows within 2 s. */
export const MONITOR_REFRESH_MS = 1500

/** Where a part of the screen stands. */
export type LoadState = 'loading' | 'ready' | 'error'

/** The ports the monitor reads: today's presentation sales, and a presentation's seats for its map. */
export interface MonitorPorts extends SeatMapPorts {
  readonly liveReports: Pick<LiveReports, 'presentationSalesMonitor'>
}

/** A presentation's places as one value, to tell whether they changed between two reads (a cart taken or let go included). */
const figuresOf = (sales: PresentationSales | null): string =>
  sales === null ? '' : `${sales.sold}/${sales.held}/${sales.inCarts}/${sales.free}`

/** §2 the totals of the shown presentations (the seat-taken ratio over all their places, 3 decimals as §9 rounds). */
export type MonitorTotals = SeatFigures & SalesFigures

/**
 * §7 issue 13 the presentation sales monitor (permission 266): the presentations of a day (today
 * unless the producer chose another: tomorrow's premiere, a festival day) of the user's businesses
 * with their places sold / held / in carts / free, revenue and the seat-taken ratio, read again
 * every MONITOR_REFRESH_MS while the screen is open; the chosen presentation's seat map is re-read
 * with them (seats in a buyer's cart drawn held, as the server's live view reports them to a
 * producer). A 401 ends the session.
 */
export class MonitorStore {
  state: LoadState = 'loading'
  presentations: readonly PresentationSales[] = []
  error: KartisError | null = null
  selectedId: number | null = null
  /** The day watched; null is today in Jerusalem. */
  day: CalendarDate | null = null
  mapState: LoadState | 'none' = 'none'
  plan: SeatPlan | null = null
  private layout: PresentationLayout | null = null
  private reading = false

  constructor(
    private readonly ports: MonitorPorts,
    private readonly clock: Pick<Clock, 'every' | 'now'>,
    private readonly onSessionEnded: (error: KartisError) => void,
  ) {
    makeAutoObservable<MonitorStore, 'ports' | 'clock' | 'onSessionEnded' | 'reading' | 'layout'>(this, {
      ports: false,
      clock: false,
      onSessionEnded: false,
      reading: false,
      layout: false,
    })
  }

  /** The day whose presentations are shown (YYYY-MM-DD, as the day field holds it). */
  watchedDay(): string {
    return formatCalendarDate(this.day ?? jerusalemDate(this.clock.now()))
  }

  /** Watches another day (a date field's YYYY-MM-DD; an empty field is today): its presentations replace the shown ones. */
  showDay(value: string): void {
    const parsed = parseCalendarDate(value)
    const day = O.isSome(parsed) ? parsed.value : null
    if (day === this.day || (day !== null && this.day !== null && formatCalendarDate(day) === formatCalendarDate(this.day))) return
    this.day = day
    this.presentations = []
    this.state = 'loading'
    this.selectedId = null
    this.plan = null
    this.layout = null
    this.mapState = 'none'
    void this.refresh()
  }

  /** Back to today's presentations. */
  showToday(): void {
    this.showDay('')
  }

  get selected(): PresentationSales | null {
    return this.presentations.find((p) => p.presentationId === this.selectedId) ?? null
  }

  /** §9 the totals of today's presentations (the core's, so the ratio is the reports' own). */
  get totals(): MonitorTotals {
    return presentationTotals(this.presentations)
  }

  /** The chosen presentation's seats drawn by status (sold taken; held and in a cart held; the rest free). */
  get displays(): ReadonlyMap<string, SeatDisplay> {
    return this.plan === null ? new Map() : displaysOfPlan(this.plan)
  }

  /** Opens the monitor: reads now, then every MONITOR_REFRESH_MS until the answer is called. */
  open(): () => void {
    void this.refresh()
    return this.clock.every(MONITOR_REFRESH_MS, () => void this.refresh())
  }

  /** Shows a presentation's seat map (and its figures first in the list). */
  select(presentationId: number): void {
    if (this.selectedId === presentationId) return
    this.selectedId = presentationId
    this.plan = null
    this.layout = null
    this.mapState = 'loading'
    void this.readLayout(presentationId)
  }

  /** Reads the figures (and the shown map) again; a read still under way is not doubled. */
  async refresh(): Promise<void> {
    if (this.reading) return
    this.reading = true
    const day = this.day
    const sales = await this.ports.liveReports.presentationSalesMonitor(day ?? undefined)
    const stale = runInAction(() => {
      this.reading = false
      return this.day !== day
    })
    // The producer chose another day while this one was read: read that day instead.
    if (stale) return this.refresh()
    const mapBehind = runInAction(() => {
      if (E.isLeft(sales)) {
        if (sales.left.code === 'STAFF_LOGIN_REQUIRED') this.onSessionEnded(sales.left)
        // A failed re-read keeps the last figures on screen; only the first read shows the error.
        if (this.state !== 'ready') this.state = 'error'
        this.error = sales.left
        return false
      }
      const before = figuresOf(this.selected)
      this.presentations = sales.right
      this.error = null
      this.state = 'ready'
      const first = sales.right[0]
      if (this.selectedId === null && first !== undefined) this.select(first.presentationId)
      return this.mapState === 'error' || figuresOf(this.selected) !== before
    })
    // The seat status (a captcha-guarded storefront call) is read again only when the shown
    // presentation's places changed, or the last read failed.
    if (mapBehind && this.layout !== null) await this.readStatuses(this.layout)
  }

  private async readLayout(presentationId: number): Promise<void> {
    const layout = await readPresentationLayout(this.ports, presentationId)
    if (this.selectedId !== presentationId) return
    if (E.isLeft(layout) || layout.right === null) {
      runInAction(() => (this.mapState = E.isLeft(layout) ? 'error' : 'none'))
      return
    }
    this.layout = layout.right
    await this.readStatuses(layout.right)
  }

  private async readStatuses(layout: PresentationLayout): Promise<void> {
    const statuses = await readSeatStatuses(this.ports, layout)
    runInAction(() => {
      if (this.layout !== layout) return
      // A failed re-read keeps the last map; the first failing read shows the error.
      if (E.isLeft(statuses)) {
        if (this.mapState === 'loading') this.mapState = 'error'
        return
      }
      this.plan = applySeatStatuses(layout.plan, statuses.right)
      this.mapState = 'ready'
    })
  }
}
