import type { Presentation, SeatingMode } from '../model/presentation'
import type { SeatPlan } from '../model/seat-plan'

/**
 * §4 seating mode from the two facts that decide it: whether reserved seats are present
 * and how many general-admission sections there are. Neither reserved nor GA (an empty
 * plan) reads as reserved, the mode that needs no GA quantity picker.
 */
const modeOf = (hasReserved: boolean, gaSections: number): SeatingMode => {
  if (hasReserved) return gaSections > 0 ? 'mixed' : 'reserved'
  if (gaSections === 1) return 'singleGA'
  if (gaSections > 1) return 'multiGA'
  return 'reserved'
}

/** §4 seating mode of a presentation: reserved only, mixed, single GA or multi GA (isReserved and the GA count isGA). */
export const seatingMode = (presentation: Pick<Presentation, 'isReserved' | 'isGA'>): SeatingMode =>
  modeOf(presentation.isReserved, presentation.isGA)

/** §4 seating mode read from a loaded seat plan: reserved sections present, and the count of GA sections. */
export const seatingModeOfPlan = (plan: SeatPlan): SeatingMode =>
  modeOf(
    plan.sections.some((section) => section.isReserved),
    plan.sections.filter((section) => !section.isReserved).length,
  )
