import { makeAutoObservable } from 'mobx'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@kartis/core'
import type { KeyValueStorage } from '@kartis/api-adapter'

/** Where the console keeps the language chosen (this browser only). */
export const LOCALE_STORAGE_KEY = 'kartis.console.locale'

/** §1 the console's language: `?lang=` when given, else the one chosen before, else Hebrew. */
export const initialLocale = (search: string, storage: KeyValueStorage): Locale => {
  const asked = new URLSearchParams(search).get('lang') ?? storage.getItem(LOCALE_STORAGE_KEY) ?? DEFAULT_LOCALE
  return isLocale(asked) ? asked : DEFAULT_LOCALE
}

/** §1 the interface language, kept for the next visit. */
export class UiStore {
  constructor(
    public locale: Locale,
    private readonly storage: KeyValueStorage,
  ) {
    makeAutoObservable<UiStore, 'storage'>(this, { storage: false })
  }

  setLocale(locale: Locale): void {
    this.locale = locale
    this.storage.setItem(LOCALE_STORAGE_KEY, locale)
  }
}
