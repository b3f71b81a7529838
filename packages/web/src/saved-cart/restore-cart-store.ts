import { kartisError, modifyingCart, sameCartSeat } from '@kartis/core'
import type { Cart, CartSeat, KartisError, SavedCarts } from '@kartis/core'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { OrderStore } from '../order/order-store'

/** §2 /cart/{resId}: opening the link, the cart restored (with what could not be), or the refusal. */
export type RestoredCartState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'opening'; readonly resId: string }
  | {
      readonly kind: 'ready'
      readonly resId: string
      /** 'modify': /cart/{resId} named a reservation of this visitor, opened to change (§4). */
      readonly mode: 'saved' | 'modify'
      readonly presentationId: number
      /** Seats taken meanwhile: no longer in the cart. */
      readonly droppedSeats: readonly CartSeat[]
      /** Seats whose saved ticket is no longer on offer here (a code ticket, a price gone): to choose again. */
      readonly ticketsToChoose: number
    }
  | { readonly kind: 'failed'; readonly resId: string; readonly error: KartisError }

/** What of the order a restore drives: open the presentation, adopt its seats, choose tickets and products. */
export type RestoringOrder = Pick<
  OrderStore,
  'open' | 'state' | 'adoptHeldSeats' | 'cart' | 'groupOf' | 'chooseSeatTicket' | 'products' | 'setProductQuantity' | 'updateCart'
>

/** What restoring a saved cart needs. */
export interface RestoreCartStoreDeps {
  readonly savedCarts: Pick<SavedCarts, 'openCart'>
  readonly order: RestoringOrder
}

/** §2 the presentation a saved cart is for: its seats', else its products'. */
const presentationOf = (cart: Cart): number | null =>
  cart.seats[0]?.presentationId ?? cart.products.find((line) => line.presentationId !== null)?.presentationId ?? cart.selectedPresentationId

/**
 * §2 /cart/{resId}: the box office locks the saved cart's seats again for this visitor (any
 * browser: the link is the key) and answers the cart; the order then opens its presentation,
 * adopts those seats as held, and chooses each seat's ticket and each product as saved, at
 * today's prices (the commit prices them again anyway). A ticket entered by code, or no longer
 * on offer, is left to choose again; seats taken meanwhile are reported (§8). When the link names
 * a paid reservation of this visitor, the box office answers it as a cart to modify (§4): its
 * seats join as the reservation's own (sold, not locked), with the tickets they were sold under,
 * and the order becomes a modification (its tickets credited, no new handling fee).
 */
export class RestoreCartStore {
  state: RestoredCartState = { kind: 'idle' }
  readonly #deps: RestoreCartStoreDeps

  constructor(deps: RestoreCartStoreDeps) {
    this.#deps = deps
    makeAutoObservable(this, { state: observableRef }, { autoBind: true })
  }

  /** §2 opens the link's cart once: visiting the page again for the same link keeps what was restored. */
  async open(resId: string): Promise<void> {
    const current = this.state
    if ((current.kind === 'opening' || current.kind === 'ready') && current.resId === resId) return
    this.state = { kind: 'opening', resId }
    const opened = await this.#deps.savedCarts.openCart(resId)
    if (opened._tag === 'Left') return this.#fail(resId, opened.left)
    const { cart, droppedSeats } = opened.right
    const presentationId = presentationOf(cart)
    if (presentationId === null) return this.#fail(resId, kartisError('CART_NOT_FOUND'))
    const { order } = this.#deps
    await order.open(presentationId)
    const loaded = order.state
    if (loaded.kind === 'failed') return this.#fail(resId, loaded.error)
    const seats = cart.seats.flatMap(({ sectionId, x, y, ticketGroupId }) => (y === null ? [] : [{ sectionId, x, y, ticketGroupId }]))
    const { modify } = cart
    runInAction(() => {
      if (modify !== null) {
        // §4 the reservation's seats are its own, with the tickets they were sold under (the server credits them).
        order.adoptHeldSeats(seats, { owned: true })
        order.updateCart((current) =>
          modifyingCart(
            {
              ...current,
              seats: current.seats.map((seat) => ({
                ...seat,
                ticket: cart.seats.find((sold) => sameCartSeat(sold, seat))?.ticket ?? null,
              })),
            },
            modify,
          ),
        )
        this.state = { kind: 'ready', resId, mode: 'modify', presentationId, droppedSeats, ticketsToChoose: 0 }
        return
      }
      order.adoptHeldSeats(seats)
      const ticketsToChoose = cart.seats.filter((seat) => !this.#chooseTicket(seat)).length
      for (const line of cart.products) {
        const product = order.products.find((candidate) => candidate.id === line.id)
        if (product !== undefined) order.setProductQuantity(product, line.quantity)
      }
      this.state = { kind: 'ready', resId, mode: 'saved', presentationId, droppedSeats, ticketsToChoose }
    })
  }

  /** The saved seat's ticket chosen again when its group still offers it (not by a code); whether it was. */
  #chooseTicket(saved: CartSeat): boolean {
    const { order } = this.#deps
    const ticket = saved.ticket
    const seat = order.cart.seats.find((candidate) => sameCartSeat(candidate, saved))
    if (ticket === null || seat === undefined) return false
    const byCode = ticket.code !== undefined || ticket.memberNumber !== undefined || ticket.systemVoucher !== undefined
    if (byCode || order.groupOf(seat)?.tickets.some((offered) => offered.id === ticket.ticketId) !== true) return false
    order.chooseSeatTicket(seat, ticket.ticketId)
    return true
  }

  #fail(resId: string, error: KartisError): void {
    runInAction(() => {
      this.state = { kind: 'failed', resId, error }
    })
  }
}
