import { use } from 'react'
import type { CustomerSession } from '../customers/customer-session'
import { useStores } from './store-context'

/** The customer session for the customer-area and checkout pages; suspends while it loads (the shell shows it as loading), never once it has. */
export const useCustomerSession = (): CustomerSession => use(useStores().customerSession())
