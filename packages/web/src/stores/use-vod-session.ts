import { use } from 'react'
import type { VodSession } from '../vod/vod-session'
import { useStores } from './store-context'

/** The VOD session for the VOD screen; suspends while it loads (the shell shows it as loading), never once it has. */
export const useVodSession = (): VodSession => use(useStores().vodSession())
