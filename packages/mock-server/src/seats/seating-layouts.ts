import { indexSeatPlan, type SeatPlan, type SeatPlanIndex, type SeatSection } from '@kartis/core'
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
  /**
   * §4 the core's index of one row (the seats of `sectionId` at `y`), built on first use and
   * kept; undefined when the plan has no such row. A lock runs the seat rules on its row only.
   */
  readonly rowIndex: (sectionId: number, y: number) => SeatPlanIndex | undefined
}

/**
 * §4 the plan cut down to one row: the section with only the seats at `y`. The single-seat
 * rule and couches look only along a row (neighbours are seats of one section and y), so the
 * core's rules give the same answers on it as on the whole plan, while a lock no longer
 * allocates and scans arrays of every seat of the venue (20,000 in the arena) on each call.
 */
const rowPlan = (plan: SeatPlan, section: SeatSection, y: number): SeatPlan => ({
  ...plan,
  sections: [
    {
      ...section,
      groups: section.groups
        .map((group) => ({
          ...group,
          rows: group.rows
            .map((row) => ({ ...row, seats: row.seats.filter((seat) => seat.y === y) }))
            .filter((row) => row.seats.length > 0),
        }))
        .filter((group) => group.rows.length > 0),
    },
  ],
})

/** §4 a lazily filled cache of row indexes of one plan (see SeatingLayout.rowIndex). */
const rowIndexes = (plan: SeatPlan, index: SeatPlanIndex): SeatingLayout['rowIndex'] => {
  const built = new Map<string, SeatPlanIndex>()
  return (sectionId, y) => {
    const key = `${sectionId}/${y}`
    const known = built.get(key)
    if (known !== undefined) return known
    const section = plan.sections.find((s) => s.id === sectionId)
    if (section === undefined || index.lines.get(sectionId)?.get(y) === undefined) return undefined
    const row = indexSeatPlan(rowPlan(plan, section, y))
    built.set(key, row)
    return row
  }
}

/** §3 everything the seat rules need of a plan: the core's plan and index, its sections, and its rows on demand. */
export const seatingLayoutOf = (layout: SeatPlanLayout): SeatingLayout => {
  const plan = seatPlanOfLayout(layout, 'unavailable')
  const index = indexSeatPlan(plan)
  return { layout, plan, index, sections: new Map(layout.sections.map((s) => [s.id, s])), rowIndex: rowIndexes(plan, index) }
}

/**
 * §3 what the seat rules read of plans and presentations: the app's cache (SeatingLayouts), or its
 * view for one venue's pages (issue 15 §2, venues/venue-scope.ts: another business's presentation is unknown).
 */
export interface SeatPlans {
  /** §3 the plan of a venue, or null when the venue has no such plan. */
  layoutOf(venueId: number, seatplanId: number): Promise<SeatingLayout | null>
  /** §3 a presentation, or null for an unknown id. */
  presentation(presentationId: number): Promise<CatalogPresentation | null>
}

/** Presentations kept at most; more than the demo's schedule holds. */
const MAX_PRESENTATIONS = 10_000

/**
 * §3 seat plans and presentations as the seat calls read them, cached: a plan never changes
 * while it is on sale, and neither do the facts of a presentation the seat rules use. A
 * concurrent first read shares one load.
 */
export class SeatingLayouts implements SeatPlans {
  private readonly layouts = new Map<string, Promise<SeatingLayout | null>>()
  private readonly presentations = new Map<number, Promise<CatalogPresentation | null>>()

  constructor(private readonly catalog: CatalogRepository) {}

  /** §3 the plan of a venue, or null when the venue has no such plan. */
  layoutOf(venueId: number, seatplanId: number): Promise<SeatingLayout | null> {
    const key = `${venueId}/${seatplanId}`
    const known = this.layouts.get(key)
    if (known !== undefined) return known
    const loading = this.catalog.getSeatPlan(venueId, seatplanId).then((layout) => (layout === null ? null : seatingLayoutOf(layout)))
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
