import {
  ZERO,
  balanceDue,
  cartTotals,
  chooseNumberOfPayments,
  customerInfoOf,
  numberOfPaymentsOptions,
  requireSelection,
} from '@kartis/core'
import type { Cart, CartTotals, Clock, CommitResult, Customer, KartisError, Locale, Reservation } from '@kartis/core'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { addPaymentInfoEvent, purchaseEvent, track } from '../analytics/ecommerce-events'
import type { StorefrontPorts } from '../di/ports'
import { CardPayment, type CardDialog } from './card-payment'
import type { CheckoutOrder } from './checkout-order'
import { DEFAULT_CHECKOUT_SETTINGS, type CheckoutSettings } from './checkout-settings'
import { CustomerFormStore } from './customer-form-store'
import { VoucherStore } from './voucher-store'

/** What checkout is built from. */
export interface CheckoutStoreDeps {
  readonly order: CheckoutOrder
  readonly ports: Pick<StorefrontPorts, 'payments' | 'captcha' | 'reservations' | 'analytics'>
  readonly clock: Clock
  /** Deployment settings; each defaults (DEFAULT_CHECKOUT_SETTINGS). */
  readonly settings?: Partial<CheckoutSettings>
  /** The page address relative card-page addresses resolve against (default: the window's). */
  readonly pageUrl?: () => string
  /** §4 hold orders: asked before a hold is committed (login, membership, seats); without it every order goes on. */
  readonly holdGate?: { mayProceed(): boolean }
  /** Issue 12 told once an order is committed (the customer area reads the customer's orders again). */
  readonly afterOrder?: () => void
}

/** §7/§8 the commit: not started, running, refused with the server's error, or done. */
export type CommitState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'committing' }
  | { readonly kind: 'failed'; readonly error: KartisError }
  | { readonly kind: 'done' }

/** §7 GET /reservations/{resId} after the commit. */
export type ReservationLoad =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly reservation: Reservation }
  | { readonly kind: 'failed'; readonly error: KartisError }

/** §2 the confirmation: what was committed and the reservation as the box office keeps it. */
export interface Confirmation {
  readonly result: CommitResult
  readonly cart: Cart
  readonly reservation: ReservationLoad
}

/**
 * §2 details and payment, then confirmation: the customer form, the totals, the number of
 * payments, vouchers and gift cards, the card dialog over the box office's hosted page, and the
 * commit (§7). Facts are kept here; totals and messages are derived from the core.
 */
export class CheckoutStore {
  readonly form: CustomerFormStore
  readonly vouchers: VoucherStore
  readonly settings: CheckoutSettings
  /** §2 the card dialog over the hosted page; an approved payment commits the order. */
  readonly cardPayment: CardPayment
  commitState: CommitState = { kind: 'idle' }
  confirmation: Confirmation | null = null
  readonly #deps: CheckoutStoreDeps

  constructor(deps: CheckoutStoreDeps) {
    this.#deps = deps
    this.settings = { ...DEFAULT_CHECKOUT_SETTINGS, ...deps.settings }
    this.form = new CustomerFormStore(deps.order.cart.customerInfo, {}, this.settings.customerForm)
    this.vouchers = new VoucherStore({
      order: deps.order,
      payments: deps.ports.payments,
      analytics: deps.ports.analytics,
      clock: deps.clock,
    })
    this.cardPayment = new CardPayment({
      payments: deps.ports.payments,
      clock: deps.clock,
      timeoutMs: this.settings.paymentTimeoutMs,
      ...(deps.pageUrl === undefined ? {} : { pageUrl: deps.pageUrl }),
      onApproved: (paymentId, numberOfPayments) => {
        // §9 the instalments the visitor chose on the card page are the order's.
        if (numberOfPayments !== null) this.setNumberOfPayments(numberOfPayments)
        void this.commit(paymentId)
      },
    })
    // Values are replaced whole, never mutated: references, not deep proxies (the confirmation is matched by identity).
    makeAutoObservable(
      this,
      {
        form: false,
        vouchers: false,
        settings: false,
        cardPayment: false,
        commitState: observableRef,
        confirmation: observableRef,
      },
      { autoBind: true },
    )
  }

  /** §2 the card dialog's state. */
  get card(): CardDialog {
    return this.cardPayment.card
  }

  /** §3 the order's cart as it is now. */
  get cart(): Cart {
    return this.#deps.order.cart
  }

  /** §9 the order summary: seats, products, service charges, voucher payments and balance due. */
  get totals(): CartTotals {
    return cartTotals(this.cart)
  }

  /** §4 full cover: nothing is left to pay by card, so the order is completed directly. */
  get isFullyCovered(): boolean {
    return this.totals.balanceDue <= ZERO
  }

  /**
   * §2/§4 whether the order may be paid (in part) with a voucher or gift card: not a hold (paid
   * later, at the box office), and not a voucher order (vouchers are not bought with vouchers).
   */
  get acceptsVoucherPayment(): boolean {
    return !this.cart.isHold && this.cart.kind !== 'vouchers'
  }

