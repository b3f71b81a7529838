import * as t from 'io-ts'
import * as E from 'fp-ts/Either'
import type { BestAvailableMatch, LockedSeat, SeatKey, SeatLockRequest, SeatStatusEntry, SeatStatusKey } from '@kartis/core'
import { JerusalemDate } from './date-codec'
import { listOf, nullable, withDefault } from './optionality'
import { PresentationCodec } from './presentation'
import { QueryList } from './query-list'
import { Acknowledgement, orError } from './result-codec'
import { oneOf, plainInteger, QueryFlag, WireInt, WireString } from './scalars'
import { seatStatusOfCode, SeatSectionCodec, SeatStatusCodec } from './seat-plan'
import { SeatSectionColumnsCodec } from './seat-plan-columns'
import { field, tolerantObject, tolerantStruct, wireObject, wrapped, type WireObject } from './tolerant-keys'

/** §7 seats: presentations by date, seat plan, seats status, lock, unlock, best available. */

// ---- GET /seats/presentations?date= --------------------------------------------------------

/** §7 GET /seats/presentations query: a Jerusalem date, YYYY-MM-DD. */
export const SeatsPresentationsParams = tolerantStruct({ date: JerusalemDate }, 'seats presentations params')
export type SeatsPresentationsParams = t.TypeOf<typeof SeatsPresentationsParams>

/** §7 "returns presentations". */
export const SeatsPresentationsResponse = wrapped('presentations', listOf(PresentationCodec))

// ---- GET /seats/seatplan -------------------------------------------------------------------

/** §7 GET /seats/seatplan query: venueId, seatplanId. */
export const SeatPlanParams = tolerantStruct({ venueId: WireInt, seatplanId: WireInt }, 'seat plan params')
export type SeatPlanParams = t.TypeOf<typeof SeatPlanParams>

/** §7 "returns sections": section → group → row → seat (the plan is these with the query's venue and seat plan ids). */
export const SeatPlanResponse = wrapped('sections', listOf(SeatSectionCodec))

/** Issue 16 §1 GET /seats/seatplan/columns: the same sections with each row's seats in columns (seat-plan-columns.ts). */
export const SeatPlanColumnsResponse = wrapped('sections', listOf(SeatSectionColumnsCodec))

// ---- GET /seats/seats-status ---------------------------------------------------------------

const SeatStatusKeyCodec: t.Type<SeatStatusKey, WireObject, unknown> = wireObject('seat key', {
  sectionId: field('sectionId', WireInt),
  x: field('x', WireInt),
  y: field('y', WireInt),
})

/** §7 seats-status modifySeats: a seat of the reservation being modified, in a query string as "sectionId:x:y". */
export const SeatKeyText = new t.Type<SeatStatusKey, string, unknown>(
  'seat "sectionId:x:y"',
  SeatStatusKeyCodec.is,
  (u, c) => {
    const parts = typeof u === 'string' ? u.split(':') : []
    const [sectionId, x, y] = parts.map((p) => WireInt.decode(p))
    if (parts.length !== 3 || sectionId === undefined || x === undefined || y === undefined) return t.failure(u, c)
    if (E.isLeft(sectionId) || E.isLeft(x) || E.isLeft(y)) return t.failure(u, c)
    return t.success({ sectionId: sectionId.right, x: x.right, y: y.right })
  },
  (key) => `${key.sectionId}:${key.x}:${key.y}`,
)

/**
 * §7 GET /seats/seats-status query: presentationId, venueTypeId, isReserved (1 or 0),
 * recaptchaToken, isHold; optional sectionId, domain (presLive), miniSiteUrl, modifySeats.
 */
export const SeatsStatusParams = tolerantObject(
  'seats status params',
  {
    presentationId: WireInt,
    venueTypeId: WireInt,
    isReserved: QueryFlag,
    recaptchaToken: WireString,
    isHold: withDefault(QueryFlag, false),
    modifySeats: QueryList(SeatKeyText),
  },
  { sectionId: WireInt, domain: oneOf(['presLive'], 'domain (presLive)'), miniSiteUrl: WireString },
)
export type SeatsStatusParams = t.TypeOf<typeof SeatsStatusParams>

