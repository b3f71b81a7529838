import { createContext, useContext, type ReactNode } from 'react'
import type { ConsoleStore } from './console-store'

const StoreContext = createContext<ConsoleStore | null>(null)

/** Provides the console's stores to the components below. */
export const StoreProvider = ({ store, children }: { readonly store: ConsoleStore; readonly children: ReactNode }) => (
  <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
)

/** The console's stores; a component outside StoreProvider is a bug. */
export const useStores = (): ConsoleStore => {
  const store = useContext(StoreContext)
  if (store === null) throw new Error('useStores() outside <StoreProvider>')
  return store
}
