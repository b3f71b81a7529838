import { parseCustomAmount, requireSelection, setDonationItem } from '@kartis/core'
import type { Cart, Donation, DonationDesk, DonationDetail, DonationSales, KartisError } from '@kartis/core'
import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx'
import type { LoadState } from '../catalog/catalog-store'
import { holdsAnotherKind, type SalesOrder } from './sales-order'

/** What the donation desk is made with. */
export interface DonationDeskStoreDeps {
  readonly order: SalesOrder
  readonly donationSales: DonationSales
}

/**
 * §2/§5 the donation wizard's choices, over the core: the causes, a fixed amount chosen or
 * a free amount typed in shekels (core parseCustomAmount, then setDonationItem within the
 * detail's bounds: DONATION_AMOUNT_OUT_OF_RANGE names them), and "at least one donation" before
 * going on (core requireSelection). The cart is the order store's: choosing here first switches
 * it to a donation order (§4).
 */
export class DonationDeskStore {
  state: LoadState = { kind: 'idle' }
  desk: DonationDesk | null = null
  /** §3 the free amount typed for each custom detail (by detail id), as typed. */
  readonly amountTexts = observable.map<number, string>()
  /** §5 why a typed amount was refused (by detail id). */
  readonly amountErrors = observable.map<number, KartisError>()
  /** §5 why the visitor could not go on (nothing chosen). */
  selectionError: KartisError | null = null
  readonly #deps: DonationDeskStoreDeps

  constructor(deps: DonationDeskStoreDeps) {
    this.#deps = deps
    makeAutoObservable<this>(
      this,
      { desk: observableRef, selectionError: observableRef, amountTexts: false, amountErrors: false },
      { autoBind: true },
    )
  }

  /** §2/§7 loads the causes (once; again after a failure). */
  async load(): Promise<void> {
    if (this.state.kind === 'ready' || this.state.kind === 'loading') return
    this.state = { kind: 'loading' }
    const answer = await this.#deps.donationSales.donationDesk()
    runInAction(() => {
      if (answer._tag === 'Left') {
        this.state = { kind: 'failed', error: answer.left }
        return
      }
      this.desk = answer.right
      this.state = { kind: 'ready' }
    })
  }

  /** §2 the causes taking donations. */
  get causes(): readonly Donation[] {
    return this.desk?.causes ?? []
  }

  /** §4 the cart holds an order of another kind, which choosing here would empty. */
  get replacesAnotherOrder(): boolean {
    return holdsAnotherKind(this.#deps.order.cart, 'donations')
  }

  /** §3 whether a detail of a cause is in the cart. */
  isChosen(cause: Donation, detail: DonationDetail): boolean {
    const cart = this.#deps.order.cart
    return cart.kind === 'donations' && cart.donations.some((item) => item.donationId === cause.id && item.donationDetailId === detail.id)
  }

  /** §3 chooses a fixed amount of a cause, or takes it out again. */
  toggleFixed(cause: Donation, detail: DonationDetail): void {
    const quantity = this.isChosen(cause, detail) ? 0 : 1
    this.#set(cause, detail, quantity, null)
  }

  /** §3 the free amount as the visitor types it; a change takes the earlier amount out until it is added again. */
  setAmountText(cause: Donation, detail: DonationDetail, text: string): void {
    this.amountTexts.set(detail.id, text)
    this.amountErrors.delete(detail.id)
    if (this.isChosen(cause, detail)) this.#set(cause, detail, 0, null)
  }

  /**
   * §3/§5 adds the free amount typed in shekels: not a positive amount with at most two decimals
   * is INVALID_AMOUNT, outside the detail's bounds DONATION_AMOUNT_OUT_OF_RANGE (shown beside the
   * field). Returns whether it was added.
   */
  addCustomAmount(cause: Donation, detail: DonationDetail): boolean {
    const parsed = parseCustomAmount(this.amountTexts.get(detail.id) ?? '')
    if (parsed._tag === 'Left') {
      this.amountErrors.set(detail.id, parsed.left)
      return false
    }
    return this.#set(cause, detail, 1, parsed.right)
  }

  /** §5 going on from choosing needs at least one donation (SELECTION_REQUIRED, shown on the page). */
  mayContinue(): boolean {
    const cart = this.#deps.order.cart
    const checked = requireSelection(cart.kind === 'donations' ? cart : { ...cart, kind: 'donations', donations: [] })
    this.selectionError = checked._tag === 'Left' ? checked.left : null
    return this.selectionError === null
  }

  #set(cause: Donation, detail: DonationDetail, quantity: number, amount: number | null): boolean {
    const order = this.#deps.order
    const base: Cart = order.cart.kind === 'donations' ? order.cart : { ...order.cart, kind: 'donations', donations: [] }
    const next = setDonationItem(base, cause.id, detail, quantity, amount)
    if (next._tag === 'Left') {
      this.amountErrors.set(detail.id, next.left)
      return false
    }
    this.amountErrors.delete(detail.id)
    order.switchKind('donations')
    const charge = this.desk?.serviceCharge ?? null
    order.updateCart((cart) => ({ ...cart, donations: next.right.donations, globalServiceCharge: charge }))
    this.selectionError = null
    return true
  }
}
