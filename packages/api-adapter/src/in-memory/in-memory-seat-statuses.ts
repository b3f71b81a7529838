import type { Presentation, Result, SeatStatusEntry, SeatStatuses, SeatStatusQuery } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import type { InMemoryBoxOffice } from './box-office'
import { statusOfCode, type PresentationSeating } from './presentation-seating'
import type { ClaimedPlace } from './seat-ledger'

const reservedEntries = (
  seating: PresentationSeating,
  claims: readonly ClaimedPlace[],
  sectionId: number | undefined,
): SeatStatusEntry[] => {
  const statuses = seating.statusesFor(claims, null)
  const entries: SeatStatusEntry[] = []
  seating.index.seats.forEach((seat, number) => {
    if (seat.y === null || (sectionId !== undefined && seat.sectionId !== sectionId)) return
    entries.push({
      sectionId: seat.sectionId,
      groupId: seat.groupId,
      x: seat.x,
      y: seat.y,
      allocationId: seat.allocationId,
      ticketGroupId: seat.ticketGroupId,
      status: statusOfCode(statuses[number]),
    })
  })
  return entries
}

const gaEntries = (seating: PresentationSeating, claims: readonly ClaimedPlace[], sectionId: number | undefined): SeatStatusEntry[] =>
  claims
    .filter(
      ({ place }) => seating.section(place.sectionId)?.isReserved === false && (sectionId === undefined || place.sectionId === sectionId),
    )
    .map(({ place, claim }) => ({
      ...place,
      groupId: 0,
      allocationId: null,
      ticketGroupId: claim.kind === 'locked' ? claim.ticketGroupId : null,
      status: claim.kind === 'locked' ? 'selected' : 'unavailable',
    }))

/** §7 seats in memory: the state of every seat of a presentation, as every visitor sees it. */
export class InMemorySeatStatuses implements SeatStatuses {
  constructor(private readonly office: InMemoryBoxOffice) {}

  /**
   * §4/§7 seats-status: every reserved seat of the plan (or of `sectionId`) with its status now
   * — sold 'unavailable', locked by anyone 'selected' (the visitor's own included, as §4's
   * statuses expect), held or sold before opening as the dataset says — and the taken places of
   * general-admission sections (locked 'selected', sold 'unavailable'). PRSNT_NOT_FOUND for an
   * unknown presentation, NOT_FOUND for one without a seat plan.
   */
  seatsStatus(query: SeatStatusQuery): Promise<Result<readonly SeatStatusEntry[]>> {
    const entries = pipe(
      this.office.presentation(query.presentationId),
      E.chain((presentation: Presentation) =>
        pipe(
          this.office.seating(presentation),
          E.map((seating): readonly SeatStatusEntry[] => {
            const claims = this.office.seats.claimed(presentation.id, this.office.now())
            return [...reservedEntries(seating, claims, query.sectionId), ...gaEntries(seating, claims, query.sectionId)]
          }),
        ),
      ),
    )
    return Promise.resolve(entries)
  }
}
