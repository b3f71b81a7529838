import type { Captcha } from '@kartis/core'
import { documentInsertScript, turnstileLoader } from './load-turnstile-script'
import { turnstileCaptcha, type WidgetHost } from './turnstile-captcha'

/** The widget's corner of the page: empty and invisible unless Cloudflare asks the visitor to act. */
const bodyWidgetHost = (document: Document): WidgetHost => ({
  mount: () => {
    const element = document.createElement('div')
    element.className = 'captcha-widget'
    element.style.cssText = 'position:fixed;inset-block-end:1rem;inset-inline-end:1rem;z-index:1000'
    document.body.appendChild(element)
    return element
  },
  unmount: (element) => element.remove(),
})

/**
 * §9 the storefront's Turnstile captcha in this window: Cloudflare's script loaded on the first
 * token, the widget in a corner of the page. Imported lazily (main.tsx), only when the box
 * office uses Turnstile.
 */
export const cloudflareTurnstileCaptcha = (siteKey: string, window: Window): Captcha =>
  turnstileCaptcha({
    siteKey,
    api: turnstileLoader(window, documentInsertScript(window.document)),
    host: bodyWidgetHost(window.document),
    timers: {
      setTimeout: (run, ms) => window.setTimeout(run, ms),
      clearTimeout: (handle) => window.clearTimeout(typeof handle === 'number' ? handle : undefined),
    },
  })
