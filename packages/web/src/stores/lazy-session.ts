import { markedWhenSettled } from './settled-promise'

/**
 * A set of stores made the first time a page asks, from a chunk loaded then (§9 first-route
 * size): every later call gets the same one; a load that failed is not kept, since a chunk that
 * failed to load may load next time.
 */
export class LazySession<T> {
  readonly #make: () => Promise<T>
  #pending: Promise<T> | null = null
  #loaded: T | null = null

  constructor(make: () => Promise<T>) {
    this.#make = make
  }

  /** The session, loaded and made on the first call; once loaded, use() reads it without suspending. */
  get(): Promise<T> {
    this.#pending ??= markedWhenSettled(
      this.#make().then(
        (session) => {
          this.#loaded = session
          return session
        },
        (error: unknown) => {
          this.#pending = null
          throw error
        },
      ),
    )
    return this.#pending
  }

  /** The session if it was made already. */
  get loaded(): T | null {
    return this.#loaded
  }
}
