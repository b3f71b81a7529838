import { addDays, fromJerusalemLocal } from '@kartis/core'

/** §1/§9 the instant a Jerusalem calendar day (YYYY-MM-DD) starts, `plusDays` days later. */
export const jerusalemDayStart = (date: string, plusDays = 0): number => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return fromJerusalemLocal({ ...addDays({ year, month, day }, plusDays), hour: 0, minute: 0 })
}

/** §1/§9 the instants a Jerusalem calendar day starts and the next one starts. */
export const jerusalemDayBounds = (date: string): { readonly from: number; readonly to: number } => ({
  from: jerusalemDayStart(date),
  to: jerusalemDayStart(date, 1),
})
