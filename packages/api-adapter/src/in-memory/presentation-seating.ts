import {
  indexSeatPlan,
  SeatStatusCode,
  seatNumber,
  seatStatuses,
  type Seat,
  type SeatKey,
  type SeatPlan,
  type SeatPlanIndex,
  type SeatSection,
  type SeatStatus,
  type SeatStatusArray,
} from '@kartis/core'
import type { ClaimedPlace, PlaceKey } from './seat-ledger'

const STATUS_OF_CODE: Readonly<Record<number, SeatStatus>> = {
  [SeatStatusCode.available]: 'available',
  [SeatStatusCode.selected]: 'selected',
  [SeatStatusCode.hold]: 'hold',
  [SeatStatusCode.unavailable]: 'unavailable',
}

/** §4 a status code of a SeatStatusArray as the status it stands for. */
export const statusOfCode = (code: number | undefined): SeatStatus =>
  code === undefined ? 'unavailable' : (STATUS_OF_CODE[code] ?? 'unavailable')

/**
 * §4 the seating of one presentation as the core's rules need it: the plan's layout index
 * (built once) and the statuses before anything was locked or sold here (the dataset's sold and
 * held seats), overlaid at each read with the live claims of the seat ledger.
 */
export class PresentationSeating {
  readonly index: SeatPlanIndex
  private readonly opening: SeatStatusArray

  constructor(readonly plan: SeatPlan) {
    this.index = indexSeatPlan(plan)
    this.opening = seatStatuses(this.index, plan, [])
  }

  /** §3 a section of the plan. */
  section(sectionId: number): SeatSection | undefined {
    return this.plan.sections.find((section) => section.id === sectionId)
  }

  /** §3 the plan's seat at a key, if there is one. */
  seatAt(key: SeatKey): Seat | undefined {
    const number = seatNumber(this.index, key)
    return number === undefined ? undefined : this.index.seats[number]
  }

  /**
   * §4 the statuses of the plan's seats with the live claims: a sold seat is unavailable, a
   * locked one selected, except the locks of `viewer`, which stay available (they are the
   * viewer's selection, as the core's rules expect). A null viewer sees every lock as selected.
   */
  statusesFor(claims: readonly ClaimedPlace[], viewer: string | null): SeatStatusArray {
    const statuses = this.opening.slice()
    for (const { place, claim } of claims) {
      const number = seatNumber(this.index, place)
      if (number === undefined) continue
      if (claim.kind === 'sold') statuses[number] = SeatStatusCode.unavailable
      else if (claim.uuid !== viewer) statuses[number] = SeatStatusCode.selected
    }
    return statuses
  }

  /** §4 the reserved seats `uuid` holds locked: its selection for the core's rules. */
  selectionOf(claims: readonly ClaimedPlace[], uuid: string): readonly PlaceKey[] {
    return claims
      .filter(({ place, claim }) => claim.kind === 'locked' && claim.uuid === uuid && seatNumber(this.index, place) !== undefined)
      .map(({ place }) => place)
  }
}
