import type { EDocument, KartisError, Reservations } from '@kartis/core'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'

/** §2 the e-ticket page's load: nothing asked yet, loading, the e-ticket, or the error to show. */
export type EdocumentLoad =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading'; readonly documentKey: string }
  | { readonly kind: 'ready'; readonly documentKey: string; readonly document: EDocument }
  | { readonly kind: 'failed'; readonly documentKey: string; readonly error: KartisError }

/** §2 whether a load failed because the box office said it issued no such key (forged, altered, mistyped). */
export const isNotFoundLoad = (state: EdocumentLoad): boolean => state.kind === 'failed' && state.error.code === 'NOT_FOUND'

/**
 * §2 the electronic-document view's data: the e-ticket of the signed key in the address, asked of
 * the box office (GET /edocuments/{documentKey}), which alone can tell a key it issued; so it
 * opens on any device, whoever bought it.
 */
export class EdocumentStore {
  state: EdocumentLoad = { kind: 'idle' }
  readonly #reservations: Pick<Reservations, 'edocument'>

  constructor(reservations: Pick<Reservations, 'edocument'>) {
    this.#reservations = reservations
    makeAutoObservable(this, { state: observableRef }, { autoBind: true })
  }

  /** §2 loads the e-ticket of a document key; the same key already loaded or loading is not asked again. */
  async load(documentKey: string): Promise<void> {
    const current = this.state
    if (current.kind !== 'idle' && current.kind !== 'failed' && current.documentKey === documentKey) return
    this.state = { kind: 'loading', documentKey }
    const answer = await this.#reservations.edocument(documentKey)
    runInAction(() => {
      if (this.state.kind !== 'loading' || this.state.documentKey !== documentKey) return
      this.state =
        answer._tag === 'Right'
          ? { kind: 'ready', documentKey, document: answer.right }
          : { kind: 'failed', documentKey, error: answer.left }
    })
  }
}