/** The domain shape of an entry, for its guard. */
const SeatStatusEntryShape: t.Type<SeatStatusEntry, WireObject, unknown> = wireObject('seat status entry', {
  sectionId: field('sectionId', WireInt),
  groupId: field('groupId', WireInt),
  x: field('x', WireInt),
  y: field('y', WireInt),
  allocationId: field('allocationId', nullable(WireInt)),
  ticketGroupId: field('ticketGroupId', nullable(WireInt)),
  status: field('status', SeatStatusCodec),
})

const entryCodecs = [WireInt, WireInt, WireInt, WireInt, nullable(WireInt), nullable(WireInt), SeatStatusCodec] as const

/** A plain integer or null (absence reads as null, as `nullable` does); anything else, numeric text among it, undefined. */
const plainIntegerOrNull = (u: unknown): number | null | undefined => (u === null || u === undefined ? null : plainInteger(u))

/**
 * An entry of plain JSON integers, as this box office writes them, read without io-ts' seven steps per entry:
 * the arena answers 20,000 entries, which took ~150 ms on a first (unoptimised) read in Node. Anything else is
 * undefined here and read by the codecs below, which give the same entry for the same input.
 */
const plainEntry = (u: readonly unknown[]): SeatStatusEntry | undefined => {
  const sectionId = plainInteger(u[0])
  const groupId = plainInteger(u[1])
  const x = plainInteger(u[2])
  const y = plainInteger(u[3])
  const allocationId = plainIntegerOrNull(u[4])
  const ticketGroupId = plainIntegerOrNull(u[5])
  const code = plainInteger(u[6])
  if (
    sectionId === undefined ||
    groupId === undefined ||
    x === undefined ||
    y === undefined ||
    allocationId === undefined ||
    ticketGroupId === undefined ||
    code === undefined
  )
    return undefined
  return { sectionId, groupId, x, y, allocationId, ticketGroupId, status: seatStatusOfCode(code) }
}

/**
 * §7 a seats-status entry is an array [sectionId, groupId, x, y, allocationId,
 * ticketGroupId, status]; elements past the seventh are ignored.
 */
export const SeatStatusEntryCodec = new t.Type<SeatStatusEntry, readonly unknown[], unknown>(
  '[sectionId, groupId, x, y, allocationId, ticketGroupId, status]',
  SeatStatusEntryShape.is,
  (u, c) => {
    if (!Array.isArray(u) || u.length < entryCodecs.length) return t.failure(u, c)
    const plain = plainEntry(u)
    if (plain !== undefined) return t.success(plain)
    const [sectionId, groupId, x, y, allocationId, ticketGroupId, status] = [
      entryCodecs[0].validate(u[0], t.appendContext(c, '0', entryCodecs[0], u[0])),
      entryCodecs[1].validate(u[1], t.appendContext(c, '1', entryCodecs[1], u[1])),
      entryCodecs[2].validate(u[2], t.appendContext(c, '2', entryCodecs[2], u[2])),
      entryCodecs[3].validate(u[3], t.appendContext(c, '3', entryCodecs[3], u[3])),
      entryCodecs[4].validate(u[4], t.appendContext(c, '4', entryCodecs[4], u[4])),
      entryCodecs[5].validate(u[5], t.appendContext(c, '5', entryCodecs[5], u[5])),
      entryCodecs[6].validate(u[6], t.appendContext(c, '6', entryCodecs[6], u[6])),
    ] as const
    if (
      E.isRight(sectionId) &&
      E.isRight(groupId) &&
      E.isRight(x) &&
      E.isRight(y) &&
      E.isRight(allocationId) &&
      E.isRight(ticketGroupId) &&
      E.isRight(status)
    ) {
      return t.success({
        sectionId: sectionId.right,
        groupId: groupId.right,
        x: x.right,
        y: y.right,
        allocationId: allocationId.right,
        ticketGroupId: ticketGroupId.right,
        status: status.right,
      })
    }
    return t.failures([sectionId, groupId, x, y, allocationId, ticketGroupId, status].flatMap((r) => (E.isLeft(r) ? r.left : [])))
  },
  (e) => [e.sectionId, e.groupId, e.x, e.y, e.allocationId, e.ticketGroupId, SeatStatusCodec.encode(e.status)],
)

/** §7 "returns seats as arrays". */
export const SeatsStatusResponse = wrapped('seats', listOf(SeatStatusEntryCodec))

