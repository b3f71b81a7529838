import { emptyCart, isHoldStillPossible } from '@kartis/core'
import type { Clock, KartisError, Locale, Payments, Reservation } from '@kartis/core'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { CardPayment } from '../checkout/card-payment'
import { DEFAULT_CHECKOUT_SETTINGS } from '../checkout/checkout-settings'
import type { CustomerStore } from '../customers/customer-store'

/** What paying a hold is made with. */
export interface HoldPaymentDeps {
  readonly payments: Pick<Payments, 'paymentFormUrl' | 'payHold'>
  /** The logged-in customer (the payer's ID number) and its area, read again once a hold is paid. */
  readonly customer: Pick<CustomerStore, 'customer' | 'reload'>
  readonly clock: Clock
  /** §2/§8 how long the card dialog waits for the card page (default: checkout's). */
  readonly paymentTimeoutMs?: number
  /** The page address relative card-page addresses resolve against (default: the window's). */
  readonly pageUrl?: () => string
}

/** §4/§7 paying a hold: not started, the box office taking the payment, paid, or refused with the server's error. */
export type HoldPaymentState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'paying'; readonly reservationIdentifier: string }
  | { readonly kind: 'paid'; readonly reservationIdentifier: string }
  | { readonly kind: 'failed'; readonly reservationIdentifier: string; readonly error: KartisError }

/**
 * §4/§7 the customer area's payment of a hold (unpaid) reservation: the card dialog over the
 * box office's hosted page for the hold's total (the checkout's CardPayment), then POST
 * /payment/{resId}/payment with the approved payment; once paid the customer area is read again,
 * so the reservation shows paid. A hold may be paid online up to its deadline, 30 minutes before
 * the event (§9).
 */
export class HoldPaymentStore {
  /** The hold being paid (the card dialog is cardPayment's), or null. */
  hold: Reservation | null = null
  state: HoldPaymentState = { kind: 'idle' }
  readonly cardPayment: CardPayment
  readonly #deps: HoldPaymentDeps

  constructor(deps: HoldPaymentDeps) {
    this.#deps = deps
    this.cardPayment = new CardPayment({
      payments: deps.payments,
      clock: deps.clock,
      timeoutMs: deps.paymentTimeoutMs ?? DEFAULT_CHECKOUT_SETTINGS.paymentTimeoutMs,
      ...(deps.pageUrl === undefined ? {} : { pageUrl: deps.pageUrl }),
      onApproved: (paymentId, numberOfPayments) => void this.#pay(paymentId, numberOfPayments),
    })
    makeAutoObservable(this, { hold: observableRef, state: observableRef, cardPayment: false }, { autoBind: true })
  }

  /** §4/§9 whether a reservation can be paid here now: an unpaid hold whose total is known, before its deadline. */
  mayPay(reservation: Reservation): boolean {
    return reservation.isUnpaid && reservation.total !== undefined && isHoldStillPossible(reservation.startDateTime, this.#deps.clock.now())
  }

  /** §4 'pay now' on a hold: its card dialog opens. */
  async payFor(reservation: Reservation, locale: Locale): Promise<void> {
    if (!this.mayPay(reservation)) return
    this.hold = reservation
    this.state = { kind: 'idle' }
    await this.openCard(locale)
  }

  /** §2/§7 opens (or reopens) the card page for the hold's total, paid by the logged-in customer. */
  async openCard(locale: Locale): Promise<void> {
    const hold = this.hold
    if (hold?.total === undefined) return
    await this.cardPayment.open({
      locale,
      ssn: this.#deps.customer.customer?.ssn ?? '',
      total: hold.total,
      locationId: null,
      authProfileId: null,
      businessId: null,
    })
  }

  /** §7 POST /payment/{resId}/payment with the approved payment; paid, the area is read again. */
  async #pay(paymentId: string, numberOfPayments: number | null): Promise<void> {
    const hold = this.hold
    if (hold === null) return
    const reservationIdentifier = hold.reservationIdentifier
    this.state = { kind: 'paying', reservationIdentifier }
    const cart = { ...emptyCart('events'), paymentIdentifier: paymentId, numberOfPayments: numberOfPayments ?? 1 }
    const paid = await this.#deps.payments.payHold({ resId: reservationIdentifier, cart, cartIdentifier: reservationIdentifier })
    runInAction(() => {
      this.state =
        paid._tag === 'Right' ? { kind: 'paid', reservationIdentifier } : { kind: 'failed', reservationIdentifier, error: paid.left }
      if (paid._tag === 'Right') this.hold = null
    })
    if (paid._tag === 'Right') await this.#deps.customer.reload()
  }
}
