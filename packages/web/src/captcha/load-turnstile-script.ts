import type { TurnstileApi } from './turnstile-captcha'

/** Cloudflare's Turnstile script, rendering only when asked (explicit). Its origin must be in the CSP's script-src and frame-src. */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'

/** How a script reaches the page: the document's way, or a test's fake (no test loads Cloudflare's script). */
export type InsertScript = (src: string, onLoad: () => void, onError: () => void) => void

const isTurnstileApi = (value: unknown): value is TurnstileApi =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'render') === 'function' &&
  typeof Reflect.get(value, 'remove') === 'function'

/** §9 adds a script element to the document's head, reporting its load or failure. */
export const documentInsertScript =
  (document: Document): InsertScript =>
  (src, onLoad, onError) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.addEventListener('load', onLoad, { once: true })
    script.addEventListener('error', onError, { once: true })
    document.head.appendChild(script)
  }

/**
 * §9 Cloudflare's Turnstile API, loading its script at most once (a failed load is tried
 * again by the next call). Only the Turnstile captcha calls this, so a storefront served by
 * the development verifier never reaches Cloudflare.
 */
export const turnstileLoader = (global: object, insertScript: InsertScript): (() => Promise<TurnstileApi>) => {
  // Cloudflare's script puts its API on the window as `turnstile`.
  const api = (): unknown => Reflect.get(global, 'turnstile')
  let loading: Promise<TurnstileApi> | null = null
  const load = (): Promise<TurnstileApi> =>
    new Promise<TurnstileApi>((resolve, reject) => {
      const present = api()
      if (isTurnstileApi(present)) {
        resolve(present)
        return
      }
      insertScript(
        TURNSTILE_SCRIPT_URL,
        () => {
          const loaded = api()
          if (isTurnstileApi(loaded)) resolve(loaded)
          else reject(new Error('the Turnstile script loaded without its API'))
        },
        () => reject(new Error('the Turnstile script could not be loaded')),
      )
    })
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    })
    return loading
  }
}
