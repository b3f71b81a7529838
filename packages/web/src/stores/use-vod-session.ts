import { use } from 'react'
import type { VodSession } from '../vod/vod-session'
import { useStores } from './store-context'

/** The VOD session for the VOD screen; suspends while it loads (the shell shows it as loading), once (see useOrderSession). */
export const useVodSession = (): VodSession => {
  const stores = useStores()
  return stores.loadedVodSession ?? use(stores.vodSession())
}
