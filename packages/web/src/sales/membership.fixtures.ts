import { SERIES_MEMBERSHIP_TYPE_ID, agorot, kartisError, seatKeyId } from '@kartis/core'
import type {
  MembershipOnSale,
  MembershipPrice,
  MembershipSales,
  MembershipSeatRequest,
  MembershipSeatSelection,
  Memberships,
  Result,
} from '@kartis/core'
import { cinemaPlan } from '../seat-map/test-support/plans'

// Test support: the demo's two memberships in small (a series over three shows, a fixed seat over two), and a box office that locks their seats.

const shekel = { currencyId: 1, currencyCode: 'ILS', currencySymbol: '₪' } as const

const price = (membershipPriceId: number, priceCode: string, shekels: number): MembershipPrice => ({
  membershipPriceId,
  priceCode,
  price: agorot(shekels * 100),
  currency: shekel,
  selectedQuantity: 0,
  usedQuantity: 0,
})

const show = (presentationId: number, featureName: string, startDateTime: string) => ({
  presentationId,
  featureId: presentationId * 10,
  featureName,
  startDateTime,
  venueId: 1,
  seatplanId: 1,
})

/** §3/§4 test support: a theatre series (type 2) of three shows, FULL ₪480 and SENIOR ₪400, with a member balance of 4. */
export const seriesOnSale = (): MembershipOnSale => ({
  membership: {
    membershipId: 1001,
    membershipTypeId: SERIES_MEMBERSHIP_TYPE_ID,
    code: 'THEATRE4',
    name: 'סדרת תיאטרון',
    prices: [price(10011, 'FULL', 480), price(10012, 'SENIOR', 400)],
    topups: {},
    seats: [],
  },
  seating: 'perPresentation',
  presentations: [
    show(501, 'המלט', '2026-12-01T20:00:00+02:00'),
    show(502, 'אמא קוראז׳', '2026-12-08T20:00:00+02:00'),
    show(503, 'הדיבוק', '2026-12-15T20:00:00+02:00'),
  ],
  memberBalance: 4,
  validFrom: '2026-11-27',
  validUntil: '2027-11-27',
})

/** §3/§4 test support: a fixed seat in two screenings, one rate of ₪99, no balance. */
export const fixedSeatOnSale = (): MembershipOnSale => ({
  membership: {
    membershipId: 1002,
    membershipTypeId: 1,
    code: 'CINEMASEAT',
    name: 'מושב קבוע',
    prices: [price(10021, 'FULL', 99)],
    topups: {},
    seats: [],
  },
  seating: 'fixedSeat',
  presentations: [show(601, 'הקיץ האחרון בחיפה', '2026-12-02T19:00:00+02:00'), show(602, 'הקיץ האחרון בחיפה', '2026-12-09T19:00:00+02:00')],
  memberBalance: 0,
  validFrom: '2026-11-27',
  validUntil: '2027-02-25',
})

const right = <T>(value: T): Promise<Result<T>> => Promise.resolve({ _tag: 'Right', right: value })
const left = (code: 'NOT_FOUND' | 'SEAT_NO_LONGER_AVAILABLE' | 'SEAT_UNLOCK_FAILED'): Promise<Result<never>> =>
  Promise.resolve({ _tag: 'Left', left: kartisError(code) })

/** §2 test support: the catalogue of the two memberships above; another code is NOT_FOUND. */
export const fakeMembershipSales = (onSale: readonly MembershipOnSale[] = [seriesOnSale(), fixedSeatOnSale()]): MembershipSales => ({
  membershipsOnSale: () => right(onSale),
  membership: (code) => {
    const found = onSale.find((candidate) => candidate.membership.code.toUpperCase() === code.toUpperCase())
    return found === undefined ? left('NOT_FOUND') : right(found)
  },
})

/**
 * §7 test support: a box office locking membership seats as the server does — a series' seat in
 * its one presentation, a fixed seat in each — answering the selections; the seats in `taken`
 * (seatKeyId) are refused with SEAT_NO_LONGER_AVAILABLE. Records every call.
 */
export const fakeMemberships = (
  onSale: readonly MembershipOnSale[] = [seriesOnSale(), fixedSeatOnSale()],
  taken: readonly string[] = [],
): Memberships & { readonly calls: string[]; readonly locks: Map<number, MembershipSeatSelection> } => {
  const locks = new Map<number, MembershipSeatSelection>()
  const calls: string[] = []
  const targets = (seat: MembershipSeatRequest): readonly number[] => {
    const membership = onSale.find((candidate) => candidate.membership.membershipId === seat.membershipId)
    if (membership === undefined) return []
    return seat.presentationId === null ? membership.presentations.map((p) => p.presentationId) : [seat.presentationId]
  }
  const selections = (seat: MembershipSeatRequest): readonly MembershipSeatSelection[] => {
    const membership = onSale.find((candidate) => candidate.membership.membershipId === seat.membershipId)
    return (membership?.presentations ?? []).flatMap((p) => {
      const lock = locks.get(p.presentationId)
      return lock === undefined ? [] : [lock]
    })
  }
  return {
    calls,
    locks,
    seatPlan: (membershipId, presentationId) => {
      calls.push(`plan ${membershipId} ${presentationId ?? 'all'}`)
      return right(cinemaPlan())
    },
    lockSeat: (seat) => {
      const key = seatKeyId({ sectionId: seat.sectionId, x: seat.x, y: seat.y })
      calls.push(`lock ${seat.presentationId ?? 'all'} ${key}`)
      if (taken.includes(key)) return left('SEAT_NO_LONGER_AVAILABLE')
      for (const presentationId of targets(seat))
        locks.set(presentationId, {
          presentationId,
          venueId: seat.venueId,
          seatplanId: seat.seatplanId,
          sectionId: seat.sectionId,
          x: seat.x,
          y: seat.y ?? 0,
          ticketGroupId: seat.ticketGroupId,
        })
      return right(selections(seat))
    },
    unlockSeat: (seat) => {
      const key = seatKeyId({ sectionId: seat.sectionId, x: seat.x, y: seat.y })
      calls.push(`unlock ${seat.presentationId ?? 'all'} ${key}`)
      let freed = 0
      for (const presentationId of targets(seat)) {
        const lock = locks.get(presentationId)
        if (lock !== undefined && seatKeyId(lock) === key) {
          locks.delete(presentationId)
          freed++
        }
      }
      return freed === 0 ? left('SEAT_UNLOCK_FAILED') : right(selections(seat))
    },
  }
}
