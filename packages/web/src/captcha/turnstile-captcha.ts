import * as E from 'fp-ts/Either'
import { kartisError } from '@kartis/core'
import type { Captcha, Result } from '@kartis/core'

/** The render parameters of Cloudflare's widget the storefront uses (Turnstile's client-side API). */
export interface TurnstileRenderParams {
  readonly sitekey: string
  readonly action?: string
  /** 'interaction-only': the widget shows only when Cloudflare wants the visitor to act. */
  readonly appearance?: 'always' | 'execute' | 'interaction-only'
  readonly retry?: 'auto' | 'never'
  readonly 'refresh-expired'?: 'auto' | 'manual' | 'never'
  readonly callback?: (token: string) => void
  readonly 'error-callback'?: (code: string) => boolean
  readonly 'expired-callback'?: () => void
  readonly 'timeout-callback'?: () => void
}

/** The part of `window.turnstile` the storefront uses. */
export interface TurnstileApi {
  render(container: HTMLElement, params: TurnstileRenderParams): string | null | undefined
  remove(widgetId: string): void
}

/** Where the widget goes: a fresh element per token, removed once it has answered. */
export interface WidgetHost {
  mount(): HTMLElement
  unmount(element: HTMLElement): void
}

/** The timer the token waits with (the window's; a test's fake). */
export interface CaptchaTimers {
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** A visitor may need to tick a managed challenge: this is how long a token may take before the call gives up. */
export const TURNSTILE_TOKEN_TIMEOUT_MS = 120_000

/** Turnstile's action: up to 32 letters, digits, '-' or '_' (the core's actions, e.g. 'lock_seat', already are). */
export const turnstileActionOf = (action: string): string => action.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 32)

export interface TurnstileCaptchaOptions {
  readonly siteKey: string
  /** Cloudflare's API, once its script has loaded (load-turnstile-script.ts). */
  readonly api: () => Promise<TurnstileApi>
  readonly host: WidgetHost
  readonly timers: CaptchaTimers
  /** Default TURNSTILE_TOKEN_TIMEOUT_MS. */
  readonly timeoutMs?: number
}

const failed = (reason: string): Result<string> => E.left(kartisError('RECAPTCHA_FAILED', { reason }))

/**
 * §9 the Captcha port over Cloudflare Turnstile: each token is one widget run (tokens are single
 * use), rendered invisible unless Cloudflare asks the visitor to act, and removed when it has
 * answered. An error, an expiry, a challenge timeout or no answer in time is RECAPTCHA_FAILED.
 */
export const turnstileCaptcha = (options: TurnstileCaptchaOptions): Captcha => ({
  token: async (action: string): Promise<Result<string>> => {
    let api: TurnstileApi
    try {
      api = await options.api()
    } catch (error) {
      return failed(error instanceof Error ? error.message : String(error))
    }
    const element = options.host.mount()
    return new Promise<Result<string>>((resolve) => {
      let widgetId: string | null | undefined = null
      let settled = false
      const finish = (result: Result<string>): void => {
        if (settled) return
        settled = true
        options.timers.clearTimeout(timer)
        if (typeof widgetId === 'string') api.remove(widgetId)
        options.host.unmount(element)
        resolve(result)
      }
      const timer = options.timers.setTimeout(() => finish(failed('timeout')), options.timeoutMs ?? TURNSTILE_TOKEN_TIMEOUT_MS)
      try {
        widgetId = api.render(element, {
          sitekey: options.siteKey,
          action: turnstileActionOf(action),
          appearance: 'interaction-only',
          retry: 'never',
          'refresh-expired': 'never',
          callback: (token) => finish(token === '' ? failed('empty token') : E.right(token)),
          'error-callback': (code) => {
            finish(failed(`turnstile error ${code}`))
            return true // handled: Turnstile need not log it again
          },
          'expired-callback': () => finish(failed('expired')),
          'timeout-callback': () => finish(failed('challenge timeout')),
        })
      } catch (error) {
        finish(failed(error instanceof Error ? error.message : String(error)))
      }
      // The callback may have fired during render (a fake, a cached pass): remove the widget now.
      if (settled && typeof widgetId === 'string') api.remove(widgetId)
    })
  },
})
