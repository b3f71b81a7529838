import * as E from 'fp-ts/Either'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import {
  sum,
  type Agorot,
  type CalendarDate,
  type KartisError,
  type PriceRowKey,
  type TicketReferenceAdmin,
  type TicketReferenceAgent,
  type TicketReferenceItem,
  type TicketReferenceSales,
} from '@kartis/core'
import { ReportLoader } from '../reports/report-loader'
import { ReportRangeInput } from '../reports/report-range-input'

/** The largest quantity the box office takes for an option (its codec refuses more). */
export const MAX_REFERENCE_QUANTITY = 100_000

/** An option's key on screen and in the edits: its price row (type, price, row). */
export const optionKeyOf = (key: PriceRowKey): string => `${key.priceType}:${key.priceId}:${key.priceRowId}`

/** A reference pair's key: its two references, apart so that no text of one can pass for the other. */
export const pairKeyOf = (pair: { readonly reference1: string; readonly reference2: string }): string =>
  JSON.stringify([pair.reference1, pair.reference2])

/** How many more tickets a pair may buy at an option (never below 0, should the quantity have been lowered under sales elsewhere). */
export const remainingOf = (item: Pick<TicketReferenceItem, 'quantity' | 'sold'>): number => Math.max(0, item.quantity - item.sold)

/** Issue 13 the totals of the sales per pair over a range: tickets and revenue. */
export const salesTotals = (sales: readonly TicketReferenceSales[]): { readonly ticketsSold: number; readonly revenue: Agorot } => ({
  ticketsSold: sales.reduce((total, row) => total + row.ticketsSold, 0),
  revenue: sum(sales.map((row) => row.revenue)),
})

/** Issue 13 §7 the ticket-reference admin's quantity: a whole number from 0 to 100,000 as typed, or null. */
export const parseQuantity = (text: string): number | null => {
  const trimmed = text.trim()
  if (!/^\d{1,6}$/.test(trimmed)) return null
  const value = Number(trimmed)
  return value <= MAX_REFERENCE_QUANTITY ? value : null
}

/**
 * Issue 13 one option's quantity as the producer edits it: the draft typed, the save under way,
 * and its outcome (the box office's refusal, e.g. below what the pair bought, or saved).
 */
export class QuantityEdit {
  /** What the producer typed; null while untouched (the option's quantity is shown). */
  draft: string | null = null
  saving = false
  error: KartisError | null = null
  /** The draft is not a whole number from 0 to 100,000 (said before anything is sent). */
  invalid = false
  saved = false

  constructor(readonly key: string) {
    makeAutoObservable(this, { key: false, error: observableRef })
  }

  /** The text in the input: the draft, or the option's quantity. */
  textFor(item: Pick<TicketReferenceItem, 'quantity'>): string {
    return this.draft ?? String(item.quantity)
  }

  setDraft(value: string): void {
    this.draft = value
    this.invalid = false
    this.saved = false
    this.error = null
  }
}

/**
 * Issue 13 §7 the ticket-reference admin (permission 269): the options of presentations in the
 * §9 range (default last month → today) and of whole features, the sales per reference pair over
 * the same range, the agents, one pair's options, and the quantity edit, whose answer (the option
 * as the box office now has it) replaces the row wherever it is shown.
 */
export class TicketReferencesStore {
  readonly range: ReportRangeInput
  readonly options: ReportLoader<readonly TicketReferenceItem[]>
  readonly sales: ReportLoader<readonly TicketReferenceSales[]>
  readonly agents: ReportLoader<readonly TicketReferenceAgent[]>
  readonly detail: ReportLoader<readonly TicketReferenceItem[]>
  rangeError: KartisError | null = null
  /** The pair whose detail is asked for (its key), null before one is opened. */
  detailPair: string | null = null
  private readonly edits = new Map<string, QuantityEdit>()

  constructor(
    private readonly admin: TicketReferenceAdmin,
    today: CalendarDate,
    private readonly onSessionEnded: (error: KartisError) => void,
  ) {
    this.range = new ReportRangeInput(today)
    this.options = new ReportLoader(onSessionEnded)
    this.sales = new ReportLoader(onSessionEnded)
    this.agents = new ReportLoader(onSessionEnded)
    this.detail = new ReportLoader(onSessionEnded)
    makeAutoObservable<TicketReferencesStore, 'admin' | 'edits' | 'onSessionEnded'>(this, {
      admin: false,
      edits: false,
      onSessionEnded: false,
      range: false,
      options: false,
      sales: false,
      agents: false,
      detail: false,
    })
  }

  /** On opening a screen over the range: the default range's options and sales, unless already shown. */
  async start(): Promise<void> {
    if (this.options.state !== 'idle') return
    await this.applyRange()
  }

  /** Asks for the options and the sales of the range in the form (a range the §9 rule refuses is not sent). */
  async applyRange(): Promise<void> {
    const range = this.range.apply()
    this.rangeError = E.isLeft(range) ? range.left : null
    if (E.isLeft(range)) return
    await Promise.all([
      this.options.load(() => this.admin.promptAdmin(range.right)),
      this.sales.load(() => this.admin.promptAdminTicketSales(range.right)),
    ])
  }

  /** The agents (asked once; again after a failure). */
  async loadAgents(): Promise<void> {
    if (this.agents.state === 'loaded' || this.agents.state === 'loading') return
    await this.agents.load(() => this.admin.agents())
  }

  /** One reference pair's options. */
  async openDetail(reference1: string, reference2: string): Promise<void> {
    this.detailPair = pairKeyOf({ reference1, reference2 })
    await this.detail.load(() => this.admin.promptAdminDetail(reference1, reference2))
  }

  /** The edit of an option's quantity (one per option, kept while the console is open). */
  editOf(item: TicketReferenceItem): QuantityEdit {
    const key = optionKeyOf(item)
    const known = this.edits.get(key)
    if (known !== undefined) return known
    const made = new QuantityEdit(key)
    this.edits.set(key, made)
    return made
  }

  /** §7 saves the draft quantity of an option; the box office's answer replaces the option in every list showing it. */
  async saveQuantity(item: TicketReferenceItem): Promise<void> {
    const edit = this.editOf(item)
    const quantity = parseQuantity(edit.textFor(item))
    if (quantity === null) {
      runInAction(() => {
        edit.invalid = true
        edit.saved = false
      })
      return
    }
    runInAction(() => {
      edit.saving = true
      edit.error = null
      edit.saved = false
    })
    const answer = await this.admin.editQuantity({
      priceType: item.priceType,
      priceId: item.priceId,
      priceRowId: item.priceRowId,
      reference1: item.reference1,
      reference2: item.reference2,
      quantity,
    })
    runInAction(() => {
      edit.saving = false
      if (E.isLeft(answer)) {
        edit.error = answer.left
        if (answer.left.code === 'STAFF_LOGIN_REQUIRED') this.onSessionEnded(answer.left)
        return
      }
      const saved = answer.right
      edit.draft = null
      edit.saved = true
      const replace = (items: readonly TicketReferenceItem[]) => items.map((row) => (optionKeyOf(row) === edit.key ? saved : row))
      this.options.replace(replace)
      this.detail.replace(replace)
    })
  }
}
