import * as E from 'fp-ts/Either'
import {
  combinedSeatStatus,
  kartisError,
  seatNumber,
  withSeatStatuses,
  type Result,
  type SeatPlan,
  type SeatStatus,
  type SeatStatusArray,
} from '@kartis/core'
import type { InMemoryBoxOffice } from './box-office'
import { statusOfCode, type PresentationSeating } from './presentation-seating'

/**
 * §4/§7 the seat plan of presentations that share it (a membership's or an enrolment's), each
 * seat's status for the visitor combined over all of them (combinedSeatStatus: available only
 * where it is available in every one). NOT_FOUND { ...notFound } when none is named.
 */
export const combinedSeatPlan = (
  office: InMemoryBoxOffice,
  uuid: string,
  presentationIds: readonly number[],
  notFound: Readonly<Record<string, number>>,
): Result<SeatPlan> => {
  const now = office.now()
  const seatings: { readonly seating: PresentationSeating; readonly statuses: SeatStatusArray }[] = []
  for (const id of presentationIds) {
    const presentation = office.presentation(id)
    if (E.isLeft(presentation)) return presentation
    const seating = office.seating(presentation.right)
    if (E.isLeft(seating)) return seating
    seatings.push({ seating: seating.right, statuses: seating.right.statusesFor(office.seats.claimed(id, now), uuid) })
  }
  const [first] = seatings
  if (first === undefined) return E.left(kartisError('NOT_FOUND', notFound))
  const statusOf = (seat: Parameters<typeof seatNumber>[1]): SeatStatus =>
    combinedSeatStatus(seatings.map(({ seating, statuses }) => statusOfCode(statuses[seatNumber(seating.index, seat) ?? -1])))
  return E.right(withSeatStatuses(first.seating.plan, statusOf))
}
