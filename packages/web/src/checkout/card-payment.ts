import { kartisError } from '@kartis/core'
import type { Clock, KartisError, PaymentFormRequest, Payments } from '@kartis/core'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { cardPageAddress, paymentPageMessage } from './payment-message'

/** The card page's address and the only origin whose messages count. */
interface CardPage {
  readonly url: string
  readonly origin: string
}

/** §2/§4 the credit-card payment dialog: closed, asking for the page, then loading, processing, error or timeout. */
export type CardDialog =
  | { readonly kind: 'closed' }
  | { readonly kind: 'opening' }
  | ({ readonly kind: 'loading' } & CardPage)
  | ({ readonly kind: 'ready' } & CardPage)
  | ({ readonly kind: 'processing' } & CardPage)
  | { readonly kind: 'declined'; readonly message: string }
  | { readonly kind: 'failed'; readonly error: KartisError }
  | { readonly kind: 'timeout' }

/** §2 what the card dialog shows and does (its retry is its owner's: what is paid is theirs to say). */
export interface CardDialogControls {
  readonly card: CardDialog
  closeCard(): void
  cardPageLoaded(): void
  cardFormSubmitted(): void
  receiveCardMessage(origin: string, data: unknown): void
}

/** What a card payment is made with. */
export interface CardPaymentDeps {
  readonly payments: Pick<Payments, 'paymentFormUrl'>
  readonly clock: Clock
  /** §2/§8 how long the dialog waits for the card page's answer before 'payment expired'. */
  readonly timeoutMs: number
  /** The page address relative card-page addresses resolve against (default: the window's). */
  readonly pageUrl?: () => string
  /** §7 the card page approved a payment: its identifier and, when the page says, the number of payments chosen there. */
  readonly onApproved: (paymentId: string, numberOfPayments: number | null) => void
}

const isWaitingForCard = (dialog: CardDialog): dialog is Extract<CardDialog, CardPage> =>
  dialog.kind === 'loading' || dialog.kind === 'ready' || dialog.kind === 'processing'

const windowUrl = (): string => window.location.href

/**
 * §2/§7 one payment by card over the box office's hosted page (GET /payment/form/{locale}): the
 * dialog's states, the page's messages (only its own origin's count), and the payment timeout.
 * Whoever opens it says what is paid; an approval is handed to `onApproved`.
 */
export class CardPayment implements CardDialogControls {
  card: CardDialog = { kind: 'closed' }
  readonly #deps: CardPaymentDeps
  #stopTimeout: (() => void) | null = null

  constructor(deps: CardPaymentDeps) {
    this.#deps = deps
    makeAutoObservable(this, { card: observableRef }, { autoBind: true })
  }

  /** §2/§7 asks the box office for its hosted page for `request` and shows it. */
  async open(request: PaymentFormRequest): Promise<void> {
    this.#clearTimeout()
    this.card = { kind: 'opening' }
    const answer = await this.#deps.payments.paymentFormUrl(request)
    runInAction(() => {
      if (this.card.kind !== 'opening') return
      if (answer._tag === 'Left') {
        this.card = { kind: 'failed', error: answer.left }
        return
      }
      const page = cardPageAddress(answer.right, (this.#deps.pageUrl ?? windowUrl)())
      if (page === null) {
        this.card = { kind: 'failed', error: kartisError('PAYMENT_ERROR') }
        return
      }
      this.card = { kind: 'loading', url: page.url, origin: page.origin }
      this.#stopTimeout = this.#deps.clock.every(this.#deps.timeoutMs, () => runInAction(() => this.#expire()))
    })
  }

  /**
   * §2 a page finished loading in the dialog: the card form is ready (the first load, or the
   * form shown again with its errors after processing); an outcome page posts its message.
   */
  cardPageLoaded(): void {
    if (this.card.kind === 'loading' || this.card.kind === 'processing') this.card = { ...this.card, kind: 'ready' }
  }

  /** §2 the visitor sent the card form (seen when the page shares our origin): processing. */
  cardFormSubmitted(): void {
    if (this.card.kind === 'ready' || this.card.kind === 'loading') this.card = { ...this.card, kind: 'processing' }
  }

  /**
   * §2/§7 a window message: only the hosted page's own, from its origin, counts. 'processing'
   * shows processing; 'declined' or 'error' shows the page's text (the visitor may retry);
   * 'approved' closes the dialog and hands the payment on.
   */
  receiveCardMessage(origin: string, data: unknown): void {
    const dialog = this.card
    if (!isWaitingForCard(dialog)) return
    const message = paymentPageMessage(origin, data, dialog.origin)
    if (message === null) return
    if (message.status === 'processing') {
      this.card = { ...dialog, kind: 'processing' }
      return
    }
    this.#clearTimeout()
    if (message.status === 'approved' && message.paymentId !== null) {
      this.card = { kind: 'closed' }
      this.#deps.onApproved(message.paymentId, message.numberOfPayments)
      return
    }
    this.card = { kind: 'declined', message: message.message }
  }

  /** §2 closes the dialog (nothing is paid). */
  closeCard(): void {
    this.#clearTimeout()
    this.card = { kind: 'closed' }
  }

  #expire(): void {
    this.#clearTimeout()
    if (isWaitingForCard(this.card)) this.card = { kind: 'timeout' }
  }

  #clearTimeout(): void {
    this.#stopTimeout?.()
    this.#stopTimeout = null
  }
}
