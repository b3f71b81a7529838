import { activeMembers, checkHoldOrder, premiumSeats, switchToRegularOrder } from '@kartis/core'
import type { CartSeat, Clock, Customer, HoldCustomer, KartisError } from '@kartis/core'
import { computed, makeAutoObservable, observableRef } from 'mobx'
import type { CheckoutOrder } from '../checkout/checkout-order'

/** What a hold order is placed with. */
export interface HoldOrderDeps {
  /** The order in progress: its cart carries the booking flag isHold (§3). */
  readonly order: Pick<CheckoutOrder, 'cart' | 'updateCart'>
  readonly clock: Pick<Clock, 'now'>
  /** Issue 15 §4 whether the venue takes hold orders at all (default: it does). */
  readonly allowed?: boolean
}

/** §4 nobody logged in. */
const ANONYMOUS: HoldCustomer = { customerIds: [], members: [] }

/**
 * §4 hold (unpaid) orders in the storefront: the booking flag (from `?isHold=1` or the choice at
 * checkout), who is placing it (the customer session tells it), and the core's rules — login,
 * an active membership, the deadline 30 minutes before the event, no premium seats — checked
 * before checkout commits, so the visitor is asked to log in, or offered a regular order,
 * instead of a refusal. The box office checks the same rules again.
 */
export class HoldOrderStore {
  /** §4 the customer placing the order as the customer session knows it; undefined while it is not known yet. */
  customer: HoldCustomer | undefined = undefined
  /** §2 the hold login dialog is wanted (a hold was submitted by a visitor not logged in). */
  loginWanted = false
  /** §4 why the last hold submission was held back, shown with the choice; null when none was. */
  refusal: KartisError | null = null
  readonly #deps: HoldOrderDeps

  constructor(deps: HoldOrderDeps) {
    this.#deps = deps
    // mayProceed (an action, run by checkout) reads the flag outside any reaction.
    makeAutoObservable(
      this,
      { customer: observableRef, refusal: observableRef, isHold: computed({ requiresReaction: false }) },
      { autoBind: true },
    )
  }

  /** §3/§4 whether the order is a hold order (the cart's booking flag). */
  get isHold(): boolean {
    return this.#deps.order.cart.isHold
  }

  /** §4/§6 whether the logged-in customer is a member with an active membership now. */
  get isActiveMember(): boolean {
    return this.customer !== undefined && activeMembers(this.customer.members, this.#deps.clock.now()).length > 0
  }

  /** §4 whether checkout offers the choice: the visitor asked for a hold, or is an active member who may. */
  get isOffered(): boolean {
    return this.isAllowed && (this.isHold || this.isActiveMember)
  }

  /** Issue 15 §4 whether the venue takes hold orders. */
  get isAllowed(): boolean {
    return this.#deps.allowed ?? true
  }

  /** §4 the cart's premium seats, which a hold cannot take. */
  get premiumSeats(): readonly CartSeat[] {
    return premiumSeats(this.#deps.order.cart.seats)
  }

  /** §9 when the presentation starts (ISO, null when untimed): the hold is paid and collected until 30 minutes before. */
  get presentationStart(): string | null {
    return this.#deps.order.cart.presentations[0]?.startDateTime ?? null
  }

  /** §4 what stands in the hold's way now (the core's order: login, membership, deadline, premium seats); null when nothing does. */
  problem(): KartisError | null {
    const checked = checkHoldOrder(this.#deps.order.cart, this.customer ?? ANONYMOUS, this.#deps.clock.now())
    return checked._tag === 'Left' ? checked.left : null
  }

  /**
   * §4 the booking flag, from `?isHold=` (server initialisation of a page) or the choice at checkout. A hold is paid later as a whole, so voucher payments typed for
   * this order are let go (nothing was debited; they may be entered again for a regular order).
   */
  choose(isHold: boolean): void {
    // Issue 15 §4 a venue without hold orders ignores ?isHold=1: the order stays a regular one.
    if (isHold && !this.isAllowed) return
    this.refusal = null
    this.#deps.order.updateCart((cart) => (isHold ? { ...cart, isHold: true, voucherPayments: [] } : switchToRegularOrder(cart)))
  }

  /** §4 the switch offered instead of a hold that cannot be (premium seats, too close to the event, no membership). */
  switchToRegular(): void {
    this.choose(false)
  }

  /** §4 the customer session's customer (null: nobody logged in); a login or logout changes it. */
  knowCustomer(customer: Customer | null): void {
    this.customer = customer === null ? ANONYMOUS : { customerIds: customer.customerIds, members: customer.members }
    if (this.refusal?.code === 'HOLD_REQUIRES_LOGIN' && customer !== null) this.refusal = null
  }

  /** §2 the visitor asks for the hold login dialog. */
  askLogin(): void {
    this.loginWanted = true
  }

  /** §2 the hold login dialog was opened. */
  loginShown(): void {
    this.loginWanted = false
  }

  /**
   * §4 checkout asks before it commits: a regular order goes on; a hold goes on only when nothing
   * stands in its way, else the reason is kept to show (and a visitor not logged in is asked to
   * log in). While the customer session is not known yet nothing goes on.
   */
  mayProceed(): boolean {
    if (!this.isHold) return true
    if (this.customer === undefined) return false
    const problem = this.problem()
    this.refusal = problem
    if (problem?.code === 'HOLD_REQUIRES_LOGIN') this.loginWanted = true
    return problem === null
  }
}