// ---- PUT /seats/lock-seat, PUT /seats/unlock-seat -----------------------------------------

/** §7 seat: PresentationId, VenueId, VenueSeatplanId, VenueSectionId, TicketGroupId, XCoordinate, YCoordinate (null for GA). */
export const SeatLockRequestCodec: t.Type<SeatLockRequest, WireObject, unknown> = wireObject('seat to lock', {
  presentationId: field('PresentationId', WireInt),
  venueId: field('VenueId', WireInt),
  seatplanId: field('VenueSeatplanId', WireInt, 'SeatplanId'),
  sectionId: field('VenueSectionId', WireInt, 'SectionId'),
  ticketGroupId: field('TicketGroupId', nullable(WireInt)),
  x: field('XCoordinate', WireInt),
  y: field('YCoordinate', nullable(WireInt)),
})

/** §7 PUT /seats/lock-seat and /seats/unlock-seat body: recaptchaToken and seat. */
export const SeatLockBody = tolerantStruct({ recaptchaToken: WireString, seat: SeatLockRequestCodec }, 'seat lock body')
export type SeatLockBody = t.TypeOf<typeof SeatLockBody>

/** §7 lockedSeat: x, y, allocationId. */
export const LockedSeatCodec: t.Type<LockedSeat, WireObject, unknown> = wireObject('locked seat', {
  x: field('x', WireInt, 'XCoordinate'),
  y: field('y', WireInt, 'YCoordinate'),
  allocationId: field('allocationId', nullable(WireInt)),
})

/** §7 lock-seat "returns error or lockedSeat with x and y". */
export const LockSeatResponse = orError(wrapped('lockedSeat', LockedSeatCodec))

/** §7 unlock-seat answers success or error (shape not shown). */
export const UnlockSeatResponse = Acknowledgement

// ---- GET /seats/best-available -------------------------------------------------------------

/** §9 best available: at most 5 matches, 1 result per match. */
export const BEST_AVAILABLE_DEFAULTS = { maxMatches: 5, resultsPerMatch: 1, isBestPerPresentation: true, isLock: true } as const

/**
 * §7 GET /seats/best-available query: recaptchaToken, maxMatches (5), featureId,
 * presentationId, ticketGroupId, quantity, resultsPerMatch (1), isBestPerPresentation (1),
 * startDate, endDate, locationId, partOfDay, isLock (1), miniSiteUrl.
 */
export const BestAvailableParams = tolerantObject(
  'best available params',
  {
    recaptchaToken: WireString,
    quantity: WireInt,
    maxMatches: withDefault(WireInt, BEST_AVAILABLE_DEFAULTS.maxMatches),
    resultsPerMatch: withDefault(WireInt, BEST_AVAILABLE_DEFAULTS.resultsPerMatch),
    isBestPerPresentation: withDefault(QueryFlag, BEST_AVAILABLE_DEFAULTS.isBestPerPresentation),
    isLock: withDefault(QueryFlag, BEST_AVAILABLE_DEFAULTS.isLock),
  },
  {
    featureId: WireInt,
    presentationId: WireInt,
    ticketGroupId: WireInt,
    startDate: JerusalemDate,
    endDate: JerusalemDate,
    locationId: WireInt,
    partOfDay: WireString,
    miniSiteUrl: WireString,
  },
)
export type BestAvailableParams = t.TypeOf<typeof BestAvailableParams>

const MatchedSeatCodec: t.Type<SeatKey, WireObject, unknown> = wireObject('matched seat', {
  sectionId: field('VenueSectionId', WireInt, 'SectionId'),
  x: field('XCoordinate', WireInt),
  y: field('YCoordinate', nullable(WireInt)),
})

/** §7 a match (designed): `{ PresentationId, Seats: [{ VenueSectionId, XCoordinate, YCoordinate }] }`. */
export const BestAvailableMatchCodec: t.Type<BestAvailableMatch, WireObject, unknown> = wireObject('best available match', {
  presentationId: field('PresentationId', WireInt),
  seats: field('Seats', listOf(MatchedSeatCodec)),
})

/** §7 "returns matches" (or an error such as NOT_ENOUGH_SEATS). */
export const BestAvailableResponse = orError(wrapped('matches', listOf(BestAvailableMatchCodec)))
