import type { Presentation } from '../model/presentation'
import type { SeatPlan, SeatSection } from '../model/seat-plan'

/** §4 where the sale happens: the public site, a mini-site or the live (producer) domain. */
export type SaleDomain = 'public' | 'miniSite' | 'live'

/** §4 a seat with an allocation that can still be sold. */
const hasAvailableAllocatedSeat = (plan: SeatPlan): boolean =>
  plan.sections.some((section) =>
    section.groups.some((group) =>
      group.rows.some((row) => row.seats.some((seat) => seat.allocationId !== null && seat.status === 'available')),
    ),
  )

/**
 * §4 sold out: in a mini-site or the live domain, the soldout flag counts only when no seat
 * with an allocation is still available (an unloaded plan has none); elsewhere the flag alone decides.
 */
export const isSoldOut = (presentation: Pick<Presentation, 'soldout' | 'seatPlan'>, domain: SaleDomain): boolean => {
  if (!presentation.soldout) return false
  if (domain === 'public') return true
  return presentation.seatPlan === null || !hasAvailableAllocatedSeat(presentation.seatPlan)
}

/** A section still has a place to sell: an available seat, or free GA capacity. */
const hasAvailablePlace = (section: SeatSection): boolean =>
  (!section.isReserved && (section.gaCapacity ?? 0) > 0) ||
  section.groups.some((group) => group.rows.some((row) => row.seats.some((seat) => seat.status === 'available')))

/**
 * §4 after seat status loads, sections with no available seats are marked sold out (and
 * sections that have some again are not). Unchanged sections keep their identity.
 */
export const markSoldOutSections = (plan: SeatPlan): SeatPlan => {
  let changed = false
  const sections = plan.sections.map((section) => {
    const isSoldOut = !hasAvailablePlace(section)
    if (isSoldOut === section.isSoldOut) return section
    changed = true
    return { ...section, isSoldOut }
  })
  return changed ? { ...plan, sections } : plan
}
