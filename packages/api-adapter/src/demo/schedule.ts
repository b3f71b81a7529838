import { addDays, agorot, fromJerusalemLocal, jerusalemDateTime, weekday, type Agorot, type CalendarDate } from '@kartis/core'
import type { PresentationDraft, PresentationTimer } from './catalog-snapshot'
import { FeatureId } from './features'
import { VenueId } from './venue-ids'

/** §4 the rolling window: presentations always exist for today and the 13 days after it (Jerusalem days). */
export const SCHEDULE_DAYS = 14

/** Start times 'HH:MM' (Jerusalem) for each weekday, Sunday first. */
export type WeeklyTimes = readonly [
  readonly string[],
  readonly string[],
  readonly string[],
  readonly string[],
  readonly string[],
  readonly string[],
  readonly string[],
]

/** §3 how one venue's timed presentations repeat. */
export interface VenueSchedule {
  readonly venueId: number
  /** Rotated by day and slot so each day shows a mix. */
  readonly featureIds: readonly number[]
  readonly times: WeeklyTimes
  readonly seatingPolicyId: number
  readonly maxSeats: number
  readonly serviceCharge: Agorot
  readonly timer: PresentationTimer | null
}

/** §4 an untimed presentation (featureTypeId 7), created once. */
export interface UntimedOffer {
  readonly venueId: number
  readonly featureId: number
  readonly maxSeats: number
}

const CINEMA_EVENINGS: readonly string[] = ['17:00', '19:30', '22:00']
const F = FeatureId
const TIMER: PresentationTimer = { timeInSeconds: 600, url: '/' }

/**
 * §1 the demo week, in Asia/Jerusalem: evenings between 17:00 and 22:30, matinees on Friday,
 * nothing on Friday evening, and no theatre on Saturday before 20:00.
 */
export const DEMO_SCHEDULES: readonly VenueSchedule[] = [
  {
    venueId: VenueId.cinema,
    featureIds: [F.lastSummerInHaifa, F.winterSun, F.journeyToTheSea, F.nightInTelAviv],
    times: [CINEMA_EVENINGS, CINEMA_EVENINGS, CINEMA_EVENINGS, CINEMA_EVENINGS, CINEMA_EVENINGS, ['10:30', '13:00'], ['20:00', '22:15']],
    seatingPolicyId: 3,
    maxSeats: 10,
    serviceCharge: agorot(0),
    timer: null,
  },
  {
    venueId: VenueId.theatre,
    featureIds: [F.imaginaryInvalid, F.hamlet, F.dollsHouse],
    times: [['20:30'], ['20:30'], ['17:30', '20:30'], ['20:30'], ['20:30'], ['12:00'], ['20:30']],
    seatingPolicyId: 3,
    maxSeats: 8,
    serviceCharge: agorot(0),
    timer: null,
  },
  {
    venueId: VenueId.club,
    featureIds: [F.laughAtEverything, F.standUpAtNight, F.bilingualStandUp],
    times: [['21:30'], ['21:30'], ['21:30'], ['21:30'], ['19:00', '22:00'], [], ['21:30']],
    seatingPolicyId: 1,
    maxSeats: 6,
    serviceCharge: agorot(0),
    timer: TIMER,
  },
  {
    venueId: VenueId.mixed,
    featureIds: [F.jaffaJazz, F.mediterraneanBand],
    times: [[], [], ['21:00'], [], ['21:00'], [], ['21:30']],
    seatingPolicyId: 1,
    maxSeats: 8,
    serviceCharge: agorot(0),
    timer: null,
  },
  {
    venueId: VenueId.arena,
    featureIds: [F.festivalOfLights, F.basketballCupFinal],
    times: [[], ['20:30'], [], [], [], [], ['21:00']],
    seatingPolicyId: 1,
    maxSeats: 10,
    serviceCharge: agorot(500),
    timer: TIMER,
  },
  {
    venueId: VenueId.vodLive,
    featureIds: [F.liveFromTheAmphi],
    times: [[], [], [], ['20:00'], [], [], []],
    seatingPolicyId: 1,
    maxSeats: 4,
    serviceCharge: agorot(0),
    timer: null,
  },
]

/** §4 VOD items to watch at any time (featureTypeId 7), one presentation each. */
export const DEMO_UNTIMED: readonly UntimedOffer[] = [
  { venueId: VenueId.vodHome, featureId: F.judeanDesert, maxSeats: 4 },
  { venueId: VenueId.vodHome, featureId: F.goldenCityClassic, maxSeats: 4 },
  { venueId: VenueId.vodRental, featureId: F.landOfIsraelSongs, maxSeats: 4 },
  { venueId: VenueId.vodArchive, featureId: F.jerusalemLectures, maxSeats: 4 },
]

const DAY_MS = 86_400_000
const dayNumber = (date: CalendarDate): number => Date.UTC(date.year, date.month - 1, date.day) / DAY_MS

const parseTime = (time: string): { readonly hour: number; readonly minute: number } => {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (match === null) throw new Error(`bad schedule time ${time}`)
  return { hour: Number(match[1]), minute: Number(match[2]) }
}

/**
 * §4 every timed presentation of the schedules on the Jerusalem days from today to today +
 * (days − 1) that starts after `now`. The feature of a slot depends only on its date and
 * position, so running again later yields the same presentations for the same slots.
 */
export const scheduleDrafts = (
  schedules: readonly VenueSchedule[],
  now: number,
  days: number = SCHEDULE_DAYS,
): readonly PresentationDraft[] => {
  const today = jerusalemDateTime(now)
  return Array.from({ length: days }, (_, d) => addDays(today, d)).flatMap((date) =>
    schedules.flatMap((schedule) =>
      (schedule.times[weekday(date)] ?? []).flatMap((time, slot) => {
        const startsAt = fromJerusalemLocal({ ...date, ...parseTime(time) })
        const featureId = schedule.featureIds[(dayNumber(date) + slot) % schedule.featureIds.length]
        if (startsAt <= now || featureId === undefined) return []
        return [
          {
            featureId,
            venueId: schedule.venueId,
            startsAt,
            seatingPolicyId: schedule.seatingPolicyId,
            maxSeats: schedule.maxSeats,
            soldout: false,
            serviceCharge: schedule.serviceCharge,
            timer: schedule.timer,
          },
        ]
      }),
    ),
  )
}

/** §4 the untimed presentations of the offers (the catalog skips ones that exist). */
export const untimedDrafts = (offers: readonly UntimedOffer[]): readonly PresentationDraft[] =>
  offers.map((offer) => ({
    featureId: offer.featureId,
    venueId: offer.venueId,
    startsAt: null,
    seatingPolicyId: 1,
    maxSeats: offer.maxSeats,
    soldout: false,
    serviceCharge: agorot(0),
    timer: null,
  }))
