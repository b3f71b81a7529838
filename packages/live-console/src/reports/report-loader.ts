import * as E from 'fp-ts/Either'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { KartisError, Result } from '@kartis/core'

/** Where one report call stands: not asked yet, under way, answered, or failed. */
export type LoadState = 'idle' | 'loading' | 'loaded' | 'error'

/**
 * One report call's answer as the screens show it (loading, empty, error or the value). A newer
 * load wins over an older one still under way (the producer changed the range meanwhile); a 401
 * ends the console's session (`onSessionEnded`).
 */
export class ReportLoader<T> {
  state: LoadState = 'idle'
  value: T | null = null
  error: KartisError | null = null
  private generation = 0

  constructor(private readonly onSessionEnded: (error: KartisError) => void) {
    makeAutoObservable<ReportLoader<T>, 'onSessionEnded' | 'generation'>(this, {
      onSessionEnded: false,
      generation: false,
      value: observableRef,
      error: observableRef,
    })
  }

  async load(call: () => Promise<Result<T>>): Promise<void> {
    const generation = ++this.generation
    this.state = 'loading'
    this.error = null
    const answer = await call()
    if (generation !== this.generation) return
    runInAction(() => {
      if (E.isRight(answer)) {
        this.value = answer.right
        this.state = 'loaded'
        return
      }
      this.value = null
      this.error = answer.left
      this.state = 'error'
      if (answer.left.code === 'STAFF_LOGIN_REQUIRED') this.onSessionEnded(answer.left)
    })
  }

  /** Changes the answer shown (a row edited since), when there is one; a call still under way is not affected. */
  replace(update: (value: T) => T): void {
    if (this.state === 'loaded' && this.value !== null) this.value = update(this.value)
  }

  /** Back to not asked (the selection it depended on was cleared). */
  clear(): void {
    this.generation++
    this.state = 'idle'
    this.value = null
    this.error = null
  }
}
