import type { Clock, KartisError, Locale } from '@kartis/core'
import { makeAutoObservable } from 'mobx'
import type { Layout } from '../config'
import type { MessageKey } from '../i18n/catalogue'
import type { MessageParams } from '../i18n/translate'

/** §9 a toast stays 3000 ms. */
export const TOAST_DURATION_MS = 3000

/** What a toast says: a core error, or a catalogue message with its tone. Text is derived when shown, in the current language. */
export type ToastContent =
  | { readonly kind: 'error'; readonly error: KartisError }
  | { readonly kind: 'info' | 'success'; readonly key: MessageKey; readonly params?: MessageParams }

/** §9 one toast on screen. */
export type Toast = ToastContent & { readonly id: number }

/** The facts the UI store starts from. */
export interface UiStoreInit {
  readonly locale: Locale
  readonly layout: Layout
}

/** §9 the interface's own state: the toasts on screen, the locale and the layout. */
export class UiStore {
  toasts: readonly Toast[] = []
  locale: Locale
  readonly layout: Layout
  readonly #clock: Clock
  readonly #timers = new Map<number, () => void>()
  #nextId = 1

  constructor(clock: Clock, init: UiStoreInit) {
    this.#clock = clock
    this.locale = init.locale
    this.layout = init.layout
    makeAutoObservable(this)
  }

  /** §1/§5 switches the interface language (one of the four locales). */
  setLocale(locale: Locale): void {
    this.locale = locale
  }

  /** §8/§9 shows an error as a toast for 3000 ms; returns its id. */
  showError(error: KartisError): number {
    return this.#show({ kind: 'error', error })
  }

  /** §9 shows a catalogue message as a toast for 3000 ms; returns its id. */
  showMessage(key: MessageKey, params?: MessageParams, kind: 'info' | 'success' = 'info'): number {
    return this.#show(params === undefined ? { kind, key } : { kind, key, params })
  }

  /** §9 removes a toast before its time (its close button). */
  dismissToast(id: number): void {
    this.#timers.get(id)?.()
    this.#timers.delete(id)
    this.toasts = this.toasts.filter((toast) => toast.id !== id)
  }

  #show(content: ToastContent): number {
    const id = this.#nextId++
    this.toasts = [...this.toasts, { ...content, id }]
    const stop = this.#clock.every(TOAST_DURATION_MS, () => this.dismissToast(id))
    this.#timers.set(id, stop)
    return id
  }
}
