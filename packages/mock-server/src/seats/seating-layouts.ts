import { indexSeatPlan, type SeatPlan, type SeatPlanIndex } from '@kartis/core'
import type { CatalogPresentation, CatalogRepository } from '../storage/catalog-repository'
import { seatPlanOfLayout, type PlanSection, type SeatPlanLayout } from '@kartis/api-adapter'

/** §3 a venue's seat plan with everything the seat rules need, built once. */
export interface SeatingLayout {
  readonly layout: SeatPlanLayout
  /** The core's plan of the layout, every seat 'unavailable' (the seat plan call's answer). */
  readonly plan: SeatPlan
  /** The core's index of the plan, for the seating rules. */
  readonly index: SeatPlanIndex
  readonly sections: ReadonlyMap<number, PlanSection>
}

/** Presentations kept at most; more than the demo's schedule holds. */
const MAX_PRESENTATIONS = 10_000

/**
 * §3 seat plans and presentations as the seat calls read them, cached: a plan never changes
 * while it is on sale, and neither do the facts of a presentation the seat rules use. A
 * concurrent first read shares one load.
 */
export class SeatingLayouts {
  private readonly layouts = new Map<string, Promise<SeatingLayout | null>>()
  private readonly presentations = new Map<number, Promise<CatalogPresentation | null>>()

  constructor(private readonly catalog: CatalogRepository) {}

  /** §3 the plan of a venue, or null when the venue has no such plan. */
  layoutOf(venueId: number, seatplanId: number): Promise<SeatingLayout | null> {
    const key = `${venueId}/${seatplanId}`
    const known = this.layouts.get(key)
    if (known !== undefined) return known
    const loading = this.catalog.getSeatPlan(venueId, seatplanId).then((layout): SeatingLayout | null => {
      if (layout === null) return null
      const plan = seatPlanOfLayout(layout, 'unavailable')
      return { layout, plan, index: indexSeatPlan(plan), sections: new Map(layout.sections.map((s) => [s.id, s])) }
    })
    this.layouts.set(key, loading)
    // A failed load is not remembered.
    loading.catch(() => this.layouts.delete(key))
    return loading
  }

  /** §3 a presentation, or null for an unknown id (nulls are not cached: one may be added). */
  presentation(presentationId: number): Promise<CatalogPresentation | null> {
    const known = this.presentations.get(presentationId)
    if (known !== undefined) return known
    const loading = this.catalog.getPresentation(presentationId)
    if (this.presentations.size >= MAX_PRESENTATIONS) this.presentations.clear()
    this.presentations.set(presentationId, loading)
    loading.then(
      (found) => {
        if (found === null) this.presentations.delete(presentationId)
      },
      () => this.presentations.delete(presentationId),
    )
    return loading
  }
}
