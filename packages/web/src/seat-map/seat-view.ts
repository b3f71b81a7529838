import { useState } from 'react'

/** §3 how the visitor chooses reserved seats: on the map, or from a list by section and row. */
export type SeatView = 'map' | 'list'

/** Where the choice is kept: for the visit (the tab's session), not for ever. */
export const SEAT_VIEW_STORAGE_KEY = 'kartis.seatView'

const storedView = (): SeatView => {
  try {
    return window.sessionStorage.getItem(SEAT_VIEW_STORAGE_KEY) === 'list' ? 'list' : 'map'
  } catch {
    // Storage refused (privacy mode, a sandboxed frame): the map, and the choice lasts the page.
    return 'map'
  }
}

/** §3 the visitor's seat view, remembered for the visit: every seat map of the visit opens the way they last chose. */
export const useSeatView = (): readonly [SeatView, (view: SeatView) => void] => {
  const [view, setView] = useState<SeatView>(storedView)
  const choose = (next: SeatView): void => {
    setView(next)
    try {
      window.sessionStorage.setItem(SEAT_VIEW_STORAGE_KEY, next)
    } catch {
      // Not remembered; the choice still holds on this page.
    }
  }
  return [view, choose]
}
