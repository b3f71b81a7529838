import { kartisError, type Result } from '@kartis/core'
import * as E from 'fp-ts/Either'

/** A load made once and shared; a load that failed is forgotten, so the next call tries again. */
export const loadOnce = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | null = null
  return () => {
    const pending = loading ?? load()
    loading = pending
    pending.catch(() => {
      if (loading === pending) loading = null
    })
    return pending
  }
}

/** Runs one call on an adapter that is loaded on first use. */
export type Deferred<T> = <R>(call: (port: T) => Promise<Result<R>>) => Promise<Result<R>>

/**
 * §9 first-route size: an adapter whose code and codecs are a chunk of their own, loaded on the
 * first call and kept. A chunk that cannot be loaded (offline, or replaced by a new deploy) is a
 * NETWORK_ERROR like any request that fails, and the next call tries again.
 */
export const deferred = <T>(load: () => Promise<T>): Deferred<T> => {
  const port = loadOnce(load)
  return async (call) => {
    let loaded: T
    try {
      loaded = await port()
    } catch (error) {
      return E.left(kartisError('NETWORK_ERROR', { reason: error instanceof Error ? error.message : String(error) }))
    }
    return call(loaded)
  }
}

/** One port of a deferred set of adapters (the set loads as one chunk). */
export const deferredPart =
  <G, K extends keyof G>(group: Deferred<G>, key: K): Deferred<G[K]> =>
  (call) =>
    group((ports) => call(ports[key]))
