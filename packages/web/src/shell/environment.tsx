import type { Clock } from '@kartis/core'
import { createContext, useContext, type ReactNode } from 'react'
import type { AppConfig } from '../config'

/** The part of Web Storage the shell uses (sessionStorage in the browser, a fake in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** What the shell asks of the browser window: session storage, a full reload and a full-page navigation. */
export interface BrowserActions {
  readonly storage: KeyValueStorage
  reload(): void
  assign(url: string): void
}

/** The world outside React the shell depends on, given once at start-up (fakes in tests). */
export interface AppEnvironment {
  readonly config: AppConfig
  readonly clock: Clock
  readonly browser: BrowserActions
}

/** §2/§9 the real window: its sessionStorage (read on each use, as it may throw when disabled), reload and location. */
export const windowActions = (target: Window): BrowserActions => ({
  storage: {
    getItem: (key) => target.sessionStorage.getItem(key),
    setItem: (key, value) => target.sessionStorage.setItem(key, value),
  },
  reload: () => target.location.reload(),
  assign: (url) => target.location.assign(url),
})

const EnvironmentContext = createContext<AppEnvironment | null>(null)

/** Provides the app environment to the components below. */
export const EnvironmentProvider = ({ environment, children }: { readonly environment: AppEnvironment; readonly children: ReactNode }) => (
  <EnvironmentContext.Provider value={environment}>{children}</EnvironmentContext.Provider>
)

/** The app environment; a component outside EnvironmentProvider is a bug. */
export const useEnvironment = (): AppEnvironment => {
  const environment = useContext(EnvironmentContext)
  if (environment === null) throw new Error('useEnvironment() outside <EnvironmentProvider>')
  return environment
}
