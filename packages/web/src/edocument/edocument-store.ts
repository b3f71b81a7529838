import { kartisError } from '@kartis/core'
import type { KartisError, Reservation, Reservations } from '@kartis/core'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { reservationIdOfDocumentKey } from './document-key'

/** §2 the e-ticket page's load: nothing asked yet, loading, the reservation, or the error to show. */
export type EdocumentLoad =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading'; readonly documentKey: string }
  | { readonly kind: 'ready'; readonly documentKey: string; readonly reservation: Reservation }
  | { readonly kind: 'failed'; readonly documentKey: string; readonly error: KartisError }

/** §2/§7 the electronic-document view's data: the reservation of a document key (GET /reservations/{resId}). */
export class EdocumentStore {
  state: EdocumentLoad = { kind: 'idle' }
  readonly #reservations: Pick<Reservations, 'reservation'>

  constructor(reservations: Pick<Reservations, 'reservation'>) {
    this.#reservations = reservations
    makeAutoObservable(this, { state: observableRef }, { autoBind: true })
  }

  /** §2 loads the e-ticket of a document key; the same key already loaded or loading is not asked again. */
  async load(documentKey: string): Promise<void> {
    const current = this.state
    if (current.kind !== 'idle' && current.kind !== 'failed' && current.documentKey === documentKey) return
    const reservationIdentifier = reservationIdOfDocumentKey(documentKey)
    if (reservationIdentifier === null) {
      this.state = { kind: 'failed', documentKey, error: kartisError('RESERVATION_NOT_FOUND') }
      return
    }
    this.state = { kind: 'loading', documentKey }
    const answer = await this.#reservations.reservation(reservationIdentifier)
    runInAction(() => {
      if (this.state.kind !== 'loading' || this.state.documentKey !== documentKey) return
      this.state =
        answer._tag === 'Right'
          ? { kind: 'ready', documentKey, reservation: answer.right }
          : { kind: 'failed', documentKey, error: answer.left }
    })
  }
}
