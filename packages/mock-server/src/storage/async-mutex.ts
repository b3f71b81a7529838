/**
 * A first-come-first-served async mutex. better-sqlite3 is synchronous, but a transaction's
 * callback awaits between statements; without this two transactions would interleave on the
 * one connection (§4 seat locks must never be granted twice).
 */
export class AsyncMutex {
  private tail: Promise<void> = Promise.resolve()

  /** Runs `work` once every earlier holder has finished, successfully or not. */
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work)
    this.tail = result.then(
      () => undefined,
      () => undefined,
    )
    return result
  }
}
