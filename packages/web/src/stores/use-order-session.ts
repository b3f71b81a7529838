import { use } from 'react'
import type { OrderSession } from './order-session'
import { useStores } from './store-context'

/** The order session for the order, checkout and e-ticket pages; suspends while it loads (the shell shows it as loading), never once it has. */
export const useOrderSession = (): OrderSession => use(useStores().orderSession())