  /** §9 the numbers of payments the visitor may choose. */
  get paymentOptions(): readonly number[] {
    return numberOfPaymentsOptions(this.settings.paymentsRange)
  }

  /** §9 sets the number of payments; a number outside the options is ignored (the select offers only those). */
  setNumberOfPayments(count: number): void {
    const chosen = chooseNumberOfPayments(this.cart, count, this.settings.paymentsRange)
    if (chosen._tag === 'Right') this.#deps.order.updateCart((cart) => ({ ...cart, numberOfPayments: chosen.right.numberOfPayments }))
  }

  /**
   * §2/§5 'complete order' or 'pay by card': a voucher or donation order needs at least one item
   * (else 'refused', SELECTION_REQUIRED shown as the commit's refusal); a hold order must pass its
   * gate first (else 'held', the gate shows why); the form must be valid (else 'invalid', every message shown); its
   * details go into the cart; with nothing due, or for a hold (§4 paid later), the order is
   * committed, otherwise the card dialog opens.
   */
  async proceed(locale: Locale): Promise<'refused' | 'held' | 'invalid' | 'started'> {
    const selected = requireSelection(this.cart)
    if (selected._tag === 'Left') {
      this.commitState = { kind: 'failed', error: selected.left }
      return 'refused'
    }
    if (this.#deps.holdGate?.mayProceed() === false) return 'held'
    const info = this.form.submit()
    if (info === null) return 'invalid'
    this.#deps.order.updateCart((cart) => ({ ...cart, customerInfo: info }))
    if (this.isFullyCovered || this.cart.isHold) await this.commit(null)
    else await this.openCard(locale)
    return 'started'
  }

  /** §2/§7 opens the card dialog: asks the box office for its hosted page (GET /payment/form/{locale}) for the balance due. */
  async openCard(locale: Locale): Promise<void> {
    this.commitState = { kind: 'idle' }
    const cart = this.cart
    track(this.#deps.ports.analytics, addPaymentInfoEvent(cart, 'credit_card'))
    await this.cardPayment.open({
      locale,
      ssn: cart.customerInfo.ssn,
      total: balanceDue(cart),
      locationId: cart.locationId,
      authProfileId: cart.authProfileId,
      businessId: cart.businessId,
    })
  }

  /** §2 a page finished loading in the card dialog. */
  cardPageLoaded(): void {
    this.cardPayment.cardPageLoaded()
  }

  /** §4/§2 "login to checkout": the logged-in customer's details fill the form (see CustomerFormStore.fill). */
  fillCustomerDetails(customer: Customer, replace: boolean): void {
    this.form.fill(customerInfoOf(customer, this.form.values), replace)
  }

  /** §2 a new checkout visit: a finished or abandoned payment attempt is forgotten; the details typed are kept (§4). */
  begin(): void {
    if (this.commitState.kind === 'committing') return
    this.closeCard()
    this.commitState = { kind: 'idle' }
  }

  /** §2 the visitor sent the card form (seen when the page shares our origin): processing. */
  cardFormSubmitted(): void {
    this.cardPayment.cardFormSubmitted()
  }

  /** §2/§7 a window message from the card page: an approved payment commits the order with its identifier. */
  receiveCardMessage(origin: string, data: unknown): void {
    this.cardPayment.receiveCardMessage(origin, data)
  }

  /** §2 closes the card dialog (nothing is paid). */
  closeCard(): void {
    this.cardPayment.closeCard()
  }

  /**
   * §7/§8 POST /payment/commit with the cart and its payment identifier, and the mini-site it is sold under (the adapter adds the
   * captcha token from the Captcha port). A refusal is kept to show (§8); success tells the
   * order, records the purchase (§7 analytics) and loads the reservation for the confirmation.
   */
  async commit(paymentId: string | null): Promise<void> {
    if (this.commitState.kind === 'committing') return
    this.commitState = { kind: 'committing' }
    this.#deps.order.updateCart((cart) => ({ ...cart, paymentIdentifier: paymentId }))
    const cart = this.cart
    const miniSiteUrl = this.#deps.order.miniSiteUrl ?? null
    const committed = await this.#deps.ports.payments.commit({ cart, ...(miniSiteUrl === null ? {} : { miniSiteUrl }) })
    if (committed._tag === 'Left') {
      runInAction(() => {
        this.commitState = { kind: 'failed', error: committed.left }
      })
      return
    }
    const result = committed.right
    runInAction(() => {
      this.commitState = { kind: 'done' }
      this.confirmation = { result, cart, reservation: { kind: 'loading' } }
      this.#deps.order.completed(result)
    })
    this.#deps.afterOrder?.()
    track(this.#deps.ports.analytics, purchaseEvent(cart, result))
    const reservation = await this.#deps.ports.reservations.reservation(result.reservationIdentifier)
    runInAction(() => {
      if (this.confirmation?.result !== result) return
      this.confirmation = {
        ...this.confirmation,
        reservation:
          reservation._tag === 'Right' ? { kind: 'ready', reservation: reservation.right } : { kind: 'failed', error: reservation.left },
      }
    })
  }
}
