import type { Cart, KartisError, SavedCarts } from '@kartis/core'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { cartPath } from '../routes/paths'
import { pageAddressOf } from '../venues/venue-address'

/** §2 the "save the cart" dialog: closed, asking (with the last refusal), saving, or showing the link. */
export type SaveCartDialog =
  | { readonly kind: 'closed' }
  | { readonly kind: 'asking'; readonly error: KartisError | null }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved'; readonly link: string; readonly expiresAt: string; readonly smsSent: boolean }

/** What saving a cart needs. */
export interface SaveCartStoreDeps {
  readonly savedCarts: Pick<SavedCarts, 'saveCart'>
  /** The cart as it is now. */
  readonly cart: () => Cart
  /** The storefront's origin the link starts with (default: the window's). */
  readonly origin?: () => string
}

// Issue 15 §2 under a venue's /v/{slug} prefix the link stays under it, so it opens the cart at the same venue.
const windowOrigin = (): string => `${window.location.origin}${pageAddressOf(window.location.pathname).basePath}`

/**
 * §2/§7 "save the cart / send me a link": POST /cart keeps the cart on the box office and answers
 * the id of its /cart/{resId} link, shown to copy and, when the visitor gives a mobile number
 * (the one typed at checkout, if any, is offered), sent by SMS. The link opens the cart on any
 * device. A refusal (§8) stays in the dialog.
 */
export class SaveCartStore {
  dialog: SaveCartDialog = { kind: 'closed' }
  mobileNumber = ''
  readonly #deps: SaveCartStoreDeps

  constructor(deps: SaveCartStoreDeps) {
    this.#deps = deps
    makeAutoObservable(this, { dialog: observableRef }, { autoBind: true })
  }

  /** §2 whether saving is offered: not while a reservation is being modified (§4), which is no cart to save. */
  get isOffered(): boolean {
    return this.#deps.cart().modify === null
  }

  /** §2 whether there is anything to save: seats or products chosen. */
  get canSave(): boolean {
    const cart = this.#deps.cart()
    return this.isOffered && cart.seats.length + cart.products.length > 0
  }

  /** §2 opens the dialog, offering the mobile number the cart knows. */
  open(): void {
    this.mobileNumber = this.#deps.cart().customerInfo.mobileNumber
    this.dialog = { kind: 'asking', error: null }
  }

  /** §2 closes the dialog (a saved link stays saved). */
  close(): void {
    this.dialog = { kind: 'closed' }
  }

  /** §2 the number to send the link to, as typed (empty: no SMS). */
  setMobileNumber(value: string): void {
    this.mobileNumber = value
    if (this.dialog.kind === 'asking' && this.dialog.error !== null) this.dialog = { kind: 'asking', error: null }
  }

  /** §7 POST /cart with the cart as it is now; the link to show, or the refusal. */
  async save(): Promise<void> {
    if (this.dialog.kind !== 'asking') return
    this.dialog = { kind: 'saving' }
    const saved = await this.#deps.savedCarts.saveCart({ cart: this.#deps.cart(), mobileNumber: this.mobileNumber })
    runInAction(() => {
      if (this.dialog.kind !== 'saving') return
      this.dialog =
        saved._tag === 'Left'
          ? { kind: 'asking', error: saved.left }
          : {
              kind: 'saved',
              link: `${(this.#deps.origin ?? windowOrigin)()}${cartPath(saved.right.cartId)}`,
              expiresAt: saved.right.expiresAt,
              smsSent: saved.right.smsSent,
            }
    })
  }
}
