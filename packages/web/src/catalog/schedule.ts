import { isUntimed, isVod } from '@kartis/core'
import type { Presentation } from '@kartis/core'
import { jerusalemDayKey } from './jerusalem-wall-clock'

/** §2 the presentations of one venue on one day, earliest first. */
export interface VenueSlot {
  readonly venueId: number
  readonly venueName: string
  readonly presentations: readonly Presentation[]
}

/** §2 one day of a schedule: its Jerusalem date and a moment on it (for the heading), by venue. */
export interface ScheduleDay {
  readonly dayKey: string
  readonly firstStart: string
  readonly venues: readonly VenueSlot[]
}

/** §2/§4 a feature's presentations: timed ones by day and venue, untimed (feature type 7) and VOD ones apart. */
export interface Schedule {
  readonly days: readonly ScheduleDay[]
  /** §4 untimed presentations (no start time) that are not VOD. */
  readonly untimed: readonly Presentation[]
  /** §4 VOD items (venue types 101–104): watched, not seated. */
  readonly vod: readonly Presentation[]
}

const byStart = (a: Presentation, b: Presentation): number =>
  (a.startDateTime ?? '') < (b.startDateTime ?? '') ? -1 : (a.startDateTime ?? '') > (b.startDateTime ?? '') ? 1 : a.id - b.id

const startMs = (presentation: Presentation): number =>
  presentation.startDateTime === null ? Number.POSITIVE_INFINITY : Date.parse(presentation.startDateTime)

/**
 * §2/§4 groups presentations into a schedule: VOD items and untimed presentations apart, the
 * rest by Jerusalem day (earliest first) and, within a day, by venue in order of first start.
 */
export const scheduleOf = (presentations: readonly Presentation[]): Schedule => {
  const vod = presentations.filter(isVod)
  const seated = presentations.filter((presentation) => !isVod(presentation))
  const untimed = seated.filter((presentation) => isUntimed(presentation) || presentation.startDateTime === null)
  const timed = seated
    .filter((presentation) => !isUntimed(presentation) && presentation.startDateTime !== null)
    .slice()
    .sort((a, b) => startMs(a) - startMs(b) || a.id - b.id)
  const days = new Map<string, Map<number, Presentation[]>>()
  const firstStarts = new Map<string, string>()
  for (const presentation of timed) {
    const start = presentation.startDateTime ?? ''
    const dayKey = jerusalemDayKey(start)
    const venues = days.get(dayKey) ?? new Map<number, Presentation[]>()
    days.set(dayKey, venues)
    if (!firstStarts.has(dayKey)) firstStarts.set(dayKey, start)
    venues.set(presentation.venueId, [...(venues.get(presentation.venueId) ?? []), presentation])
  }
  return {
    days: [...days.entries()].map(([dayKey, venues]) => ({
      dayKey,
      firstStart: firstStarts.get(dayKey) ?? '',
      venues: [...venues.entries()].map(([venueId, list]) => ({
        venueId,
        venueName: list[0]?.venueName ?? '',
        presentations: list,
      })),
    })),
    untimed: untimed.slice().sort(byStart),
    vod: vod.slice().sort(byStart),
  }
}

/** §2 the moment a feature is first on, for ordering the event list (untimed and VOD features last). */
export const firstShowing = (presentations: readonly Presentation[]): number =>
  presentations.reduce(
    (earliest, presentation) => (isVod(presentation) ? earliest : Math.min(earliest, startMs(presentation))),
    Number.POSITIVE_INFINITY,
  )
