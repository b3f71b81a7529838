import type { KeyValueStorage } from '../shell/environment'

/** §4/§9 reload guard: a failed chunk load reloads the page at most once per 60 s. */
export const RELOAD_GUARD_MS = 60_000

/** Where the time of the last such reload is kept (sessionStorage: per tab, survives the reload). */
export const LAST_RELOAD_KEY = 'kartis.chunkReloadAt'

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .+ failed/i

/** §4 whether an error is a route chunk that failed to load (usually a deploy replaced the files). */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message))

/** What the guard needs: the remembered time, the time now and the reload itself. */
export interface ReloadGuardEnv {
  readonly storage: KeyValueStorage
  readonly now: number
  readonly reload: () => void
}

/**
 * §4/§9 reloads the page unless it was reloaded for this reason less than 60 s ago; returns
 * whether it reloaded. When the time cannot be remembered (storage unavailable) it does not
 * reload, since nothing would stop a reload loop.
 */
export const reloadOnce = ({ storage, now, reload }: ReloadGuardEnv): boolean => {
  try {
    const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? Number.NaN)
    // A remembered time in the future (the clock moved back) also counts as recent.
    if (!Number.isNaN(last) && now - last < RELOAD_GUARD_MS) return false
    storage.setItem(LAST_RELOAD_KEY, String(now))
  } catch {
    return false
  }
  reload()
  return true
}
