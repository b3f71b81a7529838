import { SeatAttribute } from '@kartis/core'
import type { PlanSeat, PresentationDraft, SeatPlanLayout } from './catalog-snapshot'
import { GA_ROW } from '../in-memory/seat-locking'
import { createRandom, seedFrom, type Random } from './prng'

/** A seat of the plan the demo marks sold or held, with the ticket group it sells under. */
export interface DemoSeat {
  readonly sectionId: number
  readonly x: number
  readonly y: number
  readonly ticketGroupId: number
}

/** What a new demo presentation starts with, so its map looks lived-in. */
export interface DemoOccupancy {
  readonly sold: readonly DemoSeat[]
  readonly held: readonly DemoSeat[]
}

const HOLD_CHANCE = 0.02

const isCouch = (seat: PlanSeat): boolean => seat.attributes.includes(SeatAttribute.couch)

/**
 * Sold seats come in blocks of 2–4 along a row (people buy together); a couch is sold whole;
 * about 2 % of the remaining seats are held (status 3), never half a couch.
 */
const reservedRow = (seats: readonly PlanSeat[], share: number, random: Random): DemoOccupancy => {
  const sold = new Set<number>()
  let block = 0
  seats.forEach((_, i) => {
    if (block === 0 && random.chance(share / 2.5)) block = random.int(2, 4)
    if (block > 0) {
      sold.add(i)
      block--
    }
  })
  // A couch's two places go together: sell the partner of any sold couch place.
  seats.forEach((seat, i) => {
    if (!sold.has(i) || !isCouch(seat)) return
    const partner = seat.attributes.includes(SeatAttribute.leftSeat) ? i + 1 : i - 1
    sold.add(partner)
  })
  const toDemo = (seat: PlanSeat): DemoSeat[] =>
    seat.ticketGroupId === null ? [] : [{ sectionId: seat.sectionId, x: seat.x, y: seat.y, ticketGroupId: seat.ticketGroupId }]
  return {
    sold: seats.filter((_, i) => sold.has(i)).flatMap(toDemo),
    held: seats.filter((seat, i) => !sold.has(i) && !isCouch(seat) && random.chance(HOLD_CHANCE)).flatMap(toDemo),
  }
}

/** §4 the seed text of a presentation's occupancy: its venue, start and feature, so a slot always opens alike. */
export const demoOccupancyKey = (presentation: Pick<PresentationDraft, 'venueId' | 'startsAt' | 'featureId'>): string =>
  `${presentation.venueId}:${presentation.startsAt ?? 'untimed'}:${presentation.featureId}`

/**
 * §4 deterministic occupancy of a new presentation from its seed text: a share of 15–45 % sold
 * (chosen per presentation), scattered as above in reserved sections (each with at least one
 * held seat) and as the first places (x 1…n, row GA_ROW) of GA sections.
 */
export const demoOccupancy = (plan: SeatPlanLayout, seed: string): DemoOccupancy => {
  const random = createRandom(seedFrom(seed))
  const share = 0.15 + 0.3 * random.next()
  const parts = plan.sections.flatMap((section): DemoOccupancy[] => {
    if (!section.isReserved) {
      const capacity = section.capacity ?? 0
      const ticketGroupId = section.ticketGroupId
      if (ticketGroupId === null) return []
      const count = Math.round(capacity * share)
      return [
        {
          sold: Array.from({ length: count }, (_, i) => ({ sectionId: section.id, x: i + 1, y: GA_ROW, ticketGroupId })),
          held: [],
        },
      ]
    }
    const rows = section.groups.flatMap((group) => group.rows.map((row) => reservedRow(row.seats, share, random)))
    if (rows.some((row) => row.held.length > 0)) return rows
    // Every reserved section shows at least one held seat: the last free seat that is not a couch.
    const sold = new Set(rows.flatMap((row) => row.sold).map((seat) => `${seat.x}/${seat.y}`))
    const spare = section.groups
      .flatMap((group) => group.rows.flatMap((row) => row.seats))
      .filter((seat) => !sold.has(`${seat.x}/${seat.y}`) && !isCouch(seat) && seat.ticketGroupId !== null)
      .at(-1)
    if (spare === undefined || spare.ticketGroupId === null) return rows
    return [...rows, { sold: [], held: [{ sectionId: section.id, x: spare.x, y: spare.y, ticketGroupId: spare.ticketGroupId }] }]
  })
  return { sold: parts.flatMap((p) => p.sold), held: parts.flatMap((p) => p.held) }
}
