import { createContext, useContext, type ReactNode } from 'react'
import type { RootStore } from './root-store'

const StoreContext = createContext<RootStore | null>(null)

/** Provides the app's root store to the components below. */
export const StoreProvider = ({ store, children }: { readonly store: RootStore; readonly children: ReactNode }) => (
  <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
)

/** The app's root store; a component outside StoreProvider is a bug. */
export const useStores = (): RootStore => {
  const store = useContext(StoreContext)
  if (store === null) throw new Error('useStores() outside <StoreProvider>')
  return store
}
