import { enrolmentListing } from '@kartis/api-adapter'
import { agorot, kartisError, seatKeyId, seatTakenIn } from '@kartis/core'
import type { EnrolmentEvent, EnrolmentSeason, EnrolmentSelection, Enrolments, MembershipOnSale, Result } from '@kartis/core'
import { cinemaPlan } from '../seat-map/test-support/plans'

// Test support: the demo's enrolment season in small, and a box office that locks its seats as the server does.

const event = (presentationId: number, featureName: string, day: number, isRequired = false): EnrolmentEvent => ({
  presentationId,
  featureId: presentationId * 10,
  featureName,
  startDateTime: `2026-12-${String(day).padStart(2, '0')}T20:00:00+02:00`,
  venueId: 1,
  seatplanId: 1,
  isRequired,
})

/**
 * §2/§3 test support: season 2027 of membership 2001, five shows (the first required), a full rate
 * of 3–5 shows (₪540) and a trio of exactly 3 (₪390), ₪10 handling once per order.
 */
export const testSeason = (): EnrolmentSeason => ({
  membershipId: 2001,
  seasonId: 2027,
  name: 'מינוי עונת התיאטרון',
  rates: [
    { ticketId: 20011, ticketGroupId: 5, name: 'מינוי מלא', price: agorot(54_000), minEvents: 3, maxEvents: 5 },
    { ticketId: 20012, ticketGroupId: 5, name: 'שלישייה', price: agorot(39_000), minEvents: 3, maxEvents: 3 },
  ],
  events: [
    event(701, 'המלט', 3, true),
    event(702, 'אמא קוראז׳', 10),
    event(703, 'הדיבוק', 17),
    event(704, 'כנרת כנרת', 24),
    event(705, 'גטו', 31),
  ],
  serviceCharge: { name: 'דמי טיפול', amountPerOrder: agorot(1_000), percentRatePerOrder: 0 },
})

/** §2 test support: the season's entry in the membership list, made as the server makes it (the api-adapter demo's enrolmentListing). */
export const seasonListing = (season: EnrolmentSeason = testSeason()): MembershipOnSale => enrolmentListing(season)

const right = <T>(value: T): Promise<Result<T>> => Promise.resolve({ _tag: 'Right', right: value })

/**
 * §7 test support: a box office locking enrolment seats as the server does — in every named event,
 * all or none; a seat taken (`taken`: presentationId → seatKeyId) in one of them is refused with
 * ENROLMENT_SEAT_TAKEN naming it — answering the visitor's selections in the season's events.
 * Any other id is NOT_FOUND. Records every call.
 */
export const fakeEnrolments = (
  season: EnrolmentSeason = testSeason(),
  taken: ReadonlyMap<number, string> = new Map(),
): Enrolments & { readonly calls: string[]; readonly locks: Map<number, EnrolmentSelection> } => {
  const locks = new Map<number, EnrolmentSelection>()
  const calls: string[] = []
  const selections = (): readonly EnrolmentSelection[] =>
    season.events.flatMap((e) => {
      const lock = locks.get(e.presentationId)
      return lock === undefined ? [] : [lock]
    })
  const known = (membershipId: number) => membershipId === season.membershipId
  const notFound: Promise<Result<never>> = Promise.resolve({ _tag: 'Left', left: kartisError('NOT_FOUND') })
  return {
    calls,
    locks,
    season: (membershipId) => (known(membershipId) ? right(season) : notFound),
    seatPlan: (membershipId, presentationIds) => {
      calls.push(`plan ${presentationIds.join(',')}`)
      return known(membershipId) ? right(cinemaPlan()) : notFound
    },
    lockSeat: (request) => {
      const key = seatKeyId(request)
      calls.push(`lock ${request.presentationIds.join(',')} ${key}`)
      const refused = season.events.find((e) => request.presentationIds.includes(e.presentationId) && taken.get(e.presentationId) === key)
      if (refused !== undefined) return Promise.resolve({ _tag: 'Left', left: seatTakenIn(refused) })
      for (const presentationId of request.presentationIds) {
        const { venueId, seatplanId, sectionId, x, y, ticketGroupId } = request
        locks.set(presentationId, { presentationId, venueId, seatplanId, sectionId, x, y, ticketGroupId })
      }
      return right(selections())
    },
    unlockSeat: (request) => {
      const key = seatKeyId(request)
      calls.push(`unlock ${request.presentationIds.join(',')} ${key}`)
      for (const presentationId of request.presentationIds) {
        const lock = locks.get(presentationId)
        if (lock !== undefined && seatKeyId(lock) === key) locks.delete(presentationId)
      }
      return right(selections())
    },
  }
}
