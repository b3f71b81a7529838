import { useEffect } from 'react'
import { useStores } from '../stores/store-context'

/** §9 what counts as the visitor being active: pressing, typing or scrolling anywhere on the page. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

/** §4/§9 restarts the order's idle time on any activity, on every page (checkout's form included). */
export const ActivityWatch = () => {
  const stores = useStores()
  useEffect(() => {
    // Before any order page has made the order session there is no idle time to restart.
    const touch = () => stores.loadedOrderSession?.order.touch()
    for (const name of ACTIVITY_EVENTS) document.addEventListener(name, touch, { passive: true, capture: true })
    return () => {
      for (const name of ACTIVITY_EVENTS) document.removeEventListener(name, touch, { capture: true })
    }
  }, [stores])
  return null
}
