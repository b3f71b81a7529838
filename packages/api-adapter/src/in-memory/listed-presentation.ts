import type { Presentation } from '@kartis/core'

/** §3/§7 a presentation as lists and look-ups send it: without its seat plan (seatsLoaded false), which comes from the seat calls. */
export const listedPresentation = (presentation: Presentation): Presentation => ({ ...presentation, seatPlan: null, seatsLoaded: false })
