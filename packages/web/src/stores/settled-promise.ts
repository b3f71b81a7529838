/**
 * React's use() reads a promise's `status` and `value` — it writes them on each promise it has
 * seen — and returns a value marked fulfilled at once, without suspending. A promise marked here
 * when it settles is read at once by any component that asks after that, even one React has not
 * seen before, so a hook can call use() on every render (use() must be called the same way on a
 * retry as on the render that suspended) and still not flash a loading state for what is loaded.
 */
type Readable<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

/** The promise itself, marked fulfilled with its value once it resolves. */
export const markedWhenSettled = <T>(promise: Promise<T>): Promise<T> => {
  const readable: Readable<T> = promise
  void promise.then(
    (value) => {
      readable.status = 'fulfilled'
      readable.value = value
    },
    () => undefined,
  )
  return promise
}

/** A promise already marked fulfilled with a value. */
export const fulfilledPromise = <T>(value: T): Promise<T> => Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value })
