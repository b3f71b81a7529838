import { addVoucherPayment, removeVoucherPayment } from '@kartis/core'
import type { Analytics, Clock, KartisError, Payments, VoucherBalance } from '@kartis/core'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { addPaymentInfoEvent, track } from '../analytics/ecommerce-events'
import type { CheckoutOrder } from './checkout-order'

/** §2 where the voucher dialog's look-up is. */
export type VoucherLookup =
  | { readonly kind: 'idle' }
  | { readonly kind: 'checking' }
  | { readonly kind: 'failed'; readonly error: KartisError }
  | { readonly kind: 'added'; readonly code: string }

/** What the voucher dialog needs. */
export interface VoucherStoreDeps {
  readonly order: CheckoutOrder
  readonly payments: Pick<Payments, 'voucherBalance'>
  readonly analytics: Analytics
  readonly clock: Clock
}

/**
 * §2/§4 the voucher and gift-card payment dialog: a code is checked with the box office
 * (GET /payment/voucher) and added with the core's rule (it pays the lower of its balance and
 * what is due, §5); a payment is removed only after the visitor confirms (§4).
 */
export class VoucherStore {
  isOpen = false
  code = ''
  lookup: VoucherLookup = { kind: 'idle' }
  /** The code whose removal waits for the visitor's confirmation. */
  removing: string | null = null
  readonly #deps: VoucherStoreDeps

  constructor(deps: VoucherStoreDeps) {
    this.#deps = deps
    makeAutoObservable(this, { lookup: observableRef }, { autoBind: true })
  }

  /** §2 opens the voucher dialog with an empty code. */
  open(): void {
    this.isOpen = true
    this.code = ''
    this.lookup = { kind: 'idle' }
  }

  /** §2 closes the voucher dialog. */
  close(): void {
    this.isOpen = false
  }

  /** §2 the code as typed. */
  setCode(code: string): void {
    this.code = code
    if (this.lookup.kind === 'failed') this.lookup = { kind: 'idle' }
  }

  /** §4/§5 checks the code's balance and adds it as a payment; the failure (§8) stays in the dialog. */
  async redeem(): Promise<void> {
    const code = this.code.trim()
    if (code === '' || this.lookup.kind === 'checking') return
    this.lookup = { kind: 'checking' }
    const balance = await this.#deps.payments.voucherBalance(code)
    runInAction(() => {
      if (balance._tag === 'Left') {
        this.lookup = { kind: 'failed', error: balance.left }
        return
      }
      this.#add(balance.right)
    })
  }

  #add(voucher: VoucherBalance): void {
    const { order, clock, analytics } = this.#deps
    const now = clock.now()
    const added = addVoucherPayment(order.cart, voucher, now)
    if (added._tag === 'Left') {
      this.lookup = { kind: 'failed', error: added.left }
      return
    }
    order.updateCart((cart) => {
      const again = addVoucherPayment(cart, voucher, now)
      return again._tag === 'Right' ? again.right : cart
    })
    this.lookup = { kind: 'added', code: voucher.code }
    this.code = ''
    track(analytics, addPaymentInfoEvent(order.cart, voucher.isGiftCard ? 'gift_card' : 'voucher'))
  }

  /** §4 asks to remove a voucher payment; nothing changes until confirmed. */
  askRemoval(code: string): void {
    this.removing = code
  }

  /** §4 the visitor keeps the voucher payment. */
  cancelRemoval(): void {
    this.removing = null
  }

  /** §4 removal after confirmation: the payment leaves the cart and the others are re-balanced. */
  confirmRemoval(): void {
    const code = this.removing
    if (code === null) return
    this.#deps.order.updateCart((cart) => removeVoucherPayment(cart, code))
    this.removing = null
  }
}
