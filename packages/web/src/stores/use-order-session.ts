import { use } from 'react'
import type { OrderSession } from './order-session'
import { useStores } from './store-context'

/**
 * The order session for the order, checkout and e-ticket pages; suspends while it loads (the shell
 * shows it as loading). A session made already is returned as is: use() would suspend once more on its settled promise (React tracks only the promises it has seen), flashing the loading state, and a suspension begun inside act() in tests may never be retried.
 */
export const useOrderSession = (): OrderSession => {
  const stores = useStores()
  return stores.loadedOrderSession ?? use(stores.orderSession())
}
